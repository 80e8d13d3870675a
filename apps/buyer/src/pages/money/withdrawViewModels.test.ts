import type { MyWithdrawal, WithdrawInfo } from '@huashi/api';
import { describe, expect, it } from 'vitest';
import { withdrawalView, withdrawFormInfo } from './withdrawViewModels';

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
        { id: 7, amountFen: 10_000, feeFen: 500, totalFen: 10_500, statusName: '待打款', reason: '', createTime: '2026-11-17 11:45:00' },
      ],
    });
    expect(withdrawalView(WITHDRAWAL)).toMatchObject({ amountFen: 10_000, feeFen: 500, totalFen: 10_500 });
  });
});
