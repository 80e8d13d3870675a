import type { MyWithdrawal, WithdrawInfo } from '@huashi/api';
import { describe, expect, it } from 'vitest';
import { billLineView, withdrawalView, withdrawFormInfo } from './moneyViewModels';

const WITHDRAWAL: MyWithdrawal = {
  id: 7,
  amount: '100.00',
  fee: '5.00',
  total: '105.00',
  status: 'pending',
  statusName: '待打款',
  reason: '',
  createTime: '2026-11-17 11:45:00',
};

describe('withdraw view models', () => {
  it('turns the wire yuan into fen', () => {
    const info: WithdrawInfo = {
      balance: '5000.10',
      frozen: '0.10',
      usable: '5000.00',
      fee: '5.00',
      min: '6.00',
      max: '4995.00',
      realNameState: 'verified',
      card: '中国工商银行 6222 **** **** 0128',
      recent: [WITHDRAWAL],
    };
    expect(withdrawFormInfo(info)).toEqual({
      usableFen: 500_000,
      frozenFen: 10,
      feeFen: 500,
      maxFen: 499_500,
      realNameState: 'verified',
      card: '中国工商银行 6222 **** **** 0128',
      recent: [
        {
          id: 7,
          amountFen: 10_000,
          feeFen: 500,
          totalFen: 10_500,
          status: 'pending',
          statusName: '待打款',
          reason: '',
          createTime: '2026-11-17 11:45:00',
        },
      ],
    });
    expect(withdrawalView(WITHDRAWAL)).toMatchObject({ amountFen: 10_000, feeFen: 500, totalFen: 10_500 });
  });
});

describe('bill line view model', () => {
  it("turns a bill line's signed yuan, frozen change and balance into fen", () => {
    const row = {
      id: 14,
      ioNotice: '提现到银行卡（尾号0128）',
      ioValue: '-105.00',
      frozenValue: '-105.00',
      balanceAfter: '965.00',
      createTime: '2026-11-25 00:29:14',
    };
    expect(billLineView(row)).toEqual({
      id: 14,
      ioNotice: '提现到银行卡（尾号0128）',
      ioFen: -10_500,
      frozenFen: -10_500,
      balanceAfterFen: 96_500,
      createTime: '2026-11-25 00:29:14',
    });
    expect(billLineView({ ...row, ioValue: '0.00', frozenValue: '0.00' })).toMatchObject({ ioFen: 0, frozenFen: 0 });
  });
});
