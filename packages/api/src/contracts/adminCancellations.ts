/**
 * Contracts of the 撤销审核 desk (issue 15, ours beyond the spec): the items whose buyers asked 申请撤销 (backStatus 2
 * 审核中), paged on the server with filters, and the two decisions: approve (the item is cancelled, its bundles return
 * to the lot, its refund to the buyer's balance) and reject with a reason (backStatus 3 撤销失败, the reason shown to
 * the buyer). Money crosses the wire as yuan strings.
 */
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_REASON_MAX,
  CANCELLATION_STATE_CODES,
  rejectionReasonProblem,
  type CancellationState,
  isCalendarDay,
} from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, staffPage, whole, yuan, zone } from './answers';
import { body, int, oneOf, query, refuse, staffPaging, text } from './fields';

/**
 * A calendar day `YYYY-MM-DD` (the auction date), `all` (every date), else null: the current auction date, as the
 * 订单履约 desk starts.
 */
const day = z
  .custom<string>(() => true)
  .optional()
  .transform((value) => (value === 'all' || isCalendarDay(value) ? value : null));

const itemId = int({ msg: CANCELLATION_MESSAGES.notFound });

/** The reason, trimmed; refused with the domain's text when missing or too long. */
const reason = z
  .custom<string>(() => true)
  .optional()
  .transform((value, ctx) => {
    const textValue = typeof value === 'string' ? value.trim() : '';
    const problem = rejectionReasonProblem(textValue.slice(0, CANCELLATION_REASON_MAX * 4));
    return problem === null ? textValue : refuse(ctx, value, problem);
  });

// ---------------------------------------------------------------- answers

const stateSchema = z.enum(CANCELLATION_STATE_CODES as [CancellationState, ...CancellationState[]]);

export const cancellationRowSchema = entity({
  itemId: whole,
  mainId: whole,
  orderNo: z.string(),
  /** The order's main status (1–5) and its text (§4). */
  orderStatus: whole,
  orderStatusLabel: z.string(),
  auctionDate: z.string(),
  session: zone,
  buyerId: whole,
  buyerName: z.string(),
  buyerPhone: z.string(),
  flwName: z.string(),
  cateName: z.string(),
  levelName: z.string(),
  supplierName: z.string(),
  positionNo: z.string(),
  /** Bundles (扎) and stems (枝) of the item: what returns to the lot's stock. */
  buyQty: whole,
  buyQtyAll: whole,
  /** The item's goods and its activity discount. */
  feeGoods: yuan,
  feeDiscount: yuan,
  /**
   * What returns to the balance: for a request waiting, what approving it now would refund (the domain's itemRefund on
   * the order as it stands); for an approved one, what was refunded; for a rejected one, "0.00".
   */
  refund: yuan,
  /** True when approving it now returns the order's fees too (it is the order's last standing item). */
  refundsFees: z.boolean(),
  /** The order waits for payment (待付款, an operator's unpaid order): approving refunds nothing (ours, issue 18). */
  unpaid: z.boolean(),
  state: stateSchema,
  backStatus: whole,
  /** The rejection reason (撤销失败), '' otherwise. */
  reason: z.string(),
  /** The order's time; ISO 8601. */
  orderedAt: isoTime,
  /** When and by whom it was decided; null while waiting. */
  decidedAt: isoTime.nullable(),
  decidedBy: z.string().nullable(),
});
export type CancellationRow = z.infer<typeof cancellationRowSchema>;

/** A page of requests and the auction date listed ('' for every date). */
export const cancellationPageSchema = staffPage(cancellationRowSchema).extend({ auctionDate: z.string() });
export type CancellationPage = z.infer<typeof cancellationPageSchema>;

export const cancellationDecisionSchema = entity({ row: cancellationRowSchema, balance: yuan });
export type CancellationDecision = z.infer<typeof cancellationDecisionSchema>;

export const adminCancellationEndpoints = endpoints('adminCancellations', {
  list: endpoint('GET', '/admin/cancellations', 'staff:cancellations', {
    querystring: query({
      ...staffPaging(),
      /** pending (default), approved or rejected. */
      state: oneOf(CANCELLATION_STATE_CODES as [CancellationState, ...CancellationState[]]),
      /** The auction date, `all` for every date; absent: the current auction date. */
      date: day,
      /** A or C; absent: both sessions. */
      session: oneOf(['A', 'C'] as const),
      /** Order number, buyer's phone or name, or variety. */
      keyword: text(40),
    }),
    response: answers(cancellationPageSchema),
  }),
  approve: endpoint('POST', '/admin/cancellations/approve', 'staff:cancellations', {
    body: body({ itemId }),
    response: answers(cancellationDecisionSchema),
  }),
  reject: endpoint('POST', '/admin/cancellations/reject', 'staff:cancellations', {
    body: body({ itemId, reason }),
    response: answers(cancellationDecisionSchema),
  }),
});

export type CancellationQuery = z.input<typeof adminCancellationEndpoints.list.schema.querystring>;
export type CancellationApproveBody = z.input<typeof adminCancellationEndpoints.approve.schema.body>;
export type CancellationRejectBody = z.input<typeof adminCancellationEndpoints.reject.schema.body>;
