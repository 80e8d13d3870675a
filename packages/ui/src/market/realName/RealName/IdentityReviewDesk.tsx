import { PERMANENT_EXPIRY, REAL_NAME_REASON_MAX, realNameRejectSchema, type RealNameRejectValues } from '@huashi/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { FormDialog } from '../../../primitives/Dialog';
import { EmptyState } from '../../../primitives/EmptyState';
import { Pager } from '../../../primitives/Pager';
import { Skeleton } from '../../../primitives/Skeleton';
import { Stack } from '../../../primitives/Stack';
import { Tabs } from '../../../primitives/Tabs';
import { vars } from '../../../theme/vars';
import { FormInput } from '../../../internal/FormField';
import { SummaryList } from '../../../internal/summaryList';
import { useDialogForm } from '../../../internal/useDialogForm';

/** A submission as the 财务 desk sees it: the ID number in full, the two photos already readable (object URLs). */
export type IdentityReviewRow = {
  id: number;
  buyerName: string;
  buyerPhone: string;
  accountNo: string;
  realName: string;
  realIdnumber: string;
  startTime: string;
  expiredTime: string;
  status: 0 | 1 | 9;
  statusLabel: string;
  rejectReason: string;
  /** Shanghai time text of the submission and of the decision ('' before one). */
  submittedAt: string;
  processedAt: string;
  frontSrc: string;
  behindSrc: string;
  /** The same ID number on other accounts (sameIdWarning's text), or '' when none: 通过 is refused when one verified it. */
  sameIdWarning?: string;
};

export const IDENTITY_FILTERS = [
  { value: '0', label: '待审核' },
  { value: '1', label: '已认证' },
  { value: '9', label: '已驳回' },
  { value: 'all', label: '全部' },
] as const;
export type IdentityFilterValue = (typeof IDENTITY_FILTERS)[number]['value'];

