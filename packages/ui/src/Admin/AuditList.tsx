import { AUDIT_ACTION_NAMES, auditActionName, formatShanghaiDateTime } from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../Button';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../DataTable';
import { Dialog } from '../Dialog';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { vars } from '../theme/vars';

/** One audit row as the trail shows it. */
export type AuditRowData = {
  id: number;
  /** 姓名（账号）, or 系统命令. */
  actor: string;
  action: string;
  entity: string;
  entityIds: readonly (string | number)[];
  before: unknown;
  after: unknown;
  /** Epoch ms. */
  at: number;
};

export type AuditListProps = ServerPageProps<AuditRowData> & {
  /** The action filter ('' = all). */
  action: string;
  onActionChange: (action: string) => void;
  onOpen: (row: AuditRowData) => void;
};

const ACTION_OPTIONS = [
  { value: '', label: '全部操作' },
  ...Object.entries(AUDIT_ACTION_NAMES).map(([value, label]) => ({ value, label })),
];

const StyledFilters = styled.div`
  max-width: ${vars.size.dialogSm};
`;

/** The audit trail (管理员): newest first, filtered by action, paged by the server; a row opens its before/after. */
export function AuditList({ action, onActionChange, onOpen, ...list }: AuditListProps) {
  const columns: DataTableColumn<AuditRowData>[] = [
    { key: 'at', header: '时间', width: '1.4fr', cell: (row) => formatShanghaiDateTime(row.at) },
    { key: 'actor', header: '操作人', width: '1.4fr', cell: (row) => row.actor },
    { key: 'action', header: '操作', cell: (row) => auditActionName(row.action) },
    { key: 'target', header: '对象', cell: (row) => `${row.entity} #${row.entityIds.join(', #')}` },
    {
      key: 'open',
      header: '变更',
      width: '0.6fr',
      cell: (row) => (
        <Button
          size="sm"
          variant="link"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
          aria-label={`查看第 ${row.id} 条记录的变更`}
        >
          查看
        </Button>
      ),
    },
  ];
  return (
    <PagedDataTable
      {...list}
      header={
        <>
          <StyledFilters>
            <Select label="操作" options={ACTION_OPTIONS} value={action} onChange={(event) => onActionChange(event.target.value)} />
          </StyledFilters>
        </>
      }
      aria-label="操作记录"
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => onOpen(row)}
      emptyText="没有符合条件的操作记录"
    />
  );
}

const StyledJson = styled.pre`
  margin: ${vars.space[0]};
  padding: ${vars.space[3]};
  max-height: ${vars.size.tableBody};
  overflow: auto;
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.size.sm};
  white-space: pre-wrap;
  word-break: break-all;
`;

const StyledLabel = styled.h3`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.textSecondary};
`;

/** The rows before and after one audited change. */
export function AuditEntryDialog({ row, onClose }: { row: AuditRowData | null; onClose: () => void }) {
  const show = (value: unknown) => (value === null || value === undefined ? '（无）' : JSON.stringify(value, null, 2));
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={row ? `${auditActionName(row.action)} · ${row.actor}` : ''}
      size="lg"
      closeOnBackdropClick
    >
      {row ? (
        <Stack gap={3}>
          <StyledLabel>变更前</StyledLabel>
          <StyledJson>{show(row.before)}</StyledJson>
          <StyledLabel>变更后</StyledLabel>
          <StyledJson>{show(row.after)}</StyledJson>
        </Stack>
      ) : null}
    </Dialog>
  );
}
