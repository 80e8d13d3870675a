import { describe, expect, it } from 'vitest';
import {
  couponDiscountFen,
  couponEndsAt,
  couponFitsSession,
  couponRefusal,
  couponReturnsOnCancellation,
  isCouponExpired,
  isCouponUsable,
  isCouponUseLimit,
  pickBestCoupon,
  splitCouponsByExpiry,
  type CouponTerms,
} from './coupons';

const sh = (dateTime: string): Date => new Date(`${dateTime.replace(' ', 'T')}+08:00`);
const now = sh('2025-06-15 11:45:00');

const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  couponCode: 'C1',
  valueFen: 1000,
  minAmountFen: 10_000,
  useLimit: 1,
  endTime: '2025-06-30 23:59:59',
  ...overrides,
});

describe('expiry', () => {
  it('reads endTime as Shanghai wall time, epoch seconds or ms', () => {
    expect(couponEndsAt('2025-06-15 11:45:00')).toBe(now.getTime());
    expect(couponEndsAt(1_750_000_000)).toBe(1_750_000_000_000);
    expect(couponEndsAt('1750000000')).toBe(1_750_000_000_000);
    expect(couponEndsAt(1_750_000_000_000)).toBe(1_750_000_000_000);
    expect(couponEndsAt('nonsense')).toBeNull();
    expect(couponEndsAt(Number.NaN)).toBeNull();
    expect(couponEndsAt(-1)).toBeNull();
  });
  it('a date-only endTime lasts the whole day in Shanghai', () => {
    expect(isCouponExpired('2025-06-15', sh('2025-06-15 23:59:59'))).toBe(false);
    expect(isCouponExpired('2025-06-15', sh('2025-06-16 00:00:00'))).toBe(true);
  });
  it('is valid at its end instant and expired one millisecond later', () => {
    expect(isCouponExpired('2025-06-15 11:45:00', now)).toBe(false);
    expect(isCouponExpired('2025-06-15 11:45:00', now.getTime() + 1)).toBe(true);
  });
  it('an unreadable endTime or instant counts as expired', () => {
    expect(isCouponExpired('', now)).toBe(true);
    expect(isCouponExpired('2025-06-30', Number.NaN)).toBe(true);
  });
});

describe('useLimit fits the session (1 all, 2 limited-time A, 3 all-day C)', () => {
  it.each([
    [1, 'A', true],
    [1, 'C', true],
    [2, 'A', true],
    [2, 'C', false],
    [3, 'A', false],
    [3, 'C', true],
    ['2', 'A', true],
    [0, 'A', false],
    [4, 'C', false],
    ['x', 'C', false],
  ] as const)('useLimit %j in session %s → %s', (useLimit, session, fits) => {
    expect(couponFitsSession(useLimit, session)).toBe(fits);
  });
  it('recognises the use limits', () => {
    expect(isCouponUseLimit(1)).toBe(true);
    expect(isCouponUseLimit('3')).toBe(true);
    expect(isCouponUseLimit(5)).toBe(false);
  });
});

describe('usable coupons', () => {
  const ctx = { goodsFen: 10_000, session: 'A' as const, now };
  it('needs goods ≥ minAmount (inclusive)', () => {
    expect(isCouponUsable(coupon(), ctx)).toBe(true);
    expect(couponRefusal(coupon(), { ...ctx, goodsFen: 9_999 })).toBe('below_min_amount');
    expect(isCouponUsable(coupon({ minAmountFen: 0 }), { ...ctx, goodsFen: 0 })).toBe(true);
  });
  it('refuses expired ones first, then amount, then session', () => {
    expect(couponRefusal(coupon({ endTime: '2025-06-01', useLimit: 3 }), { ...ctx, goodsFen: 0 })).toBe('expired');
    expect(couponRefusal(coupon({ useLimit: 3 }), { ...ctx, goodsFen: 0 })).toBe('below_min_amount');
    expect(couponRefusal(coupon({ useLimit: 3 }), ctx)).toBe('wrong_session');
  });
});

describe('pickBestCoupon', () => {
  const ctx = { goodsFen: 20_000, session: 'A' as const, now };
  it('returns null for no coupons or none usable', () => {
    expect(pickBestCoupon([], ctx)).toBeNull();
    expect(pickBestCoupon([coupon({ useLimit: 3 }), coupon({ endTime: '2025-01-01' })], ctx)).toBeNull();
  });
  it('picks the largest usable value', () => {
    const best = pickBestCoupon(
      [
        coupon({ couponCode: 'small', valueFen: 500 }),
        coupon({ couponCode: 'big-but-C', valueFen: 5000, useLimit: 3 }),
        coupon({ couponCode: 'big-but-min', valueFen: 4000, minAmountFen: 30_000 }),
        coupon({ couponCode: 'best', valueFen: 2000, useLimit: 2 }),
      ],
      ctx,
    );
    expect(best?.couponCode).toBe('best');
  });
  it('on a tie prefers the one expiring first, then the smaller code', () => {
    const later = coupon({ couponCode: 'A-later', endTime: '2025-07-31' });
    const sooner = coupon({ couponCode: 'Z-sooner', endTime: '2025-06-20' });
    expect(pickBestCoupon([later, sooner], ctx)?.couponCode).toBe('Z-sooner');
    const b = coupon({ couponCode: 'B' });
    const a = coupon({ couponCode: 'A' });
    expect(pickBestCoupon([b, a], ctx)?.couponCode).toBe('A');
  });
  it('keeps the caller type and does not reorder the input', () => {
    const list = [coupon({ couponCode: 'x', valueFen: 1 }), { ...coupon({ couponCode: 'y', valueFen: 2 }), flowerRule: '玫瑰' }];
    const copy = [...list];
    pickBestCoupon(list, ctx);
    expect(list).toEqual(copy);
  });
});

describe('coupon tabs and discount', () => {
  it('splits usable and expired, keeping order', () => {
    const a = coupon({ couponCode: 'a', endTime: '2025-06-14' });
    const b = coupon({ couponCode: 'b' });
    const c = coupon({ couponCode: 'c', endTime: '2025-06-01' });
    expect(splitCouponsByExpiry([a, b, c], now)).toEqual({ usable: [b], expired: [a, c] });
    expect(splitCouponsByExpiry([], now)).toEqual({ usable: [], expired: [] });
  });
  it('never discounts more than what is left', () => {
    expect(couponDiscountFen(1000, 5000)).toBe(1000);
    expect(couponDiscountFen(1000, 600)).toBe(600);
    expect(couponDiscountFen(-5, 600)).toBe(0);
  });
});

describe('couponReturnsOnCancellation', () => {
  it('gives the coupon back when the whole order is cancelled (its last item)', () => {
    expect(couponReturnsOnCancellation({ couponCode: 'MC-202611-7-1', last: true })).toBe(true);
  });

  it('leaves it used on a partial cancellation, and returns nothing for an order without one', () => {
    expect(couponReturnsOnCancellation({ couponCode: 'MC-202611-7-1', last: false })).toBe(false);
    expect(couponReturnsOnCancellation({ couponCode: null, last: true })).toBe(false);
    expect(couponReturnsOnCancellation({ couponCode: '  ', last: true })).toBe(false);
  });
});
