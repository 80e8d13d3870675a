/**
 * The 11:30 rush (issue 7): 200 buyers at once on the same 5 lots holding 40 batches in total, random
 * quantities, some buyers short of money. Real app, real PostgreSQL, real concurrency through the pool.
 */
import { ACCOUNT_OPENED_STATUS, createPurchaseSign, type SignKey } from '@huashi/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../src/auth/tokens';
import * as t from '../src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { selfPickupAddressRow } from './fixtures';

let h: TestApp;
let key: SignKey;
const random = () => randomInt(0, 1_000_000) / 1_000_000;

const BUYERS = 200;
const LOTS = 5;
/** Batches per lot: 8 × 5 = 40 in total. */
const BATCHES_PER_LOT = 8;
const STEMS_PER_BUNCH = 10;
const PRICE_FEN = 100; // ¥1.00 a stem → ¥10.00 a batch of one bunch

type Rushing = { id: number; token: string; startFen: number };
let buyers: Rushing[] = [];
let lotIds: number[] = [];

beforeAll(async () => {
  h = await createTestApp({ config: {} });
  key = h.ctx.config.purchaseSignKey;
  // The lots: five fresh all-day lots of today, cloned from a seeded one, no fees (packing 0, no activity).
  // A lot of the harness's market day (the seed holds past days' lots too, which the purchase refuses as 已下架).
  const [model] = await h.db
    .select()
    .from(t.stockLots)
    .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17')))
    .limit(1);
  const inserted = await h.db
    .insert(t.stockLots)
    .values(
      Array.from({ length: LOTS }, (_, i) => ({
        ...model!,
        id: undefined,
        positionNo: `RUSH-${i}`,
        stemsPerBunch: STEMS_PER_BUNCH,
        basicSaleNo: 1,
        nowStock: BATCHES_PER_LOT * STEMS_PER_BUNCH,
        salePriceFen: PRICE_FEN,
        feeBoxPerKgFen: 0,
        activityPercent: 0,
        createdAt: undefined,
      })),
    )
    .returning({ id: t.stockLots.id });
  lotIds = inserted.map((r) => r.id);

  // 200 buyers with a self-pickup default address (no logistics fee) and a session token each.
  // One in five is short of money (¥0–¥9.99: less than one batch).
  const rows = await h.db
    .insert(t.buyers)
    .values(
      Array.from({ length: BUYERS }, (_, i): typeof t.buyers.$inferInsert => ({
        phone: `1390000${String(i).padStart(4, '0')}`,
        accountNo: `RUSH${i}`,
        nickName: `买家${i}`,
        contactPhone: `1390000${String(i).padStart(4, '0')}`,
        passwordHash: 'x',
        status: ACCOUNT_OPENED_STATUS,
        balanceFen: i % 5 === 0 ? randomInt(0, 1_000) : randomInt(1_000, 6_000),
      })),
    )
    .returning({ id: t.buyers.id, balanceFen: t.buyers.balanceFen });
  await h.db
    .insert(t.addresses)
    .values(rows.map((b): typeof t.addresses.$inferInsert => selfPickupAddressRow(b.id, '张三', '13900000000')));
  await h.db
    .insert(t.balanceLedger)
    .values(rows.map((b) => ({ buyerId: b.id, ioValueFen: b.balanceFen, ioNotice: '账户充值', balanceAfterFen: b.balanceFen })));
  buyers = [];
  for (const b of rows) {
    const { token, hash } = newToken();
    await h.db.insert(t.buyerTokens).values({ buyerId: b.id, tokenHash: hash, expiresAt: new Date(h.clock.now().getTime() + 3600_000) });
    buyers.push({ id: b.id, token, startFen: b.balanceFen });
  }
}, 120_000);

afterAll(async () => {
  await h.close();
});

function buy(token: string, products: { huaId: number; qty: number }[], sign: string) {
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/order/batch-purchase',
    headers: { authorization: `Bearer ${token}` },
    payload: { doWay: 'nowPay', products, couponCode: '', sign, version: '3.7.5' },
  });
}

