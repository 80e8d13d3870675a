/**
 * A buyer's orders (§2 /order and /orderdetail, §3, §4, §7): list by tab, search, detail, remark,
 * confirm receipt and cancellation requests. Every read and write is scoped to the buyer: an order
 * or item of another buyer answers exactly as a missing one (not found).
 */
import { API_CODES, type OrderItem, type OrderListEntry, type OrderMain, type OrderSearchRow, type OrderSumData } from '@huashi/api';
import { ORDER_REFUSALS } from '@huashi/api/contracts';
import {
  cancellationRefund,
  BACK_STATUS_CAN_APPLY,
  BACK_STATUS_UNDER_REVIEW,
  COMPLETED_BY,
  BACK_STATUS,
  CONFIRM_RECEIPT_STATUS,
  formatKg,
  formatShanghaiDateTime,
  ORDER_COMPLETED_STATUS,
  formatYuan,
  isAgentPlaced,
  orderWhollyCancelled,
  lengthLabel,
  MESSAGES,
  opennessLabel,
  remarkSchema,
  type OrderTab,
  validateForm,
} from '@huashi/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext, DbClock } from '../context';
import { likePattern } from '../db/like';
import { refundItemOf, refundOrderOf } from './cancellations';
import { orderItems, orders } from '../db/schema';
import { badRequest, BusinessError, notFound } from '../http/envelope';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export const ORDER_NOT_FOUND = ORDER_REFUSALS.orderNotFound;
export const ITEM_NOT_FOUND = ORDER_REFUSALS.itemNotFound;

/** Texts of our answers (the spec says only "msg shown"). */
export const ORDER_MESSAGES = {
  remarkSaved: MESSAGES.remarkSaved,
  confirmed: '确认收货成功',
  confirmNotShipped: '订单尚未发货，暂不能确认收货',
  confirmAlreadyDone: '订单已完成，无需重复确认',
  backApplied: '申请撤销成功，请等待审核',
  backUnderReview: '该商品已申请撤销，正在审核中',
  backFailed: '该商品撤销失败，不能再次申请',
  backNotAllowed: '该商品当前不可申请撤销',
  keywordRequired: ORDER_REFUSALS.keywordRequired,
} as const;

/** Delivery setting (§2 "delivery setting") by deliveryType: 1 self-pickup, 2 agent collection. */
const DELIVERY_TYPE_TEXT: Record<number, string> = { 1: '自提', 2: '代办托运' };

const timeText = (at: Date | null | undefined): string => (at ? (formatShanghaiDateTime(at) ?? '') : '');

export function deliveryTypeText(deliveryType: number): string {
  return DELIVERY_TYPE_TEXT[deliveryType] ?? '';
}

/** The order with its items as the buyer reads it; `cancelled` (已撤销) once every item was cancelled. */
export function toOrderMain(row: OrderRow, items: readonly ItemRow[]): OrderMain {
  return {
    mainId: row.id,
    orderNo: row.orderNo,
    createTime: timeText(row.createdAt),
    rcvUser: row.rcvUser,
    rcvPhone: row.rcvPhone,
    rcvPname: row.rcvPname,
    rcvCname: row.rcvCname,
    rcvZname: row.rcvZname,
    rcvAddress: row.rcvAddress,
    deliveryTypeStr: deliveryTypeText(row.deliveryType),
    deliveryType: row.deliveryType,
    deliveryName: row.deliveryName ?? '',
    logisCode: row.logisCode ?? '',
    logisName: row.logisName ?? '',
    logisNumber: row.logisNumber ?? '',
    orderNotice: row.orderNotice ?? '',
    status: row.status,
    preWeight: formatKg(row.preWeightGrams),
    realWeight: row.realWeightGrams === null ? '' : formatKg(row.realWeightGrams),
    checkTime: timeText(row.checkTime),
    feeDeliveryreal: formatYuan(row.feeDeliveryReal),
    feeShort: formatYuan(row.feeShort),
    feeBox: formatYuan(row.feeBox),
    showTime: timeText(row.showTime),
    confirmTime: timeText(row.confirmedAt),
    unpaid: row.paidAt === null,
    agentPlaced: isAgentPlaced(row.placedBy),
    cancelled: orderWhollyCancelled(items.map((item) => ({ cancelled: item.cancelledAt !== null }))),
  };
}

