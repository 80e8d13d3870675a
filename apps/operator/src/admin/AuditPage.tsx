/** /admin/audit (管理员): every staff change, newest first, filtered by order number, buyer, staff member, action, object and dates. */
import { AuditEntryDialog, AuditList, Page, type AuditRowData } from '@huashi/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { auditSearch, readAuditSearch, type AuditSearchState } from './auditSearch';
import { queryStatus } from './queryStatus';
import { AUDIT_PAGE_SIZE, useAuditTrail } from './useAuditTrail';

export function AuditPage() {
  // Page and filters live in the URL (?page=2 opens page 2), as on the other desks.
  const [location, navigate] = useLocation();
  const { page, filters } = readAuditSearch(useSearch());
  const go = (next: AuditSearchState) => navigate(`${location}${auditSearch(next)}`);
  const [open, setOpen] = useState<AuditRowData | null>(null);
  const { query, rows, total, staffOptions } = useAuditTrail(page, filters);
  return (
    <Page
      as="main"
      width="fill"
      gutter="lg"
      title="操作记录"
      description="员工的每一次数据变更：谁、何时、做了什么、改了哪些字段。可按订单号、买家、员工查找。"
    >
      <AuditList
        rows={rows}
        total={total}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPageChange={(next) => go({ page: next, filters })}
        filters={filters}
        onFiltersChange={(next) => go({ page: 1, filters: next })}
        staffOptions={staffOptions}
        {...queryStatus(query, '操作记录加载失败，请稍后再试')}
        onOpen={setOpen}
      />
      <AuditEntryDialog row={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
