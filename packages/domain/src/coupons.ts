import { toCode, toFenOrZero } from './internal/numbers';
import type { Fen } from './money';
import type { SessionType } from './sessions';
import { MS_PER_DAY, parseShanghaiDateTime, toEpochMs, type Instant } from './time';

/** Coupon useLimit (§3): where a coupon may be used. */
export const COUPON_USE_LIMITS = {
  1: { key: 'all', sessions: ['A', 'C'] },
  2: { key: 'limitedTime', sessions: ['A'] },
  3: { key: 'allDay', sessions: ['C'] },
} as const satisfies Record<number, { key: string; sessions: readonly SessionType[] }>;
export type CouponUseLimit = keyof typeof COUPON_USE_LIMITS;

export function isCouponUseLimit(value: unknown): value is CouponUseLimit {
  const code = toCode(value);
  return code === 1 || code === 2 || code === 3;
}

/** True when a coupon with this useLimit may be used in the session (an unknown useLimit fits nowhere). */
export function couponFitsSession(useLimit: number | string, session: SessionType): boolean {
  const code = toCode(useLimit);
  if (code !== 1 && code !== 2 && code !== 3) return false;
  const sessions: readonly SessionType[] = COUPON_USE_LIMITS[code].sessions;
  return sessions.includes(session);
}

/**
 * The coupon's last valid instant (epoch ms) from its endTime.
 * Accepted: "YYYY-MM-DD HH:mm:ss" (Shanghai wall time), "YYYY-MM-DD", epoch seconds or epoch ms.
 * Decision: a date-only endTime is valid through the whole of that day in Shanghai (until 23:59:59.999),
 * which is what a buyer reading "有效期至 2025-05-20" expects. A number below 1e12 is read as epoch seconds.
 * Null when endTime cannot be read.
 */
export function couponEndsAt(endTime: string | number): number | null {
  if (typeof endTime === 'number') {
    if (!Number.isFinite(endTime) || endTime < 0) return null;
    return endTime < 1e12 ? endTime * 1000 : endTime;
  }
  if (typeof endTime === 'string' && /^\d{9,13}$/.test(endTime.trim())) return couponEndsAt(Number(endTime.trim()));
  const parsed = parseShanghaiDateTime(endTime);
  if (!parsed) return null;
  return parsed.dateOnly ? parsed.ms + MS_PER_DAY - 1 : parsed.ms;
}

/** Expired when `now` is past endTime (the end instant itself is still valid). An unreadable endTime counts as expired. */
export function isCouponExpired(endTime: string | number, now: Instant): boolean {
  const end = couponEndsAt(endTime);
  const ms = toEpochMs(now);
  if (end === null || Number.isNaN(ms)) return true;
  return ms > end;
}

/** The coupon fields the rules need, with money already in fen. */
export type CouponTerms = {
  couponCode: string;
  /** Face value (setValue) in fen. */
  valueFen: Fen;
  /** Minimum order goods amount (minAmount) in fen. */
  minAmountFen: Fen;
  useLimit: number | string;
  endTime: string | number;
};

export type CouponContext = {
  /** Goods amount of the order in fen (before any discount). */
  goodsFen: Fen;
  session: SessionType;
  now: Instant;
};

export type CouponRefusal = 'expired' | 'below_min_amount' | 'wrong_session';

/**
 * Why a coupon cannot be used on this order, or null when it can:
 * not expired, order goods ≥ minAmount (inclusive), useLimit fits the session. Checked in that order.
 * (flowerRule is descriptive text from the server and is not interpreted here.)
 */
export function couponRefusal(coupon: CouponTerms, context: CouponContext): CouponRefusal | null {
  if (isCouponExpired(coupon.endTime, context.now)) return 'expired';
  if (toFenOrZero(context.goodsFen) < toFenOrZero(coupon.minAmountFen)) return 'below_min_amount';
  if (!couponFitsSession(coupon.useLimit, context.session)) return 'wrong_session';
  return null;
}

export function isCouponUsable(coupon: CouponTerms, context: CouponContext): boolean {
  return couponRefusal(coupon, context) === null;
}

/**
 * The best usable coupon for a preview, or null when none is usable.
 * Decision: the largest face value wins; on a tie the one that expires first (use it before it lapses),
 * then the smaller couponCode so the choice is stable. The input is not reordered.
 */
export function pickBestCoupon<C extends CouponTerms>(coupons: readonly C[], context: CouponContext): C | null {
  let best: { coupon: C; end: number } | null = null;
  for (const coupon of coupons) {
    if (!isCouponUsable(coupon, context)) continue;
    const end = couponEndsAt(coupon.endTime) ?? Number.POSITIVE_INFINITY;
    if (
      best === null ||
      coupon.valueFen > best.coupon.valueFen ||
      (coupon.valueFen === best.coupon.valueFen && (end < best.end || (end === best.end && coupon.couponCode < best.coupon.couponCode)))
    ) {
      best = { coupon, end };
    }
  }
  return best?.coupon ?? null;
}

/** Splits coupons into the usable and expired tabs of /disCard (by endTime only), keeping their order. */
export function splitCouponsByExpiry<C extends Pick<CouponTerms, 'endTime'>>(
  coupons: readonly C[],
  now: Instant,
): { usable: C[]; expired: C[] } {
  const usable: C[] = [];
  const expired: C[] = [];
  for (const coupon of coupons) (isCouponExpired(coupon.endTime, now) ? expired : usable).push(coupon);
  return { usable, expired };
}

/** The coupon discount applied to an order: its face value, never more than what is left to pay. */
export function couponDiscountFen(valueFen: Fen, payableBeforeCouponFen: Fen): Fen {
  return Math.max(0, Math.min(toFenOrZero(valueFen), toFenOrZero(payableBeforeCouponFen)));
}