/** The order's items as the buyer reads them, each with what cancelling it would refund now (cancellationRefund). */
export function toOrderItems(order: OrderRow, items: readonly ItemRow[]): OrderItem[] {
  const figures = refundOrderOf(order);
  const standing = items.map(refundItemOf);
  return items.map((row) => toOrderItem(row, cancellationRefund(figures, standing, row.id, order.paidAt !== null)?.refundFen ?? 0));
}

export function toOrderItem(row: ItemRow, refundFen: number): OrderItem {
  const backStatus = String(
    Object.prototype.hasOwnProperty.call(BACK_STATUS, row.backStatus) ? row.backStatus : 0,
  ) as OrderItem['backStatus'];
  return {
    itemId: row.id,
    productImage: row.productImage,
    cateName: row.cateName,
    flwName: row.flwName,
    levelName: row.levelName,
    weightAll: formatKg(row.weightGrams),
    openName: opennessLabel(row.openCode),
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    buyPrice: formatYuan(row.buyPriceFen),
    flwUnitno: row.stemsPerBunch,
    buyQtyall: row.buyQtyAll,
    buyQty: row.buyQty,
    feeGoods: formatYuan(row.feeGoods),
    feeDiscount: formatYuan(row.feeDiscount),
    backStatus,
    backReason: backStatus === '3' ? (row.backReason ?? '') : '',
    afterSalesStatus: String(row.afterSalesStatus),
    refund: formatYuan(refundFen),
  };
}

/** Length of an item's stems for the export (the API item has no length field). */
export function itemLengthText(row: ItemRow): string {
  return lengthLabel(row.lengthCode);
}

export function toSumData(row: OrderRow, items: readonly ItemRow[]): OrderSumData {
  return {
    allFeePayment: formatYuan(row.feePayment),
    allFeeGoods: formatYuan(row.feeGoods),
    allFeeDiscount: formatYuan(row.feeDiscount),
    allCommission: formatYuan(row.commission),
    allFeeLogis: formatYuan(row.feeLogis),
    allFeeBox: formatYuan(row.feeBox),
    feeFodas: formatYuan(row.feeCoupon + row.feeMember),
    // A cancelled item (已撤销) no longer counts: its bundles went back to the lot.
    allAcount: items.reduce((sum, item) => sum + (item.cancelledAt ? 0 : item.buyQty), 0),
    allFeeCoupon: formatYuan(row.feeCoupon),
    allFeeMember: formatYuan(row.feeMember),
  };
}

/** An order of this buyer, or not found (also for another buyer's id). */
async function ownOrder(ctx: DbClock, buyerId: number, id: number): Promise<OrderRow> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId)))
    .limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

