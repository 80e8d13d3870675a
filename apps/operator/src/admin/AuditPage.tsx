/** /admin/audit (管理员): every staff change, newest first, filtered by staff member, action, object and dates. */
import { AuditEntryDialog, AuditList, EMPTY_AUDIT_FILTERS, Page, type AuditFilters, type AuditRowData } from '@huashi/ui';
import { useState } from 'react';
import { queryStatus } from './queryStatus';
import { AUDIT_PAGE_SIZE, useAuditTrail } from './useAuditTrail';

export function AuditPage() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [open, setOpen] = useState<AuditRowData | null>(null);
  const { query, rows, total, staffOptions } = useAuditTrail(page, filters);
  return (
    <Page as="main" width="fill" gutter="lg" title="操作记录" description="员工的每一次数据变更：谁、何时、做了什么、改了哪些字段。">
      <AuditList
        rows={rows}
        total={total}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPageChange={setPage}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        staffOptions={staffOptions}
        {...queryStatus(query, '操作记录加载失败，请稍后再试')}
        onOpen={setOpen}
      />
      <AuditEntryDialog row={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
