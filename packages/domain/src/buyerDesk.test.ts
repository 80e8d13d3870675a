import { describe, expect, it } from 'vitest';
import {
  BUYER_ADJUST_LIMITS,
  BUYER_DESK_MESSAGES,
  adjustDeltaFen,
  adjustKeepsUsable,
  adjustNotice,
  adjustReasonProblem,
  buyerAccountStatusName,
  buyerSearchText,
  checkAdjustAmount,
  isAdjustDirection,
  ledgerSourceName,
  managerNameProblem,
  managerPhoneProblem,
  managerPhoneText,
  mayAdjustBalance,
  maySetManager,
  usableFen,
} from './buyerDesk';
import { STAFF_ROLE_CODES, staffMay } from './staff';

describe('usableFen', () => {
  it('is the balance less the frozen amount, never below zero', () => {
    expect(usableFen(50_000, 0)).toBe(50_000);
    expect(usableFen(50_000, 20_000)).toBe(30_000);
    expect(usableFen(20_000, 20_000)).toBe(0);
    expect(usableFen(10_000, 20_000)).toBe(0);
    expect(usableFen(10_000, -5)).toBe(10_000);
  });
});

describe('checkAdjustAmount', () => {
  it('reads yuan text into fen', () => {
    expect(checkAdjustAmount('100')).toEqual({ ok: true, fen: 10_000 });
    expect(checkAdjustAmount(' 100.5 ')).toEqual({ ok: true, fen: 10_050 });
    expect(checkAdjustAmount('￥0.01')).toEqual({ ok: true, fen: 1 });
    expect(checkAdjustAmount('１２。５')).toEqual({ ok: true, fen: 1250 });
  });

  it('refuses empty, zero, negative, malformed, three decimals and too large amounts with their messages', () => {
    expect(checkAdjustAmount('')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountMissing });
    expect(checkAdjustAmount('   ')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountMissing });
    expect(checkAdjustAmount('0')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountZero });
    expect(checkAdjustAmount('0.00')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountZero });
    expect(checkAdjustAmount('-5')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountFormat });
    expect(checkAdjustAmount('abc')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountFormat });
    expect(checkAdjustAmount('1e3')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountFormat });
    expect(checkAdjustAmount('1.234')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountFormat });
    expect(checkAdjustAmount('200000')).toEqual({ ok: true, fen: BUYER_ADJUST_LIMITS.maxFen });
    expect(checkAdjustAmount('200000.01')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountTooLarge });
    expect(checkAdjustAmount('99999999999999')).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountTooLarge });
    expect(checkAdjustAmount(undefined as unknown as string)).toEqual({ ok: false, message: BUYER_DESK_MESSAGES.amountMissing });
  });

  it('names the limit in the message', () => {
    expect(BUYER_DESK_MESSAGES.amountTooLarge).toBe('单次调整不能超过￥200000.00');
  });
});

describe('adjustReasonProblem', () => {
  it('requires 2–100 characters after trimming, counting a Chinese character as one', () => {
    expect(adjustReasonProblem('')).toBe(BUYER_DESK_MESSAGES.reasonMissing);
    expect(adjustReasonProblem('   ')).toBe(BUYER_DESK_MESSAGES.reasonMissing);
    expect(adjustReasonProblem('现')).toBe(BUYER_DESK_MESSAGES.reasonLength);
    expect(adjustReasonProblem('现金')).toBeNull();
    expect(adjustReasonProblem('柜'.repeat(100))).toBeNull();
    expect(adjustReasonProblem('柜'.repeat(101))).toBe(BUYER_DESK_MESSAGES.reasonLength);
    expect(adjustReasonProblem(null as unknown as string)).toBe(BUYER_DESK_MESSAGES.reasonMissing);
  });
});

