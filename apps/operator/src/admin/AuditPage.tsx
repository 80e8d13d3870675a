/** /admin/audit (管理员): every staff change, newest first, filtered by action. */
import { AuditEntryDialog, AuditList, Page, type AuditRowData } from '@huashi/ui';
import { useState } from 'react';
import { queryStatus } from './queryStatus';
import { AUDIT_PAGE_SIZE, useAuditTrail } from './useAuditTrail';

export function AuditPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [open, setOpen] = useState<AuditRowData | null>(null);
  const { query, rows, total } = useAuditTrail(page, action);
  return (
    <Page as="main" width="fill" gutter="lg" title="操作记录" description="员工的每一次数据变更：谁、何时、做了什么、变更前后。">
      <AuditList
        rows={rows}
        total={total}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPageChange={setPage}
        action={action}
        onActionChange={(next) => {
          setAction(next);
          setPage(1);
        }}
        {...queryStatus(query, '操作记录加载失败，请稍后再试')}
        onOpen={setOpen}
      />
      <AuditEntryDialog row={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
