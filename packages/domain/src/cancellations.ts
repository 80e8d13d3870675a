/**
 * The 撤销审核 desk (back office, beyond the spec): staff decide the buyers' cancellation requests (backStatus 2 审核中).
 * Approving cancels the item (backStatus 4 已撤销, refund by `itemRefund` in ./refund); rejecting needs a reason and
 * sets backStatus 3 撤销失败, the reason shown to the buyer. The server refuses with these same texts.
 */
import { formatPrice, type Fen } from './money';
import { itemRefund, type ItemRefund, type RefundItem, type RefundOrder } from './refund';
import { BACK_ORDER_PROMPT, BACK_STATUS_CANCELLED, BACK_STATUS_REJECTED, BACK_STATUS_UNDER_REVIEW } from './statuses';

/** Which requests the desk lists: waiting (审核中), approved (已撤销) or rejected (撤销失败). */
export const CANCELLATION_STATES = {
  pending: { label: '待审核', backStatus: BACK_STATUS_UNDER_REVIEW },
  approved: { label: '已同意', backStatus: BACK_STATUS_CANCELLED },
  rejected: { label: '已驳回', backStatus: BACK_STATUS_REJECTED },
} as const;
export type CancellationState = keyof typeof CANCELLATION_STATES;
export const CANCELLATION_STATE_CODES = Object.keys(CANCELLATION_STATES) as CancellationState[];

export function isCancellationState(value: unknown): value is CancellationState {
  return typeof value === 'string' && Object.hasOwn(CANCELLATION_STATES, value);
}

/** The desk state of an item's backStatus (2, 3 or 4), or null for an item without a request. */
export function cancellationStateOf(backStatus: number): CancellationState | null {
  return CANCELLATION_STATE_CODES.find((state) => CANCELLATION_STATES[state].backStatus === backStatus) ?? null;
}

export const CANCELLATION_REASON_MAX = 100;

/** Order status from which nothing can be cancelled any more (4 订单已发货, and 5 after it). */
export const CANCELLATION_SHIPPED_STATUS = 4;

/**
 * Order status from which a request can no longer be approved (3 订单待发货: the goods are packed). The rule, both
 * sides: 开始配货 is refused for an order with a request under review (fulfilment.ts, FULFILMENT_MESSAGES
 * .pendingCancellation) until staff decide it; and approving is refused once the order is packed — rejecting stays
 * possible until it ships, so a request never stays open.
 */
export const CANCELLATION_PACKED_STATUS = 3;

export const CANCELLATION_MESSAGES = {
  rejected: '已驳回撤销申请',
  reasonMissing: '请填写驳回原因',
  reasonLong: `驳回原因不能超过${CANCELLATION_REASON_MAX}个字`,
  notFound: '该商品不存在',
  noRequest: '该商品没有待审核的撤销申请',
  alreadyApproved: '该撤销申请已同意，不能重复处理',
  alreadyRejected: '该撤销申请已驳回，不能重复处理',
  shipped: '订单已发货，不能撤销',
  packed: '订单已配货，不能撤销',
  approveConfirm: '同意后商品撤销，扎数退回库存，款项退回买家余额，且不可恢复。确认同意？',
  /** An operator's order still waiting for payment (待付款, issue 18): nothing was paid, so nothing is refunded. */
  approveConfirmUnpaid: '同意后商品撤销，扎数退回库存；订单未付款，无需退款。撤销后不可恢复，确认同意？',
  noRefundUnpaid: '无需退款（订单未付款）',
  /** Approved with nothing to return (an unpaid order's item). */
  approvedNoRefund: '已同意撤销，无需退款',
} as const;

/** What approving said: the refund returned to the balance, or 无需退款 when nothing was (an unpaid order's item). */
export function cancellationApprovedMessage(refundFen: Fen): string {
  return refundFen > 0 ? `已同意撤销，${formatPrice(refundFen)} 已退回买家余额` : CANCELLATION_MESSAGES.approvedNoRefund;
}

/**
 * What approving the cancellation of item `itemId` refunds, the order as it stands: `itemRefund`, except that an
 * unpaid order (待付款, issue 18) refunds nothing (no fees, no member savings). Null when the item is not standing.
 */
export function cancellationRefund(order: RefundOrder, items: readonly RefundItem[], itemId: number, paid: boolean): ItemRefund | null {
  const computed = itemRefund(order, items, itemId);
  if (!computed || paid) return computed;
  return { ...computed, refundFen: 0, feesFen: 0, memberFen: 0 };
}

/** The buyer's 申请撤销 prompt (§8's 请确认是否申请撤销) with what approval would refund to the balance, or 无需退款. */
export function backOrderPrompt(refundFen: Fen): string {
  return refundFen > 0
    ? `${BACK_ORDER_PROMPT}？撤销通过后 ${formatPrice(refundFen)} 将退回您的余额`
    : `${BACK_ORDER_PROMPT}？该订单未付款，撤销无需退款`;
}

/** The problem of a rejection reason (trimmed), or null when it will do. */
export function rejectionReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return CANCELLATION_MESSAGES.reasonMissing;
  if ([...text].length > CANCELLATION_REASON_MAX) return CANCELLATION_MESSAGES.reasonLong;
  return null;
}

/**
 * Why a request in `backStatus` on an order in `orderStatus` cannot be decided now (`approve`, the default, or
 * `reject`), or null when it can. Approving stops once the order is packed; rejecting once it has shipped.
 */
export function cancellationDecisionProblem(
  backStatus: number,
  orderStatus: number,
  decision: 'approve' | 'reject' = 'approve',
): string | null {
  if (backStatus === BACK_STATUS_CANCELLED) return CANCELLATION_MESSAGES.alreadyApproved;
  if (backStatus === BACK_STATUS_REJECTED) return CANCELLATION_MESSAGES.alreadyRejected;
  if (backStatus !== BACK_STATUS_UNDER_REVIEW) return CANCELLATION_MESSAGES.noRequest;
  if (orderStatus >= CANCELLATION_SHIPPED_STATUS) return CANCELLATION_MESSAGES.shipped;
  if (decision === 'approve' && orderStatus >= CANCELLATION_PACKED_STATUS) return CANCELLATION_MESSAGES.packed;
  return null;
}

/** The text a buyer reads on a rejected item: 撤销失败 with the staff's reason. */
export function backRejectionText(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  return text ? `撤销失败：${text}` : '撤销失败';
}
