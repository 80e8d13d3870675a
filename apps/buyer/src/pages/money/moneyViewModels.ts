import { withdrawalFen, type BillRow, type MyWithdrawal, type WithdrawInfo } from '@huashi/api';
import { fenOf } from '@huashi/domain';
import type { BillLineView, WithdrawalSummary, WithdrawFormInfo } from '@huashi/ui';

/** One withdrawal of the API (yuan strings) as the 提现 tab shows it (fen). */
export function withdrawalView(
  w: MyWithdrawal,
): WithdrawalSummary & { id: number; statusName: string; reason: string; createTime: string } {
  return withdrawalFen(w);
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

/** A bill line of /pc/finance/detail (yuan strings) as the 账单明细 tab shows it (fen). */
export function billLineView(row: BillRow): BillLineView {
  return {
    id: row.id,
    ioNotice: row.ioNotice,
    ioFen: fenOf(row.ioValue),
    frozenFen: fenOf(row.frozenValue),
    balanceAfterFen: fenOf(row.balanceAfter),
    createTime: row.createTime,
  };
}
