import { toCode, toFenOrZero } from './internal/numbers';
import type { Fen } from './money';
import type { SessionType } from './sessions';
import { MS_PER_DAY, parseShanghaiDateTime, shanghaiWallTime, shanghaiWallTimeToMs, toEpochMs, type Instant } from './time';

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

// ------------------------------------------------------------------ /disCard, issuing and the monthly coupon

/** Where a coupon may be used, in words (the scope of /disCard, the pay page's picker and the issuing form). */
export const COUPON_SCOPE_NAMES: Record<CouponUseLimit, string> = {
  1: '全场通用',
  2: '限时直供可用',
  3: '全天专区可用',
};

/** The scope's words for a useLimit; an unknown one reads as 全场通用 (what useLimit 1 means). */
export function couponScopeName(useLimit: number | string): string {
  const code = toCode(useLimit);
  return code === 2 || code === 3 ? COUPON_SCOPE_NAMES[code] : COUPON_SCOPE_NAMES[1];
}

/** The /disCard tabs and their `type` in /v1/invite/coupons-page: 1 usable, 2 expired or used. */
export const COUPON_TABS = { usable: 1, expired: 2 } as const;
export type CouponTab = keyof typeof COUPON_TABS;
export const COUPON_TAB_NAMES: Record<CouponTab, string> = { usable: '可使用', expired: '已失效' };

/** A held coupon's state: usable (not used, not past its end), used (on an order), or expired. Used wins over expired. */
export type CouponState = 'usable' | 'used' | 'expired';
export const COUPON_STATE_NAMES: Record<CouponState, string> = { usable: '可使用', used: '已使用', expired: '已过期' };

export function couponState(coupon: { endTime: string | number; used: boolean }, now: Instant): CouponState {
  if (coupon.used) return 'used';
  return isCouponExpired(coupon.endTime, now) ? 'expired' : 'usable';
}

/**
 * Whether cancelling an order item gives the order's coupon back (the 撤销审核 desk, services/cancellations.ts).
 * - The whole order cancelled (its last standing item, `last`): yes. The coupon is no longer used (usedAt and its
 *   order cleared) in the same transaction as the cancellation, and is usable again if it has not expired by then
 *   (couponState decides; an expired one shows as 已过期, never as 已使用). The refund of the last item returns the
 *   money the buyer paid; the coupon's value returns as the coupon itself, so nothing is lost and nothing is paid twice.
 * - A partial cancellation (other items still stand): no. The coupon stays used on the order, which still ships; the
 *   cancelled item's refund is reduced by its share of the coupon (refund.ts), so the coupon is not paid out as money
 *   either. Cancelling the remaining items later, down to the last, returns it then.
 * An order without a coupon has nothing to return.
 */
export function couponReturnsOnCancellation(input: { couponCode: string | null | undefined; last: boolean }): boolean {
  return input.last && typeof input.couponCode === 'string' && input.couponCode.trim() !== '';
}

/** The threshold in words: 无门槛 when 0, else 满N元可用 (yuan text as the API gives it). */
export function couponThresholdText(minAmountFen: Fen): string {
  const fen = toFenOrZero(minAmountFen);
  if (fen <= 0) return '无门槛';
  const yuan = fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
  return `满${yuan}元可用`;
}

/** Who staff issue coupons to: one buyer (by phone), every buyer of a member level, or every buyer. */
export const COUPON_ISSUE_TARGETS = { buyer: '指定买家', level: '会员等级', all: '全部买家' } as const;
export type CouponIssueTarget = keyof typeof COUPON_ISSUE_TARGETS;

/** Limits of a coupon staff issue. */
export const COUPON_ISSUE_LIMITS = {
  /** Face value at most ¥1,000. */
  maxValueFen: 100_000,
  /** Threshold at most ¥1,000,000. */
  maxMinAmountFen: 100_000_000,
  flowerRuleMax: 40,
  /** The end time lies within a year. */
  maxDaysAhead: 366,
  maxMemberLevel: 9,
} as const;

