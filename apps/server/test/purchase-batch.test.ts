/**
 * Group-committed purchases (issue 19): the batch writer decides every request in arrival order inside one
 * transaction, refuses exactly the ones that would oversell or overdraw, answers each one, keeps one order per sign
 * across batches, and a batch that fails as a whole writes nothing and answers every request with a retryable error.
 * Real PostgreSQL; the batch's connection is really terminated by the database.
 */
import { API_CODES, SERVICE_UNAVAILABLE_MSG } from '@huashi/api';
import { ACCOUNT_OPENED_STATUS, createPurchaseSign, MESSAGES } from '@huashi/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client';
import * as t from '../src/db/schema';
import { orderReady, placeOrder, plan } from '../src/services/purchase';
import { sharedStockFeed } from '../src/live/stockFeed';
import { LotCache, PurchaseBatcher, RETRY_ANSWER, writeBatch, type PreparedOrder } from '../src/services/purchaseBatch';
import { createTestApp, type TestApp } from './harness';
import { selfPickupAddressRow } from './fixtures';

let h: TestApp;
const random = () => randomInt(0, 1_000_000) / 1_000_000;
const STEMS = 10;
const PRICE_FEN = 100; // ¥10.00 a batch of one 10-stem bunch

beforeAll(async () => {
  h = await createTestApp({ config: {} });
}, 120_000);

afterAll(async () => {
  await h.close();
});

/** A fresh all-day lot of today holding `batches` batches, no packing fee, no activity. */
async function newLot(batches: number): Promise<number> {
  // A lot of the harness's market day (the seed holds past days' lots too, which the purchase refuses as 已下架).
  const [model] = await h.db
    .select()
    .from(t.stockLots)
    .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17')))
    .limit(1);
  const [row] = await h.db
    .insert(t.stockLots)
    .values({
      ...model!,
      id: undefined,
      createdAt: undefined,
      positionNo: `BATCH-${randomInt(0, 1e9)}`,
      stemsPerBunch: STEMS,
      basicSaleNo: 1,
      nowStock: batches * STEMS,
      salePriceFen: PRICE_FEN,
      feeBoxPerKgFen: 0,
      activityPercent: 0,
    })
    .returning({ id: t.stockLots.id });
  return row!.id;
}

/** A buyer with `fen` on the balance (and its ledger row) and a self-pickup default address. */
async function newBuyer(fen: number) {
  const n = randomInt(0, 10_000_000);
  const [b] = await h.db
    .insert(t.buyers)
    .values({
      phone: `136${String(n).padStart(8, '0')}`,
      accountNo: `BATCH${n}`,
      nickName: `批量${n}`,
      contactPhone: '13600000000',
      passwordHash: 'x',
      status: ACCOUNT_OPENED_STATUS,
      balanceFen: fen,
    })
    .returning();
  await h.db.insert(t.addresses).values(selfPickupAddressRow(b!.id, '张三', '13900000000'));
  await h.db.insert(t.balanceLedger).values({ buyerId: b!.id, ioValueFen: fen, ioNotice: '账户充值', balanceAfterFen: fen });
  return b!;
}

type BuyerRow = Awaited<ReturnType<typeof newBuyer>>;

/** A validated buy-now purchase, as the route prepares it before queueing it. */
async function prepared(buyer: BuyerRow, products: { huaId: number; qty: number }[], sign?: string): Promise<PreparedOrder> {
  const now = h.clock.now();
  const source = { kind: 'nowPay' as const, products };
  const p = await plan(h.db, buyer, source, now, { couponCode: '', addressId: null, listCoupons: false });
  const { address, session } = orderReady(p, source);
  return {
    buyerId: buyer.id,
    sign: sign ?? createPurchaseSign({ key: h.ctx.config.purchaseSignKey, now, random }),
    plan: p,
    address,
    session,
    now,
  };
}

async function stockOf(lotId: number) {
  const [row] = await h.db.select({ nowStock: t.stockLots.nowStock }).from(t.stockLots).where(eq(t.stockLots.id, lotId));
  return row!.nowStock;
}

async function balanceOf(buyerId: number) {
  const [row] = await h.db.select({ balanceFen: t.buyers.balanceFen }).from(t.buyers).where(eq(t.buyers.id, buyerId));
  return row!.balanceFen;
}

async function ordersOf(buyerIds: number[]) {
  return h.db.select().from(t.orders).where(inArray(t.orders.buyerId, buyerIds));
}

async function ledgerSum(buyerId: number) {
  const [row] = await h.db
    .select({ fen: sql<number>`coalesce(sum(${t.balanceLedger.ioValueFen}), 0)::bigint` })
    .from(t.balanceLedger)
    .where(eq(t.balanceLedger.buyerId, buyerId));
  return Number(row!.fen);
}

