/**
 * The demo buyer's order history: believable orders in every status of §4 (1 new, 2 allocating, 3 waiting to
 * ship, 4 shipped, 5 completed), with notes, activity discounts, a transaction fee (commission > 0), a
 * cancellation under review and one that failed. Deterministic; built from the seeded lots.
 * They are history: stock and balances are NOT touched (the seed's balance is the buyer's balance now).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  BACK_STATUS,
  lineActivityDiscountFen,
  memberDiscountFen,
  ORDER_STATUS,
  orderTotalFen,
  packingFeeFen,
  SESSIONS,
  shanghaiWallTime,
  shanghaiWallTimeToMs,
  type BackStatus,
  type LogisType,
  type OrderStatus,
  type SessionType,
} from '@huashi/domain';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import plans from './data/orders.json';

type Receiver = {
  rcvUser: string;
  rcvPhone: string;
  rcvPname: string;
  rcvCname: string;
  rcvZname: string;
  rcvAddress: string;
  deliveryType: LogisType;
  deliveryName: string | null;
  logisName: string | null;
};

/** `reason`: a rejected request's (backStatus 3) reason, as staff write it on the 撤销审核 desk. */
type Line = { activity?: boolean; bundles: number; backStatus: BackStatus; reason?: string };
type Plan = {
  daysAgo: number;
  at: [hour: number, minute: number];
  session: SessionType;
  status: OrderStatus;
  pickup?: boolean;
  note?: string;
  commission?: boolean;
  /** Completed by the buyer's confirmation (else by the market after the receipt period). */
  confirmed?: boolean;
  lines: Line[];
};

/**
 * The plans are data, in `data/orders.json`: newest first; today's new orders are before the demo clock (11:45).
 * Their session and statuses are checked against the domain's when the module loads.
 */
const PLANS: readonly Plan[] = plans.map((plan) => {
  const known = plan.session in SESSIONS && plan.status in ORDER_STATUS && plan.lines.every((line) => line.backStatus in BACK_STATUS);
  if (!known || plan.at.length !== 2) throw new Error(`data/orders.json: unknown session or status in ${JSON.stringify(plan)}`);
  return plan as Plan;
});

