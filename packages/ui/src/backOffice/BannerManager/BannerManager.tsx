import { bannerSchema, CONTENT_LIMITS, CONTENT_MESSAGES, type BannerFormValues } from '@huashi/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { BANNER_ASPECT_RATIO } from '../../market/home/BannerCarousel';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { DataTable, type DataTableColumn } from '../../primitives/DataTable';
import { FormDialog } from '../../primitives/Dialog';
import { Input } from '../../primitives/Input';
import { StyledField, StyledFieldMessage, StyledLabel } from '../../internal/Field';
import { Stack } from '../../primitives/Stack';
import { vars } from '../../theme/vars';
import { fileLabel } from '../../internal/fileLabel';
import { useDialogForm } from '../../internal/useDialogForm';

/** One banner as the desk shows it. */
export type BannerRowData = {
  id: number;
  title: string;
  imageUrl: string;
  /** '' none. */
  link: string;
  sort: number;
  published: boolean;
};

export type BannerManagerProps = {
  rows: readonly BannerRowData[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** The banner being deleted (its button waits, the others are locked). */
  pendingId?: number | null;
  onCreate: () => void;
  onEdit: (row: BannerRowData) => void;
  onDelete: (row: BannerRowData) => void;
};

const StyledThumb = styled.img`
  display: block;
  height: ${vars.size.controlLg};
  aspect-ratio: ${BANNER_ASPECT_RATIO};
  object-fit: cover;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
`;

const StyledLink = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${vars.color.textSecondary};
`;

const StyledState = styled.span<{ $on: boolean }>`
  color: ${(p) => (p.$on ? vars.color.success : vars.color.textSecondary)};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${vars.space[1]};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
  justify-content: space-between;
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

/** 首页横幅: every banner of the buyer's home in the order shown (sort, then id), with its picture, link and state. */
export function BannerManager({ rows, loading, error, onRetry, pendingId = null, onCreate, onEdit, onDelete }: BannerManagerProps) {
  const columns: DataTableColumn<BannerRowData>[] = [
    { key: 'image', header: '图片', width: '1.2fr', cell: (row) => <StyledThumb src={row.imageUrl} alt={row.title} /> },
    { key: 'title', header: '标题', width: '1.4fr', cell: (row) => row.title || '（无标题）' },
    { key: 'link', header: '链接', width: '1.4fr', cell: (row) => <StyledLink title={row.link}>{row.link || '无'}</StyledLink> },
    { key: 'sort', header: '排序', width: '0.5fr', align: 'end', cell: (row) => row.sort },
    {
      key: 'state',
      header: '状态',
      width: '0.6fr',
      cell: (row) => <StyledState $on={row.published}>{row.published ? '展示中' : '已隐藏'}</StyledState>,
    },
    {
      key: 'actions',
      header: '操作',
      width: '1fr',
      cell: (row) => (
        <StyledActions>
          <Button
            size="sm"
            variant="link"
            disabled={pendingId !== null}
            onClick={() => onEdit(row)}
            aria-label={`编辑横幅「${row.title}」`}
          >
            编辑
          </Button>
          <Button
            size="sm"
            variant="danger"
            loading={pendingId === row.id}
            disabled={pendingId !== null && pendingId !== row.id}
            onClick={() => onDelete(row)}
            aria-label={`删除横幅「${row.title}」`}
          >
            删除
          </Button>
        </StyledActions>
      ),
    },
  ];
  return (
    <Stack gap={3}>
      <StyledHead>
        <span>买家首页按排序从小到大轮播展示中的横幅。</span>
        <Button onClick={onCreate}>新增横幅</Button>
      </StyledHead>
      <DataTable
        aria-label="首页横幅"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowHeight={64}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText="还没有横幅，买家首页显示「暂无活动」"
      />
    </Stack>
  );
}

export type BannerDialogProps = {
  open: boolean;
  /** The banner being edited; null: a new one. */
  banner: BannerRowData | null;
  /** The picture shown: one just uploaded, else the banner's own; null none yet. */
  imageUrl: string | null;
  /** A picture chosen: the app checks it, uploads it and passes its URL back. */
  onPickImage: (file: File) => void;
  uploading?: boolean;
  /** Why the chosen picture was refused (只能是图片! …). */
  imageError?: string;
  onSubmit: (values: BannerFormValues) => void;
  onClose: () => void;
  pending?: boolean;
  serverError?: string;
};

const EMPTY: BannerFormValues = { title: '', link: '', sort: '0', published: true };

const StyledPreview = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: ${BANNER_ASPECT_RATIO};
  object-fit: cover;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

const StyledNoImage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: ${BANNER_ASPECT_RATIO};
  border: ${vars.size.borderWidth} dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

/** 选择图片 / 更换图片: a button-like label round the hidden file input (no browser-language "Choose File"). */
const StyledFileLabel = styled.label`
  ${fileLabel}
  align-self: flex-start;
  margin-top: ${vars.space[2]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.space[3]};
  align-items: end;
`;

/** 新增/编辑横幅: the picture (uploaded at once, public), its title (the text alternative), link, sort, shown or not. */
export function BannerDialog({
  open,
  banner,
  imageUrl,
  onPickImage,
  uploading = false,
  imageError,
  onSubmit,
  onClose,
  pending = false,
  serverError,
}: BannerDialogProps) {
  const fileId = useId();
  const fileErrorId = useId();
  const [missingImage, setMissingImage] = useState(false);
  // Every opening starts from the banner edited (or empty for a new one).
  const { register, handleSubmit, formState } = useDialogForm<BannerFormValues>({
    open,
    subject: banner?.id,
    defaults: banner ? { title: banner.title, link: banner.link, sort: String(banner.sort), published: banner.published } : EMPTY,
    schema: bannerSchema,
  });
  const { errors } = formState;
  // Every opening starts without the last attempt's 请上传横幅图片.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMissingImage(false);
  }
  const pictureError = imageError ?? (missingImage && !imageUrl ? CONTENT_MESSAGES.bannerImageMissing : undefined);
  const submit = handleSubmit((values) => {
    if (!imageUrl) {
      setMissingImage(true);
      return;
    }
    if (!pending && !uploading) onSubmit(values);
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={banner ? '编辑横幅' : '新增横幅'}
      size="md"
      formId="banner-form"
      onSubmit={(event) => {
        if (!imageUrl) setMissingImage(true);
        void submit(event);
      }}
      submitDisabled={uploading}
      pending={pending}
      serverError={serverError}
    >
      <StyledField>
        <StyledLabel htmlFor={fileId}>横幅图片</StyledLabel>
        {imageUrl ? (
          <StyledPreview src={imageUrl} alt="横幅图片预览" />
        ) : (
          <StyledNoImage>建议尺寸 1200 × 360，png、jpg 或 gif，不超过 3MB</StyledNoImage>
        )}
        <StyledFileLabel>
          {imageUrl ? '更换图片' : '选择图片'}
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            disabled={uploading || pending}
            aria-invalid={pictureError ? true : undefined}
            aria-describedby={pictureError ? fileErrorId : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onPickImage(file);
              event.target.value = '';
            }}
          />
        </StyledFileLabel>
        {uploading ? <StyledFieldMessage $tone="hint">图片上传中…</StyledFieldMessage> : null}
        {pictureError ? (
          <StyledFieldMessage id={fileErrorId} role="alert" $tone="error">
            {pictureError}
          </StyledFieldMessage>
        ) : null}
      </StyledField>
      <Input
        label="标题"
        placeholder="如 会员专享 花材折上折"
        hint="图片的文字说明，读屏软件会朗读"
        maxLength={CONTENT_LIMITS.bannerTitleMax + 10}
        error={errors.title?.message}
        {...register('title')}
      />
      <Input
        label="链接"
        placeholder="https://… 或 /presell（可留空）"
        maxLength={CONTENT_LIMITS.bannerLinkMax + 10}
        error={errors.link?.message}
        {...register('link')}
      />
      <StyledRow>
        <Input label="排序" inputMode="numeric" hint="数字小的在前" error={errors.sort?.message} {...register('sort')} />
        <Checkbox label="在买家首页展示" {...register('published')} />
      </StyledRow>
    </FormDialog>
  );
}
