/**
 * The 撤销审核 desk (issue 15, beyond the spec): staff decide the buyers' cancellation requests (backStatus 2 审核中).
 *
 * Approve, in ONE transaction, exactly once: the order and its items are locked (`for update`, order first, as every
 * writer of an order does), the decision is checked against the rows as they are now (deciding twice, or an item of an
 * order already shipped, is refused with the domain's text), then the item becomes 4 已撤销 by a conditional update
 * (`where back_status = 2`), its stems return to the lot, its refund (the domain's `cancellationRefund` on the order as it
 * stands) returns to the buyer's balance with a ledger row (ref_type 'cancel', ref_id the item id), the order's figures
 * become the domain's `orderAfter`, the coupon the order used is given back when its last item is cancelled (the
 * whole order; a partial cancellation keeps it used), and one audit row is written. Two approvals racing: the second waits for the
 * first's locks, then reads 已撤销 and is refused — the buyer is paid once.
 *
 * Reject: the item becomes 3 撤销失败 with the reason, which the buyer reads in /order and /orderdetail; one audit row.
 */
import type { CancellationDecision, CancellationPage, CancellationRow } from '@huashi/api';
import {
  inboxDrafts,
  BACK_STATUS_CANCELLED,
  BACK_STATUS_REJECTED,
  BACK_STATUS_UNDER_REVIEW,
  CANCELLATION_MESSAGES,
  CANCELLATION_STATES,
  cancellationDecisionProblem,
  cancellationStateOf,
  couponReturnsOnCancellation,
  formatYuan,
  cancellationRefund,
  maxBatches,
  orderStatusLabel,
  orderWhollyCancelled,
  type CancellationState,
  type ItemRefund,
  type RefundItem,
  type RefundOrder,
} from '@huashi/domain';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext, DbClock } from '../context';
import type { Tx } from '../db/client';
import { anyColumnHas } from '../db/like';
import { balanceLedger, buyers, coupons, orderItems, orders, staff, stockLots } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { recordAudit } from './audit';
import { tellBuyer } from './inbox';
import { alertWatchers } from './watchAlerts';
import { countOrderItems } from './orderItemCount';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** The order's figures as the refund reckons them. */
export function refundOrderOf(row: OrderRow): RefundOrder {
  return {
    goodsFen: row.feeGoods,
    activityFen: row.feeDiscount,
    memberFen: row.feeMember,
    couponFen: row.feeCoupon,
    logisticsFen: row.feeLogis,
    boxFen: row.feeBox,
    commissionFen: row.commission,
    paymentFen: row.feePayment,
  };
}

/** An item as the refund reckons it: a cancelled one (已撤销) shares in nothing any more. */
export function refundItemOf(row: ItemRow): RefundItem {
  return {
    itemId: row.id,
    goodsFen: row.feeGoods,
    activityFen: row.feeDiscount,
    cancelled: row.cancelledAt !== null || row.backStatus === BACK_STATUS_CANCELLED,
  };
}

export type CancellationFilters = {
  state: CancellationState;
  date: string | null;
  session: 'A' | 'C' | undefined;
  keyword: string;
};

function conditions(filters: CancellationFilters, itemId?: number): SQL | undefined {
  const where: SQL[] = [];
  if (itemId !== undefined) where.push(eq(orderItems.id, itemId));
  else where.push(eq(orderItems.backStatus, CANCELLATION_STATES[filters.state].backStatus));
  if (filters.date) where.push(eq(orders.auctionDate, filters.date));
  if (filters.session) where.push(eq(orders.session, filters.session));
  if (filters.keyword) {
    where.push(anyColumnHas(filters.keyword, [orders.orderNo, buyers.phone, buyers.nickName, orderItems.flwName]));
  }
  return and(...where);
}

const rowFields = {
  item: orderItems,
  order: orders,
  buyerName: buyers.nickName,
  buyerPhone: buyers.phone,
  positionNo: stockLots.positionNo,
  deciderName: staff.displayName,
  deciderLogin: staff.loginName,
};

function baseQuery(ctx: DbClock, where: SQL | undefined) {
  return ctx.db
    .select(rowFields)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .leftJoin(stockLots, eq(stockLots.id, orderItems.stockId))
    .leftJoin(staff, eq(staff.id, orderItems.backDecidedBy))
    .where(where);
}

