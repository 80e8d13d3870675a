/**
 * 今日概览 (issue 31, the day at a glance): every figure of the caller's cards in one answer, for the auction day of
 * the server's clock. Which cards a role sees: domain/dashboard.ts (the cards of its own desks; 管理员 all).
 *
 * Decisions:
 * - A figure is the desk's own count, computed with the desk's own condition, never a second one written here:
 *   订单 cells with adminOrders' deskWhere (the day's orders on the desk: an order whose every item was cancelled has
 *   left it) and deskStatusWhere (session × status, the desk's status filter); 售后 with adminClaims' claimDeskWhere
 *   per state, overdue its 超时未回复 view (待处理/处理中 filed before domain claimOverdueBefore(now): the 72-hour deadline);
 *   提现 with withdrawals' payoutWhere and payoutTotals. test/dashboard.test.ts compares each figure with what the
 *   desk's endpoint answers for the matching filter.
 * - Cheap at a year: one statement per card, each reading today's rows by index (orders_desk_idx / orders_date_id_idx
 *   for the day's orders, order_items_standing_idx per order; after_sales_status_created_idx for the waiting claims,
 *   which are few whatever the history); the cells of a card are `count(*) filter (where …)` over one read of the day,
 *   not one query per cell. The claim rates read the supplier_claim_days rollup (claimRates.ts), for today's
 *   suppliers only. EXPLAIN ANALYZE on seed:year 0.1 (2026-11-17: 815 orders of the day, 2,349 items): the cells
 *   one index read of the day (orders_date…, 815 rows) with a standing-item probe each, 1.7–4.5 ms; the day's sales
 *   the same read plus the orders' items by order_items_order_idx, 3.0–3.3 ms; the claims' counts 1.1 ms; the
 *   payouts 0.3 ms. That copy predates the claim rollup and the concurrent indexes, so there the waiting claims and
 *   the pending withdrawals were read by a scan (10,319 and 1,926 rows): with after_sales_status_created_idx and
 *   withdrawals_pending_idx (drizzle/concurrent-indexes.sql) both are index reads of the waiting rows only.
 * - 成交 (bundles and value) is every standing item of the day's desk orders, paid or 待付款 (an operator's unpaid
 *   order holds its stock too); value is the items' goods amount (fee_goods, before coupons and fees).
 */
import type { Dashboard, DashboardClaims, DashboardOrders, DashboardPayouts } from '@huashi/api';
import {
  auctionDate,
  CLAIM_RATE_MIN_ITEMS,
  claimRateText,
  DASHBOARD_TOP_SUPPLIERS,
  DASHBOARD_TOP_VARIETIES,
  dashboardCardsOf,
  DESK_STATUS_FILTER_CODES,
  formatYuan,
  type ClaimDeskState,
  type DeskStatusFilter,
  type StaffRole,
} from '@huashi/domain';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { afterSales, orderItems, orders } from '../db/schema';
import { claimDeskWhere } from './adminClaims';
import { deskStatusWhere, deskWhere } from './adminOrders';
import { supplierClaimCounts } from './claimRates';
import { payoutTotals, payoutWhere } from './withdrawals';

const SESSIONS = ['A', 'C'] as const;
/** The claim states that wait on the market, as the card shows them. */
const WAITING_CLAIM_STATES = ['pending', 'processing', 'toPay'] as const satisfies readonly ClaimDeskState[];

type Cell = { session?: 'A' | 'C'; status?: DeskStatusFilter };
const cellKey = (cell: Cell) => `${cell.session ?? 'all'}_${cell.status ?? 'all'}`;