describe('the 11:30 rush', () => {
  it('200 buyers on 5 lots of 40 batches: exactly the stock sold, nothing below zero, every balance adds up', async () => {
    const answers = await Promise.all(
      buyers.map((b) => {
        const lotsWanted = [...lotIds].sort(() => random() - 0.5).slice(0, randomInt(1, 3));
        const products = lotsWanted.map((huaId) => ({ huaId, qty: randomInt(1, 4) }));
        return buy(b.token, products, createPurchaseSign({ key, now: h.clock.now(), random })).then((r) => r.json());
      }),
    );
    const codes = answers.map((a) => a.code as number);
    // Every answer is a success or a business refusal (sold out / short stock 409, short of money 411): never a fault.
    expect(codes.every((c) => c === 200 || c === 409 || c === 411 || c === 400)).toBe(true);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c === 411).length).toBeGreaterThan(0);

    // Stock: never below zero, and what left each lot is exactly what the orders hold.
    const lots = await h.db.select().from(t.stockLots).where(inArray(t.stockLots.id, lotIds));
    const sold = await h.db
      .select({ stockId: t.orderItems.stockId, stems: sql<number>`sum(${t.orderItems.buyQtyAll})::int` })
      .from(t.orderItems)
      .where(inArray(t.orderItems.stockId, lotIds))
      .groupBy(t.orderItems.stockId);
    const soldBy = new Map(sold.map((s) => [s.stockId, s.stems]));
    let totalSold = 0;
    for (const lot of lots) {
      expect(lot.nowStock).toBeGreaterThanOrEqual(0);
      expect(lot.nowStock + (soldBy.get(lot.id) ?? 0)).toBe(BATCHES_PER_LOT * STEMS_PER_BUNCH);
      totalSold += soldBy.get(lot.id) ?? 0;
    }
    // Demand (~200 buyers × ~3 batches) far exceeds 40 batches: the stock is (nearly) sold out, and never oversold.
    expect(totalSold).toBeLessThanOrEqual(LOTS * BATCHES_PER_LOT * STEMS_PER_BUNCH);
    expect(totalSold).toBeGreaterThanOrEqual((LOTS * BATCHES_PER_LOT * STEMS_PER_BUNCH) / 2);

    // Money: for every buyer, start − Σ order totals = end balance = Σ ledger rows, and never below zero.
    const ids = buyers.map((b) => b.id);
    const ends = new Map(
      (await h.db.select({ id: t.buyers.id, balanceFen: t.buyers.balanceFen }).from(t.buyers).where(inArray(t.buyers.id, ids))).map((r) => [
        r.id,
        r.balanceFen,
      ]),
    );
    const paid = new Map(
      (
        await h.db
          .select({ buyerId: t.orders.buyerId, fen: sql<number>`sum(${t.orders.feePayment})::bigint` })
          .from(t.orders)
          .where(inArray(t.orders.buyerId, ids))
          .groupBy(t.orders.buyerId)
      ).map((r) => [r.buyerId, Number(r.fen)]),
    );
    const ledger = new Map(
      (
        await h.db
          .select({ buyerId: t.balanceLedger.buyerId, fen: sql<number>`sum(${t.balanceLedger.ioValueFen})::bigint` })
          .from(t.balanceLedger)
          .where(inArray(t.balanceLedger.buyerId, ids))
          .groupBy(t.balanceLedger.buyerId)
      ).map((r) => [r.buyerId, Number(r.fen)]),
    );
    for (const b of buyers) {
      const end = ends.get(b.id)!;
      expect(end).toBeGreaterThanOrEqual(0);
      expect(b.startFen - (paid.get(b.id) ?? 0)).toBe(end);
      expect(ledger.get(b.id)).toBe(end);
    }
    // Every successful answer is one order, paid with the amount it announced.
    const orders = await h.db.select().from(t.orders).where(inArray(t.orders.buyerId, ids));
    expect(orders.length).toBe(codes.filter((c) => c === 200).length);
    const announced = answers.filter((a) => a.code === 200).map((a) => Math.round(Number(a.data.allfeePayment) * 100));
    expect(announced.reduce((s, v) => s + v, 0)).toBe(orders.reduce((s, o) => s + o.feePayment, 0));
  }, 60_000);

  it('the same sign sent 10 times at once makes one order and gives the same answer', async () => {
    // Put a batch back so this buyer can buy it.
    await h.db.update(t.stockLots).set({ nowStock: STEMS_PER_BUNCH }).where(eq(t.stockLots.id, lotIds[0]!));
    const rich = buyers[1]!;
    await h.db
      .update(t.buyers)
      .set({ balanceFen: sql`${t.buyers.balanceFen} + 10000` })
      .where(eq(t.buyers.id, rich.id));
    const before = (await h.db.select().from(t.orders).where(eq(t.orders.buyerId, rich.id))).length;
    const sign = createPurchaseSign({ key, now: h.clock.now(), random });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buy(rich.token, [{ huaId: lotIds[0]!, qty: 1 }], sign).then((r) => r.json())),
    );
    expect(answers[0].code).toBe(200);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect((await h.db.select().from(t.orders).where(eq(t.orders.buyerId, rich.id))).length).toBe(before + 1);
    const [lot] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, lotIds[0]!));
    expect(lot!.nowStock).toBe(0);
  }, 30_000);
});