describe('the batch writer', () => {
  it('refuses exactly the requests that would oversell or overdraw, in arrival order, and answers each one', async () => {
    const lot = await newLot(5);
    const other = await newLot(2);
    const rich = await newBuyer(100_000);
    const second = await newBuyer(100_000);
    const poor = await newBuyer(1_500); // ¥15: one batch, not two
    const batch = [
      await prepared(rich, [{ huaId: lot, qty: 2 }]), // 5 → 3
      await prepared(poor, [{ huaId: lot, qty: 1 }]), // 3 → 2, poor ¥15 → ¥5
      await prepared(poor, [{ huaId: lot, qty: 1 }]), // ¥5 < ¥10: 411, stock stays 2
      await prepared(second, [{ huaId: lot, qty: 3 }]), // only 2 left: 409
      await prepared(second, [
        { huaId: other, qty: 1 },
        { huaId: lot, qty: 2 },
      ]), // other 2 → 1, lot 2 → 0
      await prepared(rich, [
        { huaId: other, qty: 1 },
        { huaId: lot, qty: 1 },
      ]), // lot sold out: 409, and the other lot is not taken either
      await prepared(rich, [{ huaId: other, qty: 1 }]), // other 1 → 0
    ];
    const answers = await writeBatch(h.db, batch);
    expect(answers.map((a) => a.code)).toEqual([200, 200, 411, 409, 200, 409, 200]);
    expect(answers[2]!.msg).toBe(MESSAGES.insufficientBalance);
    expect(answers[3]!.msg).toContain('仅剩2批');
    expect(answers[3]!.data).toEqual({ stockId: lot, left: 2 });
    expect(answers[5]!.data).toEqual({ stockId: lot, left: 0 });
    expect(answers[0]!.data).toMatchObject({ allfeePayment: '20.00', bunches: 2 });

    expect(await stockOf(lot)).toBe(0);
    expect(await stockOf(other)).toBe(0);
    expect(await balanceOf(poor.id)).toBe(500);
    expect(await balanceOf(rich.id)).toBe(100_000 - 2_000 - 1_000);
    expect(await balanceOf(second.id)).toBe(100_000 - 3_000);
    // Every success answer is its order, with its items and its ledger row; the refusals wrote nothing.
    const placed = await ordersOf([rich.id, second.id, poor.id]);
    const answeredIds = answers.filter((a) => a.code === 200).map((a) => (a.data as { mainId: number }).mainId);
    expect(placed.map((o) => o.id).sort()).toEqual([...answeredIds].sort());
    const items = await h.db.select().from(t.orderItems).where(inArray(t.orderItems.orderId, answeredIds));
    expect(items).toHaveLength(5);
    for (const b of [rich, second, poor]) expect(await ledgerSum(b.id)).toBe(await balanceOf(b.id));
    // Each sign keeps its answer: a repeat in a later batch gets the very same one, refusals included.
    const again = await writeBatch(h.db, batch);
    expect(again).toEqual(answers);
    expect(await ordersOf([rich.id, second.id, poor.id])).toHaveLength(4);
  }, 30_000);

  it('writes the very rows a single order writes (orders, items, ledger), through its prepared set-based statements', async () => {
    const lot = await newLot(10);
    const other = await newLot(10);
    const products = [
      { huaId: lot, qty: 2 },
      { huaId: other, qty: 3 },
    ];
    const alone = await newBuyer(100_000);
    const batched = await newBuyer(100_000);
    const single = await placeOrder(
      h.ctx,
      alone,
      { kind: 'nowPay', products },
      {
        couponCode: '',
        addressId: null,
        sign: createPurchaseSign({ key: h.ctx.config.purchaseSignKey, now: h.clock.now(), random }),
      },
    );
    const [fromBatch] = await writeBatch(h.db, [await prepared(batched, products)]);
    expect(single.code).toBe(API_CODES.ok);
    expect(fromBatch!.code).toBe(API_CODES.ok);
    expect({ ...(fromBatch!.data as object), mainId: 0, orderNo: '' }).toEqual({ ...(single.data as object), mainId: 0, orderNo: '' });

    const rowsOf = async (buyerId: number) => {
      const [order] = await ordersOf([buyerId]);
      const items = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order!.id)).orderBy(t.orderItems.stockId);
      const ledger = await h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.buyerId, buyerId)).orderBy(t.balanceLedger.id);
      // What differs by nature: ids, the order number, the buyer, when.
      const { id: _id, orderNo: _no, buyerId: _buyer, createdAt, paidAt, ...orderRest } = order!;
      return {
        // Paid when placed, by the market clock (not the database's own clock).
        order: { ...orderRest, paidWhenPlaced: paidAt?.getTime() === createdAt.getTime() },
        items: items.map(({ id: _i, orderId: _o, ...rest }) => rest),
        ledger: ledger.map(({ id: _i, buyerId: _b, createdAt: _c, ioNotice, refId, ...rest }) => ({
          ...rest,
          ioNotice: ioNotice.replace(order!.orderNo, 'N'),
          refId: refId === order!.orderNo ? 'N' : refId,
        })),
      };
    };
    expect(await rowsOf(batched.id)).toEqual(await rowsOf(alone.id));
    expect((await rowsOf(alone.id)).order.paidWhenPlaced).toBe(true);
    // And the same one inbox message (issue 33), posted by the batch's one multi-row statement.
    const inboxOf = async (buyerId: number) => {
      const [order] = await ordersOf([buyerId]);
      const rows = await h.db.select().from(t.inboxMessages).where(eq(t.inboxMessages.buyerId, buyerId));
      return rows.map((r) => ({
        kind: r.kind,
        title: r.title,
        body: r.body.replace(order!.orderNo, 'N'),
        key: r.key.replace(String(order!.id), 'id'),
      }));
    };
    expect(await inboxOf(batched.id)).toEqual(await inboxOf(alone.id));
    expect(await inboxOf(alone.id)).toEqual([
      { kind: 'order.paid', title: '订单已支付', body: expect.stringMatching(/^订单N已支付¥/), key: 'order.paid:id' },
    ]);
  });

  it('the same sign in two batches (one after the other, and two at once) gives one order', async () => {
    const lot = await newLot(10);
    const buyer = await newBuyer(100_000);
    const first = await prepared(buyer, [{ huaId: lot, qty: 1 }]);
    const twin = await prepared(buyer, [{ huaId: lot, qty: 1 }], first.sign);
    const [a] = await writeBatch(h.db, [first]);
    const [b] = await writeBatch(h.db, [twin]);
    expect(a!.code).toBe(200);
    expect(b).toEqual(a);

    const sign = createPurchaseSign({ key: h.ctx.config.purchaseSignKey, now: h.clock.now(), random });
    const one = await prepared(buyer, [{ huaId: lot, qty: 2 }], sign);
    const two = await prepared(buyer, [{ huaId: lot, qty: 2 }], sign);
    const [[x], [y]] = await Promise.all([writeBatch(h.db, [one]), writeBatch(h.db, [two, two])]);
    expect(x!.code).toBe(200);
    expect(y).toEqual(x);
    expect(await ordersOf([buyer.id])).toHaveLength(2);
    expect(await stockOf(lot)).toBe((10 - 1 - 2) * STEMS);
    expect(await ledgerSum(buyer.id)).toBe(await balanceOf(buyer.id));
  }, 30_000);

  it('batches written at once with the same buyers in any order never deadlock', async () => {
    const lot = await newLot(100);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => newBuyer(100_000)));
    for (let round = 0; round < 5; round++) {
      const forward = await Promise.all(buyers.map((b) => prepared(b, [{ huaId: lot, qty: 1 }])));
      const backward = await Promise.all([...buyers].reverse().map((b) => prepared(b, [{ huaId: lot, qty: 1 }])));
      const [a, b] = await Promise.all([writeBatch(h.db, forward), writeBatch(h.db, backward)]);
      expect([...a, ...b].map((x) => x.code)).toEqual(Array.from({ length: 12 }, () => 200));
    }
    expect(await stockOf(lot)).toBe((100 - 60) * STEMS);
  }, 30_000);

  it('a batch that fails as a whole (its connection is terminated) answers every request with a retryable error and writes nothing', async () => {
    const lot = await newLot(10);
    const buyers = [await newBuyer(100_000), await newBuyer(100_000), await newBuyer(100_000)];
    const batch = await Promise.all(buyers.map((b) => prepared(b, [{ huaId: lot, qty: 1 }])));
    // The batch gets a pool of its own; another session holds the lot so the batch waits inside its transaction.
    const own = connect(h.url, 2);
    const holder = connect(h.url, 1);
    const failures: unknown[] = [];
    try {
      const batcher = new PurchaseBatcher(own.db, { waitMs: 1 }, (error) => failures.push(error));
      const held = await holder.pool.connect();
      await held.query('begin');
      await held.query('select 1 from stock_lots where id = $1 for update', [lot]);
      const pending = Promise.all(batch.map((o) => batcher.submit(o)));
      // Wait until the batch is blocked on the lot, then the database ends its connection (as a restart would).
      let pid: number | undefined;
      for (let i = 0; i < 100 && pid === undefined; i++) {
        const { rows } = await h.pool.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%for no key update%'`,
        );
        pid = rows[0]?.pid;
        if (pid === undefined) await new Promise((r) => setTimeout(r, 50));
      }
      expect(pid).toBeDefined();
      await h.pool.query('select pg_terminate_backend($1)', [pid]);
      const answers = await pending;
      await held.query('rollback');
      held.release();

      expect(answers).toEqual(batch.map(() => RETRY_ANSWER));
      expect(answers[0]).toEqual({ code: API_CODES.unavailable, msg: SERVICE_UNAVAILABLE_MSG, data: null });
      expect(failures).toHaveLength(1);
      // Nothing written: no order, no claimed sign, the stock and the balances untouched.
      expect(await ordersOf(buyers.map((b) => b.id))).toHaveLength(0);
      const signs = await h.db
        .select()
        .from(t.purchaseRequests)
        .where(
          inArray(
            t.purchaseRequests.sign,
            batch.map((o) => o.sign),
          ),
        );
      expect(signs).toHaveLength(0);
      expect(await stockOf(lot)).toBe(10 * STEMS);
      for (const b of buyers) expect(await balanceOf(b.id)).toBe(100_000);

      // The same requests sent again (the same signs) are placed, once each.
      const retried = await Promise.all(batch.map((o) => batcher.submit(o)));
      expect(retried.map((a) => a.code)).toEqual([200, 200, 200]);
      expect(await ordersOf(buyers.map((b) => b.id))).toHaveLength(3);
      expect(await stockOf(lot)).toBe(7 * STEMS);
    } finally {
      await own.close().catch(() => {});
      await holder.close().catch(() => {});
    }
  }, 30_000);

  it('the batcher answers many concurrent requests in few transactions, nothing oversold', async () => {
    const lot = await newLot(30);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newBuyer(5_000))); // ¥50: five batches each
    const batcher = new PurchaseBatcher(h.db, { waitMs: 5 });
    const requests = await Promise.all(
      Array.from({ length: 60 }, (_, i) => prepared(buyers[i % buyers.length]!, [{ huaId: lot, qty: randomInt(1, 4) }])),
    );
    const answers = await Promise.all(requests.map((o) => batcher.submit(o)));
    expect(answers.every((a) => a.code === 200 || a.code === 409 || a.code === 411)).toBe(true);
    expect(await stockOf(lot)).toBeGreaterThanOrEqual(0);
    const placed = await ordersOf(buyers.map((b) => b.id));
    expect(placed).toHaveLength(answers.filter((a) => a.code === 200).length);
    const items = await h.db
      .select({ stems: sql<number>`coalesce(sum(${t.orderItems.buyQtyAll}), 0)::int` })
      .from(t.orderItems)
      .where(eq(t.orderItems.stockId, lot));
    expect((await stockOf(lot)) + items[0]!.stems).toBe(30 * STEMS);
    for (const b of buyers) {
      expect(await balanceOf(b.id)).toBeGreaterThanOrEqual(0);
      expect(await ledgerSum(b.id)).toBe(await balanceOf(b.id));
    }
  }, 30_000);
});

