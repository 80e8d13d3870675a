/** Request bodies and rows more than one test file (or bench script) uses. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { auditLog, buyers, orderItems, orders, stockLots, type addresses } from '../src/db/schema';

/** A valid first-format address (/address): a Kunming florist's shop, sent by air (logisWay 2 = 航空物流). */
export const VALID_ADDRESS = {
  contactUser: '王芳',
  contactPhone: '13987654321',
  addrPid: '53',
  addrCid: '5301',
  addrZid: '530102',
  address: '东风西路88号芳华花艺',
  logisType: 2,
  logisWay: 2,
};

/** A bank card as /pc/bank/bind takes it, held by `cardName` (a valid ICBC number, a Kunming branch). */
export const bankCardForm = (cardName: string) => ({
  cardName,
  cardNumber: '6222 0212 3456 7890 128',
  bankName: '中国工商银行',
  bankcode: 'ICBC',
  province: '53',
  city: '5301',
  area: '530111',
  bankBranch: '昆明关上支行',
});

/**
 * An addresses row for a buyer made straight in the database (rush tests and bench:rush): the market's self-pickup
 * point at 斗南, the default address, with the given receiver.
 */
export function selfPickupAddressRow(buyerId: number, contactUser: string, contactPhone: string): typeof addresses.$inferInsert {
  return {
    buyerId,
    contactUser,
    contactPhone,
    provinceId: '53',
    provinceName: '云南省',
    cityId: '5301',
    cityName: '昆明市',
    districtId: '530114',
    districtName: '呈贡区',
    address: '斗南花卉交易中心自提点',
    isDefault: true,
    logisType: 1 as const,
    logisName: '自提',
  };
}

/** How many audit rows the database holds (of `action` only, when named): a refused call must leave it unchanged. */
export async function auditCountOf(db: Db, action?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined);
  return row?.n ?? 0;
}

/** A buyer's id by their phone. */
export async function buyerIdOf(db: Db, phone: string): Promise<number> {
  const [row] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.phone, phone));
  if (!row) throw new Error(`no buyer with phone ${phone}`);
  return row.id;
}

/**
 * A fresh order of a buyer: a copy of the first seeded status-1 order of `templateBuyerId` with `changes` (at least its
 * own order number and time), holding one copy of that order's first item at backStatus 1 (cancellation applicable).
 */
export async function copySeededOrder(
  db: Db,
  templateBuyerId: number,
  changes: Partial<typeof orders.$inferInsert> & { orderNo: string; createdAt: Date },
): Promise<{ order: typeof orders.$inferSelect; item: typeof orderItems.$inferSelect }> {
  const [template] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, templateBuyerId), eq(orders.status, 1)))
    .orderBy(orders.id)
    .limit(1);
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, template!.id)).limit(1);
  const { id: _id, ...rest } = template!;
  const [order] = await db
    .insert(orders)
    // Paid as it is placed, at its own time (unless `changes` says otherwise), as a buyer's order is.
    .values({ ...rest, paidAt: changes.createdAt, ...changes })
    .returning();
  const { id: _iid, orderId: _oid, ...itemRest } = item!;
  const [copy] = await db
    .insert(orderItems)
    .values({ ...itemRest, orderId: order!.id, backStatus: 1 })
    .returning();
  return { order: order!, item: copy! };
}

/** The all-day (C) lots of an auction date that sell at least `batches` batches, by id (issue 32's sheets buy them). */
export async function buyableLots(db: Db, auctionDate: string, batches = 1): Promise<(typeof stockLots.$inferSelect)[]> {
  return db
    .select()
    .from(stockLots)
    .where(
      and(
        eq(stockLots.auctionDate, auctionDate),
        eq(stockLots.session, 'C'),
        sql`${stockLots.nowStock} >= ${stockLots.stemsPerBunch} * greatest(${stockLots.basicSaleNo}, 1) * ${batches}`,
      ),
    )
    .orderBy(asc(stockLots.id));
}
