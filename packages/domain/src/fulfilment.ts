/**
 * The market's fulfilment of an order (issue 15, 订单履约 desk; the buyer's side is §4):
 * 1/2 订单配货中 → 3 订单待发货 → 4 订单已发货 → (已送达/已提货: showTime set) → 5 订单已完成.
 *
 * Staff move orders in batches; each order moves on its own, checked against its current status in the update
 * itself (no skipping, no going back). After 已送达/已提货 the buyer has 8 hours for after-sales (afterSales.ts) and
 * the order completes by the buyer's 确认收货 or by the server's job AUTO_COMPLETE_HOURS after showTime.
 * Nothing here reads the clock: `now` is an argument.
 */
import { isSelfPickup, LOGIS_TYPE_LABELS } from './address';
import { ORDER_PAYMENT_MESSAGES, UNPAID_LABEL } from './orderPayment';
import { ORDER_CANCELLED_LABEL, ORDER_STATUS, waitsForPayment, type OrderStatus } from './statuses';
import { MS_PER_HOUR, toEpochMs, type Instant } from './time';

/** An order still open completes by itself this long after it was delivered or picked up (showTime). */
export const AUTO_COMPLETE_HOURS = 72;
export const AUTO_COMPLETE_MS = AUTO_COMPLETE_HOURS * MS_PER_HOUR;

/** The most orders one batch action takes. */
export const FULFILMENT_BATCH_MAX = 100;

export const FULFILMENT_MESSAGES = {
  stale: '订单状态已变化，请刷新',
  notFound: '订单不存在',
  noneSelected: '请选择订单',
  tooMany: `一次最多处理${FULFILMENT_BATCH_MAX}个订单`,
  carrierMissing: '请选择物流公司',
  trackingMissing: '请填写物流单号',
  trackingFormat: '物流单号为6-30位字母、数字或横线',
  alreadyDelivered: '该订单已标记送达',
  alreadyPicked: '订单已开始配货',
  notPicked: '订单未配货，不能发货',
  alreadyShipped: '订单已发货',
  notShipped: '订单未发货，不能标记送达',
  completed: '订单已完成',
  dateInvalid: '请选择正确的拍卖日期',
  /** 开始配货 waits until staff decide the order's 撤销 requests (see CANCELLATION_PACKED_STATUS). */
  pendingCancellation: '该订单有待审核的撤销申请，请先在撤销审核中处理',
  picked: '已开始配货',
  shipped: '已发货',
  delivered: '已标记送达',
  pickedUp: '已标记提货',
  /** Every item of the order was cancelled (已撤销): nothing is left to pick, ship or deliver. */
  cancelled: '订单商品已全部撤销，无需履约',
} as const;

/**
 * Whether every item of the order was cancelled (已撤销: per-item cancellations approved on the 撤销审核 desk). Such an
 * order keeps its main status (1/2: approving is refused once packed, cancellations.ts) but has nothing to fulfil: it
 * leaves the 订单履约 desk's list and every action refuses it. An order without items is not "cancelled".
 */
export function orderWhollyCancelled(items: readonly { cancelled: boolean }[]): boolean {
  return items.length > 0 && items.every((item) => item.cancelled);
}

/**
 * The logistics companies staff ship agent-collection orders with (ours: the spec names none). KMCOLD is the
 * market's own cold-chain carrier, the one the demo data and the dev helper use.
 */
export const FULFILMENT_CARRIERS = [
  { code: 'KMCOLD', name: '昆明同城冷链' },
  { code: 'SF', name: '顺丰速运' },
  { code: 'JD', name: '京东物流' },
  { code: 'DBL', name: '德邦物流' },
  { code: 'CRE', name: '中铁快运' },
  { code: 'EMS', name: '中国邮政EMS' },
  { code: 'KMAIR', name: '昆明航空货运' },
] as const;
export type CarrierCode = (typeof FULFILMENT_CARRIERS)[number]['code'];

export function carrierByCode(code: unknown): (typeof FULFILMENT_CARRIERS)[number] | null {
  return FULFILMENT_CARRIERS.find((carrier) => carrier.code === code) ?? null;
}