export type IdentityReviewDeskProps = {
  filter: IdentityFilterValue;
  onFilter: (filter: IdentityFilterValue) => void;
  rows: readonly IdentityReviewRow[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading?: boolean;
  error?: string;
  onApprove: (row: IdentityReviewRow) => void;
  /** Resolves when the rejection was saved (the dialog closes), rejects with the server's message. */
  onReject: (row: IdentityReviewRow, reason: string) => Promise<void>;
  /** The submission being decided (its buttons spin). */
  pendingId?: number | null;
};

const StyledCard = styled.article`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

/** The application's facts beside its photos: compact, taking the room the photos leave. */
const StyledFacts = styled(SummaryList).attrs({ $variant: 'facts' as const, $compact: true })`
  flex: 1 1 260px;
  min-width: 0;
`;

const StyledPhotos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  a {
    display: block;
  }
  img {
    display: block;
    width: 220px;
    max-width: 100%;
    aspect-ratio: 1.58;
    object-fit: cover;
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceMuted};
  }
  figure {
    margin: ${vars.space[0]};
  }
  figcaption {
    font-size: ${vars.font.size.xs};
    color: ${vars.color.textSecondary};
  }
`;

function Photo({ src, caption }: { src: string; caption: string }) {
  return (
    <figure>
      {src ? (
        <a href={src} target="_blank" rel="noreferrer">
          <img src={src} alt={caption} />
        </a>
      ) : (
        <Skeleton variant="rect" width={220} height={139} aria-label={`正在加载${caption}`} />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

function RejectDialog({
  row,
  onClose,
  onReject,
}: {
  row: IdentityReviewRow | null;
  onClose: () => void;
  onReject: (row: IdentityReviewRow, reason: string) => Promise<void>;
}) {
  const formId = useId();
  const open = row !== null;
  // Every opening starts empty; the reason is checked as the server checks it.
  const { control, handleSubmit } = useDialogForm<RealNameRejectValues>({
    open,
    subject: row?.id,
    defaults: { reason: '' },
    schema: realNameRejectSchema,
  });
  const [serverError, setServerError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const close = () => {
    setServerError(undefined);
    onClose();
  };
  const submit = handleSubmit(({ reason }) => {
    if (!row) return;
    setPending(true);
    onReject(row, reason.trim()).then(
      () => {
        setPending(false);
        close();
      },
      (failure: unknown) => {
        setPending(false);
        setServerError(failure instanceof Error ? failure.message : '操作失败，请稍后再试');
      },
    );
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={row ? `驳回 ${row.realName} 的实名申请` : '驳回'}
      formLabel="驳回实名申请"
      formId={formId}
      onSubmit={submit}
      submitLabel="确认驳回"
      pending={pending}
      serverError={serverError}
    >
      <FormInput
        control={control}
        name="reason"
        label="驳回原因"
        maxLength={REAL_NAME_REASON_MAX}
        showCount
        placeholder="例如：照片模糊，请重新拍摄"
      />
    </FormDialog>
  );
}

/**
 * The 财务 desk's 实名审核: the submissions by status (待审核 oldest first), paged on the server; each with the
 * buyer, the name, the full ID number (staff only), the validity and both photos (enlarge by opening); 通过, or
 * 驳回 with a reason (at most 100 characters).
 */
export function IdentityReviewDesk({
  filter,
  onFilter,
  rows,
  total,
  page,
  pageSize,
  onPage,
  loading = false,
  error,
  onApprove,
  onReject,
  pendingId = null,
}: IdentityReviewDeskProps) {
  const [rejecting, setRejecting] = useState<IdentityReviewRow | null>(null);
  const active = IDENTITY_FILTERS.findIndex((f) => f.value === filter);
  return (
    <Stack gap={4}>
      <Tabs
        aria-label="实名审核状态"
        items={IDENTITY_FILTERS.map((f) => f.label)}
        active={Math.max(active, 0)}
        onChange={(index) => onFilter(IDENTITY_FILTERS[index]?.value ?? '0')}
      />
      {loading ? <Skeleton variant="text" lines={6} aria-label="正在加载" /> : null}
      {!loading && error ? <Banner tone="error">{error}</Banner> : null}
      {!loading && !error && rows.length === 0 ? <EmptyState text={filter === '0' ? '暂无待审核的实名申请' : '暂无实名申请'} /> : null}
      {!loading && !error
        ? rows.map((row) => (
            <StyledCard key={row.id} aria-label={`实名申请 ${row.realName}`}>
              <StyledFacts>
                <dt>买家</dt>
                <dd>
                  {row.buyerName}（{row.accountNo} · {row.buyerPhone}）
                </dd>
                <dt>姓名</dt>
                <dd>{row.realName}</dd>
                <dt>身份证号</dt>
                <dd>{row.realIdnumber}</dd>
                <dt>有效期</dt>
                <dd>
                  {row.startTime} 至 {row.expiredTime === PERMANENT_EXPIRY ? '长期' : row.expiredTime}
                </dd>
                <dt>提交时间</dt>
                <dd>{row.submittedAt}</dd>
                <dt>状态</dt>
                <dd>
                  {row.statusLabel}
                  {row.processedAt ? `（${row.processedAt}）` : ''}
                  {row.status === 9 && row.rejectReason ? `：${row.rejectReason}` : ''}
                </dd>
              </StyledFacts>
              {row.sameIdWarning ? <Banner tone="warning">{row.sameIdWarning}</Banner> : null}
              <StyledPhotos>
                <Photo src={row.frontSrc} caption="身份证正面" />
                <Photo src={row.behindSrc} caption="身份证反面" />
              </StyledPhotos>
              {row.status === 0 ? (
                <Stack direction="horizontal" gap={2} wrap>
                  <Button variant="primary" loading={pendingId === row.id} disabled={pendingId !== null} onClick={() => onApprove(row)}>
                    通过
                  </Button>
                  <Button variant="danger" disabled={pendingId !== null} onClick={() => setRejecting(row)}>
                    驳回
                  </Button>
                </Stack>
              ) : null}
            </StyledCard>
          ))
        : null}
      {total > pageSize ? <Pager page={page} total={total} pageSize={pageSize} onChange={onPage} /> : null}
      <RejectDialog row={rejecting} onClose={() => setRejecting(null)} onReject={onReject} />
    </Stack>
  );
}