const LOGISTICS_FEN_PER_KG = 100;
const COMMISSION_FEN = 900;
const HOUR = 3600_000;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export async function seedDemoOrders(
  tx: Tx,
  input: { buyerId: number; memberLevel: number; memberDiscountTenths: number; now: Date; agent: Receiver; pickup: Receiver },
): Promise<number> {
  const lots = await tx
    .select({ lot: t.stockLots, variety: t.varieties, cateName: t.categories.name, supplierName: t.suppliers.name })
    .from(t.stockLots)
    .innerJoin(t.varieties, eq(t.varieties.flwCode, t.stockLots.flwCode))
    .innerJoin(t.categories, eq(t.categories.id, t.varieties.categoryId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.stockLots.supplierId))
    .where(and(gt(t.stockLots.nowStock, 0)))
    .orderBy(asc(t.stockLots.id));
  const bySession = (session: 'A' | 'C', activity: boolean) =>
    lots.filter((l) => l.lot.session === session && (activity ? l.lot.activityPercent > 0 : l.lot.activityPercent === 0));
  const today = shanghaiWallTime(input.now);
  if (!today || lots.length === 0) return 0;

  let picked = 0;
  let count = 0;
  for (const [index, plan] of PLANS.entries()) {
    const atMs =
      (shanghaiWallTimeToMs(today.year, today.month, today.day, plan.at[0], plan.at[1], 0) ?? input.now.getTime()) -
      plan.daysAgo * 24 * HOUR;
    const createdAt = new Date(Math.min(atMs, input.now.getTime() - 5 * 60_000));
    const stamp = shanghaiWallTime(createdAt)!;
    const auctionDate = `${stamp.year}-${pad(stamp.month)}-${pad(stamp.day)}`;
    const receiver = plan.pickup ? input.pickup : input.agent;

    const lines = plan.lines.map((line) => {
      const pool = bySession(plan.session, line.activity === true);
      const fallback = pool.length > 0 ? pool : lots;
      // A stride through the lots gives varied flowers, grades and suppliers.
      const row = fallback[(picked * 37 + 11) % fallback.length]!;
      picked += 1;
      // An activity line buys at least the lot's 满N扎 threshold, so its discount is one the rule grants.
      const bundles = line.activity ? Math.max(line.bundles, row.lot.activityMinBunches) : line.bundles;
      const stems = bundles * row.lot.stemsPerBunch;
      const feeGoods = row.lot.salePriceFen * stems;
      const terms = { percent: line.activity ? row.lot.activityPercent : 0, minBunches: row.lot.activityMinBunches };
      const feeDiscount = lineActivityDiscountFen(terms, { goodsFen: feeGoods, bunches: bundles });
      const weightGrams = bundles * row.variety.weightGrams;
      return { line, bundles, row, stems, feeGoods, feeDiscount, weightGrams };
    });
    const goods = lines.reduce((s, l) => s + l.feeGoods, 0);
    const activityDiscount = lines.reduce((s, l) => s + l.feeDiscount, 0);
    const weight = lines.reduce((s, l) => s + l.weightGrams, 0);
    const logistics = receiver.deliveryType > 1 ? Math.round((weight * LOGISTICS_FEN_PER_KG) / 1000) : 0;
    const packing = lines.reduce((s, l) => s + packingFeeFen(l.weightGrams / 1000, l.row.lot.feeBoxPerKgFen), 0);
    const member = memberDiscountFen({
      goods,
      memberLevel: input.memberLevel,
      memberDiscount: input.memberDiscountTenths / 10,
    });
    const commission = plan.commission ? COMMISSION_FEN : 0;
    const payment = orderTotalFen({ goods, logistics, packing, activityDiscount, coupon: 0, memberDiscount: member }) + commission;
    const shipped = plan.status >= 4;
    const checked = plan.status >= 3;
    const orderNo = `HS${stamp.year}${pad(stamp.month)}${pad(stamp.day)}${pad(stamp.hour)}${pad(stamp.minute)}9${pad(index + 1, 3)}`;

    const [order] = await tx
      .insert(t.orders)
      .values({
        orderNo,
        buyerId: input.buyerId,
        status: plan.status,
        session: plan.session,
        auctionDate,
        ...receiver,
        logisCode: shipped && receiver.deliveryType > 1 ? 'KMCOLD' : null,
        logisName: receiver.logisName,
        logisNumber: shipped && receiver.deliveryType > 1 ? `KM${orderNo.slice(-10)}` : null,
        orderNotice: plan.note ?? null,
        preWeightGrams: weight,
        realWeightGrams: checked ? weight - (index % 3) * 40 : null,
        checkTime: checked ? new Date(createdAt.getTime() + 3 * HOUR) : null,
        feeGoods: goods,
        feeLogis: logistics,
        feeBox: packing,
        feeDiscount: activityDiscount,
        feeCoupon: 0,
        feeMember: member,
        feePayment: payment,
        commission,
        feeDeliveryReal: checked ? logistics : 0,
        showTime: shipped ? new Date(createdAt.getTime() + 18 * HOUR) : null,
        confirmedAt: plan.status === 5 && plan.confirmed ? new Date(createdAt.getTime() + 30 * HOUR) : null,
        createdAt,
      })
      .returning({ id: t.orders.id });
    await tx.insert(t.orderItems).values(
      lines.map(({ line, bundles, row, stems, feeGoods, feeDiscount, weightGrams }) => ({
        orderId: order!.id,
        stockId: row.lot.id,
        flwCode: row.variety.flwCode,
        flwName: row.variety.name,
        cateName: row.cateName,
        levelName: row.lot.levelName,
        lengthCode: row.lot.lengthCode,
        openCode: row.lot.openCode,
        supplierId: row.lot.supplierId,
        supplierName: row.supplierName,
        productImage: row.variety.image,
        buyPriceFen: row.lot.salePriceFen,
        stemsPerBunch: row.lot.stemsPerBunch,
        buyQty: bundles,
        buyQtyAll: stems,
        feeGoods,
        feeDiscount,
        weightGrams,
        backStatus: line.backStatus,
        backReason: line.reason ?? null,
      })),
    );
    count += 1;
  }
  return count;
}
