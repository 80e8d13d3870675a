import { describe, expect, it } from 'vitest';
import {
  checkBillRange,
  checkRechargeAmount,
  qrSecondsLeft,
  RECHARGE_MAX_FEN,
  rechargeNotice,
  rechargePollMs,
  rechargeState,
  TOP_UP_MESSAGES,
  topUpHref,
  topUpReturnPath,
} from './topUp';

describe('checkRechargeAmount', () => {
  it('takes presets and typed amounts with up to 2 decimals', () => {
    expect(checkRechargeAmount('1000')).toEqual({ ok: true, fen: 100_000 });
    expect(checkRechargeAmount('0.01')).toEqual({ ok: true, fen: 1 });
    expect(checkRechargeAmount('１２。５')).toEqual({ ok: true, fen: 1250 });
    expect(checkRechargeAmount(2000)).toEqual({ ok: true, fen: 200_000 });
  });
  it('refuses empty, zero, negative, 3 decimals and letters with the texts', () => {
    expect(checkRechargeAmount('')).toEqual({ ok: false, message: TOP_UP_MESSAGES.amountRequired });
    expect(checkRechargeAmount(undefined)).toEqual({ ok: false, message: TOP_UP_MESSAGES.amountRequired });
    for (const bad of ['0', '-5', '1.234', 'abc', '1e3']) {
      expect(checkRechargeAmount(bad)).toEqual({ ok: false, message: TOP_UP_MESSAGES.amountFormat });
    }
  });
  it('refuses more than the maximum', () => {
    expect(checkRechargeAmount('50000')).toEqual({ ok: true, fen: RECHARGE_MAX_FEN });
    expect(checkRechargeAmount('50000.01')).toEqual({ ok: false, message: TOP_UP_MESSAGES.amountTooLarge });
    expect(TOP_UP_MESSAGES.amountTooLarge).toBe('单次充值金额不能超过50000元');
  });
});

describe('recharge state and QR', () => {
  it('shows a pending recharge past its expiry as expired; paid stays paid', () => {
    expect(rechargeState('pending', 1000, 999)).toBe('pending');
    expect(rechargeState('pending', 1000, 1000)).toBe('expired');
    expect(rechargeState('paid', 1000, 5000)).toBe('paid');
  });
  it('counts whole seconds left, never below 0', () => {
    expect(qrSecondsLeft(60_000, 0)).toBe(60);
    expect(qrSecondsLeft(60_000, 59_001)).toBe(1);
    expect(qrSecondsLeft(60_000, 70_000)).toBe(0);
  });
  it('names the credited top-up', () => {
    expect(rechargeNotice('沙箱支付', 'ALIPAY', 'R1')).toBe('账户充值（沙箱支付·支付宝，充值单号R1）');
    expect(rechargeNotice('微信支付', 'WECHAT', 'R2')).toBe('账户充值（微信支付，充值单号R2）');
  });
});

describe('watching a recharge', () => {
  const deadline = 60_000;
  it('asks every 2 s while the QR lives, every 10 s for 10 minutes after it expired, then stops', () => {
    expect(rechargePollMs(undefined, deadline, 0)).toBe(2_000);
    expect(rechargePollMs('pending', deadline, 59_999)).toBe(2_000);
    expect(rechargePollMs('pending', deadline, 60_000)).toBe(10_000);
    expect(rechargePollMs('expired', deadline, 30_000)).toBe(10_000);
    expect(rechargePollMs('expired', deadline, 60_000 + 599_999)).toBe(10_000);
    expect(rechargePollMs('expired', deadline, 60_000 + 600_000)).toBe(false);
  });
  it('stops once paid', () => {
    expect(rechargePollMs('paid', deadline, 1_000)).toBe(false);
    expect(rechargePollMs('paid', deadline, 100_000)).toBe(false);
  });
});

describe('the way back to a payment', () => {
  it('carries a path on this site only', () => {
    expect(topUpHref()).toBe('/money?key=2');
    expect(topUpHref('/order?orderState=1')).toBe('/money?key=2&back=%2Forder%3ForderState%3D1');
    expect(topUpReturnPath('/pay')).toBe('/pay');
    for (const bad of ['//evil.example', 'https://evil.example/', '/\\evil', 'javascript:alert(1)', '/money?key=2', '', null, 7])
      expect(topUpReturnPath(bad)).toBeNull();
    expect(topUpHref('https://evil.example/')).toBe('/money?key=2');
  });
});

describe('checkBillRange', () => {
  it('accepts open ends and ordered days', () => {
    expect(checkBillRange('', undefined)).toEqual({ ok: true, range: { start: null, end: null } });
    expect(checkBillRange('2026-11-01', '2026-11-17')).toEqual({ ok: true, range: { start: '2026-11-01', end: '2026-11-17' } });
  });
  it('refuses backwards ranges and non-days', () => {
    expect(checkBillRange('2026-11-18', '2026-11-17')).toEqual({ ok: false, message: TOP_UP_MESSAGES.rangeBackwards });
    expect(checkBillRange('2026-02-30', '')).toEqual({ ok: false, message: TOP_UP_MESSAGES.rangeFormat });
  });
});
