/**
 * Business constants and limits (§2, §4, §9).
 */

/** Page sizes per list (§9). */
export const PAGE_SIZES = {
  notices: 15,
  zoneList: 15,
  arrivedGoods: 15,
  orders: 10,
  afterSales: 10,
  /** Bills are fetched 10 at a time, while the pager is configured with 15 (spec). */
  bills: 10,
  billsPager: 15,
  couponsPerRequest: 6,
  addressesFirstFormat: 50,
  addressesCp6: 1000,
  recommendedGoods: 50,
  operatorGoodsDefault: 100,
} as const;

/** Operator goods-list page sizes; default 100. */
export const OPERATOR_PAGE_SIZE_OPTIONS = [10, 50, 100, 200] as const;
export type OperatorPageSize = (typeof OPERATOR_PAGE_SIZE_OPTIONS)[number];

/** Countdowns in seconds: SMS resend (registration, reset, withdraw, password change) and recharge QR code. */
export const COUNTDOWN_SECONDS = { sms: 60, qrPayment: 60 } as const;

/** Remember-password cookie lifetime. */
export const REMEMBER_ME_DAYS = 7;

/**
 * How long feedback stays (§9: messages 2–3 s, toasts about 1 s); ui's MessageProvider reads it.
 * Decision: success and info messages 2 s, errors and warnings 3 s (more to read), toasts 1 s.
 */
export const MESSAGE_DURATION_MS = { success: 2000, info: 2000, warning: 3000, error: 3000, toast: 1000 } as const;

/** Image uploads: png, gif, jpeg, jpg; under 3 MB each; at most 3 files. */
export const UPLOAD_LIMITS = {
  imageTypes: ['png', 'gif', 'jpeg', 'jpg'],
  maxImageBytes: 3 * 1024 * 1024,
  maxImages: 3,
  /** Upload requests one person (buyer or staff member) may send in any rolling minute (ours: a form sends one). */
  perPersonPerMinute: 10,
} as const;

/** Text limits of the forms (§5, §9). */
export const TEXT_LIMITS = {
  /**
   * A buyer's password, wherever it is set: registration, 忘记密码 and the change in /amend. Decision (issue 26): the
   * spec's 6-12 for /amend refused a 15-character password registration had accepted; one rule for all three.
   */
  passwordMin: 6,
  passwordMax: 16,
  nicknameMax: 16,
  registerPhoneMax: 12,
  receiverNameMax: 10,
  /** The first address format's name input has maxlength 6 (the rule itself allows 10). */
  receiverNameInputMaxFirstFormat: 6,
  receiverPhoneMin: 10,
  /** The first address format's phone input has maxlength 11. */
  receiverPhoneInputMaxFirstFormat: 11,
  addressDetailMax: 120,
} as const;

/** Recharge presets in yuan; default 1000. */
export const RECHARGE_PRESETS_YUAN = [1000, 2000, 5000] as const;
export const RECHARGE_DEFAULT_YUAN = 1000;
export const PAY_WAYS = ['ALIPAY', 'WECHAT'] as const;
export type PayWay = (typeof PAY_WAYS)[number];

/**
 * The widest screen laid out as a phone (the components' phone breakpoint is made from it; a touch screen this narrow
 * pays on the phone, phonePay.ts). Here rather than in phonePay.ts: the ui theme, in every page's first chunks, reads
 * it, and importing phonePay.ts took the top-up rules along (1.3 KB of compressed JS on /login, issue 28).
 */
export const PHONE_MAX_WIDTH_PX = 600;

/** Layout numbers the spec fixes. */
export const UI_LIMITS = {
  /** Scroll-to-top button appears after this many pixels. */
  scrollTopAfterPx: 500,
  /** The home page shows the latest two notices. */
  homeNoticesShown: 2,
  /** Download-app QR size. */
  downloadQrPx: 100,
  /** Embedded address managers post their height after 500 ms, with 100 added. */
  iframeHeightDelayMs: 500,
  iframeHeightExtraPx: 100,
} as const;

/** Request version sent with purchases. */
export const REQUEST_VERSION = '3.7.5';

/** The fixed weather city. */
export const WEATHER_CITY = 'Kunming';

/** Query keys of /login and /money. */
export const LOGIN_QUERY_KEYS = { login: 1, register: 2, forgotPassword: 3 } as const;
export const MONEY_QUERY_KEYS = { bills: 1, recharge: 2, withdraw: 3, bankCard: 4 } as const;