async function ordersCard(ctx: AppContext, day: string) {
  const dayWhere = deskWhere({ auctionDate: day, buyer: '', keyword: '' });
  const cells: Cell[] = [undefined, ...SESSIONS].flatMap((session) =>
    [undefined, ...DESK_STATUS_FILTER_CODES].map((status) => ({ session, status })),
  );
  const counts = Object.fromEntries(
    cells.map((cell) => [cellKey(cell), sql<number>`(count(*) filter (where ${deskStatusWhere(cell)}))::int`]),
  );
  const [[counted], sold] = await Promise.all([
    ctx.db.select(counts).from(orders).where(dayWhere),
    ctx.db
      .select({
        name: orderItems.flwName,
        supplierId: orderItems.supplierId,
        supplierName: orderItems.supplierName,
        bundles: sql<number>`sum(${orderItems.buyQty})::int`,
        valueFen: sql<string>`sum(${orderItems.feeGoods})`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(dayWhere, isNull(orderItems.cancelledAt)))
      .groupBy(orderItems.flwName, orderItems.supplierId, orderItems.supplierName),
  ]);
  const n = (cell: Cell) => Number(counted?.[cellKey(cell)] ?? 0);
  const byName = new Map<string, number>();
  const bySupplier = new Map<string, { name: string; bundles: number }>();
  let bundles = 0;
  let valueFen = 0;
  for (const row of sold) {
    bundles += Number(row.bundles);
    valueFen += Number(row.valueFen);
    byName.set(row.name, (byName.get(row.name) ?? 0) + Number(row.bundles));
    const supplier = bySupplier.get(row.supplierId) ?? { name: row.supplierName, bundles: 0 };
    supplier.bundles += Number(row.bundles);
    bySupplier.set(row.supplierId, supplier);
  }
  const card: DashboardOrders = {
    total: n({}),
    sessions: SESSIONS.map((session) => ({
      session,
      total: n({ session }),
      byStatus: DESK_STATUS_FILTER_CODES.map((status) => ({ status, count: n({ session, status }) })),
    })),
    picking: n({ status: 'picking' }),
    packed: n({ status: 'packed' }),
    bundles,
    value: formatYuan(valueFen),
    topVarieties: [...byName]
      .map(([name, b]) => ({ name, bundles: b }))
      .sort((a, b) => b.bundles - a.bundles || a.name.localeCompare(b.name, 'zh'))
      .slice(0, DASHBOARD_TOP_VARIETIES),
  };
  return { card, suppliers: bySupplier };
}

/** The day's suppliers (those sold today) by their 30-day claim rate, highest first; too few deliveries (暂无) last. */
async function supplierRates(ctx: AppContext, suppliers: Map<string, { name: string; bundles: number }>, now: Date) {
  const counts = await supplierClaimCounts(ctx.db, [...suppliers.keys()], now);
  const rated = (c: { delivered: number; accepted: number }) => (c.delivered >= CLAIM_RATE_MIN_ITEMS ? c.accepted / c.delivered : -1);
  return [...counts]
    .map(([supplierId, c]) => ({ supplierId, c, sold: suppliers.get(supplierId)! }))
    .sort((a, b) => rated(b.c) - rated(a.c) || b.sold.bundles - a.sold.bundles || a.supplierId.localeCompare(b.supplierId))
    .slice(0, DASHBOARD_TOP_SUPPLIERS)
    .map(({ supplierId, c, sold }) => ({
      supplierId,
      supplierName: sold.name,
      rate: claimRateText(c.accepted, c.delivered),
      delivered: c.delivered,
      accepted: c.accepted,
    }));
}

async function claimsCard(ctx: AppContext, now: Date, suppliers: Map<string, { name: string; bundles: number }>) {
  const overdue = claimDeskWhere('overdue', '', now);
  const [[counted], supplierRatesList] = await Promise.all([
    ctx.db
      .select({
        ...(Object.fromEntries(
          WAITING_CLAIM_STATES.map((state) => [state, sql<number>`(count(*) filter (where ${claimDeskWhere(state, '', now)}))::int`]),
        ) as Record<ClaimDeskState, SQL<number>>),
        overdue: sql<number>`(count(*) filter (where ${overdue}))::int`,
      })
      .from(afterSales)
      .where(or(...WAITING_CLAIM_STATES.map((state) => claimDeskWhere(state, '', now)))),
    supplierRates(ctx, suppliers, now),
  ]);
  const card: DashboardClaims = {
    byState: WAITING_CLAIM_STATES.map((state) => ({ state, count: Number(counted?.[state] ?? 0) })),
    overdue: Number(counted?.overdue ?? 0),
    supplierRates: supplierRatesList,
  };
  return card;
}

async function payoutsCard(ctx: AppContext): Promise<DashboardPayouts> {
  const totals = await payoutTotals(ctx.db, payoutWhere({ state: 'pending' }));
  return { pending: totals.n, amount: formatYuan(totals.amountFen) };
}

/** The figures of `role`'s cards for the auction day of the server's clock (other cards: null). */
export async function dashboardFigures(ctx: AppContext, role: StaffRole): Promise<Dashboard> {
  const now = ctx.clock.now();
  const day = auctionDate(now)!;
  const cards = new Set(dashboardCardsOf(role));
  // The claim rates are of today's suppliers: the 售后 card reads the day's sales too.
  const sales = cards.has('orders') || cards.has('claims') ? await ordersCard(ctx, day) : null;
  const [claims, payouts] = await Promise.all([
    cards.has('claims') ? claimsCard(ctx, now, sales!.suppliers) : null,
    cards.has('payouts') ? payoutsCard(ctx) : null,
  ]);
  return {
    auctionDate: day,
    now: now.toISOString(),
    orders: cards.has('orders') ? sales!.card : null,
    claims,
    payouts,
  };
}
