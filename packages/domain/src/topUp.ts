/**
 * /money keys 1 and 2 (issue 17): the bills' date range and the top-up's amount, pay way and QR lifetime.
 * Pure rules: the server refuses with the same texts the forms show next to the field.
 */
import { safeRedirectPath } from './accounts';
import { COUNTDOWN_SECONDS, MONEY_QUERY_KEYS, PAY_WAYS, type PayWay } from './constants';
import { formatYuan, parseYuan, type Fen } from './money';
import { isCalendarDay } from './time';

/** The largest single top-up (ours: the spec names none): 50 000 yuan. */
export const RECHARGE_MAX_FEN: Fen = 5_000_000;

/** Unpaid recharges whose QR still lives that one buyer may hold at once (ours: a page makes one a minute). */
export const RECHARGE_PENDING_MAX = 3;

export const TOP_UP_MESSAGES = {
  amountRequired: '请输入充值金额',
  /** Ours: a typed amount with a third decimal, letters … (the spec's one text is 请输入充值金额). */
  amountFormat: '充值金额须大于0，最多两位小数',
  amountTooLarge: `单次充值金额不能超过${formatYuan(RECHARGE_MAX_FEN).replace(/\.00$/, '')}元`,
  payWayRequired: '请选择支付方式',
  /** Ours: a recharge id that is not the caller's (or does not exist). */
  notFound: '充值记录不存在',
  /** Ours: the server has no payment gateway (production without PAY_GATEWAY). */
  gatewayOff: '在线充值暂未开通，请到市场柜台充值',
  /** Ours: the pay way chosen has no gateway on this server (e.g. only Alipay is configured). */
  payWayOff: '该支付方式暂未开通，请选择其他支付方式',
  /** Ours: the gateway did not answer (or refused) when the QR was asked for. */
  gatewayDown: '支付通道暂时无法使用，请稍后再试',
  /** Ours: the bills' date range runs backwards or is not a date. */
  rangeBackwards: '开始日期不能晚于结束日期',
  rangeFormat: '请选择正确的日期',
  /** Ours: RECHARGE_PENDING_MAX unpaid recharges are still live (a QR lives 1 minute, a phone payment 5). */
  tooManyPending: '待支付的充值过多，请先完成支付或稍后再试',
} as const;

/** How the page and the ledger name the two ways. */
export const PAY_WAY_NAMES: Readonly<Record<PayWay, string>> = { ALIPAY: '支付宝', WECHAT: '微信支付' };

export function isPayWay(value: unknown): value is PayWay {
  return typeof value === 'string' && (PAY_WAYS as readonly string[]).includes(value);
}

export type RechargeAmountCheck = { ok: true; fen: Fen } | { ok: false; message: string };

/** A typed top-up amount in yuan: required, > 0, at most 2 decimals, at most RECHARGE_MAX_FEN. */
export function checkRechargeAmount(input: unknown): RechargeAmountCheck {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : '';
  if (text.trim() === '') return { ok: false, message: TOP_UP_MESSAGES.amountRequired };
  const parsed = parseYuan(text);
  if (!parsed.ok) {
    if (parsed.error === 'too_large') return { ok: false, message: TOP_UP_MESSAGES.amountTooLarge };
    if (parsed.error === 'empty') return { ok: false, message: TOP_UP_MESSAGES.amountRequired };
    return { ok: false, message: TOP_UP_MESSAGES.amountFormat };
  }
  if (parsed.fen <= 0) return { ok: false, message: TOP_UP_MESSAGES.amountFormat };
  if (parsed.fen > RECHARGE_MAX_FEN) return { ok: false, message: TOP_UP_MESSAGES.amountTooLarge };
  return { ok: true, fen: parsed.fen };
}

/** The recharge QR's lifetime (§9: 60 s). */
export const RECHARGE_QR_SECONDS = COUNTDOWN_SECONDS.qrPayment;

