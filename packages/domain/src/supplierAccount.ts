/**
 * A supplier's own account (issue 31, "a supplier's own view"): what staff set at 入库管理 and what the supplier's
 * phone page may ask for.
 *
 * Decisions:
 * - The login is the supplier's mainland mobile (normalised as every phone is: NFKC, trimmed; one spelling per phone)
 *   and a password staff set; a supplier never sets its own. The password follows the staff rule
 *   (`staffPasswordProblem`, 10–64 characters with letters and digits): staff choose it and it opens the market's
 *   figures for that supplier, so it is held to the back office's rule, not to a buyer's 6–16.
 * - A supplier's session lasts SUPPLIER_LIMITS.sessionDays: the page is opened on a phone in the market every day.
 * - The date picker reads a day of the auction calendar from SUPPLIER_LIMITS.historyDays ago up to today (Asia/Shanghai);
 *   a later or earlier day, or anything else, is refused with its message — `now` is passed in, never read.
 */
import { isAccountPhone, normalizePhoneText } from './identity';
import { staffPasswordProblem } from './staff';
import { addDays, isCalendarDay } from './time';

export const SUPPLIER_LIMITS = {
  sessionDays: 7,
  /** How far back the supplier's date picker reaches (days before today). */
  historyDays: 92,
} as const;

export const SUPPLIER_MESSAGES = {
  loginFailed: '手机号或密码错误',
  phoneMissing: '请输入手机号',
  phoneInvalid: '请输入正确手机号',
  phoneTaken: '该手机号已被其他供应商使用',
  passwordMissing: '请输入密码',
  /** The first password of a supplier: the account opens with it. */
  passwordFirst: '首次开通登录请设置密码',
  notFound: '供应商不存在',
  dayBad: '请选择正确的日期',
  dayFuture: '不能查看未来日期',
  dayTooOld: `只能查看最近${SUPPLIER_LIMITS.historyDays}天`,
  claimNotFound: '理赔记录不存在',
} as const;

/** The phone as stored and compared (normalizePhoneText). */
export const supplierPhoneOf = (input: unknown): string => (typeof input === 'string' ? normalizePhoneText(input) : '');

/** The first problem of a supplier's login phone (already normalised), or null. */
export function supplierPhoneProblem(phone: string): string | null {
  if (!phone) return SUPPLIER_MESSAGES.phoneMissing;
  return isAccountPhone(phone) ? null : SUPPLIER_MESSAGES.phoneInvalid;
}

/**
 * The first problem of a password staff set for a supplier, or null. `hasPassword`: the account has one already, so
 * an empty field keeps it (changing only the phone).
 */
export function supplierPasswordProblem(password: string, hasPassword: boolean): string | null {
  if (!password) return hasPassword ? null : SUPPLIER_MESSAGES.passwordFirst;
  return staffPasswordProblem(password);
}

/**
 * The day a supplier asks to see ("YYYY-MM-DD"; empty: `today`), or its problem. `today` is the Shanghai auction date
 * of the caller's now.
 */
export function supplierDay(input: string, today: string): { ok: true; day: string } | { ok: false; message: string } {
  const day = input.trim() || today;
  if (!isCalendarDay(day)) return { ok: false, message: SUPPLIER_MESSAGES.dayBad };
  if (day > today) return { ok: false, message: SUPPLIER_MESSAGES.dayFuture };
  const first = addDays(today, -SUPPLIER_LIMITS.historyDays);
  if (first !== null && day < first) return { ok: false, message: SUPPLIER_MESSAGES.dayTooOld };
  return { ok: true, day };
}
