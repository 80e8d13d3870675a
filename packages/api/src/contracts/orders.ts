/** Request and response contracts of a buyer's order calls (orderRoutes). */
import {
  CLAIM_MESSAGES,
  FULFILMENT_MESSAGES,
  MESSAGES,
  ORDER_TABS,
  type OrderTab,
  orderTabByCode,
  orderTabByIndex,
  type OrderTabCode,
  PAGE_SIZES,
  REMARK_MESSAGES,
} from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, file, laterTime, paged, shanghaiTime, whole, XLSX_TYPE, yuan } from './answers';
import { buySheetAnswer } from './buySheet';
import { body, filterId, int, pageNumber, query, refuse, text } from './fields';

/** Refusal texts of the order calls (ours: the spec says only "msg shown"). */
export const ORDER_REFUSALS = {
  orderNotFound: FULFILMENT_MESSAGES.notFound,
  itemNotFound: CLAIM_MESSAGES.itemNotFound,
  keywordRequired: MESSAGES.searchEmpty,
  /** modify-notice without a notice (an empty string is how a remark is cleared). */
  noticeRequired: REMARK_MESSAGES.notText,
  /** A notice that is not text (a number, an object…). */
  noticeInvalid: '备注格式有误',
} as const;

/** An order id of the buyer's: malformed → 订单不存在 (404), as an id that is not theirs. */
const mainId = int({ msg: ORDER_REFUSALS.orderNotFound, code: 404 });
/** Page ≥ 1; limit 1–50 (default: the orders page size). */
const paging = { page: pageNumber(1, 2_147_483_647), limit: pageNumber(PAGE_SIZES.orders, 50) };

/** A tab code (all/new/processing/shipped/completed) or an index 0–4; anything else lists 全部. */
const tab = z
  .custom<OrderTabCode | number | string>(() => true)
  .optional()
  .transform((value): OrderTab => orderTabByCode(value) ?? orderTabByIndex(value) ?? ORDER_TABS[0]);

// ---------------------------------------------------------------- answers

export const orderMainSchema = entity({
  mainId: whole,
  orderNo: z.string(),
  createTime: shanghaiTime,
  rcvUser: z.string(),
  rcvPhone: z.string(),
  rcvPname: z.string(),
  rcvCname: z.string(),
  rcvZname: z.string(),
  rcvAddress: z.string(),
  deliveryTypeStr: z.string(),
  deliveryType: whole,
  deliveryName: z.string(),
  logisCode: z.string(),
  logisName: z.string(),
  logisNumber: z.string(),
  orderNotice: z.string(),
  status: whole,
  preWeight: z.string(),
  realWeight: z.string(),
  checkTime: laterTime,
  feeDeliveryreal: yuan,
  feeShort: yuan,
  feeBox: yuan,
  showTime: laterTime,
  /** When the buyer confirmed receipt ("" until then; ours): after it no after-sales claim can be filed. */
  confirmTime: laterTime,
  /**
   * Ours (issue 18): true while the order waits for payment (待付款) — an operator placed it unpaid; the buyer pays it
   * with pay-order (去付款) or 财务 settle it. Its stock is taken all the same.
   */
  unpaid: z.boolean(),
  /** Ours (issue 18): true when a market operator placed the order for the buyer (代下单). */
  agentPlaced: z.boolean(),
  /** Ours: true once every item of the order was cancelled (已撤销 on the 撤销审核 desk): nothing left to pick or pay. */
  cancelled: z.boolean(),
});

export const orderSumDataSchema = entity({
  allFeePayment: yuan,
  allFeeGoods: yuan,
  allFeeDiscount: yuan,
  allCommission: yuan,
  allFeeLogis: yuan,
  allFeeBox: yuan,
  /** Coupon plus member discount (ours: the spec names the field without saying what it holds). */
  feeFodas: yuan,
  allAcount: whole,
  /** Coupon deduction and member discount, each on its own (ours). */
  allFeeCoupon: yuan,
  allFeeMember: yuan,
});

export const orderItemSchema = entity({
  itemId: whole,
  productImage: z.string(),
  cateName: z.string(),
  flwName: z.string(),
  levelName: z.string(),
  weightAll: z.string(),
  openName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  buyPrice: yuan,
  flwUnitno: whole,
  buyQtyall: whole,
  buyQty: whole,
  feeGoods: yuan,
  feeDiscount: yuan,
  /** '0'–'3' as §4; '4' 已撤销 (ours): staff approved the cancellation and refunded the item. */
  backStatus: z.enum(['0', '1', '2', '3', '4']),
  /** Ours: the staff's reason when backStatus is '3' 撤销失败, else ''. */
  backReason: z.string(),
  afterSalesStatus: z.string(),
  /** Ours: what approving a cancellation of the item would refund to the balance now ("0.00" for an unpaid order). */
  refund: yuan,
});

export const orderListEntrySchema = entity({
  main: orderMainSchema,
  order: entity({ list: z.array(orderItemSchema), sumData: orderSumDataSchema }),
  deliveryTypeStr: z.string(),
});

export const orderSearchRowSchema = entity({
  mainId: whole,
  status: whole,
  /**
   * One matching item with its order's figures. Decision (the spec names them only): ALLE is the order's goods
   * amount, ALLL its logistics fee, ALLPAY the amount paid, allFeeDiscount its activity discount; orderNo is ours.
   */
  details: orderItemSchema.extend({
    createTime: shanghaiTime,
    orderNo: z.string(),
    ALLE: yuan,
    ALLL: yuan,
    ALLPAY: yuan,
    allFeeDiscount: yuan,
  }),
  orderNotice: z.string(),
  rcvUser: z.string(),
  rcvPhone: z.string(),
  rcvAddress: z.string(),
  /** Ours (issue 18): the order waits for payment (待付款), and an operator placed it (代下单). */
  unpaid: z.boolean(),
  agentPlaced: z.boolean(),
  /** Ours: every item of the row's order was cancelled (已撤销). */
  cancelled: z.boolean(),
});

