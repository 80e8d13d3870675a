/**
 * The unpaid order (待付款, issue 18): an order a market operator placed for a buyer without paying it
 * (/cp6/order/submit pay 0). Its stock is taken at once; the buyer pays it later from /order (POST /v1/order/pay-order,
 * ours beyond the spec) or 财务 staff settle it from the buyer's balance (代扣付款, the back office's 买家 desk).
 *
 * Decisions (ours):
 * - Until it is paid the order waits at status 1 and the market neither packs nor ships it: 开始配货 and 发货 are
 *   refused with a clear reason. It still holds the stock it took.
 * - Paying takes the order's payment as it stands (after any cancelled items) from the usable balance (balance −
 *   frozen), all or nothing; paying an order that is already paid takes nothing (idempotent).
 * - A cancelled item of an unpaid order refunds nothing (nothing was paid) but its stems return to the lot and the
 *   order's payment shrinks by the item's share. An unpaid order whose every item was cancelled owes nothing and counts
 *   as settled.
 * - Every operator order names the sign that placed it (orders.placed_by `operator:<signId>`): the buyer sees 代下单,
 *   the back office the sign's label.
 */
import { formatPrice, type Fen } from './money';
import { MESSAGES } from './messages';

export const UNPAID_LABEL = '待付款';
export const AGENT_PLACED_LABEL = '代下单';

export const ORDER_PAYMENT_MESSAGES = {
  /** The buyer paid their order. */
  paid: '付款成功',
  /** Paying an order already paid: nothing is taken again. */
  alreadyPaid: '该订单已付款',
  /** 财务 settled the order from the buyer's balance. */
  settled: '代扣付款成功',
  /** The spec's text of code 411 (§8). */
  insufficient: MESSAGES.insufficientBalance,
  /** 开始配货 / 发货 of an unpaid order. */
  unpaidNoFulfilment: '该订单待付款，买家付款或财务代扣付款后才能配货发货',
} as const;

/** What an order's amount is called: 应付 (owed) while it waits for payment, 实付 (paid) once it is paid. */
export const ORDER_AMOUNT_LABELS = {
  paid: { short: '实付', full: '实付金额' },
  unpaid: { short: '应付', full: '应付金额' },
} as const;
export type OrderAmountLabel = (typeof ORDER_AMOUNT_LABELS)[keyof typeof ORDER_AMOUNT_LABELS];

/** The amount's label of an order: 应付/应付金额 while unpaid (an operator's order 待付款), else 实付/实付金额. */
export function orderAmountLabel(unpaid: boolean | null | undefined): OrderAmountLabel {
  return ORDER_AMOUNT_LABELS[unpaid === true ? 'unpaid' : 'paid'];
}

/** orders.placed_by of an order placed by the buyer themself. */
export const PLACED_BY_BUYER = 'buyer';

/** orders.placed_by of an order an operator sign placed. */
export function placedByOperator(signId: number): string {
  return `operator:${signId}`;
}

/** The operator sign's id that placed the order, or null when the buyer placed it (or the value is unreadable). */
export function operatorSignIdOf(placedBy: string | null | undefined): number | null {
  const match = /^operator:(\d{1,10})$/.exec(placedBy ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether an operator placed the order for the buyer (代下单). */
export function isAgentPlaced(placedBy: string | null | undefined): boolean {
  return operatorSignIdOf(placedBy) !== null;
}

/**
 * Who placed the order, as the back office shows it: '' for the buyer's own, 代下单（<sign label>） for an operator's
 * (代下单 alone when the sign's label is unknown).
 */
export function placedByText(placedBy: string | null | undefined, signLabel: string | null | undefined): string {
  if (!isAgentPlaced(placedBy)) return '';
  const label = (signLabel ?? '').trim();
  return label ? `${AGENT_PLACED_LABEL}（${label}）` : AGENT_PLACED_LABEL;
}

/** The ledger text of paying an unpaid order: by the buyer, or settled by 财务 (代扣付款). */
export function orderPaymentNotice(orderNo: string, by: 'buyer' | 'staff'): string {
  return by === 'staff' ? `代扣付款（订单${orderNo}）` : `支付订单（订单${orderNo}）`;
}

/** 财务's refusal when the buyer's usable balance does not cover the order: the balance and the amount named. */
export function settleShortText(usableFen: Fen, amountFen: Fen): string {
  return `${ORDER_PAYMENT_MESSAGES.insufficient}：可用余额${formatPrice(Math.max(0, usableFen))}，需付${formatPrice(amountFen)}，请先现金充值`;
}

/** What paying would take, and whether the usable balance covers it. */
export function payOrderCheck(usableFen: Fen, amountFen: Fen): { enough: boolean; shortFen: Fen } {
  const usable = Math.max(0, Math.trunc(usableFen));
  const amount = Math.max(0, Math.trunc(amountFen));
  return { enough: usable >= amount, shortFen: Math.max(0, amount - usable) };
}