describe('adjustments', () => {
  it('signs the change by direction', () => {
    expect(adjustDeltaFen('credit', 10_000)).toBe(10_000);
    expect(adjustDeltaFen('debit', 10_000)).toBe(-10_000);
  });

  it('lets a debit take only the usable balance; a credit always passes', () => {
    expect(adjustKeepsUsable('debit', 30_000, 50_000, 20_000)).toBe(true);
    expect(adjustKeepsUsable('debit', 30_001, 50_000, 20_000)).toBe(false);
    expect(adjustKeepsUsable('credit', 1_000_000, 0, 20_000)).toBe(true);
  });

  it('writes the ledger text with the reason', () => {
    expect(adjustNotice('credit', ' 柜台现金付款 ')).toBe('人工充值：柜台现金付款');
    expect(adjustNotice('debit', '重复充值冲正')).toBe('人工扣款：重复充值冲正');
  });

  it('knows its directions', () => {
    expect(isAdjustDirection('credit')).toBe(true);
    expect(isAdjustDirection('debit')).toBe(true);
    expect(isAdjustDirection('refund')).toBe(false);
    expect(isAdjustDirection('toString')).toBe(false);
  });
});

describe('who may adjust', () => {
  it('is 财务 and 管理员, never 客服 or 配货发货', () => {
    expect(mayAdjustBalance('admin')).toBe(true);
    expect(mayAdjustBalance('finance')).toBe(true);
    expect(mayAdjustBalance('service')).toBe(false);
    expect(mayAdjustBalance('fulfilment')).toBe(false);
  });
});

describe('the customer manager (issue 26)', () => {
  it('is set by 客服 and 管理员 — roles of the 买家 desk; 财务 looks only, 配货发货 is not at the desk', () => {
    expect(STAFF_ROLE_CODES.filter(maySetManager)).toEqual(['admin', 'service']);
    for (const role of STAFF_ROLE_CODES.filter(maySetManager)) expect(staffMay(role, 'buyers')).toBe(true);
  });
  it('takes a name with a mobile or a landline with its area code', () => {
    expect(managerNameProblem('周敏', '0871-67328888')).toBeNull();
    expect(managerPhoneProblem('周敏', '0871-67328888')).toBeNull();
    expect(managerPhoneProblem('周敏', '13912345678')).toBeNull();
  });
  it('takes both empty (no manager) but never one without the other', () => {
    expect(managerNameProblem('', '')).toBeNull();
    expect(managerPhoneProblem('', '')).toBeNull();
    expect(managerNameProblem('', '13912345678')).toBe(BUYER_DESK_MESSAGES.managerNameMissing);
    expect(managerPhoneProblem('周敏', '')).toBe(BUYER_DESK_MESSAGES.managerPhoneMissing);
  });
  it('refuses a name over 20 characters and a phone that is not one (or too long)', () => {
    expect(managerNameProblem('经'.repeat(20), '13912345678')).toBeNull();
    expect(managerNameProblem('经'.repeat(21), '13912345678')).toBe(BUYER_DESK_MESSAGES.managerNameLength);
    for (const bad of ['6732888', '客户经理电话', '0871-6732888转8', '0871-6732-8888-0000-1']) {
      expect(managerPhoneProblem('周敏', bad), bad).toBe('请填写正确的手机号,座机请加区号');
    }
  });
  it('normalises the phone as every phone is (full-width digits, spaces around)', () => {
    expect(managerPhoneText(' ０８７１-６７３２８８８８ ')).toBe('0871-67328888');
    expect(managerPhoneText(42)).toBe('');
  });
});

describe('buyer views', () => {
  it("names a ledger row's source", () => {
    expect(ledgerSourceName('staff-adjust')).toBe('人工调整');
    expect(ledgerSourceName('order')).toBe('订单付款');
    expect(ledgerSourceName('withdrawal')).toBe('提现');
    expect(ledgerSourceName('after-sales')).toBe('售后赔付');
    // The opening row migration 0008 wrote for amounts already frozen (it read 其他).
    expect(ledgerSourceName('frozen-opening')).toBe('期初冻结');
    // Never a raw code on the screen (issue 26): what the table lacks reads 其他.
    expect(ledgerSourceName('withdraw')).toBe('其他');
    expect(ledgerSourceName(null)).toBe('其他');
    expect(ledgerSourceName('toString')).toBe('其他');
  });

  it('names the account status', () => {
    expect(buyerAccountStatusName(2)).toBe('已开户');
    expect(buyerAccountStatusName(1)).toBe('已注册（未开户）');
  });

  it('normalises what staff type to search', () => {
    expect(buyerSearchText(' １３８００ ')).toBe('13800');
    expect(buyerSearchText(undefined)).toBe('');
    expect(buyerSearchText('x'.repeat(50))).toHaveLength(40);
  });
});
