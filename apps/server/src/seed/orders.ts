/**
 * The demo buyer's order history (issue 31: the demo is one consistent story of money): orders in every status of §4
 * (1 new, 2 allocating, 3 waiting to ship, 4 shipped and delivered, 5 completed), with notes, activity discounts, a
 * cancellation under review and one refused, over the last two weeks. The plans are data (`data/orders.json`).
 *
 * Decisions:
 * - Every seeded row is made by the product's own code, on the market clock moved to the moment it happened: the
 *   buyer's top-up is a paid recharge credited as a gateway's notify credits it (recharges.ts creditRecharge); each
 *   order is planned and paid as a purchase is (purchase.ts plan, orderReady, writePaidOrder, takeStock: the balance
 *   debited with its 购买商品 ledger row, the stock taken, paid_at and created_at at the order's time); its cancellation
 *   requests and their refusal go through the buyer's and the desk's services (orders.ts backOrder, cancellations.ts
 *   rejectCancellation by 陈客服); 开始配货, 发货 and 已送达 through the 订单履约 desk's moves by 李配货 (fulfilment.ts,
 *   with their audit rows at the same market time); completion by the buyer's 确认收货 or the 72-hour job. So the
 *   ledger check passes, each day's 日报 reconciles with its 购买, the supplier's page and a settlement count what was
 *   sold on its day, and an order's history reads on one clock.
 * - An order buys lots of its own auction date: the lots of a past day with orders are that day's generated arrivals
 *   (generateCatalog, as the daily feed makes them), inserted here. No lot is used twice, each line's lot has the
 *   stock it takes, and a 限时直供 order's first plain line is the demo supplier's (A1001) when that day has one, so
 *   the supplier's page has sales to show.
 * - The top-up is what the history spends plus the balance the demo starts with (`closingFen`), paid the morning of
 *   the first order; the buyer's balance after the seed is exactly `closingFen`.
 * - An order whose planned time is not yet past on the seed's clock (a start before 11:32 without MARKET_NOW) moves
 *   back a day, so nothing is dated in the future.
 * - The services open their own transactions; inside the seed's transaction they are savepoints (the seed passes its
 *   transaction where they take the database).
 */
import { auctionDate, maxBatches, ORDER_STATUS, BACK_STATUS, SESSIONS, shanghaiWallTimeToMs, shanghaiWallTime } from '@huashi/domain';
import type { BackStatus, OrderStatus, PayWay, SessionType } from '@huashi/domain';
import { and, asc, eq } from 'drizzle-orm';
import { manualClock } from '../clock';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { SANDBOX_LABEL } from '../payments';
import { rejectCancellation } from '../services/cancellations';
import { advanceOrderOneStep, deliverOrders, shipOrders, startPicking, SIMULATED_CARRIER } from '../services/fulfilment';
import { runAutoComplete } from '../services/autoComplete';
import { loadLots } from '../services/lots';
import { backOrder, confirmReceipt, modifyNotice } from '../services/orders';
import { nextOrderId, orderNoOf, orderReady, plan, takeStock, writePaidOrder, type PurchaseSource } from '../services/purchase';
import { creditRecharge, newTradeNo } from '../services/recharges';
import plans from './data/orders.json';
import { insertDayLots } from './days';

/** `reason`: a refused request's (backStatus 3) reason, as staff write it on the 撤销审核 desk. */
type Line = { activity?: boolean; bundles: number; backStatus: BackStatus; reason?: string };
type Plan = {
  daysAgo: number;
  at: [hour: number, minute: number];
  session: SessionType;
  status: OrderStatus;
  pickup?: boolean;
  note?: string;
  /** Completed by the buyer's confirmation (else by the market's 72-hour job). */
  confirmed?: boolean;
  lines: Line[];
};

/**
 * The plans, newest first; today's new orders are before the demo clock (11:45). Their session and statuses are checked
 * against the domain's when the module loads.
 */
