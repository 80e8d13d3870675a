/**
 * Contracts of the 订单履约 desk (issue 15, ours beyond the spec): the orders of an auction date and session, the
 * pick list, and the batch actions 开始配货, 发货, 已送达/已提货. A batch takes a list of order ids and answers per
 * order what happened (moved, or refused with the reason); the request itself is refused only when it names no
 * order or too many.
 */
import {
  DESK_STATUS_FILTER_CODES,
  FULFILMENT_BATCH_MAX,
  FULFILMENT_MESSAGES,
  type DeskStatusFilter,
  type OrderStatus,
  isCalendarDay,
} from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, file, isoTime, whole, zone } from './answers';
import { body, filterId, oneOf, query, refuse, staffPaging, text, wholeNumber } from './fields';
import { orderItemSchema, orderSumDataSchema } from './orders';

/** A calendar day `YYYY-MM-DD`; absent or '': null (the server's current auction date); anything else is refused. */
export const auctionDay = z
  .custom<string>(() => true)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    return isCalendarDay(value) ? value : refuse(ctx, value, FULFILMENT_MESSAGES.dateInvalid);
  });

/** A list of order ids (1–FULFILMENT_BATCH_MAX, duplicates dropped). */
const orderIds = z
  .custom<(number | string)[]>(() => true)
  .optional()
  .transform((value, ctx) => {
    const list = Array.isArray(value) ? value : [];
    const ids = [...new Set(list.map((v) => wholeNumber(v)).filter((n): n is number => n !== null && n >= 1 && n <= 2_147_483_647))];
    if (ids.length === 0) return refuse(ctx, value, FULFILMENT_MESSAGES.noneSelected);
    if (ids.length > FULFILMENT_BATCH_MAX) return refuse(ctx, value, FULFILMENT_MESSAGES.tooMany);
    return ids;
  });

/**
 * The orders to print (issue 31): ids as a list or comma-separated ("12,13"), duplicates dropped, at most
 * FULFILMENT_BATCH_MAX; absent or '': null (the desk's filter instead).
 */
const printIds = z
  .custom<string | (number | string)[]>(() => true)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    const list = Array.isArray(value) ? value : String(value).split(',');
    const ids = [...new Set(list.map((v) => wholeNumber(v)))];
    if (ids.some((id) => id === null || id < 1 || id > 2_147_483_647)) return refuse(ctx, value, FULFILMENT_MESSAGES.notFound, 404);
    if (ids.length > FULFILMENT_BATCH_MAX) return refuse(ctx, value, FULFILMENT_MESSAGES.tooMany);
    return ids as number[];
  });

export const deskFilters = {
  auctionDate: auctionDay,
  /** A or C; absent: both sessions. */
  session: oneOf(['A', 'C'] as const),
  status: oneOf(DESK_STATUS_FILTER_CODES as [DeskStatusFilter, ...DeskStatusFilter[]]),
  /** The buyer: part of their name, phone or account number. */
  buyer: text(40),
  /** Order number, buyer or receiver phone, or variety. */
  keyword: text(40),
};

// ---------------------------------------------------------------- answers