/** What the buyer's page shows of a recharge. `expired` is derived: pending past its expiry. */
export type RechargeState = 'pending' | 'paid' | 'expired';

/** A stored recharge status at `nowMs` as the page reads it: a pending one past its expiry shows as expired. */
export function rechargeState(status: string, expiresAtMs: number, nowMs: number): RechargeState {
  if (status === 'paid') return 'paid';
  return nowMs >= expiresAtMs ? 'expired' : 'pending';
}

/** Whole seconds left of a QR (never below 0). */
export function qrSecondsLeft(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}

/**
 * After its QR expired a recharge may still be paid (a payer who scanned in time, a slow gateway): the gateway's late
 * notify credits it once, so the page keeps watching it this long (ours: 10 minutes), more slowly.
 */
export const RECHARGE_LATE_WATCH_SECONDS = 600;

/** How often the page asks for a recharge's status: every 2 s while the QR lives, every 10 s while watching late. */
export const RECHARGE_POLL_MS = { live: 2_000, late: 10_000 } as const;

/**
 * When the page asks again for a recharge it created (`deadlineMs`: its QR's expiry on the page's clock): 2 s while
 * the QR lives, 10 s for RECHARGE_LATE_WATCH_SECONDS after it expired, then never (false); never once paid.
 */
export function rechargePollMs(status: RechargeState | undefined, deadlineMs: number, nowMs: number): number | false {
  if (status === 'paid') return false;
  if (nowMs < deadlineMs && status !== 'expired') return RECHARGE_POLL_MS.live;
  return nowMs < deadlineMs + RECHARGE_LATE_WATCH_SECONDS * 1000 ? RECHARGE_POLL_MS.late : false;
}

/** The query parameter of /money?key=2 naming where a payment sent the buyer from (返回付款 goes back there). */
export const TOP_UP_RETURN_PARAM = 'back';

/**
 * The top-up page's address (/money?key=2); from a payment (the pay page, an unpaid order's 去付款) it carries the
 * path to return to, e.g. /money?key=2&back=%2Forder.
 */
export function topUpHref(returnPath?: string): string {
  const base = `/money?key=${MONEY_QUERY_KEYS.recharge}`;
  const back = topUpReturnPath(returnPath);
  return back ? `${base}&${TOP_UP_RETURN_PARAM}=${encodeURIComponent(back)}` : base;
}

/** Where 返回付款 may go: a path on this site only (never another origin, never /money itself); null: none. */
export function topUpReturnPath(value: unknown): string | null {
  const path = safeRedirectPath(value, '');
  if (!path || path === '/money' || path.startsWith('/money?') || path.startsWith('/money#')) return null;
  return path;
}

/**
 * The ledger line of a credited top-up, e.g. 账户充值（沙箱支付·支付宝，充值单号R2026…）; a real gateway named like its
 * way says it once: 账户充值（支付宝，充值单号R2026…）.
 */
export function rechargeNotice(gatewayLabel: string, payWay: string, outTradeNo: string): string {
  const way = isPayWay(payWay) ? PAY_WAY_NAMES[payWay] : payWay;
  const through = gatewayLabel === way ? way : `${gatewayLabel}·${way}`;
  return `账户充值（${through}，充值单号${outTradeNo}）`;
}

export type BillRange = { start: string | null; end: string | null };
export type BillRangeCheck = { ok: true; range: BillRange } | { ok: false; message: string };

/** The bills' date range (calendar days in Shanghai, both ends included); empty ends are open. */
export function checkBillRange(start: unknown, end: unknown): BillRangeCheck {
  const from = typeof start === 'string' ? start.trim() : '';
  const to = typeof end === 'string' ? end.trim() : '';
  if ((from && !isCalendarDay(from)) || (to && !isCalendarDay(to))) return { ok: false, message: TOP_UP_MESSAGES.rangeFormat };
  if (from && to && from > to) return { ok: false, message: TOP_UP_MESSAGES.rangeBackwards };
  return { ok: true, range: { start: from || null, end: to || null } };
}
