import { toCode } from './internal/numbers';
import { formatYuan, type Fen } from './money';
import { UNPAID_LABEL } from './orderPayment';

/* ------------------------------------------------------------------ orders (§4) */

/**
 * Order main status → text. 1 and 2 both read 订单配货中. Decision (issue 26, item 7): this is the one status text of an
 * order wherever the buyer sees it — the /order list, the detail and the order-search rows alike. §4 gives search rows
 * a second table (1–3 待收货, 4 已发货, 5 已完成), so one order read 订单配货中 in the list and 待收货 in search; a
 * florist took them for two states, and the issue asks for one text.
 */
export const ORDER_STATUS = {
  1: '订单配货中',
  2: '订单配货中',
  3: '订单待发货',
  4: '订单已发货',
  5: '订单已完成',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS;
export type OrderStatusLabel = (typeof ORDER_STATUS)[OrderStatus];
/** A freshly paid order (新订单). */
export const ORDER_PLACED_STATUS = 1 as const satisfies OrderStatus;
/** Receipt confirmed (订单已完成). */
export const ORDER_COMPLETED_STATUS = 5 as const satisfies OrderStatus;

function lookup<T extends Record<number, unknown>>(table: T, value: unknown): T[keyof T] | null {
  const code = toCode(value);
  if (code === null || !Object.prototype.hasOwnProperty.call(table, code)) return null;
  return table[code as keyof T];
}

/**
 * The order's state as its status text needs it beyond the main status: unpaid while an operator's order waits 待付款
 * (issue 18); cancelled once every item of it was cancelled (已撤销, orderWhollyCancelled in ./fulfilment).
 */
export type OrderPaymentState = { unpaid?: boolean | null; cancelled?: boolean | null };

/** The label of an order whose every item was cancelled (已撤销): nothing of it is picked, shipped or paid for. */
export const ORDER_CANCELLED_LABEL = '已撤销';

/**
 * Whether the order waits for payment (待付款, issue 18): an operator placed it unpaid and it has not been paid yet.
 * Such an order is neither picked nor shipped (fulfilment.ts), so it can only stand at 1 or 2.
 */
export function waitsForPayment(status: unknown, payment: OrderPaymentState = {}): boolean {
  const code = toCode(status);
  return payment.unpaid === true && (code === 1 || code === 2);
}

/**
 * Main status (number or numeric string) → its text; null for an unknown status. An unpaid operator order (issue 18)
 * reads 待付款 instead of 订单配货中: nothing is picked before it is paid. Its numeric status stays 1.
 */
export function orderStatusLabel(
  status: unknown,
  payment: OrderPaymentState = {},
): OrderStatusLabel | typeof UNPAID_LABEL | typeof ORDER_CANCELLED_LABEL | null {
  if (payment.cancelled === true && lookup(ORDER_STATUS, status) !== null) return ORDER_CANCELLED_LABEL;
  if (waitsForPayment(status, payment)) return UNPAID_LABEL;
  return lookup(ORDER_STATUS, status);
}

/** Status in which the order is shipped and 确认收货 is offered (main orders and search rows alike). */
export const CONFIRM_RECEIPT_STATUS = 4;
export const CONFIRM_RECEIPT_PROMPT = '确认收货后将无法申请售后，请仔细核对';

/** True only for status 4 (shipped): confirming receipt is offered. */
export function canConfirmReceipt(status: unknown): boolean {
  return toCode(status) === CONFIRM_RECEIPT_STATUS;
}

/**
 * Order tabs of /order (query orderVal = JSON of a tab code and index).
 * Decision: the spec names the tabs and their indexes but not their codes; the codes below are ours and are
 * what the API's `tab` parameter carries. `statuses` says which main statuses each tab lists: 新订单 is a
 * freshly paid order (1), 处理中 is being allocated or waiting to ship (2, 3).
 */
export const ORDER_TABS = [
  { index: 0, code: 'all', label: '全部', statuses: [1, 2, 3, 4, 5] },
  { index: 1, code: 'new', label: '新订单', statuses: [1] },
  { index: 2, code: 'processing', label: '处理中', statuses: [2, 3] },
  { index: 3, code: 'shipped', label: '已发货', statuses: [4] },
  { index: 4, code: 'completed', label: '已完成', statuses: [5] },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export type OrderTabCode = OrderTab['code'];
export type OrderTabIndex = OrderTab['index'];
export const ORDER_TAB_CODES: readonly OrderTabCode[] = ORDER_TABS.map((tab) => tab.code);

const DEFAULT_ORDER_TAB: OrderTab = ORDER_TABS[0];

export function orderTabByCode(code: unknown): OrderTab | null {
  return ORDER_TABS.find((tab) => tab.code === code) ?? null;
}

export function orderTabByIndex(index: unknown): OrderTab | null {
  const code = toCode(index);
  return ORDER_TABS.find((tab) => tab.index === code) ?? null;
}

/** On the 新订单 tab the search box and the pager are hidden. */
export function orderTabShowsSearchAndPager(tab: OrderTabCode): boolean {
  return tab !== 'new';
}

/** The orderVal query value for a tab: JSON of code and index. */
export function orderValFor(code: OrderTabCode): string {
  const tab = orderTabByCode(code) ?? DEFAULT_ORDER_TAB;
  return JSON.stringify({ code: tab.code, index: tab.index });
}

/** Reads orderVal from the query string; anything unreadable opens 全部. Code wins over index when both are given. */
export function parseOrderVal(orderVal: string | null | undefined): OrderTab {
  if (typeof orderVal !== 'string' || orderVal.trim() === '') return DEFAULT_ORDER_TAB;
  let parsed: unknown;
  try {
    parsed = JSON.parse(orderVal);
  } catch {
    return DEFAULT_ORDER_TAB;
  }
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_ORDER_TAB;
  const record = parsed as Record<string, unknown>;
  return orderTabByCode(record.code) ?? orderTabByIndex(record.index) ?? DEFAULT_ORDER_TAB;
}

/* ------------------------------------------------------------------ order items */

/**
 * Item backStatus: '0' no action, '1' 申请撤销 (can apply), '2' 审核中, '3' 撤销失败.
 * Decision (ours, beyond the spec's four): '4' 已撤销 — staff approved the request, the item is cancelled and its
 * refund returned to the balance.
 */
export const BACK_STATUS = {
  0: { label: null, canApply: false },
  1: { label: '申请撤销', canApply: true },
  2: { label: '审核中', canApply: false },
  3: { label: '撤销失败', canApply: false },
  4: { label: '已撤销', canApply: false },
} as const;
export type BackStatus = keyof typeof BACK_STATUS;
export type BackStatusLabel = NonNullable<(typeof BACK_STATUS)[BackStatus]['label']>;
/** A newly bought item: cancellation may be applied for (申请撤销). */
export const BACK_STATUS_CAN_APPLY = 1 as const satisfies BackStatus;
/** A cancellation request waits for review (审核中). */
export const BACK_STATUS_UNDER_REVIEW = 2 as const satisfies BackStatus;
/** Staff rejected the cancellation request (撤销失败), with a reason shown to the buyer. */
export const BACK_STATUS_REJECTED = 3 as const satisfies BackStatus;
/** Staff approved the cancellation request: the item is cancelled (已撤销). */
export const BACK_STATUS_CANCELLED = 4 as const satisfies BackStatus;
/** No cancellation action (the order is packed, or the item never had one). */
export const BACK_STATUS_NO_ACTION = 0 as const satisfies BackStatus;
export const BACK_ORDER_PROMPT = '请确认是否申请撤销';

/** The item's cancellation text, or null when there is none ('0' or unknown). */
export function backStatusLabel(backStatus: unknown): BackStatusLabel | null {
  return lookup(BACK_STATUS, backStatus)?.label ?? null;
}

/** True only for backStatus '1': the 申请撤销 action is offered. */
export function canApplyCancellation(backStatus: unknown): boolean {
  return lookup(BACK_STATUS, backStatus)?.canApply ?? false;
}

/** An item's afterSalesStatus while no after-sales claim is filed (otherwise the claim's AFTER_SALES_STATUS). */
export const AFTER_SALES_NONE = -1 as const;
export type ItemAfterSalesStatus = typeof AFTER_SALES_NONE | AfterSalesStatus;

/** Per-item after-sales action on an order. */
export const AFTER_SALES_ACTIONS = {
  apply: { label: '申请售后', route: '/aftersale' },
  view: { label: '查看售后', route: '/afterdetail' },
} as const;
export type AfterSalesActionKey = keyof typeof AFTER_SALES_ACTIONS;

/**
 * Which after-sales action an item shows: none until the order's showTime is set; then 申请售后 when
 * afterSalesStatus is '-1' (nothing filed yet), else 查看售后.
 */
export function afterSalesAction(input: { showTime: unknown; afterSalesStatus: unknown }): AfterSalesActionKey | null {
  const shown = input.showTime !== null && input.showTime !== undefined && input.showTime !== '' && input.showTime !== 0;
  if (!shown) return null;
  return toCode(input.afterSalesStatus) === AFTER_SALES_NONE ? 'apply' : 'view';
}

/* ------------------------------------------------------------------ after-sales records */

/** After-sales record status. 8 and 9 both read 待赔付. */
export const AFTER_SALES_STATUS = {
  0: '等待处理',
  1: '处理中',
  2: '处理失败',
  8: '待赔付',
  9: '待赔付',
  10: '已赔付',
} as const;
export type AfterSalesStatus = keyof typeof AFTER_SALES_STATUS;
export type AfterSalesStatusLabel = (typeof AFTER_SALES_STATUS)[AfterSalesStatus];

export function afterSalesStatusLabel(status: unknown): AfterSalesStatusLabel | null {
  return lookup(AFTER_SALES_STATUS, status);
}

/**
 * The status text of a record: for 10 (已赔付) it reads 退款成功，已退款￥{realAmount}; otherwise the label.
 * Unknown status → null.
 */
export function afterSalesStatusText(status: unknown, realAmountFen: Fen): string | null {
  const label = afterSalesStatusLabel(status);
  if (label === null) return null;
  return toCode(status) === 10 ? `退款成功，已退款￥${formatYuan(realAmountFen)}` : label;
}

/** Cancel (撤销) is allowed only while the status is 1 or less (0 等待处理, 1 处理中). */
export function canCancelAfterSales(status: unknown): boolean {
  const code = toCode(status);
  return code !== null && code >= 0 && code <= 1;
}

export type AfterSalesProgress = {
  /** The four step titles: 提交申请, 等待处理, 等待处理|处理失败, 待赔付|已赔付. */
  steps: readonly [string, string, string, string];
  /** The step reached, 1–4. */
  active: 1 | 2 | 3 | 4;
  /** True when the claim failed (status 2); the 3rd step shows 处理失败. */
  failed: boolean;
  /** True when compensation is paid (status 10). */
  done: boolean;
};

/**
 * The progress bar of /afterdetail by record status: 0 → step 2, 1 and 2 → step 3 (2 as 处理失败), 8/9/10 → step 4
 * (10 as 已赔付).
 */
export const AFTER_SALES_PROGRESS = {
  0: { active: 2, failed: false, done: false },
  1: { active: 3, failed: false, done: false },
  2: { active: 3, failed: true, done: false },
  8: { active: 4, failed: false, done: false },
  9: { active: 4, failed: false, done: false },
  10: { active: 4, failed: false, done: true },
} as const satisfies Record<AfterSalesStatus, Omit<AfterSalesProgress, 'steps'>>;

/** An unknown status shows step 1 (the claim was submitted). */
const SUBMITTED_PROGRESS = { active: 1, failed: false, done: false } as const;

/** The progress of a record: its step, and the step titles (the 3rd reads 处理失败 when failed, the 4th 已赔付 when done). */
export function afterSalesProgress(status: unknown): AfterSalesProgress {
  const { active, failed, done } = lookup(AFTER_SALES_PROGRESS, status) ?? SUBMITTED_PROGRESS;
  const steps = ['提交申请', '等待处理', failed ? '处理失败' : '等待处理', done ? '已赔付' : '待赔付'] as const;
  return { steps, active, failed, done };
}

/* ------------------------------------------------------------------ real name (§3, §4) */

/** Real-name status: not submitted (no record), then 0 reviewing, 1 verified or 9 rejected. */
export const REAL_NAME_STATUS = { 0: 'reviewing', 1: 'verified', 9: 'rejected' } as const;
export type RealNameStatus = keyof typeof REAL_NAME_STATUS;
export type RealNameState = (typeof REAL_NAME_STATUS)[keyof typeof REAL_NAME_STATUS] | 'none';

/** Record status → state; no record (null/undefined/'') or an unknown status → 'none'. */
export function realNameState(status: unknown): RealNameState {
  return lookup(REAL_NAME_STATUS, status) ?? 'none';
}

/** The identity form is shown when nothing was submitted or the submission was rejected (with its reason). */
export function realNameShowsForm(state: RealNameState): boolean {
  return state === 'none' || state === 'rejected';
}

/* ------------------------------------------------------------------ home and membership */

/** Home tabs: 0 time-limited discount, 1 quality suppliers, 2 recommended goods. */
export const HOME_TABS = { discount: 0, suppliers: 1, recommended: 2 } as const;
export type HomeTab = keyof typeof HOME_TABS;

/**
 * Member level label: 0 (or anything not above 0) → 普通会员; n > 0 → "VIP{n}".
 * Decision: the spec says "ordinary" and "VIP with level number" without the Chinese; 普通会员 and VIP3 are ours.
 */
export function memberLevelLabel(memberLevel: unknown): string {
  const level = toCode(memberLevel);
  return level !== null && level > 0 ? `VIP${level}` : '普通会员';
}

/** Members are users whose memberLevel is above 0. */
export function isMember(memberLevel: unknown): boolean {
  const level = toCode(memberLevel);
  return level !== null && level > 0;
}

/** Buyer account status: 1 registered, 2 opened (/dredge then leads home). */
export const ACCOUNT_STATUS = { 1: 'registered', 2: 'opened' } as const;
export type AccountStatus = keyof typeof ACCOUNT_STATUS;
export const ACCOUNT_REGISTERED_STATUS = 1 as const satisfies AccountStatus;
export const ACCOUNT_OPENED_STATUS = 2 as const satisfies AccountStatus;
export function isAccountOpened(status: unknown): boolean {
  return toCode(status) === ACCOUNT_OPENED_STATUS;
}
