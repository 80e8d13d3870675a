/** 实名审核 (issue 17 slice B1): the buyers' real-name submissions, approve or reject with a reason. */
import { errorMessage } from '@huashi/api';
import { IdentityReviewDesk, useMessage } from '@huashi/ui';
import { IDENTITY_PAGE_SIZE, useIdentityDesk } from './useIdentityDesk';
import { MESSAGES } from '@huashi/domain';

export function IdentityDeskPage() {
  const desk = useIdentityDesk();
  const message = useMessage();
  const pendingId = desk.approve.isPending
    ? (desk.approve.variables ?? null)
    : desk.reject.isPending
      ? (desk.reject.variables?.id ?? null)
      : null;
  return (
    <IdentityReviewDesk
      filter={desk.view.filter}
      onFilter={desk.setFilter}
      rows={desk.rows}
      total={desk.total}
      page={desk.view.page}
      pageSize={IDENTITY_PAGE_SIZE}
      onPage={desk.setPage}
      loading={desk.list.isPending}
      error={desk.list.isError ? errorMessage(desk.list.error, MESSAGES.requestFailed) : undefined}
      pendingId={pendingId}
      onApprove={(row) =>
        desk.approve.mutate(row.id, {
          onSuccess: () => message.success(`已通过 ${row.realName} 的实名认证`),
          onError: (error) => message.error(errorMessage(error, '操作失败，请稍后再试')),
        })
      }
      onReject={async (row, reason) => {
        try {
          await desk.reject.mutateAsync({ id: row.id, reason });
          message.success(`已驳回 ${row.realName} 的实名申请`);
        } catch (error) {
          throw new Error(errorMessage(error, '操作失败，请稍后再试'));
        }
      }}
    />
  );
}