async function itemsOf(ctx: AppContext, orderIds: readonly number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await ctx.db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function listOrders(
  ctx: AppContext,
  buyerId: number,
  query: { tab: OrderTab; page: number; limit: number },
): Promise<{ list: OrderListEntry[]; pages: { total: number } }> {
  const { page, limit } = query;
  const where = and(eq(orders.buyerId, buyerId), inArray(orders.status, [...query.tab.statuses]));
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(orders).where(where);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const items = await itemsOf(
    ctx,
    rows.map((r) => r.id),
  );
  const list = rows.map((row): OrderListEntry => {
    const own = items.get(row.id) ?? [];
    const main = toOrderMain(row, own);
    return { main, order: { list: toOrderItems(row, own), sumData: toSumData(row, own) }, deliveryTypeStr: main.deliveryTypeStr };
  });
  return { list, pages: { total: n } };
}

/**
 * The flower and category names of order items that hold `pattern` (ILIKE), out of every distinct (flw_name,
 * cate_name) pair of order_items, read by a loose index scan of order_items_names_idx: one index descent per pair (a
 * hundred-odd at a year), however many items there are. An item's name holds the keyword exactly when it is one of
 * these, so the search can match items by equality — and not probe items at all when no name holds it (a search by
 * order number).
 */
async function itemNamesHaving(ctx: AppContext, pattern: string): Promise<{ flwNames: string[]; cateNames: string[] }> {
  const { rows } = await ctx.db.execute<{ flw: string[] | null; cate: string[] | null }>(sql`
    with recursive pair as (
      (select flw_name, cate_name from ${orderItems} order by flw_name, cate_name limit 1)
      union all
      select next.flw_name, next.cate_name from pair, lateral (
        select i.flw_name, i.cate_name from ${orderItems} i
        where (i.flw_name, i.cate_name) > (pair.flw_name, pair.cate_name)
        order by i.flw_name, i.cate_name limit 1
      ) next
    )
    select array_agg(distinct flw_name) filter (where flw_name ilike ${pattern}) as flw,
           array_agg(distinct cate_name) filter (where cate_name ilike ${pattern}) as cate
    from pair`);
  return { flwNames: rows[0]?.flw ?? [], cateNames: rows[0]?.cate ?? [] };
}

/**
 * Search over the buyer's orders by product (flower or category name) or order number: one row per matching
 * item, newest order first. Decision: an order number matches as a substring too, so the last digits suffice.
 *
 * Issue 30 (a buyer with 5,000 orders, 15,000 items): the names that hold the keyword come first (itemNamesHaving),
 * so items are matched by equality and, when no item name holds it — a search by number — not probed at all: the
 * buyer's numbers are filtered in orders_buyer_created_no_idx alone (index-only). The page's keys (order id, item id)
 * are read before the rows, so only the page's orders are read whole. The count stays exact: the buyer app shows it.
 */
export async function searchOrders(
  ctx: AppContext,
  buyerId: number,
  query: { keywords: string; page: number; limit: number },
): Promise<{ list: OrderSearchRow[]; total: number }> {
  const { keywords: keyword, page, limit } = query;
  const pattern = likePattern(keyword);
  const { flwNames, cateNames } = await itemNamesHaving(ctx, pattern);
  const where: SQL | undefined = and(
    eq(orders.buyerId, buyerId),
    or(
      ilike(orders.orderNo, pattern),
      flwNames.length > 0 ? inArray(orderItems.flwName, flwNames) : undefined,
      cateNames.length > 0 ? inArray(orderItems.cateName, cateNames) : undefined,
    ),
  );
  const matched = eq(orders.id, orderItems.orderId);
  const [[{ n } = { n: 0 }], keys] = await Promise.all([
    ctx.db.select({ n: count() }).from(orderItems).innerJoin(orders, matched).where(where),
    ctx.db
      .select({ orderId: orders.id, itemId: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, matched)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const orderIds = [...new Set(keys.map((key) => key.orderId))];
  // Each row's refund reckons the whole order as it stands, so the page's orders are read with all their items.
  const [orderRows, siblings] = await Promise.all([
    orderIds.length > 0 ? ctx.db.select().from(orders).where(inArray(orders.id, orderIds)) : Promise.resolve([]),
    itemsOf(ctx, orderIds),
  ]);
  const byId = new Map(orderRows.map((row) => [row.id, row]));
  const list = keys.map(({ orderId, itemId }): OrderSearchRow => {
    const order = byId.get(orderId)!;
    const items = siblings.get(orderId) ?? [];
    return {
      mainId: order.id,
      status: order.status,
      details: {
        ...toOrderItems(order, items).find((view) => view.itemId === itemId)!,
        createTime: timeText(order.createdAt),
        orderNo: order.orderNo,
        ALLE: formatYuan(order.feeGoods),
        ALLL: formatYuan(order.feeLogis),
        ALLPAY: formatYuan(order.feePayment),
        allFeeDiscount: formatYuan(order.feeDiscount),
      },
      orderNotice: order.orderNotice ?? '',
      rcvUser: order.rcvUser,
      rcvPhone: order.rcvPhone,
      rcvAddress: [order.rcvPname, order.rcvCname, order.rcvZname, order.rcvAddress].join(''),
      unpaid: order.paidAt === null,
      agentPlaced: isAgentPlaced(order.placedBy),
      cancelled: orderWhollyCancelled(items.map((item) => ({ cancelled: item.cancelledAt !== null }))),
    };
  });
  return { list, total: n };
}

export async function orderDetail(
  ctx: AppContext,
  buyerId: number,
  mainId: number,
): Promise<{ main: OrderMain; list: OrderItem[]; sumData: OrderSumData }> {
  const row = await ownOrder(ctx, buyerId, mainId);
  const items = (await itemsOf(ctx, [row.id])).get(row.id) ?? [];
  return { main: toOrderMain(row, items), list: toOrderItems(row, items), sumData: toSumData(row, items) };
}

/** The order with its item rows (for the export). */
export async function ownOrderWithItems(ctx: AppContext, buyerId: number, mainId: number): Promise<{ order: OrderRow; items: ItemRow[] }> {
  const order = await ownOrder(ctx, buyerId, mainId);
  const items = (await itemsOf(ctx, [order.id])).get(order.id) ?? [];
  return { order, items };
}

/** Sets the order's remark (备注); an empty one clears it. */
export async function modifyNotice(ctx: DbClock, buyerId: number, body: { mainId: number; notice: string }): Promise<string> {
  // The contract refuses a missing notice (a missing one must not clear the remark by accident; '' clears it).
  const check = validateForm(remarkSchema, { notice: body.notice });
  if (!check.ok) throw badRequest(check.message);
  const order = await ownOrder(ctx, buyerId, body.mainId);
  await ctx.db
    .update(orders)
    .set({ orderNotice: check.value.notice || null })
    .where(and(eq(orders.id, order.id), eq(orders.buyerId, buyerId)));
  return check.value.notice;
}

/**
 * Confirm receipt (§4): irreversible, only from status 4 (shipped); the order becomes 5 (已完成) and its
 * after-sales chance ends (confirmedAt is set; after-sales refuses claims on confirmed orders).
 * The spec's payload names itemId while the issue names mainId: either is accepted.
 */
export async function confirmReceipt(ctx: DbClock, buyerId: number, body: { mainId: number | null; itemId: number | null }): Promise<void> {
  let mainId = body.mainId;
  if (mainId === null && body.itemId !== null) {
    const [hit] = await ctx.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, body.itemId), eq(orders.buyerId, buyerId)))
      .limit(1);
    if (!hit) throw notFound(ORDER_NOT_FOUND);
    mainId = hit.orderId;
  }
  if (mainId === null) throw notFound(ORDER_NOT_FOUND);
  const order = await ownOrder(ctx, buyerId, mainId);
  const now = ctx.clock.now();
  // Conditional: two confirmations racing (two tabs) complete the order once.
  const done = await ctx.db
    .update(orders)
    .set({ status: ORDER_COMPLETED_STATUS, confirmedAt: now, completedAt: now, completedBy: COMPLETED_BY.buyer })
    .where(and(eq(orders.id, order.id), eq(orders.buyerId, buyerId), eq(orders.status, CONFIRM_RECEIPT_STATUS)))
    .returning({ id: orders.id });
  if (done.length === 1) return;
  const [current] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  if (current?.status === 5) throw new BusinessError(API_CODES.badRequest, ORDER_MESSAGES.confirmAlreadyDone);
  throw new BusinessError(API_CODES.badRequest, ORDER_MESSAGES.confirmNotShipped);
}

/**
 * Cancellation request for one item (§4 backStatus): only from '1' (申请撤销), to '2' (审核中). A staff decision
 * later (services/cancellations.ts) sets it to '4' 已撤销 (refunded) or '3' 撤销失败 with a reason. A second request on
 * the same item is refused with the reason.
 */
export async function backOrder(ctx: DbClock, buyerId: number, body: { itemId: number }): Promise<void> {
  const { itemId } = body;
  const [hit] = await ctx.db
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orders.buyerId, buyerId)))
    .limit(1);
  if (!hit) throw notFound(ITEM_NOT_FOUND);
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(orderItems)
      .set({ backStatus: BACK_STATUS_UNDER_REVIEW })
      .where(
        and(
          eq(orderItems.id, itemId),
          eq(orderItems.backStatus, BACK_STATUS_CAN_APPLY),
          // Only while the order is still being allocated (1/2): once it waits to ship it cannot be withdrawn.
          sql`exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${orders.buyerId} = ${buyerId} and ${orders.status} in (1, 2))`,
        ),
      )
      .returning({ id: orderItems.id });
    if (updated.length === 1) return;
    const [now] = await tx.select({ backStatus: orderItems.backStatus }).from(orderItems).where(eq(orderItems.id, itemId));
    const refusal =
      now?.backStatus === 2
        ? ORDER_MESSAGES.backUnderReview
        : now?.backStatus === 3
          ? ORDER_MESSAGES.backFailed
          : ORDER_MESSAGES.backNotAllowed;
    throw new BusinessError(API_CODES.badRequest, refusal);
  });
}
