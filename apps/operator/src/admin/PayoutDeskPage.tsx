/** The 提现打款 section of /admin/finance (财务, 管理员): pending withdrawals paid out once or rejected with a reason. */
import { formatYuan } from '@huashi/domain';
import { PayoutDesk, useMessage } from '@huashi/ui';
import { usePayoutDesk } from './usePayoutDesk';

export function PayoutDeskPage() {
  const message = useMessage();
  const desk = usePayoutDesk();
  return (
    <PayoutDesk
      {...desk.list}
      state={desk.state}
      onStateChange={desk.setState}
      busyId={desk.busyId}
      actionError={desk.actionError}
      onPay={(row) =>
        desk.decide.mutate(
          { action: 'pay', row },
          { onSuccess: () => message.success(`已打款 ￥${formatYuan(row.amountFen)}（${row.buyerName}）`) },
        )
      }
      onReject={(row, reason) =>
        desk.decide.mutate({ action: 'reject', row, reason }, { onSuccess: () => message.success(`已驳回 ${row.buyerName} 的提现`) })
      }
    />
  );
}
