import { yupResolver } from '@hookform/resolvers/yup';
import {
  formatShanghaiDateTime,
  SIGN_STATE_NAMES,
  SIGN_TTL_CHOICES,
  signIssueSchema,
  type SignIssueValues,
  type SignState,
} from '@huashi/domain';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { DataTable, type DataTableColumn } from '../../primitives/DataTable';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { quietCutLine } from '../../internal/cutLine';

export type SignRowData = {
  id: number;
  label: string;
  editDifferAmount: boolean;
  state: SignState;
  /** Epoch ms. */
  expiresAt: number;
  createdAt: number;
};

export type SignIssuerProps = {
  onSubmit: (values: SignIssueValues) => void | Promise<void>;
  pending?: boolean;
  serverError?: string;
  /** The links of the sign just issued (absolute URLs), shown this once. */
  issued?: { label: string; links: { name: string; url: string }[] } | null;
  /** Copies a link; the app says whether it worked. */
  onCopy: (url: string) => void;
};

const TTL_OPTIONS = SIGN_TTL_CHOICES.map((choice) => ({ value: String(choice.hours), label: choice.label }));

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${vars.size.menuMinWidth}, 1fr));
  gap: ${vars.space[3]};
  align-items: end;
`;

/** The checkbox's cell is as tall as the fields' control row, so the box sits centred beside the inputs. */
const StyledCheckCell = styled.div`
  display: flex;
  align-items: center;
  min-height: ${vars.size.controlMd};
  ${media.phone} {
    min-height: calc(${vars.size.controlLg} + 2 * ${vars.size.borderWidth});
  }
`;

const StyledLink = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  code {
    ${quietCutLine}
  }
`;

/** 签发调配签名: the operator's name, how long it lives, whether it may change the price difference; then its links, once. */
export function SignIssuer({ onSubmit, pending = false, serverError, issued, onCopy }: SignIssuerProps) {
  const { register, handleSubmit, formState } = useForm<SignIssueValues>({
    resolver: yupResolver(signIssueSchema),
    defaultValues: { label: '', ttlHours: String(SIGN_TTL_CHOICES[1].hours), editDifferAmount: false },
  });
  const { errors } = formState;
  return (
    <Card>
      <Stack gap={3}>
        <StyledForm noValidate aria-label="签发调配签名" onSubmit={handleSubmit(onSubmit)}>
          <Input label="调配员" placeholder="如 调配员小周" maxLength={20} error={errors.label?.message} {...register('label')} />
          <Select label="有效期" options={TTL_OPTIONS} error={errors.ttlHours?.message} {...register('ttlHours')} />
          <StyledCheckCell>
            <Checkbox label="允许修改差价" {...register('editDifferAmount')} />
          </StyledCheckCell>
          <div>
            <Button type="submit" loading={pending}>
              签发
            </Button>
          </div>
        </StyledForm>
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
        {issued ? (
          <Banner tone="success" title={`已为「${issued.label}」签发签名`}>
            <Stack gap={2}>
              <span>链接只显示这一次（系统只保存签名的摘要），请现在复制并交给调配员。</span>
              {issued.links.map((link) => (
                <StyledLink key={link.name}>
                  <strong>{link.name}</strong>
                  <code title={link.url}>{link.url}</code>
                  <Button size="sm" variant="secondary" onClick={() => onCopy(link.url)} aria-label={`复制${link.name}链接`}>
                    复制
                  </Button>
                </StyledLink>
              ))}
            </Stack>
          </Banner>
        ) : null}
      </Stack>
    </Card>
  );
}

export type SignListProps = {
  rows: readonly SignRowData[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  pendingId?: number | null;
  onRevoke: (row: SignRowData) => void;
};

const StyledState = styled.span<{ $state: SignState }>`
  color: ${(p) => (p.$state === 'active' ? vars.color.success : vars.color.textSecondary)};
`;

/** The signs issued, newest first: who, permission, state, expiry, and 撤销 for one still usable. */
export function SignList({ rows, loading, error, onRetry, pendingId = null, onRevoke }: SignListProps) {
  const columns: DataTableColumn<SignRowData>[] = [
    { key: 'label', header: '调配员', cell: (row) => row.label },
    { key: 'edit', header: '修改差价', width: '0.8fr', cell: (row) => (row.editDifferAmount ? '允许' : '不允许') },
    {
      key: 'state',
      header: '状态',
      width: '0.8fr',
      cell: (row) => <StyledState $state={row.state}>{SIGN_STATE_NAMES[row.state]}</StyledState>,
    },
    { key: 'created', header: '签发时间', width: '1.4fr', cell: (row) => formatShanghaiDateTime(row.createdAt) },
    { key: 'expires', header: '到期时间', width: '1.4fr', cell: (row) => formatShanghaiDateTime(row.expiresAt) },
    {
      key: 'actions',
      header: '操作',
      width: '0.8fr',
      cell: (row) =>
        row.state === 'revoked' ? null : (
          <Button
            size="sm"
            variant="danger"
            loading={pendingId === row.id}
            disabled={pendingId !== null && pendingId !== row.id}
            onClick={() => onRevoke(row)}
            aria-label={`撤销 ${row.label} 的签名`}
          >
            撤销
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      aria-label="调配签名"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="还没有签发过签名"
    />
  );
}