type Joined = Awaited<ReturnType<typeof baseQuery>>[number];

/** The standing items of the orders, for the refund a waiting request would get now. */
async function itemsByOrder(ctx: DbClock, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
  const map = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await ctx.db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...new Set(orderIds)]))
    .orderBy(asc(orderItems.id));
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
}

function toRow(joined: Joined, siblings: ItemRow[]): CancellationRow {
  const { item, order } = joined;
  const state = cancellationStateOf(item.backStatus) ?? 'pending';
  let refundFen = 0;
  let refundsFees = false;
  if (state === 'approved') refundFen = item.refundFen ?? 0;
  if (state === 'pending') {
    // The refund approving would pay: an unpaid operator order (待付款, issue 18) refunds nothing, nor its fees.
    const paid = order.paidAt !== null;
    const refund = cancellationRefund(refundOrderOf(order), siblings.map(refundItemOf), item.id, paid);
    refundFen = refund?.refundFen ?? 0;
    refundsFees = paid && (refund?.last ?? false);
  }
  return {
    itemId: item.id,
    mainId: order.id,
    orderNo: order.orderNo,
    orderStatus: order.status,
    unpaid: order.paidAt === null,
    orderStatusLabel:
      orderStatusLabel(order.status, {
        unpaid: order.paidAt === null,
        cancelled: orderWhollyCancelled(siblings.map((sibling) => ({ cancelled: sibling.cancelledAt !== null }))),
      }) ?? '',
    auctionDate: order.auctionDate,
    session: order.session,
    buyerId: order.buyerId,
    buyerName: joined.buyerName,
    buyerPhone: joined.buyerPhone,
    flwName: item.flwName,
    cateName: item.cateName,
    levelName: item.levelName,
    supplierName: item.supplierName,
    positionNo: joined.positionNo ?? '',
    buyQty: item.buyQty,
    buyQtyAll: item.buyQtyAll,
    feeGoods: formatYuan(item.feeGoods),
    feeDiscount: formatYuan(item.feeDiscount),
    refund: formatYuan(refundFen),
    refundsFees,
    state,
    backStatus: item.backStatus,
    reason: item.backReason ?? '',
    orderedAt: order.createdAt.toISOString(),
    decidedAt: item.backDecidedAt?.toISOString() ?? null,
    decidedBy: joined.deciderName ? `${joined.deciderName}（${joined.deciderLogin}）` : null,
  };
}

/** A page of requests: waiting ones oldest first (first come, first decided), decided ones newest decision first. */
export async function listCancellations(
  ctx: AppContext,
  filters: CancellationFilters,
  page: number,
  limit: number,
): Promise<Omit<CancellationPage, 'auctionDate'>> {
  const where = conditions(filters);
  const order =
    filters.state === 'pending' ? [asc(orders.createdAt), asc(orderItems.id)] : [desc(orderItems.backDecidedAt), desc(orderItems.id)];
  const [rows, total] = await Promise.all([
    baseQuery(ctx, where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    countOrderItems(ctx.db, where),
  ]);
  const siblings = await itemsByOrder(
    ctx,
    rows.map((r) => r.order.id),
  );
  return { list: rows.map((r) => toRow(r, siblings.get(r.order.id) ?? [])), total };
}

async function rowOf(ctx: DbClock, itemId: number): Promise<CancellationRow> {
  const [joined] = await baseQuery(ctx, eq(orderItems.id, itemId)).limit(1);
  if (!joined) throw notFound(CANCELLATION_MESSAGES.notFound);
  const siblings = await itemsByOrder(ctx, [joined.order.id]);
  return toRow(joined, siblings.get(joined.order.id) ?? []);
}

/** Locks the item's order and then all its items (order first, as every writer of an order does). */
async function lockOrderOfItem(tx: Tx, itemId: number): Promise<{ order: OrderRow; items: ItemRow[]; item: ItemRow }> {
  const [hit] = await tx.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.id, itemId));
  if (!hit) throw notFound(CANCELLATION_MESSAGES.notFound);
  const [order] = await tx.select().from(orders).where(eq(orders.id, hit.orderId)).for('update');
  if (!order) throw notFound(CANCELLATION_MESSAGES.notFound);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).for('update');
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound(CANCELLATION_MESSAGES.notFound);
  return { order, items, item };
}

