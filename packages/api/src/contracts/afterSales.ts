/**
 * Request and response contracts of the buyer's after-sales calls (§7, issue 16): the type list, filing a claim with
 * up to 3 uploaded photos, the record list, cancelling and fetching one. The form fields pass through untouched
 * (`formValue`): the service checks them in the spec's order with the domain's texts (§5), then the domain's claim
 * rule (claimRefusal) — the same function /aftersale runs.
 */
import { CLAIM_MESSAGES, PAGE_SIZES } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, paged, shanghaiTime, whole } from './answers';
import { body, formValue, int, pageNumber, text } from './fields';
import { afterSalesRecordSchema, ORDER_REFUSALS } from './orders';

const mainId = int({ msg: ORDER_REFUSALS.orderNotFound, code: 404 });
const itemId = int({ msg: CLAIM_MESSAGES.itemNotFound, code: 404 });
const claimId = int({ msg: CLAIM_MESSAGES.claimNotFound, code: 404 });

/** A proof photo of a record: its key, and where the owner (with their token) or staff read it and its thumbnail. */
export const claimImageSchema = entity({ key: z.string(), url: z.string(), thumbUrl: z.string() });

/**
 * A record (§3) with what the pages need besides (ours): the item id, the type code, the photos' addresses,
 * the order number, when it was decided, and the reason staff gave (asNotice: a rejection's or a lowered amount's).
 */
export const claimRecordSchema = afterSalesRecordSchema.extend({
  itemId: whole,
  orderNo: z.string(),
  asType: z.string(),
  asReason: z.string(),
  images: z.array(claimImageSchema),
  processTime: z.union([shanghaiTime, z.literal('')]),
  /** 撤销 is offered (status ≤ 1). */
  canCancel: z.boolean(),
});
export type ClaimRecord = z.infer<typeof claimRecordSchema>;
export type ClaimImage = z.infer<typeof claimImageSchema>;

export const claimRecordPageSchema = paged(claimRecordSchema);
export type ClaimRecordPage = z.infer<typeof claimRecordPageSchema>;

/** What /aftersale reads besides the item (from the route): the types, the bundles still claimable and the window. */
export const claimFormInfoSchema = entity({
  types: z.record(z.string(), z.string()),
  /** Bundles still claimable (bought − claimed); 0 when nothing may be filed. */
  claimable: whole,
  /** Why nothing may be filed now ('' when a claim may be filed). */
  refusal: z.string(),
  /** The end of the 8-hour window (ISO), or null before receipt. */
  windowEndsAt: isoTime.nullable(),
});

export const afterSalesEndpoints = endpoints('afterSales', {
  /** The type map (code → name); the spec sends no payload. */
  afterItems: endpoint('POST', '/v1/main/after-items', 'buyer', { body: body({}), response: answers(z.record(z.string(), z.string())) }),
  addAfter: endpoint('POST', '/v1/main/add-after', 'buyer', {
    body: body({
      mainId,
      itemId,
      asType: formValue<string>(),
      asTypeName: formValue<string>(),
      asQty: formValue<number | string>(),
      asReason: formValue<string>(),
      /** The uploaded keys: a JSON array string (§3) or an array. */
      asImages: formValue<string | string[]>(),
    }),
    response: answers(entity({ id: whole })),
  }),
  afterList: endpoint('POST', '/pc/main/after-list', 'buyer', {
    body: body({
      asType: text(10),
      astypeName: text(20),
      keyword: text(40),
      /** Shanghai days YYYY-MM-DD, both included; '' for no bound. */
      start: text(10),
      end: text(10),
      page: pageNumber(1, 100_000),
      limit: pageNumber(PAGE_SIZES.afterSales, 50),
    }),
    response: answers(claimRecordPageSchema),
  }),
  cancelAfter: endpoint('POST', '/v1/main/cancel-after', 'buyer', { body: body({ id: claimId }), response: answers(z.null()) }),
  fetchAfter: endpoint('POST', '/v1/main/fetch-after', 'buyer', {
    body: body({ mainId, itemId }),
    response: answers(z.array(claimRecordSchema)),
  }),
  /** Ours: what /aftersale needs to know about an item before the buyer types anything. */
  formInfo: endpoint('POST', '/v1/main/after-form', 'buyer', { body: body({ mainId, itemId }), response: answers(claimFormInfoSchema) }),
});

export type AddAfterBody = z.input<typeof afterSalesEndpoints.addAfter.schema.body>;
export type AfterListBody = z.input<typeof afterSalesEndpoints.afterList.schema.body>;
export type ClaimFormInfo = z.infer<typeof claimFormInfoSchema>;
