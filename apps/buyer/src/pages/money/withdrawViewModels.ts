import type { MyWithdrawal, WithdrawInfo } from '@huashi/api';
import { fenOf } from '@huashi/domain';
import type { WithdrawalSummary, WithdrawFormInfo } from '@huashi/ui';

/** One withdrawal of the API (yuan strings) as the 提现 tab shows it (fen). */
export function withdrawalView(
  w: MyWithdrawal,
): WithdrawalSummary & { id: number; statusName: string; reason: string; createTime: string } {
  return {
    id: w.id,
    amountFen: fenOf(w.amount),
    feeFen: fenOf(w.fee),
    totalFen: fenOf(w.total),
    statusName: w.statusName,
    reason: w.reason,
    createTime: w.createTime,
  };
}

/** /v1/withdraw/info (yuan strings) as the 提现 form takes it (fen). */
export function withdrawFormInfo(info: WithdrawInfo): WithdrawFormInfo {
  return {
    usableFen: fenOf(info.usable),
    frozenFen: fenOf(info.frozen),
    feeFen: fenOf(info.fee),
    maxFen: fenOf(info.max),
    realNameState: info.realNameState,
    card: info.card,
    recent: info.recent.map(withdrawalView),
  };
}
