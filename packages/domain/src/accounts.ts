/**
 * Account rules (§2 /login, /upNew, /amend, /dredge, /elseLogin; §4; §9): SMS code limits, login throttling,
 * the registration phone stamp, account numbers, buyer types, remembered phone and safe redirects.
 * Every limit is a constant here; the server enforces them, the apps show them.
 */
import { COUNTDOWN_SECONDS, REMEMBER_ME_DAYS } from './constants';
import { MS_PER_DAY, MS_PER_SECOND } from './time';

/** SMS verification codes: 6 digits, valid 5 minutes, one send per phone and purpose per 60 s, 5 wrong tries. */
export const SMS_LIMITS = {
  codeLength: 6,
  ttlSeconds: 300,
  resendSeconds: COUNTDOWN_SECONDS.sms,
  maxWrongTries: 5,
  /** Sends to one phone (all purposes) in any rolling hour. */
  perPhonePerHour: 5,
  /** Sends from one client address in any rolling hour (decision: generous, a whole market hall may share one address). */
  perIpPerHour: 60,
} as const;

/** What a code is for; stored with it so a registration code cannot reset a password. */
export const SMS_PURPOSES = ['reg', 'reset', 'password', 'withdraw', 'login'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * Failed-login throttling (issue 26: a lockout per account let anyone lock every account out). Failures count in a
 * rolling window:
 * - per account and client address (`perAccountAddress`): that address is refused for that account until its oldest
 *   failure leaves the window — other addresses, the owner's among them, are not;
 * - per client address (`perIp`, whatever the accounts): the address is refused;
 * - per account from every address (`perAccount`, a distributed guessing run): the account asks for a second proof
 *   instead of refusing the right password — a buyer gives an SMS code sent to the account's phone (purpose `login`);
 *   staff have no second factor yet (decision): then only addresses that have not failed for the account in the
 *   window may still try (each gets one try instead of five), so the right password from a clean address works.
 * A success clears the failures of its address for the account; a success with the SMS code clears the account's.
 * Changing a password while logged in (a staff member's old password, a buyer's /amend code) counts the same way.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccountAddress: 5,
  perAccount: 20,
  perIp: 30,
} as const;

/** The one-time token of /elseLogin lives 2 minutes and works once. */
export const PUBLIC_TOKEN_TTL_SECONDS = 120;

/** A registration phone stamp older than this (or this far in the future) is refused. */
export const PHONE_STAMP_MAX_AGE_SECONDS = 300;

/** Clear Chinese for every refusal of the account flows (the spec's own texts are in AUTH_MESSAGES). */
export const ACCOUNT_MESSAGES = {
  loginFailed: '账号或密码错误',
  loginLocked: `登录失败次数过多，请${LOGIN_LIMITS.windowSeconds / 60}分钟后再试`,
  loginIpLocked: '登录尝试过于频繁，请稍后再试',
  loginCodeRequired: '该账号登录失败次数较多，请获取短信验证码后登录',
  phoneTaken: '该手机号已注册，请直接登录',
  phoneUnknown: '该手机号未注册',
  codeMissing: '请先获取验证码',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeUsed: '验证码已使用，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  smsPhoneHourly: '该手机号获取验证码过于频繁，请1小时后再试',
  smsIpHourly: '获取验证码过于频繁，请稍后再试',
  smsSendFailed: '短信发送失败，请稍后再试',
  requestStale: '请求已过期，请刷新页面后重试',
  requestInvalid: '请求无效，请刷新页面后重试',
  publicTokenInvalid: '登录链接无效或已过期，请重新登录',
  alreadyOpened: '账户已开通',
  regionInvalid: '请选择收货地址',
  buyerTypeInvalid: '请选择购买商类别',
  sessionEnded: '已退出登录',
} as const;

/** 请N秒后再获取验证码, for a resend inside the 60 s. */
export function smsResendMessage(secondsLeft: number): string {
  return `请${Math.max(1, Math.ceil(secondsLeft))}秒后再获取验证码`;
}

/** Seconds the send-code button still waits after a send at `sentAtMs` (0 when it may send again). */
export function smsSecondsLeft(sentAtMs: number, nowMs: number, resendSeconds: number = SMS_LIMITS.resendSeconds): number {
  if (!Number.isFinite(sentAtMs) || !Number.isFinite(nowMs)) return 0;
  const left = Math.ceil((sentAtMs + resendSeconds * MS_PER_SECOND - nowMs) / MS_PER_SECOND);
  return Math.min(resendSeconds, Math.max(0, left));
}