/** The issuing form's messages; the server refuses with the same texts. */
export const COUPON_ISSUE_MESSAGES = {
  target: '请选择发放对象',
  phoneEmpty: '请输入买家手机号',
  phoneFormat: '请输入正确的11位手机号',
  buyerUnknown: '该手机号没有买家账户',
  level: '请选择会员等级',
  valueEmpty: '请输入优惠券面额',
  valueFormat: '面额请输入数字，最多两位小数',
  valuePositive: '面额须大于0',
  valueTooLarge: '面额不能超过1000元',
  minAmountFormat: '使用门槛请输入数字，最多两位小数',
  minAmountTooLarge: '使用门槛不能超过1000000元',
  minAmountBelowValue: '使用门槛须为0或不低于面额',
  useLimit: '请选择使用范围',
  flowerRuleTooLong: '品种规则不超过40个字',
  endTimeEmpty: '请选择截止时间',
  endTimeFormat: '截止时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm',
  endTimePast: '截止时间须晚于当前时间',
  endTimeTooFar: '截止时间不能超过一年',
  noRecipients: '没有符合条件的买家，未发放',
} as const;

/** The issuing form as typed (strings from inputs; money in yuan). */
export type CouponIssueInput = {
  target: string;
  phone?: string;
  level?: string | number;
  value: string;
  minAmount?: string;
  useLimit: string | number;
  flowerRule?: string;
  endTime: string;
};
export type CouponIssueField = 'target' | 'phone' | 'level' | 'value' | 'minAmount' | 'useLimit' | 'flowerRule' | 'endTime';

/** A checked issuing: who, and the coupon's terms (fen, epoch ms). flowerRule '' becomes the scope's words. */
export type CouponIssue = {
  target: CouponIssueTarget;
  phone: string | null;
  level: number | null;
  valueFen: Fen;
  minAmountFen: Fen;
  useLimit: CouponUseLimit;
  flowerRule: string;
  endsAtMs: number;
};

export type CouponIssueCheck = { ok: true; issue: CouponIssue } | { ok: false; errors: Partial<Record<CouponIssueField, string>> };

function parseMoneyText(text: string | undefined): { fen: Fen } | { error: 'empty' | 'format' } {
  const raw =
    typeof text === 'string'
      ? text
          .normalize('NFKC')
          .trim()
          .replace(/^[¥￥]\s*/, '')
      : '';
  if (raw === '') return { error: 'empty' };
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) return { error: 'format' };
  return { fen: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) };
}

/**
 * Checks the issuing form (§ staff desk): target and its recipient, value (> 0, ≤ ¥1,000), threshold (0 or ≥ value),
 * scope, optional variety rule, end time (after `now`, within a year; a date alone means the end of that day).
 * Every bad field gets its Chinese message.
 */