function refuseUnlessDecidable(item: ItemRow, order: OrderRow, decision: 'approve' | 'reject'): void {
  const problem = cancellationDecisionProblem(item.backStatus, order.status, decision);
  if (problem) throw badRequest(problem);
}

const figures = (o: RefundOrder) => ({
  feeGoods: formatYuan(o.goodsFen),
  feeDiscount: formatYuan(o.activityFen),
  feeMember: formatYuan(o.memberFen),
  feeCoupon: formatYuan(o.couponFen),
  feeLogis: formatYuan(o.logisticsFen),
  feeBox: formatYuan(o.boxFen),
  commission: formatYuan(o.commissionFen),
  feePayment: formatYuan(o.paymentFen),
});

/** The buyer's inbox message of a decision on `item`'s 撤销 request (issue 33). */
function tellDecision(
  tx: Tx,
  order: { id: number; buyerId: number; orderNo: string },
  item: { id: number; flwName: string },
  now: Date,
  decision: { approved: boolean; refundFen?: number; reason?: string },
) {
  const draft = inboxDrafts.cancelDecided({
    itemId: item.id,
    mainId: order.id,
    orderNo: order.orderNo,
    itemName: item.flwName,
    decidedAt: now,
    ...decision,
  });
  return tellBuyer(tx, order.buyerId, draft, now);
}

/** 同意撤销: the item is cancelled, its stems return to the lot and its refund to the buyer's balance. */
export async function approveCancellation(ctx: AppContext, actorId: number, itemId: number): Promise<CancellationDecision> {
  const now = ctx.clock.now();
  const balanceFen = await ctx.db.transaction(async (tx) => {
    const { order, items, item } = await lockOrderOfItem(tx, itemId);
    refuseUnlessDecidable(item, order, 'approve');
    // An unpaid operator order (待付款, issue 18): nothing was paid, so nothing returns to the balance and the member
    // savings (counted when it is paid) stay (cancellationRefund); the stems still return and the order owes its
    // payment less the item's share. Cancelling its last item leaves nothing to pay: the order counts as settled.
    const unpaid = order.paidAt === null;
    const refund: ItemRefund | null = cancellationRefund(refundOrderOf(order), items.map(refundItemOf), item.id, !unpaid);
    if (!refund) throw badRequest(CANCELLATION_MESSAGES.noRequest);

    const decided = await tx
      .update(orderItems)
      .set({ backStatus: BACK_STATUS_CANCELLED, cancelledAt: now, refundFen: refund.refundFen, backDecidedAt: now, backDecidedBy: actorId })
      .where(and(eq(orderItems.id, item.id), eq(orderItems.backStatus, BACK_STATUS_UNDER_REVIEW)))
      .returning({ id: orderItems.id });
    if (decided.length === 0) throw badRequest(CANCELLATION_MESSAGES.noRequest);

    const after = refund.orderAfter;
    await tx
      .update(orders)
      .set({
        feeGoods: after.goodsFen,
        feeDiscount: after.activityFen,
        feeMember: after.memberFen,
        feeCoupon: after.couponFen,
        feeLogis: after.logisticsFen,
        feeBox: after.boxFen,
        commission: after.commissionFen,
        feePayment: after.paymentFen,
        preWeightGrams: refund.last ? 0 : sql`greatest(0, ${orders.preWeightGrams} - ${item.weightGrams})`,
        ...(unpaid && refund.last ? { paidAt: now } : {}),
      })
      .where(eq(orders.id, order.id));

    // The buyer's balance rises by the refund (a ledger row says why); their member savings lose the item's share.
    const [credited] = await tx
      .update(buyers)
      .set({
        balanceFen: sql`${buyers.balanceFen} + ${refund.refundFen}`,
        savingsFen: sql`greatest(0, ${buyers.savingsFen} - ${refund.memberFen})`,
      })
      .where(eq(buyers.id, order.buyerId))
      .returning({ balanceFen: buyers.balanceFen });
    if (refund.refundFen > 0) {
      await tx.insert(balanceLedger).values({
        buyerId: order.buyerId,
        ioValueFen: refund.refundFen,
        ioNotice: `撤销商品退款（订单${order.orderNo}，${item.flwName}${item.buyQty}扎）`,
        balanceAfterFen: credited!.balanceFen,
        refType: 'cancel',
        refId: String(item.id),
        createdAt: now,
      });
    }

    // The whole order cancelled (its last item): the coupon it used is given back, usable again unless it has
    // expired; a partial cancellation leaves it used (the domain's couponReturnsOnCancellation).
    const returnedCoupons = couponReturnsOnCancellation({ couponCode: order.couponCode, last: refund.last })
      ? await tx
          .update(coupons)
          .set({ usedAt: null, usedOrderId: null })
          .where(and(eq(coupons.usedOrderId, order.id), eq(coupons.buyerId, order.buyerId), isNotNull(coupons.usedAt)))
          .returning({ couponCode: coupons.couponCode })
      : [];

    // The stems go back on sale (the hot row last, held for the shortest time).
    const [lot] = await tx
      .update(stockLots)
      .set({ nowStock: sql`${stockLots.nowStock} + ${item.buyQtyAll}` })
      .where(eq(stockLots.id, item.stockId))
      .returning({ nowStock: stockLots.nowStock, stemsPerBunch: stockLots.stemsPerBunch, basicSaleNo: stockLots.basicSaleNo });
    // Stems back on sale: a lot sold out until now alerts its 补货 watchers (services/watchAlerts.ts).
    if (lot) {
      const before = { stock: lot.nowStock - item.buyQtyAll, stemsPerBunch: lot.stemsPerBunch, basicSaleQuantity: lot.basicSaleNo };
      await alertWatchers(tx, now, [{ lotId: item.stockId, arrived: false, wasBuyable: maxBatches(before) > 0 }]);
    }

    await recordAudit(tx, {
      staffId: actorId,
      action: 'cancellation.approve',
      entity: 'order_item',
      at: now,
      ids: [item.id, order.id],
      before: { backStatus: item.backStatus, order: figures(refundOrderOf(order)) },
      after: {
        backStatus: BACK_STATUS_CANCELLED,
        ...(unpaid ? { unpaid: true } : {}),
        refund: formatYuan(refund.refundFen),
        feesRefunded: formatYuan(refund.feesFen),
        stockId: item.stockId,
        stemsReturned: item.buyQtyAll,
        bundlesReturned: item.buyQty,
        buyerId: order.buyerId,
        balance: formatYuan(credited!.balanceFen),
        order: figures(after),
        ...(returnedCoupons.length > 0 ? { couponReturned: returnedCoupons.map((c) => c.couponCode).join(',') } : {}),
      },
    });
    await tellDecision(tx, order, item, now, { approved: true, refundFen: refund.refundFen });
    return credited!.balanceFen;
  });
  return { row: await rowOf(ctx, itemId), balance: formatYuan(balanceFen) };
}

