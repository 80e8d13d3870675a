/** The 操作记录 desk's server state: one page of the trail for the chosen filters, newest first; the staff to filter by. */
import { staffKeys } from '@huashi/api';
import type { AuditFilters, AuditRowData } from '@huashi/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staff } from './staffSession';

export const AUDIT_PAGE_SIZE = 20;

export function useAuditTrail(page: number, filters: AuditFilters) {
  const query = {
    page,
    limit: AUDIT_PAGE_SIZE,
    action: filters.action || undefined,
    staffId: filters.staffId || undefined,
    entity: filters.entity || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    orderNo: filters.orderNo || undefined,
    buyer: filters.buyer || undefined,
  };
  const trail = useQuery({
    queryKey: staffKeys.audit(query),
    queryFn: () => staff.audit(query),
    placeholderData: keepPreviousData,
  });
  const members = useQuery({ queryKey: staffKeys.list(), queryFn: () => staff.list() });
  const rows: AuditRowData[] = (trail.data?.list ?? []).map((row) => ({
    id: row.id,
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entityIds: row.entityIds,
    orderNos: row.orderNos,
    before: row.before,
    after: row.after,
    at: Date.parse(row.createdAt),
  }));
  const staffOptions = (members.data ?? []).map((m) => ({ id: m.id, label: `${m.displayName}（${m.loginName}）` }));
  return { query: trail, rows, total: trail.data?.total ?? 0, staffOptions };
}
