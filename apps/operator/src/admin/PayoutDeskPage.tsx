/** The 提现打款 section of /admin/finance (财务, 管理员): pending withdrawals paid out once or rejected with a reason. */
import { formatYuan } from '@huashi/domain';
import { DeskExport, PayoutDesk, Stack, useMessage } from '@huashi/ui';
import { deskExports } from './staffSession';
import { useDeskExport } from './useDeskExport';
import { usePayoutDesk } from './usePayoutDesk';

export function PayoutDeskPage() {
  const message = useMessage();
  const desk = usePayoutDesk();
  const exporter = useDeskExport([{ key: 'payouts', label: '导出 Excel', start: () => deskExports.payouts({ state: desk.state }) }]);
  return (
    <Stack gap={4}>
      <DeskExport {...exporter} />
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
    </Stack>
  );
}
