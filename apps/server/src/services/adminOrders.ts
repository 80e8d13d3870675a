/**
 * The 订单履约 desk's reads: the orders of an auction date and session by desk status, buyer and keyword (order
 * number, buyer or receiver phone, variety), paged on the server; and the pick list of those orders per lot (who
 * gets how many bundles, by position number) of paid orders only. Cancelled items are left out of both counts, and an order whose every
 * item was cancelled is left out of both lists: nothing is left to fulfil.
 *
 * Issue 31: one order's detail, by id (a row) or by number (typed or scanned from a label). Decisions: its header is
 * the desk's own row (`deskOrderRows`), so the detail and the list never disagree; its items and sums are the buyer's
 * (services/orders.ts) plus the lot each came from; its history is the order's own times that no audit row records
 * (下单, 付款, 确认收货) and every audit row about it (services/audit.ts orderAuditTrail). Unlike the list, the detail
 * also opens an order whose every item was cancelled: a scanned label must say what became of it.
 */
import type { DeskOrderPage, DeskOrderRow, OrderHistoryEntry, PickListPage, StaffOrderDetail } from '@huashi/api';
import {
  auctionDays,
  auditActionName,
  autoCompleteAt,
  CLAIM_OPEN_STATUSES,
  completedByLabel,
  DESK_STATUS_FILTERS,
  deliveryTypeLabel,
  deskStatusLabel,
  FULFILMENT_MESSAGES,
  lengthLabel,
  type DeskStatusFilter,
  type OrderStatus,
  scannedOrderNo,
} from '@huashi/domain';
import { and, asc, between, count, eq, gt, inArray, isNotNull, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { keysetBatches } from '../db/keyset';
import { anyColumnHas, columnHas } from '../db/like';
import { afterSales, buyers, orderItems, orders, stockLots } from '../db/schema';
import { notFound } from '../http/envelope';
import { orderAuditTrail } from './audit';
import { countOrderItems } from './orderItemCount';
import { orderHasStandingItem } from './orderStanding';
import { placedByTexts, SETTLE_AUDIT_ACTION } from './orderPayment';
import { toOrderItems, toSumData } from './orders';

export type DeskFilters = {
  auctionDate: string;
  /** The last auction day of a span auctionDate…until (the export of a month); absent: auctionDate alone. */
  until?: string | null;
  session?: 'A' | 'C';
  status?: DeskStatusFilter;
  buyer: string;
  keyword: string;
};

/** The statuses the pick list covers when no status is chosen: not shipped yet. */
const TO_PICK: OrderStatus[] = [1, 2, 3];

/** Paid (an operator's unpaid order, 待付款, has no paid_at): only paid orders are picked and shipped. */
const paid = isNotNull(orders.paidAt);
const unpaid = isNull(orders.paidAt);

/**
 * The desk's session and status filter alone (true when neither is chosen). 今日概览 counts each of its cells with
 * this very condition over the day's desk orders (services/dashboard.ts), so its figures are the desk's counts.
 */
export function deskStatusWhere(filters: Pick<DeskFilters, 'session' | 'status'>): SQL {
  const where: SQL[] = [];
  if (filters.session) where.push(eq(orders.session, filters.session));
  if (filters.status) {
    const filter = DESK_STATUS_FILTERS[filters.status];
    where.push(inArray(orders.status, [...filter.statuses]), filter.paid ? paid : unpaid);
    if (filters.status === 'shipped') where.push(isNull(orders.showTime));
    if (filters.status === 'delivered') where.push(isNotNull(orders.showTime));
  }
  return where.length > 0 ? and(...where)! : sql`true`;
}

export function deskWhere(filters: DeskFilters, defaultStatuses?: OrderStatus[]): SQL {
  // An order whose every item was cancelled (已撤销) has nothing to fulfil and leaves the desk.
  const days = filters.until
    ? between(orders.auctionDate, filters.auctionDate, filters.until)
    : eq(orders.auctionDate, filters.auctionDate);
  const where: SQL[] = [days, orderHasStandingItem];
  if (filters.session) where.push(eq(orders.session, filters.session));
  if (filters.status) where.push(deskStatusWhere({ status: filters.status }));
  else if (defaultStatuses) where.push(inArray(orders.status, defaultStatuses));
  if (filters.buyer) {
    where.push(anyColumnHas(filters.buyer, [buyers.nickName, buyers.phone, buyers.accountNo]));
  }
  if (filters.keyword) {
    // Issue 30 (a rush day's 57,516 orders; EXPLAIN ANALYZE in the commit): every column read here is in
    // orders_desk_search_idx, so the day's orders are filtered in the index alone (index-only), not a heap visit
    // each; a keyword without case (digits, Chinese) is matched by LIKE (columnHas), not ILIKE's per-row case folding;
    // the buyer's phone is matched among the buyers (buyers_phone_trgm_idx) once, not joined per order.
    const has = (column: Column | SQL) => columnHas(column, filters.keyword);
    where.push(
      or(
        has(orders.orderNo),
        has(orders.rcvPhone),
        inArray(orders.buyerId, sql`(select ${buyers.id} from ${buyers} where ${has(buyers.phone)})`),
        // `offset 0` keeps this a probe of the order's own items (order_items_order_names_idx, index-only): without it
        // PostgreSQL may turn the EXISTS into a hashed subplan over every item of the year with that name (白桔梗 on
        // a rush day of 60,909 orders at a year: 2.2 s; with the probe 330 ms, linear in the day's orders).
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${has(orderItems.flwName)} offset 0)`,
      )!,
    );
  }
  return and(...where)!;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The columns a desk row reads (not all 39: a month's export parses every one it selects). */
const DESK_ORDER_COLUMNS = {
  id: orders.id,
  orderNo: orders.orderNo,
  session: orders.session,
  auctionDate: orders.auctionDate,
  status: orders.status,
  paidAt: orders.paidAt,
  placedBy: orders.placedBy,
  buyerId: orders.buyerId,
  rcvUser: orders.rcvUser,
  rcvPhone: orders.rcvPhone,
  rcvPname: orders.rcvPname,
  rcvCname: orders.rcvCname,
  deliveryType: orders.deliveryType,
  logisName: orders.logisName,
  logisCode: orders.logisCode,
  logisNumber: orders.logisNumber,
  createdAt: orders.createdAt,
  showTime: orders.showTime,
  completedAt: orders.completedAt,
  completedBy: orders.completedBy,
  feePayment: orders.feePayment,
};

/** The desk's rows of `where`: one page (offset) or, for an export, the next rows after an order id (keyset). */
async function deskOrderRows(
  ctx: AppContext,
  where: SQL,
  page: { limit: number; offset?: number; afterId?: number },
): Promise<DeskOrderExportRow[]> {
  // The order's standing bundles and varieties in ONE read of its items (a lateral aggregate: one row per order), not
  // a subquery each (a month's export read every order's items twice).
  const standing = ctx.db
    .select({
      bundles: sql<number>`coalesce(sum(${orderItems.buyQty}), 0)::int`.as('bundles'),
      varieties: sql<string>`coalesce(string_agg(distinct ${orderItems.flwName}, '、'), '')`.as('varieties'),
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orders.id), isNull(orderItems.cancelledAt)))
    .as('standing_sums');
  // An open after-sales claim holds the 72-hour completion (autoComplete.ts): no time to show until it is closed.
  // A probe of the order's own claims (after_sales_order_idx); `offset 0` keeps PostgreSQL from hashing every open
  // claim of the market (20,592 at a year) for each statement — a page of 10 rows or an export's batch of 2,000.
  const openClaim = sql<boolean>`exists (select 1 from ${afterSales} where ${afterSales.orderId} = ${orders.id} and ${inArray(afterSales.status, [...CLAIM_OPEN_STATUSES])} offset 0)`;
  const rows = await ctx.db
    .select({
      order: DESK_ORDER_COLUMNS,
      buyerName: buyers.nickName,
      buyerPhone: buyers.phone,
      bundles: standing.bundles,
      varieties: standing.varieties,
      openClaim,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoinLateral(standing, sql`true`)
    .where(page.afterId === undefined ? where : and(where, gt(orders.id, page.afterId)))
    .orderBy(asc(orders.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const placedBy = await placedByTexts(
    ctx.db,
    rows.map((row) => row.order.placedBy),
  );
  return rows.map(({ order, buyerName, buyerPhone, bundles: n, varieties: names, openClaim: held }, i) => {
    const autoAt = order.status === 4 && !held ? autoCompleteAt(order.showTime) : null;
    const unpaid = order.paidAt === null;
    return {
      mainId: order.id,
      orderNo: order.orderNo,
      session: order.session,
      auctionDate: order.auctionDate,
      status: order.status,
      statusLabel: deskStatusLabel({ ...order, unpaid }),
      unpaid,
      placedByLabel: placedBy[i] ?? '',
      buyerId: order.buyerId,
      buyerName,
      buyerPhone,
      rcvUser: order.rcvUser,
      rcvPhone: order.rcvPhone,
      rcvPlace: `${order.rcvPname}${order.rcvCname}`,
      deliveryType: order.deliveryType,
      deliveryTypeLabel: deliveryTypeLabel(order.deliveryType),
      logisName: order.logisName ?? '',
      logisCode: order.logisCode ?? '',
      logisNumber: order.logisNumber ?? '',
      varieties: names,
      bundles: Number(n),
      createdAt: order.createdAt.toISOString(),
      showTime: iso(order.showTime),
      autoCompleteAt: autoAt === null ? null : new Date(autoAt).toISOString(),
      completedAt: iso(order.completedAt),
      completedBy: completedByLabel(order.completedBy),
      paymentFen: order.feePayment,
    };
  });
}

/** A desk row with what the export adds: the order's amount (fen) the buyer pays. */
export type DeskOrderExportRow = DeskOrderRow & { paymentFen: number };

/**
 * The desk's total. Every order has its buyer (a foreign key), so the join to buyers is made only when the buyer
 * filter reads buyers' columns (the keyword finds its buyers by phone in a subquery): on a rush day's 57,000 orders
 * the join alone cost a buyer look-up per order (issue 30). The count then reads orders_date_id_idx or
 * orders_desk_search_idx and, per order, order_items_standing_idx —
 * index-only once vacuumed (autovacuum runs often on orders and order_items: migration 0018).
 */
async function deskCount(ctx: AppContext, filters: DeskFilters, where: SQL): Promise<number> {
  const counted = ctx.db.select({ n: count() }).from(orders);
  const [row] = await (filters.buyer ? counted.innerJoin(buyers, eq(buyers.id, orders.buyerId)) : counted).where(where);
  return row?.n ?? 0;
}

export async function listDeskOrders(ctx: AppContext, filters: DeskFilters, page: number, limit: number): Promise<DeskOrderPage> {
  const where = deskWhere(filters);
  const [rows, total] = await Promise.all([
    deskOrderRows(ctx, where, { limit, offset: (page - 1) * limit }),
    deskCount(ctx, filters, where),
  ]);
  return { auctionDate: filters.auctionDate, list: rows.map(({ paymentFen: _, ...row }) => row), total };
}

/**
 * Every order of the desk's filters for an export, `batch` at a time: day by day (auctionDate…until), each day in
 * the desk's own order (by id) read by keyset (id > the last one) — the desk's own plan (orders_date_id_idx), so a
 * month at a year neither pages by OFFSET nor walks the table by id. Measured on seed:year 0.1: a month's batches
 * by id alone began by filtering out 274,409 rows, and by (auction date, id) > (…) the planner sorted the whole
 * month for every batch. `total`: the desk's own count of the span.
 */
export async function deskOrderBatches(ctx: AppContext, filters: DeskFilters, batch: number) {
  const total = await deskCount(ctx, filters, deskWhere(filters));
  const days = auctionDays(filters.auctionDate, filters.until ?? filters.auctionDate);
  async function* batches(): AsyncGenerator<DeskOrderExportRow[]> {
    for (const day of days) {
      const where = deskWhere({ ...filters, auctionDate: day, until: null });
      const read = (afterId: number | null, limit: number) => deskOrderRows(ctx, where, { limit, afterId: afterId ?? 0 });
      yield* keysetBatches(read, (row) => row.mainId, batch);
    }
  }
  return { total, batches: batches() };
}

/** Where the pick list reads: the desk's filter (not shipped yet by default), paid orders, standing items. */
export function pickListWhere(filters: DeskFilters): SQL {
  // Pickers never pull flowers for an unpaid order (待付款): it joins the list once paid.
  return and(deskWhere(filters, TO_PICK), paid, isNull(orderItems.cancelledAt))!;
}

/** The pick lines of `where` (pickListWhere), by position, lot and order: the desk's page and the printed list read these. */
export function pickLines(ctx: AppContext, where: SQL) {
  return ctx.db
    .select({
      stockId: orderItems.stockId,
      positionNo: stockLots.positionNo,
      flwName: orderItems.flwName,
      levelName: orderItems.levelName,
      supplierId: orderItems.supplierId,
      supplierName: orderItems.supplierName,
      lotBundles: sql<number>`(sum(${orderItems.buyQty}) over (partition by ${orderItems.stockId}))::int`,
      mainId: orders.id,
      orderNo: orders.orderNo,
      buyerName: buyers.nickName,
      bundles: orderItems.buyQty,
      status: orders.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(stockLots, eq(stockLots.id, orderItems.stockId))
    .where(where)
    .orderBy(asc(stockLots.positionNo), asc(orderItems.stockId), asc(orders.id), asc(orderItems.id))
    .$dynamic();
}

export async function pickList(ctx: AppContext, filters: DeskFilters, page: number, limit: number): Promise<PickListPage> {
  const where = pickListWhere(filters);
  const [rows, total] = await Promise.all([
    pickLines(ctx, where)
      .limit(limit)
      .offset((page - 1) * limit),
    countOrderItems(ctx.db, where),
  ]);
  return {
    auctionDate: filters.auctionDate,
    list: rows.map((row) => ({ ...row, lotBundles: Number(row.lotBundles) })),
    total,
  };
}

/** The orders of the desk's filter that may be printed (slips, labels): paid, with something left to fulfil. */
export function printableOrdersWhere(filters: DeskFilters): SQL {
  return and(deskWhere(filters, TO_PICK), paid)!;
}

/**
 * One order for the desk's detail, by id or by number (the number wins when both are given: it is what was scanned).
 * Not found: code 404 with 订单不存在.
 */
export async function deskOrderDetail(ctx: AppContext, by: { mainId: number | null; orderNo: string }): Promise<StaffOrderDetail> {
  const orderNo = scannedOrderNo(by.orderNo);
  const which = orderNo ? eq(orders.orderNo, orderNo) : by.mainId !== null ? eq(orders.id, by.mainId) : null;
  if (!which) throw notFound(FULFILMENT_MESSAGES.notFound);
  const [order] = await ctx.db.select().from(orders).where(which).limit(1);
  if (!order) throw notFound(FULFILMENT_MESSAGES.notFound);
  const [[header], items, trail] = await Promise.all([
    deskOrderRows(ctx, eq(orders.id, order.id), { limit: 1 }),
    ctx.db
      .select({ item: orderItems, positionNo: stockLots.positionNo })
      .from(orderItems)
      .innerJoin(stockLots, eq(stockLots.id, orderItems.stockId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    orderAuditTrail(ctx.db, order.id),
  ]);
  const { paymentFen: _, ...row } = header!;
  const itemRows = items.map(({ item }) => item);
  const bought = toOrderItems(order, itemRows);
  // The order's own times that no audit row records; the rest (配货, 发货, 送达, 撤销, 售后, 代扣付款, 完成 …) come from
  // the trail. Paid later without a staff payment in the trail: the buyer paid it (去付款).
  const placer = row.placedByLabel || '买家';
  const paidLater = order.paidAt !== null && order.paidAt.getTime() !== order.createdAt.getTime();
  const staffPaid = trail.some((entry) => entry.action === SETTLE_AUDIT_ACTION);
  const own: OrderHistoryEntry[] = [
    { at: order.createdAt, what: '下单', actor: placer },
    ...(order.paidAt && !paidLater ? [{ at: order.paidAt, what: '付款', actor: placer }] : []),
    ...(order.paidAt && paidLater && !staffPaid ? [{ at: order.paidAt, what: '付款', actor: '买家' }] : []),
    ...(order.confirmedAt ? [{ at: order.confirmedAt, what: '确认收货', actor: '买家' }] : []),
  ].map((entry) => ({ ...entry, at: entry.at.toISOString() }));
  // Oldest first (the trail is newest first), so steps at one instant of the market clock keep the order they were made in.
  const audited = [...trail]
    .reverse()
    .map((entry) => ({ at: entry.createdAt.toISOString(), what: auditActionName(entry.action), actor: entry.actor }));
  return {
    order: row,
    rcvAddress: [order.rcvPname, order.rcvCname, order.rcvZname, order.rcvAddress].filter(Boolean).join(' '),
    orderNotice: order.orderNotice ?? '',
    paidAt: iso(order.paidAt),
    items: items.map(({ item, positionNo }, i) => ({
      ...bought[i]!,
      stockId: item.stockId,
      positionNo,
      lengthName: lengthLabel(item.lengthCode),
      cancelled: item.cancelledAt !== null,
    })),
    sumData: toSumData(order, itemRows),
    history: [...own, ...audited].sort((a, b) => a.at.localeCompare(b.at)),
  };
}
