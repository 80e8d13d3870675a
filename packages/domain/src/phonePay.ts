/**
 * Paying a top-up on the phone (issue 27). §7's recharge carries a `pattern`; ours are two:
 * - QR (扫码支付, the desktop's): the gateway's QR is shown and scanned with the phone's Alipay or WeChat (60 s).
 * - H5 (手机支付, on the phone itself): the page goes to the gateway's mobile-website payment — Alipay 手机网站支付
 *   (alipay.trade.wap.pay), WeChat Pay H5 — which hands off to the app and then sends the buyer back to our result
 *   page, /money/result?outTradeNo=… (built by the server on its own origin, never taken from the caller).
 * Which one a browser starts with is the device's (payPatternFor: a phone's or tablet's user agent, or a touch screen
 * no wider than a phone); the buyer may switch. The result page never believes the return address or anything a
 * gateway appends to it: only the recharge's status on the server (set by the gateway's signed notify) says paid.
 */
import { safeRedirectPath } from './accounts';
import { COUNTDOWN_SECONDS, PHONE_MAX_WIDTH_PX } from './constants';
import { readQuery } from './query';
import { isIos } from './install';
import { TOP_UP_RETURN_PARAM, topUpReturnPath } from './topUp';

export const PAY_PATTERNS = ['QR', 'H5'] as const;
export type PayPattern = (typeof PAY_PATTERNS)[number];

/** How the top-up form names the two (its switch). */
export const PAY_PATTERN_NAMES: Readonly<Record<PayPattern, string>> = { QR: '扫码支付', H5: '手机支付' };

/** What each means, under the switch. */
export const PAY_PATTERN_HINTS: Readonly<Record<PayPattern, string>> = {
  QR: '显示二维码，用另一部手机的支付宝或微信扫码付款',
  H5: '跳转到支付宝或微信完成付款，付款后自动返回本站查看结果',
};

/**
 * How long a phone payment may take (ours: 5 minutes, the life of WeChat Pay's h5_url; the payer switches to the
 * app and back, which a 60 s QR's life would not allow). Passed to the gateway as its time_expire.
 */
export const RECHARGE_PHONE_SECONDS = 300;

/** How long a recharge of this pattern waits to be paid (the gateway's time_expire; the status expires after it). */
export function rechargeSeconds(pattern: PayPattern): number {
  return pattern === 'H5' ? RECHARGE_PHONE_SECONDS : COUNTDOWN_SECONDS.qrPayment;
}

/** What the browser says about itself: navigator.userAgent, navigator.maxTouchPoints, window.innerWidth. */
export type DeviceFacts = { userAgent: string; maxTouchPoints: number; viewportWidth: number };

/** Phones and tablets, and the apps whose browsers run on them (WeChat, Alipay), by their user agents. */
const PHONE_AGENT = /Android|iPhone|iPod|iPad|HarmonyOS|OpenHarmony|Windows Phone|Mobile|MicroMessenger|AlipayClient/i;

/**
 * The pattern a browser starts with: H5 on a phone or tablet (its user agent, iPadOS's touch Mac included) or on a
 * touch screen no wider than a phone; QR elsewhere (a desktop, even a narrow window: no Alipay app to hand off to).
 */
export function payPatternFor({ userAgent, maxTouchPoints, viewportWidth }: DeviceFacts): PayPattern {
  if (PHONE_AGENT.test(userAgent) || isIos(userAgent, maxTouchPoints)) return 'H5';
  return maxTouchPoints > 0 && viewportWidth <= PHONE_MAX_WIDTH_PX ? 'H5' : 'QR';
}

export const PHONE_PAY_MESSAGES = {
  /** Ours: a pattern that is neither (§7's callers that send none get the QR). */
  patternUnknown: '请选择扫码支付或手机支付',
} as const;

export type PayPatternCheck = { ok: true; pattern: PayPattern } | { ok: false; message: string };

/** The recharge's pattern as sent: none (or blank) is the QR, as before; QR or H5 in any case; anything else refused. */
export function checkPayPattern(input: unknown): PayPatternCheck {
  if (input === undefined || input === null) return { ok: true, pattern: 'QR' };
  if (typeof input !== 'string') return { ok: false, message: PHONE_PAY_MESSAGES.patternUnknown };
  const text = input.trim().toUpperCase();
  if (text === '') return { ok: true, pattern: 'QR' };
  return (PAY_PATTERNS as readonly string[]).includes(text)
    ? { ok: true, pattern: text as PayPattern }
    : { ok: false, message: PHONE_PAY_MESSAGES.patternUnknown };
}

/** A recharge's trade number as we make them (R + 14 digits + 8 hex); anything else is no recharge of ours. */
export function isTradeNo(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{6,40}$/.test(value);
}

/** The result page a phone payment returns to. */
export const RECHARGE_RESULT_PATH = '/money/result';
export const RECHARGE_RESULT_PARAM = 'outTradeNo';

/**
 * The result page of one recharge, e.g. /money/result?outTradeNo=R2026…; with the payment it was opened from (the
 * top-up's `back`, a path on this site only) carried on, for 返回付款 after 充值成功.
 */
export function rechargeResultHref(outTradeNo: string, back?: unknown): string {
  const base = `${RECHARGE_RESULT_PATH}?${RECHARGE_RESULT_PARAM}=${encodeURIComponent(outTradeNo)}`;
  const path = topUpReturnPath(back);
  return path ? `${base}&${TOP_UP_RETURN_PARAM}=${encodeURIComponent(path)}` : base;
}

/**
 * What the result page reads from its address: the trade number (null when it is not one) and the way back — and
 * nothing else (a gateway appends its own fields, e.g. Alipay's trade_status: never believed).
 */
export function readRechargeResult(search: string): { outTradeNo: string | null; back: string | null } {
  const no = readQuery(search, RECHARGE_RESULT_PARAM);
  return { outTradeNo: isTradeNo(no) ? no : null, back: topUpReturnPath(readQuery(search, TOP_UP_RETURN_PARAM)) };
}

/** The path (with its query) of a return URL on this site, or null: the sandbox returns only to our own pages. */
export function returnPathOf(value: unknown): string | null {
  const path = safeRedirectPath(value, '');
  return path.startsWith(`${RECHARGE_RESULT_PATH}?`) ? path : null;
}