/** The carrier whose name the buyer's address asked for (its logisName), or null. */
export function carrierByName(name: string | null | undefined): (typeof FULFILMENT_CARRIERS)[number] | null {
  const wanted = (name ?? '').trim();
  if (!wanted) return null;
  return FULFILMENT_CARRIERS.find((carrier) => carrier.name === wanted || wanted.includes(carrier.name)) ?? null;
}

const TRACKING_RULE = /^[A-Z0-9-]{6,30}$/;

/** A tracking number as stored: NFKC (full-width characters typed on Chinese keyboards), trimmed, upper case. */
export function normaliseTrackingNumber(text: string | null | undefined): string {
  return (text ?? '').normalize('NFKC').trim().toUpperCase();
}

/**
 * An order number as typed into 扫码查单 or read from a label: NFKC (a scanner typing through a Chinese input method
 * sends full-width letters), no spaces, upper case — our numbers are "HS" and digits, so `hs2026…` finds its order.
 */
export function scannedOrderNo(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/** The first problem of a tracking number, or null. */
export function trackingNumberProblem(text: string | null | undefined): string | null {
  const value = normaliseTrackingNumber(text);
  if (!value) return FULFILMENT_MESSAGES.trackingMissing;
  return TRACKING_RULE.test(value) ? null : FULFILMENT_MESSAGES.trackingFormat;
}

/** What staff enter to ship one order: nothing for self-pickup; a carrier and a tracking number otherwise. */
export type ShipInput = { deliveryType: number; carrierCode?: string | null; trackingNumber?: string | null };

/** The first problem of a shipment, or null (the ShipDialog and the server say the same). */
export function shipProblem(input: ShipInput): string | null {
  if (isSelfPickup(input.deliveryType)) return null;
  if (!carrierByCode(input.carrierCode)) return FULFILMENT_MESSAGES.carrierMissing;
  return trackingNumberProblem(input.trackingNumber);
}

/** The batch actions of the desk. */
export const FULFILMENT_ACTIONS = {
  startPicking: { name: '开始配货', from: [1, 2] },
  ship: { name: '发货', from: [3] },
  deliver: { name: '已送达/已提货', from: [4] },
} as const satisfies Record<string, { name: string; from: readonly OrderStatus[] }>;
export type FulfilmentAction = keyof typeof FULFILMENT_ACTIONS;
export const FULFILMENT_ACTION_CODES = Object.keys(FULFILMENT_ACTIONS) as FulfilmentAction[];

/**
 * The order as the actions see it; unpaid: an operator's order still 待付款 (orderPayment.ts), never packed or shipped;
 * cancelled: every item was cancelled (orderWhollyCancelled), nothing to fulfil.
 */
export type FulfilmentOrderState = { status: number; showTime?: Instant | null; unpaid?: boolean; cancelled?: boolean };

/** The actions an unpaid order waits for payment before. */
const PAID_FIRST: readonly FulfilmentAction[] = ['startPicking', 'ship'];

/** Whether `action` may move the order as it is now. */
export function canFulfil(action: FulfilmentAction, order: FulfilmentOrderState): boolean {
  if (!(FULFILMENT_ACTIONS[action].from as readonly number[]).includes(Number(order.status))) return false;
  if (order.cancelled === true) return false;
  if (order.unpaid === true && PAID_FIRST.includes(action)) return false;
  return action !== 'deliver' || order.showTime === null || order.showTime === undefined;
}

/** The batch actions that may move the order as it is now. */
export function fulfilmentActionsFor(order: FulfilmentOrderState): FulfilmentAction[] {
  return FULFILMENT_ACTION_CODES.filter((action) => canFulfil(action, order));
}

/**
 * The real reason `action` cannot move the order as it is (not picked yet, already shipped, …), or null when it can.
 * FULFILMENT_MESSAGES.stale (订单状态已变化) is kept for a real race: the order changed between reading and moving.
 */
export function fulfilmentRefusal(action: FulfilmentAction, order: FulfilmentOrderState): string | null {
  if (canFulfil(action, order)) return null;
  if (order.cancelled === true) return FULFILMENT_MESSAGES.cancelled;
  const status = Number(order.status);
  if (status >= 5) return FULFILMENT_MESSAGES.completed;
  if (order.unpaid === true && PAID_FIRST.includes(action) && status < 3) return ORDER_PAYMENT_MESSAGES.unpaidNoFulfilment;
  if (action === 'startPicking') return status === 3 ? FULFILMENT_MESSAGES.alreadyPicked : FULFILMENT_MESSAGES.alreadyShipped;
  if (action === 'ship') return status < 3 ? FULFILMENT_MESSAGES.notPicked : FULFILMENT_MESSAGES.alreadyShipped;
  // deliver
  if (status === 4) return FULFILMENT_MESSAGES.alreadyDelivered;
  return status >= 1 && status < 4 ? FULFILMENT_MESSAGES.notShipped : FULFILMENT_MESSAGES.stale;
}

/** The name of the deliver step for an order: 已提货 for self-pickup, else 已送达. */
export function deliverStepName(deliveryType: number): string {
  return isSelfPickup(deliveryType) ? '已提货' : '已送达';
}

/**
 * The desk's status filter: 1 and 2 read 待配货 together; 4 splits by whether it was delivered. `paid`: an unpaid order
 * (an operator's order 待付款, waitsForPayment) is only under 待付款 — it is not picked or shipped until paid, so
 * 待配货 and the pick list leave it out.
 */
export const DESK_STATUS_FILTERS = {
  unpaid: { name: UNPAID_LABEL, statuses: [1, 2], paid: false },
  picking: { name: '待配货', statuses: [1, 2], paid: true },
  packed: { name: '待发货', statuses: [3], paid: true },
  shipped: { name: '已发货', statuses: [4], paid: true },
  delivered: { name: '已送达/已提货', statuses: [4], paid: true },
  completed: { name: '已完成', statuses: [5], paid: true },
} as const satisfies Record<string, { name: string; statuses: readonly OrderStatus[]; paid: boolean }>;
export type DeskStatusFilter = keyof typeof DESK_STATUS_FILTERS;
export const DESK_STATUS_FILTER_CODES = Object.keys(DESK_STATUS_FILTERS) as DeskStatusFilter[];

/** The order's state as the desk shows it (the buyer's label, with 已送达/已提货 once delivered). */
export function deskStatusLabel(order: FulfilmentOrderState & { deliveryType: number }): string {
  const status = Number(order.status);
  if (order.cancelled === true) return ORDER_CANCELLED_LABEL;
  if (waitsForPayment(status, order)) return UNPAID_LABEL;
  if (status === 4 && order.showTime !== null && order.showTime !== undefined) return deliverStepName(order.deliveryType);
  if (status === 1 || status === 2) return DESK_STATUS_FILTERS.picking.name;
  return (ORDER_STATUS as Record<number, string>)[status]?.replace(/^订单/, '') ?? '';
}

/** The delivery way's short name: 自提 or 代收. */
export function deliveryTypeLabel(deliveryType: number): string {
  return (LOGIS_TYPE_LABELS as Record<number, string>)[Number(deliveryType)] ?? '';
}

/** When a delivered order completes by itself (epoch ms), or null when it was not delivered. */
export function autoCompleteAt(showTime: Instant | null | undefined): number | null {
  if (showTime === null || showTime === undefined) return null;
  const ms = toEpochMs(showTime);
  return Number.isNaN(ms) ? null : ms + AUTO_COMPLETE_MS;
}

/**
 * True once AUTO_COMPLETE_HOURS have passed since showTime (exactly 72 h counts). Not delivered → false. An order with
 * an open after-sales claim (claims.ts, claimIsOpen) is never due: it waits until every claim is closed, then completes
 * if the 72 hours have passed by then (services/autoComplete.ts asks the same in its query).
 */
export function autoCompleteDue(showTime: Instant | null | undefined, now: Instant, hold: { openClaim?: boolean } = {}): boolean {
  if (hold.openClaim === true) return false;
  const at = autoCompleteAt(showTime);
  const ms = toEpochMs(now);
  return at !== null && !Number.isNaN(ms) && ms >= at;
}

/** Who completed an order (orders.completed_by). */
export const COMPLETED_BY = { buyer: 'buyer', auto: 'auto' } as const;

/** completed_by in Chinese: 买家确认收货 / 系统自动完成 / 员工. */
export function completedByLabel(completedBy: string | null | undefined): string {
  if (completedBy === COMPLETED_BY.buyer) return '买家确认收货';
  if (completedBy === COMPLETED_BY.auto) return '系统自动完成';
  if (completedBy?.startsWith('staff:')) return '员工';
  return '';
}