export function checkCouponIssue(input: CouponIssueInput, now: Instant): CouponIssueCheck {
  const errors: Partial<Record<CouponIssueField, string>> = {};
  const M = COUPON_ISSUE_MESSAGES;
  const target = input.target === 'buyer' || input.target === 'level' || input.target === 'all' ? input.target : null;
  if (!target) errors.target = M.target;

  let phone: string | null = null;
  if (target === 'buyer') {
    const text = typeof input.phone === 'string' ? input.phone.normalize('NFKC').replace(/[\s-]/g, '') : '';
    if (text === '') errors.phone = M.phoneEmpty;
    else if (!/^1[3-9]\d{9}$/.test(text)) errors.phone = M.phoneFormat;
    else phone = text;
  }
  let level: number | null = null;
  if (target === 'level') {
    const code = toCode(input.level);
    if (code === null || code < 1 || code > COUPON_ISSUE_LIMITS.maxMemberLevel) errors.level = M.level;
    else level = code;
  }

  let valueFen = 0;
  const value = parseMoneyText(input.value);
  if ('error' in value) errors.value = value.error === 'empty' ? M.valueEmpty : M.valueFormat;
  else if (value.fen <= 0) errors.value = M.valuePositive;
  else if (value.fen > COUPON_ISSUE_LIMITS.maxValueFen) errors.value = M.valueTooLarge;
  else valueFen = value.fen;

  let minAmountFen = 0;
  const min = parseMoneyText(input.minAmount);
  if ('error' in min) {
    if (min.error === 'format') errors.minAmount = M.minAmountFormat;
  } else if (min.fen > COUPON_ISSUE_LIMITS.maxMinAmountFen) errors.minAmount = M.minAmountTooLarge;
  else if (min.fen > 0 && valueFen > 0 && min.fen < valueFen) errors.minAmount = M.minAmountBelowValue;
  else minAmountFen = min.fen;

  const useLimit = toCode(input.useLimit);
  if (useLimit !== 1 && useLimit !== 2 && useLimit !== 3) errors.useLimit = M.useLimit;

  const rule = typeof input.flowerRule === 'string' ? input.flowerRule.trim() : '';
  if ([...rule].length > COUPON_ISSUE_LIMITS.flowerRuleMax) errors.flowerRule = M.flowerRuleTooLong;

  let endsAtMs = 0;
  const endText = typeof input.endTime === 'string' ? input.endTime.trim() : '';
  if (endText === '') errors.endTime = M.endTimeEmpty;
  else {
    const end = parseShanghaiDateTime(endText);
    const nowMs = toEpochMs(now);
    if (!end) errors.endTime = M.endTimeFormat;
    else {
      endsAtMs = end.dateOnly ? end.ms + MS_PER_DAY - 1000 : end.ms;
      if (endsAtMs <= nowMs) errors.endTime = M.endTimePast;
      else if (endsAtMs - nowMs > COUPON_ISSUE_LIMITS.maxDaysAhead * MS_PER_DAY) errors.endTime = M.endTimeTooFar;
    }
  }

  if (Object.keys(errors).length > 0 || !target || (useLimit !== 1 && useLimit !== 2 && useLimit !== 3)) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    issue: { target, phone, level, valueFen, minAmountFen, useLimit, flowerRule: rule || COUPON_SCOPE_NAMES[useLimit], endsAtMs },
  };
}

/**
 * The monthly member coupon (memberCoupon '1'): per level, the face value, threshold and how many each month.
 * Decision: these figures are the ones the levels' coupon_text announces (每月赠¥20优惠券1张 …); the threshold is ten
 * times the value; a level not listed gets none.
 */
export const MONTHLY_MEMBER_COUPONS: Readonly<Record<number, { valueFen: Fen; minAmountFen: Fen; count: number }>> = {
  1: { valueFen: 2_000, minAmountFen: 20_000, count: 1 },
  2: { valueFen: 5_000, minAmountFen: 50_000, count: 2 },
  3: { valueFen: 10_000, minAmountFen: 100_000, count: 2 },
  4: { valueFen: 20_000, minAmountFen: 200_000, count: 3 },
};

/** The month (Shanghai) of an instant as YYYYMM, e.g. "202611". */
export function shanghaiMonthKey(now: Instant): string {
  const t = shanghaiWallTime(now);
  if (!t) return '000000';
  return `${String(t.year).padStart(4, '0')}${String(t.month).padStart(2, '0')}`;
}

/**
 * The monthly coupons a member is due in the month of `now`: each with a code unique per buyer, month and copy
 * (MC-YYYYMM-<buyerId>-<n>), so a conditional insert issues it once however often the job runs. Valid to the
 * month's last second (Shanghai). Empty for a level without a monthly coupon.
 */
export function monthlyMemberCoupons(
  buyerId: number,
  memberLevel: number,
  now: Instant,
): { couponCode: string; valueFen: Fen; minAmountFen: Fen; useLimit: CouponUseLimit; flowerRule: string; endsAtMs: number }[] {
  const terms = MONTHLY_MEMBER_COUPONS[memberLevel];
  const t = shanghaiWallTime(now);
  if (!terms || !t) return [];
  const nextMonth = t.month === 12 ? shanghaiWallTimeToMs(t.year + 1, 1, 1) : shanghaiWallTimeToMs(t.year, t.month + 1, 1);
  const endsAtMs = (nextMonth ?? 0) - 1000;
  const key = shanghaiMonthKey(now);
  return Array.from({ length: terms.count }, (_, i) => ({
    couponCode: `MC-${key}-${buyerId}-${i + 1}`,
    valueFen: terms.valueFen,
    minAmountFen: terms.minAmountFen,
    useLimit: 1 as const,
    flowerRule: `会员月度券（${t.year}年${t.month}月）`,
    endsAtMs,
  }));
}