/**
 * What pay-order did (ours, issue 18): amount taken (0.00 when the order was paid already: nothing is taken twice),
 * the usable balance after it, when the order was paid, and whether this call paid it.
 */
export const orderPaymentSchema = entity({
  mainId: whole,
  orderNo: z.string(),
  amount: yuan,
  balance: yuan,
  paidTime: shanghaiTime,
  paidNow: z.boolean(),
});

export const orderListPageSchema = paged(orderListEntrySchema);
export const orderSearchPageSchema = entity({ list: z.array(orderSearchRowSchema), total: whole });
export const orderDetailSchema = entity({ main: orderMainSchema, list: z.array(orderItemSchema), sumData: orderSumDataSchema });

/**
 * link: absolute URL of the one-time download, which the page fetches at once (never shown or copied);
 * expiresAt: "YYYY-MM-DD HH:mm:ss" Shanghai; fileName: what to save it as, 订单{orderNo}.xlsx (ours).
 */
export const orderExportLinkSchema = entity({ link: z.url(), expiresAt: shanghaiTime, fileName: z.string() });

// Spec §3 after-sales entities (the after-sales calls are not built yet): declared for when they are.

export const afterSalesApplicationSchema = entity({
  mainId: whole,
  itemId: whole,
  asType: z.string(),
  asTypeName: z.string(),
  asQty: whole,
  asReason: z.string(),
  asImages: z.string(),
});

export const afterSalesRecordSchema = entity({
  id: whole,
  mainId: whole,
  status: whole,
  asName: z.string(),
  asQty: whole,
  asNotice: z.string(),
  asImages: z.array(z.string()),
  createTime: z.string(),
  statusText: z.string(),
  realAmount: yuan,
  flwName: z.string(),
  levelName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  orderItem: orderItemSchema.pick({
    productImage: true,
    weightAll: true,
    openName: true,
    flwUnitno: true,
    buyPrice: true,
    buyQtyall: true,
    buyQty: true,
  }),
});

export const afterSalesTypesSchema = z.record(z.string(), z.string());

const nothingAnswer = answers(z.null());

export const orderEndpoints = endpoints('orders', {
  list: endpoint('POST', '/pc/main/main-order-list', 'buyer', { body: body({ tab, ...paging }), response: answers(orderListPageSchema) }),
  search: endpoint('POST', '/pc/order/search-list', 'buyer', {
    body: body({
      keywords: text(100).transform((value, ctx) => value || refuse(ctx, value, ORDER_REFUSALS.keywordRequired)),
      ...paging,
    }),
    response: answers(orderSearchPageSchema),
  }),
  detail: endpoint('POST', '/v2/main/order-detail', 'buyer', { body: body({ mainId }), response: answers(orderDetailSchema) }),
  /** Ours (issue 32, 再来一单): the review sheet of an order's lines matched to today's lots; not the buyer's → 404. */
  reorder: endpoint('POST', '/v1/order/reorder', 'buyer', { body: body({ mainId }), response: buySheetAnswer }),
  modifyNotice: endpoint('POST', '/v2/main/modify-notice', 'buyer', {
    body: body({
      /** Checked before the order (the remark's own rules are the domain's remarkSchema, in the service). */
      notice: z
        .custom<string>(() => true)
        .transform((value, ctx) => {
          if (value === undefined || value === null) return refuse(ctx, value, ORDER_REFUSALS.noticeRequired);
          if (typeof value !== 'string') return refuse(ctx, value, ORDER_REFUSALS.noticeInvalid);
          return value;
        }),
      mainId,
    }),
    response: answers(entity({ orderNotice: z.string() })),
  }),
  export: endpoint('POST', '/v2/order/order-export', 'buyer', { body: body({ mainId }), response: answers(orderExportLinkSchema) }),
  /** The spec's payload names itemId while the issue names mainId: either is accepted (malformed → null). */
  confirm: endpoint('POST', '/v2/main/confirm-order', 'buyer', {
    body: body({ mainId: filterId(), itemId: filterId() }),
    response: nothingAnswer,
  }),
  backOrder: endpoint('POST', '/v2/main/back-order', 'buyer', {
    body: body({ itemId: int({ msg: ORDER_REFUSALS.itemNotFound, code: 404 }) }),
    response: nothingAnswer,
  }),
  /**
   * Ours, beyond the spec (issue 18): pays an unpaid operator order (待付款) of the buyer from their balance. Another
   * buyer's order answers 订单不存在 (404); a balance short of the payment answers 411 您的账户余额不足 with
   * data { balance, amount }; paying twice takes the money once.
   */
  payOrder: endpoint('POST', '/v1/order/pay-order', 'buyer', { body: body({ mainId }), response: answers(orderPaymentSchema) }),
  /** The one-time download: a malformed link reads as gone (410 page), never as an error. */
  exportFile: endpoint('GET', '/v2/order/export-file', 'public', {
    querystring: query({
      mainId: filterId(),
      token: z
        .custom<string>(() => true)
        .optional()
        .transform((value) => (typeof value === 'string' ? value : '')),
    }),
    /** A file, not JSON: the .xlsx, or the 410 page of a spent or expired link. */
    response: {
      200: file(XLSX_TYPE),
      410: file('text/html; charset=utf-8'),
    },
  }),
});