export const deskOrderRowSchema = entity({
  mainId: whole,
  orderNo: z.string(),
  session: zone,
  auctionDate: z.string(),
  status: z.custom<OrderStatus>((value) => typeof value === 'number'),
  /** The desk's label: 待付款 (issue 18), 待配货, 待发货, 已发货, 已送达/已提货, 已完成. */
  statusLabel: z.string(),
  /** Issue 18: an operator's order still waiting for payment: neither packed nor shipped until paid. */
  unpaid: z.boolean(),
  /** Issue 18: 代下单（<the operator sign's label>）, or '' for the buyer's own order. */
  placedByLabel: z.string(),
  buyerId: whole,
  buyerName: z.string(),
  buyerPhone: z.string(),
  rcvUser: z.string(),
  rcvPhone: z.string(),
  /** Province and city of the receiver. */
  rcvPlace: z.string(),
  deliveryType: whole,
  /** 自提 or 代收. */
  deliveryTypeLabel: z.string(),
  /** The logistics company the buyer's address asked for (free text), or the one staff shipped with. */
  logisName: z.string(),
  logisCode: z.string(),
  logisNumber: z.string(),
  /** Varieties of the order, e.g. 卡罗拉、白荔枝. */
  varieties: z.string(),
  bundles: whole,
  /** ISO 8601 times, null until they happen. */
  createdAt: isoTime,
  showTime: isoTime.nullable(),
  /** When the 72-hour job completes it; null unless delivered, and while an after-sales claim is open. */
  autoCompleteAt: isoTime.nullable(),
  completedAt: isoTime.nullable(),
  completedBy: z.string(),
});
export type DeskOrderRow = z.infer<typeof deskOrderRowSchema>;
/** auctionDate: the day listed (the server's current auction date when none was asked). */
export const deskOrderPageSchema = entity({ auctionDate: z.string(), list: z.array(deskOrderRowSchema), total: whole });
export type DeskOrderPage = z.infer<typeof deskOrderPageSchema>;

export const pickLineSchema = entity({
  stockId: whole,
  positionNo: z.string(),
  flwName: z.string(),
  levelName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  /** The lot's bundles across the listed orders. */
  lotBundles: whole,
  mainId: whole,
  orderNo: z.string(),
  buyerName: z.string(),
  bundles: whole,
  status: whole,
});
export type PickLine = z.infer<typeof pickLineSchema>;
export const pickListSchema = entity({ auctionDate: z.string(), list: z.array(pickLineSchema), total: whole });
export type PickListPage = z.infer<typeof pickListSchema>;

export const batchOutcomeSchema = entity({
  mainId: whole,
  orderNo: z.string(),
  moved: z.boolean(),
  /** The status after the action (moved) or as found (refused); 0 for an unknown order. */
  status: whole,
  /** 已发货 … or the refusal's reason. */
  msg: z.string(),
});
export type BatchOutcome = z.infer<typeof batchOutcomeSchema>;
export const batchResultSchema = entity({ moved: whole, refused: whole, results: z.array(batchOutcomeSchema) });
export type BatchResult = z.infer<typeof batchResultSchema>;

/**
 * One order as the desk's detail shows it (issue 31): its desk row (status, buyer, delivery way, logistics), the whole
 * address, the buyer's remark, when it was paid, its items with the lot each came from (position, supplier, grade,
 * length; a cancelled item stays, marked), the sums the buyer sees, and its history newest last: the times the order
 * itself keeps (下单, 付款, 买家确认收货) and every audit row about it, an item of it or a claim on it, each with who.
 */
export const staffOrderItemSchema = orderItemSchema.extend({
  stockId: whole,
  /** The lot's position number in the market hall, where the picker finds it. */
  positionNo: z.string(),
  /** The stems' length as shown to buyers, e.g. 35-40cm. */
  lengthName: z.string(),
  /** 已撤销: staff approved its cancellation; its bundles went back to the lot. */
  cancelled: z.boolean(),
});
export type StaffOrderItem = z.infer<typeof staffOrderItemSchema>;

