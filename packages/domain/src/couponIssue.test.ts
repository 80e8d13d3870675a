import { describe, expect, it } from 'vitest';
import {
  checkCouponIssue,
  COUPON_ISSUE_MESSAGES as M,
  couponScopeName,
  couponState,
  couponThresholdText,
  monthlyMemberCoupons,
  shanghaiMonthKey,
  type CouponIssueInput,
} from './coupons';

const sh = (dateTime: string): Date => new Date(`${dateTime.replace(' ', 'T')}+08:00`);
const now = sh('2026-11-20 11:45:00');

const form = (overrides: Partial<CouponIssueInput> = {}): CouponIssueInput => ({
  target: 'buyer',
  phone: '13800000001',
  value: '20',
  minAmount: '200',
  useLimit: 1,
  flowerRule: '',
  endTime: '2026-12-31',
  ...overrides,
});

describe('coupon display rules', () => {
  it('names the scope of each useLimit', () => {
    expect([1, 2, 3].map(couponScopeName)).toEqual(['全场通用', '限时直供可用', '全天专区可用']);
    expect(couponScopeName('9')).toBe('全场通用');
  });
  it('says the threshold', () => {
    expect(couponThresholdText(0)).toBe('无门槛');
    expect(couponThresholdText(20_000)).toBe('满200元可用');
    expect(couponThresholdText(12_350)).toBe('满123.50元可用');
  });
  it('a used coupon is used even after its end; otherwise expiry decides', () => {
    expect(couponState({ endTime: '2026-11-19', used: true }, now)).toBe('used');
    expect(couponState({ endTime: '2026-11-19', used: false }, now)).toBe('expired');
    expect(couponState({ endTime: '2026-11-20', used: false }, now)).toBe('usable');
  });
});

describe('checkCouponIssue', () => {
  it('accepts a good form; a date alone ends at that day’s last second; an empty rule takes the scope', () => {
    const result = checkCouponIssue(form({ useLimit: '2' }), now);
    expect(result).toEqual({
      ok: true,
      issue: {
        target: 'buyer',
        phone: '13800000001',
        level: null,
        valueFen: 2000,
        minAmountFen: 20_000,
        useLimit: 2,
        flowerRule: '限时直供可用',
        endsAtMs: sh('2026-12-31 23:59:59').getTime(),
      },
    });
  });
  it('a level issuing needs a level; all needs no recipient', () => {
    expect(checkCouponIssue(form({ target: 'level', level: '' }), now)).toEqual({ ok: false, errors: { level: M.level } });
    const level = checkCouponIssue(form({ target: 'level', level: '3' }), now);
    expect(level.ok && level.issue.level).toBe(3);
    const all = checkCouponIssue(form({ target: 'all', phone: 'x' }), now);
    expect(all.ok && all.issue.phone).toBeNull();
  });
  it('refuses each bad field with its message', () => {
    const result = checkCouponIssue(
      { target: 'buyer', phone: '1380000', value: '0', minAmount: 'abc', useLimit: 7, flowerRule: '花'.repeat(41), endTime: '2026-11-19' },
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: M.phoneFormat,
        value: M.valuePositive,
        minAmount: M.minAmountFormat,
        useLimit: M.useLimit,
        flowerRule: M.flowerRuleTooLong,
        endTime: M.endTimePast,
      },
    });
    expect(checkCouponIssue(form({ target: '' }), now)).toEqual({ ok: false, errors: { target: M.target } });
    expect(checkCouponIssue(form({ phone: '' }), now)).toEqual({ ok: false, errors: { phone: M.phoneEmpty } });
    expect(checkCouponIssue(form({ value: '' }), now)).toEqual({ ok: false, errors: { value: M.valueEmpty } });
    expect(checkCouponIssue(form({ value: '1.234' }), now)).toEqual({ ok: false, errors: { value: M.valueFormat } });
    expect(checkCouponIssue(form({ value: '1000.01' }), now)).toEqual({ ok: false, errors: { value: M.valueTooLarge } });
    expect(checkCouponIssue(form({ minAmount: '10' }), now)).toEqual({ ok: false, errors: { minAmount: M.minAmountBelowValue } });
    expect(checkCouponIssue(form({ endTime: '' }), now)).toEqual({ ok: false, errors: { endTime: M.endTimeEmpty } });
    expect(checkCouponIssue(form({ endTime: '2026-02-30' }), now)).toEqual({ ok: false, errors: { endTime: M.endTimeFormat } });
    expect(checkCouponIssue(form({ endTime: '2028-01-01' }), now)).toEqual({ ok: false, errors: { endTime: M.endTimeTooFar } });
  });
  it('an empty threshold means none', () => {
    const result = checkCouponIssue(form({ minAmount: '' }), now);
    expect(result.ok && result.issue.minAmountFen).toBe(0);
  });
});

describe('monthlyMemberCoupons', () => {
  it('gives each level its coupons with a code per buyer, month and copy, valid to the month’s end', () => {
    const coupons = monthlyMemberCoupons(7, 2, now);
    expect(coupons.map((c) => c.couponCode)).toEqual(['MC-202611-7-1', 'MC-202611-7-2']);
    expect(coupons[0]).toMatchObject({ valueFen: 5000, minAmountFen: 50_000, useLimit: 1, endsAtMs: sh('2026-11-30 23:59:59').getTime() });
  });
  it('reads the month in Shanghai; December runs to the year’s end', () => {
    expect(shanghaiMonthKey(sh('2026-12-01 00:30:00'))).toBe('202612');
    expect(monthlyMemberCoupons(1, 1, sh('2026-12-05 08:00:00'))[0]?.endsAtMs).toBe(sh('2026-12-31 23:59:59').getTime());
  });
  it('an ordinary buyer gets none', () => {
    expect(monthlyMemberCoupons(1, 0, now)).toEqual([]);
  });
});