/** 驳回: the item becomes 撤销失败 with the reason the buyer reads. */
export async function rejectCancellation(ctx: DbClock, actorId: number, itemId: number, reason: string): Promise<CancellationDecision> {
  const now = ctx.clock.now();
  const balanceFen = await ctx.db.transaction(async (tx) => {
    const { order, item } = await lockOrderOfItem(tx, itemId);
    refuseUnlessDecidable(item, order, 'reject');
    const decided = await tx
      .update(orderItems)
      .set({ backStatus: BACK_STATUS_REJECTED, backReason: reason, backDecidedAt: now, backDecidedBy: actorId })
      .where(and(eq(orderItems.id, item.id), eq(orderItems.backStatus, BACK_STATUS_UNDER_REVIEW)))
      .returning({ id: orderItems.id });
    if (decided.length === 0) throw badRequest(CANCELLATION_MESSAGES.noRequest);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'cancellation.reject',
      entity: 'order_item',
      at: now,
      ids: [item.id, order.id],
      before: { backStatus: item.backStatus },
      after: { backStatus: BACK_STATUS_REJECTED, reason },
    });
    await tellDecision(tx, order, item, now, { approved: false, reason });
    const [buyer] = await tx.select({ balanceFen: buyers.balanceFen }).from(buyers).where(eq(buyers.id, order.buyerId));
    return buyer?.balanceFen ?? 0;
  });
  return { row: await rowOf(ctx, itemId), balance: formatYuan(balanceFen) };
}
