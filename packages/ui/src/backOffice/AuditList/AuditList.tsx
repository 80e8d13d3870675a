import {
  AUDIT_ACTION_NAMES,
  AUDIT_ENTITY_NAMES,
  auditActionName,
  auditChanges,
  auditTargetText,
  formatShanghaiDateTime,
} from '@huashi/domain';
import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import styled from 'styled-components';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { actionColumn } from '../internal/actionColumn';
import { useFilterDraft } from '../../internal/filterDraft';
import { Dialog } from '../../primitives/Dialog';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { vars } from '../../theme/vars';

/** One audit row as the trail shows it. */
export type AuditRowData = {
  id: number;
  /** 姓名（账号）, or 系统命令. */
  actor: string;
  action: string;
  entity: string;
  entityIds: readonly (string | number)[];
  /** The number of the order the entry concerns (an order's entry reads it instead of the row id; an item's or a claim's adds it). */
  orderNos?: readonly string[];
  before: unknown;
  after: unknown;
  /** Epoch ms. */
  at: number;
};

/**
 * The trail's filters: '' = any. Dates are `YYYY-MM-DD` (Shanghai days, both ends included). Issue 31: `orderNo` (the
 * exact number: the order's entries, its items' and its claims') and `buyer` (part of a buyer's name, phone or account
 * number: the buyer's entries and their orders').
 */
export type AuditFilters = { action: string; staffId: string; entity: string; from: string; to: string; orderNo: string; buyer: string };

export const EMPTY_AUDIT_FILTERS: AuditFilters = { action: '', staffId: '', entity: '', from: '', to: '', orderNo: '', buyer: '' };

/** The two typed filters, applied together by 查询 (or Enter), not at each keystroke. */
type TypedFilters = Pick<AuditFilters, 'orderNo' | 'buyer'>;

export type AuditListProps = ServerPageProps<AuditRowData> & {
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
  /** The staff members to filter by (id and 姓名（账号）). */
  staffOptions: readonly { id: number; label: string }[];
  onOpen: (row: AuditRowData) => void;
};

const ACTION_OPTIONS = [
  { value: '', label: '全部操作' },
  ...Object.entries(AUDIT_ACTION_NAMES).map(([value, label]) => ({ value, label })),
];

const ENTITY_OPTIONS = [
  { value: '', label: '全部对象' },
  ...Object.entries(AUDIT_ENTITY_NAMES).map(([value, label]) => ({ value, label })),
];

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${vars.space[3]};
  align-items: end;
`;

const StyledSubmit = styled.div`
  display: flex;
`;

/** The audit trail (管理员): newest first, filtered by action, paged by the server; a row opens its before/after. */
export function AuditList({ filters, onFiltersChange, staffOptions, onOpen, ...list }: AuditListProps) {
  const set = (patch: Partial<AuditFilters>) => onFiltersChange({ ...filters, ...patch });
  const typed: TypedFilters = { orderNo: filters.orderNo, buyer: filters.buyer };
  // Filters changed from outside (back, a link) show in the fields; a field being typed stays.
  const [draft, setDraft] = useFilterDraft(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ orderNo: draft.orderNo.trim(), buyer: draft.buyer.trim() });
  };
  const staffSelect = [{ value: '', label: '全部员工' }, ...staffOptions.map((s) => ({ value: String(s.id), label: s.label }))];
  const columns: DataTableColumn<AuditRowData>[] = [
    { key: 'at', header: '时间', width: '1.2fr', cell: (row) => formatShanghaiDateTime(row.at) },
    { key: 'actor', header: '操作人', width: '1.3fr', cell: (row) => row.actor },
    { key: 'action', header: '操作', cell: (row) => auditActionName(row.action) },
    // The widest: a claim or an item names its order's number too (售后申请 #3（订单 HS…）), whole at 1024 px.
    {
      key: 'target',
      header: '对象',
      width: '2.2fr',
      cell: (row) => auditTargetText(row.entity, row.entityIds, row.orderNos),
    },
    actionColumn({
      key: 'open',
      header: '变更',
      width: '0.5fr',
      label: () => '查看',
      ariaLabel: (row) => `查看第 ${row.id} 条记录的变更`,
      onClick: onOpen,
    }),
  ];
  return (
    <PagedDataTable
      {...list}
      header={
        <>
          <StyledFilters as="form" role="search" aria-label="筛选操作记录" noValidate onSubmit={submit}>
            <Input
              label="订单号"
              placeholder="完整订单号"
              maxLength={40}
              value={draft.orderNo}
              onChange={(event) => setDraft((d) => ({ ...d, orderNo: event.target.value }))}
            />
            <Input
              label="买家"
              placeholder="名称、手机号或账号"
              maxLength={40}
              value={draft.buyer}
              onChange={(event) => setDraft((d) => ({ ...d, buyer: event.target.value }))}
            />
            <Select label="员工" options={staffSelect} value={filters.staffId} onChange={(event) => set({ staffId: event.target.value })} />
            <Select
              label="操作"
              options={ACTION_OPTIONS}
              value={filters.action}
              onChange={(event) => set({ action: event.target.value })}
            />
            <Select
              label="对象"
              options={ENTITY_OPTIONS}
              value={filters.entity}
              onChange={(event) => set({ entity: event.target.value })}
            />
            <Input label="开始日期" type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
            <Input label="结束日期" type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
            <StyledSubmit>
              <Button type="submit">查询</Button>
            </StyledSubmit>
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

const StyledChanges = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};
  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
    text-align: left;
    vertical-align: top;
    word-break: break-all;
  }
  th {
    color: ${vars.color.textSecondary};
    font-weight: ${vars.font.weight.medium};
  }
`;

const StyledScroll = styled.div`
  max-height: ${vars.size.tableBody};
  overflow: auto;
`;

/** The fields one audited change touched: 字段, 变更前 → 变更后 (Chinese names from the domain). */
export function AuditEntryDialog({ row, onClose }: { row: AuditRowData | null; onClose: () => void }) {
  const changes = row ? auditChanges(row.before, row.after, row.entity) : [];
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
          <span>
            {auditTargetText(row.entity, row.entityIds, row.orderNos)} · {formatShanghaiDateTime(row.at)}
          </span>
          {changes.length === 0 ? (
            <span>没有字段变化</span>
          ) : (
            <StyledScroll>
              <StyledChanges aria-label="变更的字段">
                <thead>
                  <tr>
                    <th scope="col">字段</th>
                    <th scope="col">变更前</th>
                    <th scope="col">变更后</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{change.name}</th>
                      <td>{change.before}</td>
                      <td>{change.after}</td>
                    </tr>
                  ))}
                </tbody>
              </StyledChanges>
            </StyledScroll>
          )}
        </Stack>
      ) : null}
    </Dialog>
  );
}