describe('the purchase lot cache', () => {
  it('follows the stock feed (a sale by another writer shows without a read), keeps prices for its lifetime', async () => {
    const lot = await newLot(10);
    const { feed, ready } = sharedStockFeed(h.ctx);
    await ready;
    // Frozen time: entries never expire, so only the feed can change what the cache answers.
    const cache = new LotCache(h.db, feed, () => 0);
    try {
      expect((await cache.get([lot])).get(lot)?.nowStock).toBe(10 * STEMS);
      await h.db
        .update(t.stockLots)
        .set({ nowStock: 7 * STEMS, salePriceFen: PRICE_FEN * 2 })
        .where(eq(t.stockLots.id, lot));
      await expect.poll(async () => (await cache.get([lot])).get(lot)?.nowStock, { timeout: 2000 }).toBe(7 * STEMS);
      // The price is not announced by the feed: it stays as read until the entry's lifetime ends.
      expect((await cache.get([lot])).get(lot)?.salePriceFen).toBe(PRICE_FEN);
      // Many asking at once for lots it does not hold get one answer each; an unknown id is simply absent.
      const other = await newLot(3);
      const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get([other, 2_000_000_000])));
      for (const found of answers) {
        expect(found.get(other)?.nowStock).toBe(3 * STEMS);
        expect(found.has(2_000_000_000)).toBe(false);
      }
    } finally {
      cache.close();
    }
  });
});
