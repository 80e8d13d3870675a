/** /admin/cancellations (管理员, 配货发货): the buyers' cancellation requests — 同意 (refund, stock back) or 驳回 with a reason. */
import { errorMessage } from '@huashi/api';
import { cancellationApprovedMessage, fenOf } from '@huashi/domain';
import {
  CancellationApproveDialog,
  CancellationDecision,
  CancellationRejectDialog,
  Page,
  useMessage,
  type CancellationRowData,
} from '@huashi/ui';
import { useState } from 'react';
import { queryStatus } from './queryStatus';
import { CANCELLATIONS_PAGE_SIZE, useCancellationsDesk } from './useCancellationsDesk';

export function CancellationsPage() {
  const message = useMessage();
  const desk = useCancellationsDesk();
  const [approving, setApproving] = useState<CancellationRowData | null>(null);
  const [rejecting, setRejecting] = useState<CancellationRowData | null>(null);
  const { approve, reject } = desk;

  return (
    <Page
      as="main"
      width="fill"
      gutter="lg"
      title="撤销审核"
      description="买家申请撤销的商品：同意后扎数退回库存、款项退回买家余额；驳回须填写原因，买家在订单中可见。"
    >
      <CancellationDecision
        rows={desk.rows}
        total={desk.total}
        page={desk.page}
        pageSize={CANCELLATIONS_PAGE_SIZE}
        onPageChange={desk.setPage}
        filters={desk.filters}
        onFiltersChange={desk.setFilters}
        onApprove={(row) => {
          approve.reset();
          setApproving(row);
        }}
        onReject={(row) => {
          reject.reset();
          setRejecting(row);
        }}
        {...queryStatus(desk.list, '撤销申请加载失败，请稍后再试')}
      />
      <CancellationApproveDialog
        row={approving}
        pending={approve.isPending}
        serverError={approve.isError ? errorMessage(approve.error, '操作失败，请稍后再试') : undefined}
        onCancel={() => setApproving(null)}
        onConfirm={() => {
          if (!approving || approve.isPending) return;
          const row = approving;
          approve.mutate(row.itemId, {
            onSuccess: (decision) => {
              setApproving(null);
              message.success(cancellationApprovedMessage(fenOf(decision.row.refund)));
            },
          });
        }}
      />
      <CancellationRejectDialog
        row={rejecting}
        pending={reject.isPending}
        serverError={reject.isError ? errorMessage(reject.error, '操作失败，请稍后再试') : undefined}
        onClose={() => setRejecting(null)}
        onSubmit={(values) => {
          if (!rejecting || reject.isPending) return;
          reject.mutate(
            { itemId: rejecting.itemId, reason: values.reason.trim() },
            {
              onSuccess: () => {
                setRejecting(null);
                message.success('已驳回撤销申请');
              },
            },
          );
        }}
      />
    </Page>
  );
}