/**
 * The registration phone "encrypted with a timestamp" (§7): the client RSA-encrypts `phone|epochSeconds` with the
 * password key; the server decrypts it and refuses a stamp outside ±PHONE_STAMP_MAX_AGE_SECONDS.
 */
export function phoneStamp(phone: string, nowSeconds: number): string {
  return `${phone.trim()}|${Math.floor(nowSeconds)}`;
}

export type PhoneStampCheck = { ok: true; phone: string } | { ok: false; error: 'format' | 'stale' };

/** Reads a decrypted phone stamp (see phoneStamp). */
export function readPhoneStamp(text: string | null | undefined, nowSeconds: number): PhoneStampCheck {
  const match = typeof text === 'string' ? /^([^|]{1,20})\|(\d{1,12})$/.exec(text) : null;
  if (!match) return { ok: false, error: 'format' };
  const age = nowSeconds - Number(match[2]);
  if (!Number.isFinite(age) || Math.abs(age) > PHONE_STAMP_MAX_AGE_SECONDS) return { ok: false, error: 'stale' };
  return { ok: true, phone: (match[1] ?? '').trim() };
}

/** Account numbers: HS followed by 6 digits (HS100001 …). */
export const ACCOUNT_NO_PREFIX = 'HS';
export const FIRST_ACCOUNT_NUMBER = 100001;

/** The account number for a sequence value, e.g. 100003 → HS100003. */
export function accountNoFor(sequence: number): string {
  return `${ACCOUNT_NO_PREFIX}${String(Math.max(FIRST_ACCOUNT_NUMBER, Math.floor(sequence))).padStart(6, '0')}`;
}

/** The number part of an account number, or null when it is not HS + digits. */
export function accountNumberOf(accountNo: string): number | null {
  const match = /^HS(\d{6,})$/.exec(accountNo);
  return match ? Number(match[1]) : null;
}

/** Whether a login name looks like an account number rather than a phone. */
export function isAccountNo(text: string): boolean {
  return accountNumberOf(text.trim().toUpperCase()) !== null;
}

/** The buyer type dictionary (key 42 of the type list). */
export const BUYER_TYPE_DICTIONARY_KEY = 42;
export const BUYER_TYPES = [
  { code: '1', name: '花店' },
  { code: '2', name: '婚庆公司' },
  { code: '3', name: '批发商' },
  { code: '4', name: '酒店' },
  { code: '5', name: '电商' },
  { code: '6', name: '其他' },
] as const;
export type BuyerTypeCode = (typeof BUYER_TYPES)[number]['code'];

export function isBuyerType(code: unknown): code is BuyerTypeCode {
  return BUYER_TYPES.some((type) => type.code === String(code));
}

export function buyerTypeName(code: unknown): string {
  return BUYER_TYPES.find((type) => type.code === String(code))?.name ?? '';
}

/**
 * "Remember me" keeps the phone for 7 days (never the password): the apps store `{phone, expiresAt}` and read it
 * back with rememberedPhone.
 */
export type RememberedPhone = { phone: string; expiresAt: number };

export function rememberPhone(phone: string, nowMs: number, days: number = REMEMBER_ME_DAYS): RememberedPhone {
  return { phone: phone.trim(), expiresAt: nowMs + days * MS_PER_DAY };
}

/** The remembered phone, or '' when none is stored, it is malformed or its 7 days are over. */
export function rememberedPhone(record: unknown, nowMs: number): string {
  if (typeof record !== 'object' || record === null) return '';
  const { phone, expiresAt } = record as Partial<RememberedPhone>;
  if (typeof phone !== 'string' || typeof expiresAt !== 'number' || !(expiresAt > nowMs)) return '';
  return phone;
}

/**
 * Where /elseLogin may send the user: only a path on this site ("/order?x=1"), never another origin
 * ("//evil.example", "https://…", "/\\evil"); anything else goes home.
 */
export function safeRedirectPath(from: unknown, fallback = '/'): string {
  if (typeof from !== 'string') return fallback;
  const path = from.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (path.includes('\\') || [...path].some((c) => c.charCodeAt(0) < 32)) return fallback;
  return path;
}

/** A buyer whose account is not opened (status ≠ 2) is led to /dredge from home. */
export const DREDGE_ROUTE = '/dredge';

/**
 * A logged-in buyer whose account is not opened (status ≠ 2) is led from home to /dredge; an opened one is led
 * from /dredge home (§2). Returns the path to go to, or null to stay. `status` null means no user is known.
 */
export function openAccountRedirect(path: string, status: number | null): string | null {
  if (status === null) return null;
  const opened = status === 2;
  if (path === '/' && !opened) return DREDGE_ROUTE;
  if (path === DREDGE_ROUTE && opened) return '/';
  return null;
}
