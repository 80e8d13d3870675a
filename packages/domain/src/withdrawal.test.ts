import { describe, expect, it } from 'vitest';
import {
  checkWithdrawalAmount,
  WITHDRAWAL_FEE_FEN,
  WITHDRAWAL_MAX_FEN,
  WITHDRAWAL_MIN_FEN,
  maxWithdrawalFen,
  withdrawalFreezeNotice,
  withdrawalNotice,
  withdrawalReleaseNotice,
  withdrawalPreconditionMessage,
  withdrawalRejectReasonProblem,
} from './withdrawal';

const rich = 10_000_000; // ¥100,000 balance

describe('withdrawal limits', () => {
  it('fee ¥5, minimum ¥6, maximum ¥20,000', () => {
    expect(WITHDRAWAL_FEE_FEN).toBe(500);
    expect(WITHDRAWAL_MIN_FEN).toBe(600);
    expect(WITHDRAWAL_MAX_FEN).toBe(2_000_000);
  });
  it('refuses below ¥6 with 至少要6元才可提现 (¥5 would all go to the fee)', () => {
    expect(checkWithdrawalAmount('5.99', rich)).toEqual({ ok: false, message: '至少要6元才可提现' });
    expect(checkWithdrawalAmount('5', rich)).toEqual({ ok: false, message: '至少要6元才可提现' });
    expect(checkWithdrawalAmount('0', rich)).toEqual({ ok: false, message: '至少要6元才可提现' });
    expect(checkWithdrawalAmount('-10', rich)).toEqual({ ok: false, message: '至少要6元才可提现' });
  });
  it('accepts ¥6 and freezes ¥11 (the fee on top)', () => {
    expect(checkWithdrawalAmount('6', rich)).toEqual({ ok: true, amountFen: 600, feeFen: 500, totalFen: 1100 });
  });
  it('accepts ¥20,000 and refuses ¥20,000.01', () => {
    expect(checkWithdrawalAmount('20000', rich)).toMatchObject({ ok: true, amountFen: 2_000_000, totalFen: 2_000_500 });
    expect(checkWithdrawalAmount('20000.01', rich)).toEqual({ ok: false, message: '单笔提现不能超过20000元' });
  });
  it('amount + fee must fit the usable balance (已超过您的最大余额)', () => {
    expect(checkWithdrawalAmount('100', 10_500)).toMatchObject({ ok: true, totalFen: 10_500 });
    expect(checkWithdrawalAmount('100', 10_499)).toEqual({ ok: false, message: '已超过您的最大余额' });
    expect(checkWithdrawalAmount('10', Number.NaN)).toEqual({ ok: false, message: '已超过您的最大余额' });
    expect(checkWithdrawalAmount('99999999999999', rich)).toEqual({ ok: false, message: '已超过您的最大余额' });
  });
  it('above balance is reported before the per-withdrawal maximum', () => {
    expect(checkWithdrawalAmount('30000', 10_000)).toEqual({ ok: false, message: '已超过您的最大余额' });
  });
  it('the most that can be withdrawn', () => {
    expect(maxWithdrawalFen(10_500)).toBe(10_000);
    expect(maxWithdrawalFen(1_000)).toBe(0);
    expect(maxWithdrawalFen(rich)).toBe(2_000_000);
  });
  it('bill line, reject reason', () => {
    expect(withdrawalNotice(10_000, 500, '0128')).toBe('提现到银行卡（尾号0128），含手续费5.00元，到账100.00元');
    expect(withdrawalFreezeNotice(10_000, 500)).toBe('提现申请，冻结105.00元（含手续费5.00元），打款前不可使用');
    expect(withdrawalReleaseNotice(10_000, 500)).toBe('提现被驳回，解冻105.00元');
    expect(withdrawalRejectReasonProblem(' ')).toBe('请输入驳回原因');
    expect(withdrawalRejectReasonProblem('x'.repeat(101))).toBe('驳回原因不能超过100个字');
    expect(withdrawalRejectReasonProblem('户名不符')).toBeNull();
  });
  it('refuses empty or unreadable amounts, saying what is wrong', () => {
    for (const bad of ['', '  ']) expect(checkWithdrawalAmount(bad, rich)).toEqual({ ok: false, message: '请输入提现金额' });
    for (const bad of ['abc', '1e2', '0x64', '10,5', '.', '1.2.3'])
      expect(checkWithdrawalAmount(bad, rich)).toEqual({ ok: false, message: '请输入正确的金额' });
    for (const bad of ['6.001', '100.123'])
      expect(checkWithdrawalAmount(bad, rich)).toEqual({ ok: false, message: '提现金额最多两位小数' });
    expect(checkWithdrawalAmount('100.120', rich)).toMatchObject({ ok: true, amountFen: 10_012 });
  });
});

describe('preconditions', () => {
  it('real name first, then a bound card', () => {
    expect(withdrawalPreconditionMessage({ realNameState: 'none', hasBankCard: false })).toBe('请您先完成实名认证');
    expect(withdrawalPreconditionMessage({ realNameState: 'none', hasBankCard: true })).toBe('请您先完成实名认证');
    expect(withdrawalPreconditionMessage({ realNameState: 'verified', hasBankCard: false })).toBe('您还没有绑定银行卡，绑定之后才可提现');
    expect(withdrawalPreconditionMessage({ realNameState: 'verified', hasBankCard: true })).toBeNull();
  });

  it('says the real name is under review, or was rejected, instead of asking for it again', () => {
    expect(withdrawalPreconditionMessage({ realNameState: 'reviewing', hasBankCard: false })).toBe('实名认证审核中');
    expect(withdrawalPreconditionMessage({ realNameState: 'rejected', hasBankCard: false })).toBe('实名认证未通过，请重新提交');
  });
});
