/** The 操作记录 desk's server state: one page of the trail for the chosen action, newest first. */
import { staffKeys } from '@huashi/api';
import type { AuditRowData } from '@huashi/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staff } from './staffSession';

export const AUDIT_PAGE_SIZE = 20;

export function useAuditTrail(page: number, action: string) {
  const filters = { page, limit: AUDIT_PAGE_SIZE, action: action || undefined };
  const query = useQuery({
    queryKey: staffKeys.audit(filters),
    queryFn: () => staff.audit(filters),
    placeholderData: keepPreviousData,
  });
  const rows: AuditRowData[] = (query.data?.list ?? []).map((row) => ({
    id: row.id,
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entityIds: row.entityIds,
    before: row.before,
    after: row.after,
    at: Date.parse(row.createdAt),
  }));
  return { query, rows, total: query.data?.total ?? 0 };
}
