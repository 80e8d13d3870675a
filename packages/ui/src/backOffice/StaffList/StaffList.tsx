import { formatShanghaiDateTime } from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { DataTable, type DataTableColumn } from '../../primitives/DataTable';
import { StyledVisuallyHidden } from '../../internal/VisuallyHidden';
import { vars } from '../../theme/vars';

/** A staff account as the list shows it. */
export type StaffRowData = {
  id: number;
  loginName: string;
  displayName: string;
  roleName: string;
  disabled: boolean;
  /** Epoch ms. */
  createdAt: number;
  /** The signed-in member's own row: cannot stop itself. */
  self?: boolean;
  /** The second factor is enrolled: 管理员 may reset it (another member's). */
  twoFactor?: boolean;
};

export type StaffListProps = {
  rows: readonly StaffRowData[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** The row whose action is under way. */
  pendingId?: number | null;
  onToggleDisabled: (row: StaffRowData) => void;
  onResetPassword: (row: StaffRowData) => void;
  /** 重置两步验证 on the rows of other members who enrolled (lost phone); no button without it. */
  onResetTwoFactor?: (row: StaffRowData) => void;
};

const StyledStatus = styled.span<{ $off: boolean }>`
  color: ${(p) => (p.$off ? vars.color.textSecondary : vars.color.success)};
`;

const StyledSelf = styled.span`
  align-self: center;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

/** One line of up to three buttons (rows have one height: a wrapped second line would run into the next row). */
const StyledActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  white-space: nowrap;
  gap: ${vars.space[2]};
  min-width: ${vars.space[0]};
`;

/** The full reason one's own row offers no 停用 (shown short, read out whole). */
const SELF_REASON = '当前登录账号，不能停用';

/** A row's 重置… action: named with the member for a screen reader, idle while another action is under way. */
function ResetButton({
  label,
  row,
  busy,
  onReset,
}: {
  label: string;
  row: StaffRowData;
  busy: boolean;
  onReset: (row: StaffRowData) => void;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        onReset(row);
      }}
      aria-label={`${label} ${row.displayName}`}
    >
      {label}
    </Button>
  );
}

/** The staff accounts (管理员): who, which role, working or stopped, and the two actions. */
export function StaffList({
  rows,
  loading,
  error,
  onRetry,
  pendingId = null,
  onToggleDisabled,
  onResetPassword,
  onResetTwoFactor,
}: StaffListProps) {
  const columns: DataTableColumn<StaffRowData>[] = [
    { key: 'loginName', header: '账号', cell: (row) => row.loginName, compare: (a, b) => a.loginName.localeCompare(b.loginName) },
    { key: 'displayName', header: '姓名', cell: (row) => row.displayName },
    { key: 'role', header: '角色', cell: (row) => row.roleName, compare: (a, b) => a.roleName.localeCompare(b.roleName, 'zh') },
    {
      key: 'status',
      header: '状态',
      width: '0.8fr',
      cell: (row) => <StyledStatus $off={row.disabled}>{row.disabled ? '已停用' : '在用'}</StyledStatus>,
    },
    {
      key: 'createdAt',
      header: '创建时间',
      width: '1.6fr',
      cell: (row) => formatShanghaiDateTime(row.createdAt),
      compare: (a, b) => a.createdAt - b.createdAt,
    },
    {
      key: 'actions',
      header: '操作',
      // 停用, 重置密码 and 重置两步验证 side by side, at a 1024 px desk too.
      width: 'minmax(18rem, 1.6fr)',
      cell: (row) => (
        <StyledActions>
          {row.self ? (
            <StyledSelf title={SELF_REASON}>
              当前账号<StyledVisuallyHidden>，不能停用</StyledVisuallyHidden>
            </StyledSelf>
          ) : (
            <Button
              size="sm"
              variant={row.disabled ? 'secondary' : 'danger'}
              disabled={pendingId !== null && pendingId !== row.id}
              loading={pendingId === row.id}
              onClick={(event) => {
                event.stopPropagation();
                onToggleDisabled(row);
              }}
              aria-label={`${row.disabled ? '启用' : '停用'} ${row.displayName}`}
            >
              {row.disabled ? '启用' : '停用'}
            </Button>
          )}
          <ResetButton label="重置密码" row={row} busy={pendingId !== null} onReset={onResetPassword} />
          {onResetTwoFactor && row.twoFactor && !row.self ? (
            <ResetButton label="重置两步验证" row={row} busy={pendingId !== null} onReset={onResetTwoFactor} />
          ) : null}
        </StyledActions>
      ),
    },
  ];
  return (
    <DataTable
      aria-label="员工列表"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="还没有员工账号"
    />
  );
}