export const orderHistoryEntrySchema = entity({
  at: isoTime,
  /** What happened, e.g. 下单, 订单发货, 标记送达/提货. */
  what: z.string(),
  /** Who: 姓名（账号）, 买家, 代下单（…）, 系统. */
  actor: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const staffOrderDetailSchema = entity({
  order: deskOrderRowSchema,
  /** 省 市 区 and the street address, as the buyer entered it. */
  rcvAddress: z.string(),
  /** The buyer's remark (备注), '' when none. */
  orderNotice: z.string(),
  /** null: 待付款 (an operator's unpaid order). */
  paidAt: isoTime.nullable(),
  items: z.array(staffOrderItemSchema),
  sumData: orderSumDataSchema,
  history: z.array(orderHistoryEntrySchema),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

const shipLine = body({
  mainId: z.custom<number | string>(() => true),
  carrierCode: text(20),
  trackingNumber: text(60),
});

export const adminOrderEndpoints = endpoints('adminOrders', {
  list: endpoint('GET', '/admin/orders', 'staff:orders', {
    querystring: query({ ...deskFilters, ...staffPaging(50, 200) }),
    response: answers(deskOrderPageSchema),
  }),
  pickList: endpoint('GET', '/admin/orders/picklist', 'staff:orders', {
    querystring: query({ ...deskFilters, ...staffPaging(200, 500) }),
    response: answers(pickListSchema),
  }),
  startPicking: endpoint('POST', '/admin/orders/start-picking', 'staff:orders', {
    body: body({ mainIds: orderIds }),
    response: answers(batchResultSchema),
  }),
  ship: endpoint('POST', '/admin/orders/ship', 'staff:orders', {
    body: body({
      orders: z
        .custom<{ mainId: number | string; carrierCode?: string; trackingNumber?: string }[]>(() => true)
        .optional()
        .transform((value, ctx) => {
          const list = Array.isArray(value) ? value : [];
          const lines = list.flatMap((raw) => {
            const parsed = shipLine.safeParse(raw);
            const id = parsed.success ? wholeNumber(parsed.data.mainId) : null;
            return parsed.success && id !== null && id >= 1 && id <= 2_147_483_647 ? [{ ...parsed.data, mainId: id }] : [];
          });
          const unique = [...new Map(lines.map((line) => [line.mainId, line])).values()];
          if (unique.length === 0) return refuse(ctx, value, FULFILMENT_MESSAGES.noneSelected);
          if (unique.length > FULFILMENT_BATCH_MAX) return refuse(ctx, value, FULFILMENT_MESSAGES.tooMany);
          return unique;
        }),
    }),
    response: answers(batchResultSchema),
  }),
  /**
   * One order by its id (a row of the desk) or by its number (typed or scanned from a label): code 404 with
   * 订单不存在 when there is none.
   */
  detail: endpoint('GET', '/admin/orders/detail', 'staff:orders', {
    querystring: query({ mainId: filterId(), orderNo: text(40) }),
    response: answers(staffOrderDetailSchema),
  }),
  deliver: endpoint('POST', '/admin/orders/deliver', 'staff:orders', {
    body: body({ mainIds: orderIds }),
    response: answers(batchResultSchema),
  }),
  /**
   * Issue 31, printed papers (PDF, apps/server/src/print): the pick list of the desk's filter per lot; packing slips
   * and labels of the chosen orders (mainIds) or of the desk's filter. Paid orders only. A file answer named by
   * content-disposition; a refusal (unknown or unpaid order, nothing or too much to print) is the JSON envelope.
   */
  printPickList: endpoint('GET', '/admin/orders/print/picklist.pdf', 'staff:orders', {
    querystring: query(deskFilters),
    response: { 200: file('application/pdf') },
  }),
  printPackingSlips: endpoint('GET', '/admin/orders/print/packing-slips.pdf', 'staff:orders', {
    querystring: query({ mainIds: printIds, ...deskFilters }),
    response: { 200: file('application/pdf') },
  }),
  printLabels: endpoint('GET', '/admin/orders/print/labels.pdf', 'staff:orders', {
    querystring: query({ mainIds: printIds, ...deskFilters }),
    response: { 200: file('application/pdf') },
  }),
});

export type DeskOrderQuery = z.input<typeof adminOrderEndpoints.list.schema.querystring>;
export type PickListQuery = z.input<typeof adminOrderEndpoints.pickList.schema.querystring>;
export type StartPickingBody = z.input<typeof adminOrderEndpoints.startPicking.schema.body>;
export type ShipBody = z.input<typeof adminOrderEndpoints.ship.schema.body>;
export type DeliverBody = z.input<typeof adminOrderEndpoints.deliver.schema.body>;
export type PrintPickListQuery = z.input<typeof adminOrderEndpoints.printPickList.schema.querystring>;
export type PrintOrdersQuery = z.input<typeof adminOrderEndpoints.printLabels.schema.querystring>;
export type OrderDetailQuery = z.input<typeof adminOrderEndpoints.detail.schema.querystring>;
