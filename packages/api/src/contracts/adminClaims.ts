/**
 * Contracts of the 售后理赔 desk (issue 16; 客服 and 管理员): claims by state, paged on the server, with the 72-hour reply
 * deadline (overdue first), the buyer, the item, the photos, the supplier with its claim rate; the decisions accept,
 * propose (the formula's amount, or lower with a reason), pay (to the balance, exactly once) and reject with a reason.
 * Money crosses the wire as yuan strings.
 */
import {
  CLAIM_DESK_MESSAGES,
  CLAIM_DESK_STATE_CODES,
  CLAIM_REASON_MAX,
  claimReasonProblem,
  fenOf,
  type ClaimDeskState,
} from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, whole, yuan } from './answers';
import { body, flag, int, oneOf, query, refuse, staffPaging, text } from './fields';
import { claimImageSchema } from './afterSales';

const id = int({ msg: CLAIM_DESK_MESSAGES.notFound, code: 404 });
const states = CLAIM_DESK_STATE_CODES as [ClaimDeskState, ...ClaimDeskState[]];

/** A required reason, trimmed; refused with the domain's text. */
const reason = z
  .custom<string>(() => true)
  .optional()
  .transform((value, ctx) => {
    const textValue = typeof value === 'string' ? value.trim() : '';
    const problem = claimReasonProblem(textValue.slice(0, CLAIM_REASON_MAX * 4));
    return problem === null ? textValue : refuse(ctx, value, problem);
  });

/** An optional reason (needed only when the amount is lowered; the service decides). */
const optionalReason = text(CLAIM_REASON_MAX * 4);

/** An amount in yuan ("12.30" or 12.3) → fen; refused when it is not one. */
const amount = z
  .custom<string | number>(() => true)
  .optional()
  .transform((value, ctx) => {
    const textValue = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(textValue)) return refuse(ctx, value, CLAIM_DESK_MESSAGES.amountInvalid);
    return fenOf(textValue);
  });

export const claimRowSchema = entity({
  id: whole,
  status: whole,
  statusLabel: z.string(),
  state: z.enum(states),
  mainId: whole,
  orderNo: z.string(),
  itemId: whole,
  buyerId: whole,
  buyerName: z.string(),
  buyerPhone: z.string(),
  flwName: z.string(),
  cateName: z.string(),
  levelName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  /** The domain's claimRateText: accepted claims ÷ delivered items, last 30 days, with its basis ("近30天售后率 1.3%（2/150）" or 暂无). */
  supplierClaimRate: z.string(),
  asType: z.string(),
  asTypeName: z.string(),
  asQty: whole,
  asReason: z.string(),
  buyQty: whole,
  flwUnitno: whole,
  /** Purchase-day price per stem. */
  buyPrice: yuan,
  images: z.array(claimImageSchema),
  /** The formula's base: what the buyer paid for the affected bundles (the refund rule's share of the item, prorated). */
  baseAmount: yuan,
  /** What the domain's formula gives: 95 % of the base. */
  formulaAmount: yuan,
  /** The amount proposed or paid; '' before one is set. */
  realAmount: z.union([yuan, z.literal('')]),
  /** A rejection's reason or a lowered amount's reason; '' otherwise. */
  asNotice: z.string(),
  filedAt: isoTime,
  /** The 72-hour reply deadline; overdue only while the claim still awaits a reply (0, 1). */
  dueAt: isoTime,
  overdue: z.boolean(),
  awaitsReply: z.boolean(),
  processedAt: isoTime.nullable(),
  /** The charge-back decision (issue 31): null until decided; then charged back to the supplier or not, with its reason. */
  chargeBack: z.boolean().nullable(),
  chargeBackReason: z.string(),
  /** The decision is final: a confirmed settlement holds it (the desk no longer offers to change it). */
  chargeBackLocked: z.boolean(),
});
export type ClaimRow = z.infer<typeof claimRowSchema>;

/** `now`: the server's clock as it read the page — the desk's 72-hour countdown runs from it, not from the browser's. */
export const claimPageSchema = entity({ list: z.array(claimRowSchema), total: whole, now: isoTime });
export type ClaimPage = z.infer<typeof claimPageSchema>;

export const claimDecisionSchema = entity({ row: claimRowSchema, balance: yuan });
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

export const adminClaimEndpoints = endpoints('adminClaims', {
  list: endpoint('GET', '/admin/claims', 'staff:claims', {
    querystring: query({
      ...staffPaging(),
      /** pending (default), processing, toPay, paid or rejected. */
      state: oneOf(states),
      /** Order number, buyer's phone or name, variety or supplier. */
      keyword: text(40),
    }),
    response: answers(claimPageSchema),
  }),
  accept: endpoint('POST', '/admin/claims/accept', 'staff:claims', { body: body({ id }), response: answers(claimDecisionSchema) }),
  propose: endpoint('POST', '/admin/claims/propose', 'staff:claims', {
    body: body({ id, amount, reason: optionalReason }),
    response: answers(claimDecisionSchema),
  }),
  pay: endpoint('POST', '/admin/claims/pay', 'staff:claims', { body: body({ id }), response: answers(claimDecisionSchema) }),
  reject: endpoint('POST', '/admin/claims/reject', 'staff:claims', { body: body({ id, reason }), response: answers(claimDecisionSchema) }),
  /** 向供应商扣款 (issue 31): once the amount is decided (8, 9, 10); a reason when charged back (the service checks it). */
  chargeBack: endpoint('POST', '/admin/claims/charge-back', 'staff:claims', {
    body: body({ id, chargeBack: flag(), reason: optionalReason }),
    response: answers(claimDecisionSchema),
  }),
});

export type ClaimQuery = z.input<typeof adminClaimEndpoints.list.schema.querystring>;
export type ClaimIdBody = z.input<typeof adminClaimEndpoints.accept.schema.body>;
export type ClaimProposeBody = z.input<typeof adminClaimEndpoints.propose.schema.body>;
export type ClaimRejectBody = z.input<typeof adminClaimEndpoints.reject.schema.body>;
export type ClaimChargeBackBody = z.input<typeof adminClaimEndpoints.chargeBack.schema.body>;