const PLANS: readonly Plan[] = plans.map((plan) => {
  const known = plan.session in SESSIONS && plan.status in ORDER_STATUS && plan.lines.every((line) => line.backStatus in BACK_STATUS);
  if (!known || plan.at.length !== 2) throw new Error(`data/orders.json: unknown session or status in ${JSON.stringify(plan)}`);
  return plan as Plan;
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How long after the order each step happened (capped at the seed's clock less a minute). */
const AFTER = {
  request: 10 * MINUTE,
  refuse: 40 * MINUTE,
  allocate: HOUR,
  pick: 3 * HOUR,
  ship: 6 * HOUR,
  deliver: 18 * HOUR,
  confirm: 30 * HOUR,
};
/** The 72-hour job's sweep after the delivery (services/autoComplete.ts). */
const AUTO_COMPLETE_AFTER = 72 * HOUR + 5 * MINUTE;
const TOP_UP_WAY: PayWay = 'ALIPAY';

export type DemoOrdersInput = {
  buyerId: number;
  /** The demo buyer's addresses: delivery by the market's agent (default) and self-pickup. */
  addressIds: { agent: number; pickup: number };
  /** The balance the buyer holds after the history (what a new user sees). */
  closingFen: number;
  /** The demo staff who work the desks: 配货发货 and 客服. */
  staff: { fulfilment: number; service: number };
  /** The supplier whose lots the 限时直供 orders buy first (the demo supplier login). */
  supplierId: string;
  now: Date;
};

type DayLot = { id: number; session: string; supplierId: string; activityPercent: number; activityMinBunches: number } & {
  nowStock: number;
  stemsPerBunch: number;
  basicSaleNo: number;
};

/** The instant of a plan on the seed's clock: its wall time `daysAgo` days back, moved back a day while not yet past. */
function instantOf(plan: Plan, now: Date): Date {
  const today = shanghaiWallTime(now)!;
  let at = (shanghaiWallTimeToMs(today.year, today.month, today.day, plan.at[0], plan.at[1], 0) ?? now.getTime()) - plan.daysAgo * DAY;
  while (at > now.getTime() - 5 * MINUTE) at -= DAY;
  return new Date(at);
}

/** A top-up of the buyer, paid and credited at `at` as the gateway's notify credits one. */
export async function seedTopUp(db: Db, buyerId: number, fen: number, at: Date): Promise<void> {
  const [recharge] = await db
    .insert(t.recharges)
    .values({
      buyerId,
      outTradeNo: newTradeNo(at),
      payFeeFen: fen,
      payWay: TOP_UP_WAY,
      status: 'pending',
      expiresAt: new Date(at.getTime() + MINUTE),
      createdAt: at,
    })
    .returning({ id: t.recharges.id });
  await creditRecharge(db, recharge!, SANDBOX_LABEL, new Date(at.getTime() + 20_000));
}

/** The lines of each plan: lots of its auction date and session, unused, with the stock a line takes. */
function chooseLines(plan: Plan, lots: readonly DayLot[], used: Set<number>, supplierId: string, stride: { n: number }) {
  return plan.lines.map((line, i) => {
    const fits = (lot: DayLot) => {
      const bunches = line.activity ? Math.max(line.bundles, lot.activityMinBunches) : line.bundles;
      const pi = Math.ceil(bunches / Math.max(lot.basicSaleNo, 1));
      const max = maxBatches({ stock: lot.nowStock, stemsPerBunch: lot.stemsPerBunch, basicSaleQuantity: lot.basicSaleNo });
      return (
        !used.has(lot.id) &&
        lot.session === plan.session &&
        (line.activity ? lot.activityPercent > 0 : lot.activityPercent === 0) &&
        max >= pi
      );
    };
    const pool = lots.filter(fits);
    const own = plan.session === 'A' && i === 0 && !line.activity ? pool.filter((lot) => lot.supplierId === supplierId) : [];
    const from = own.length > 0 ? own : pool;
    if (from.length === 0) throw new Error(`seed: no lot of ${plan.session} for ${JSON.stringify(line)}`);
    // A stride through the lots gives varied flowers, grades and suppliers.
    const lot = from[(stride.n * 37 + 11) % from.length]!;
    stride.n += 1;
    used.add(lot.id);
    const bunches = line.activity ? Math.max(line.bundles, lot.activityMinBunches) : line.bundles;
    return { line, lot, pi: Math.ceil(bunches / Math.max(lot.basicSaleNo, 1)) };
  });
}

/** Seeds the demo buyer's history (see the header). Answers how many orders it made. */
export async function seedDemoOrders(db: Db, input: DemoOrdersInput): Promise<number> {
  const clock = manualClock(input.now);
  const ctx = { db, clock };
  const cap = (at: number) => new Date(Math.min(at, input.now.getTime() - MINUTE));
  const scheduled = [...PLANS].map((plan) => ({ plan, at: instantOf(plan, input.now) })).sort((a, b) => a.at.getTime() - b.at.getTime());
  if (scheduled.length === 0) return 0;

  // Each order's lines, from the lots of its auction date (a past day's arrivals inserted as the daily feed makes them).
  const used = new Set<number>();
  const stride = { n: 0 };
  const lotsOf = new Map<string, DayLot[]>();
  const chosen: { plan: Plan; at: Date; lines: ReturnType<typeof chooseLines> }[] = [];
  for (const { plan, at } of scheduled) {
    const date = auctionDate(at)!;
    if (!lotsOf.has(date)) {
      await insertDayLots(db, date);
      lotsOf.set(date, await db.select().from(t.stockLots).where(eq(t.stockLots.auctionDate, date)).orderBy(asc(t.stockLots.id)));
    }
    chosen.push({ plan, at, lines: chooseLines(plan, lotsOf.get(date)!, used, input.supplierId, stride) });
  }

  const buyerRow = async () => (await db.select().from(t.buyers).where(eq(t.buyers.id, input.buyerId)))[0]!;
  const sourceOf = (lines: (typeof chosen)[number]['lines']): PurchaseSource => ({
    kind: 'nowPay',
    products: lines.map(({ lot, pi }) => ({ huaId: lot.id, qty: pi })),
  });
  const planOf = async (o: (typeof chosen)[number]) => {
    // The lots read first: plan's reads run at once, which one transaction's connection would only queue (pg warns).
    const lots = await loadLots(
      db,
      o.lines.map((line) => line.lot.id),
    );
    return plan(db, await buyerRow(), sourceOf(o.lines), o.at, {
      couponCode: '',
      addressId: o.plan.pickup ? input.addressIds.pickup : input.addressIds.agent,
      listCoupons: false,
      lots: async () => lots,
    });
  };

  // The top-up the morning of the first order: what the history spends, plus the balance the demo starts with.
  let spent = 0;
  for (const o of chosen) spent += (await planOf(o)).totalFen;
  const first = shanghaiWallTime(chosen[0]!.at)!;
  const morning = shanghaiWallTimeToMs(first.year, first.month, first.day, 9, 30, 0)!;
  await seedTopUp(db, input.buyerId, spent + input.closingFen, new Date(Math.min(morning, chosen[0]!.at.getTime() - HOUR)));

  for (const o of chosen) {
    const p = await planOf(o);
    const { address, session } = orderReady(p, sourceOf(o.lines));
    const orderId = await nextOrderId(db);
    const today = auctionDate(o.at)!;
    const orderNo = orderNoOf(orderId, today);
    await db.transaction(async (tx) => {
      await writePaidOrder(tx, { buyerId: input.buyerId, p, orderId, orderNo, address, session, today, now: o.at });
      await takeStock(tx, p.lines);
    });
    const at = (offset: number) => cap(o.at.getTime() + offset);
    // The buyer's remark, written from 我的订单 (备注) a few minutes after paying.
    if (o.plan.note) {
      clock.set(at(2 * MINUTE));
      await modifyNotice(ctx, input.buyerId, { mainId: orderId, notice: o.plan.note });
    }

    // Cancellation requests (审核中) and their refusal (撤销失败), while the order is still being allocated.
    const items = await db
      .select({ id: t.orderItems.id })
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, orderId))
      .orderBy(asc(t.orderItems.id));
    for (const [i, line] of o.plan.lines.entries()) {
      if (line.backStatus !== 2 && line.backStatus !== 3) continue;
      clock.set(at(AFTER.request));
      await backOrder(ctx, input.buyerId, { itemId: items[i]!.id });
      if (line.backStatus === 3) {
        clock.set(at(AFTER.refuse));
        await rejectCancellation(ctx, input.staff.service, items[i]!.id, line.reason ?? '供应商已按订单备货，无法撤销');
      }
    }
    const status = o.plan.status;
    if (status >= 2) {
      clock.set(at(AFTER.allocate));
      await advanceOrderOneStep(db, clock, orderId);
    }
    const moved = (result: { moved: number }, step: string) => {
      if (result.moved !== 1) throw new Error(`seed: order ${orderNo} could not ${step}`);
    };
    if (status >= 3) {
      clock.set(at(AFTER.pick));
      moved(await startPicking(db, clock, input.staff.fulfilment, [orderId]), 'start picking');
    }
    if (status >= 4) {
      clock.set(at(AFTER.ship));
      const tracking = o.plan.pickup ? {} : { carrierCode: SIMULATED_CARRIER.code, trackingNumber: `KM${orderNo.slice(-10)}` };
      moved(await shipOrders(db, clock, input.staff.fulfilment, [{ mainId: orderId, ...tracking }]), 'ship');
      clock.set(at(AFTER.deliver));
      moved(await deliverOrders(db, clock, input.staff.fulfilment, [orderId]), 'be delivered');
    }
    if (status >= 5) {
      if (o.plan.confirmed) {
        clock.set(at(AFTER.confirm));
        await confirmReceipt(ctx, input.buyerId, { mainId: orderId, itemId: null });
      } else if ((await runAutoComplete(db, at(AFTER.deliver + AUTO_COMPLETE_AFTER), [orderId])) !== 1) {
        throw new Error(`seed: order ${orderNo} was not completed by the job`);
      }
    }
    const [after] = await db
      .select({ status: t.orders.status })
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId)));
    if (after?.status !== status) throw new Error(`seed: order ${orderNo} is at ${after?.status}, planned ${status}`);
  }
  return chosen.length;
}
