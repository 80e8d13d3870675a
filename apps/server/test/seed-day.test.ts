/**
 * The demo seed is one consistent story of money (issue 31): on a fresh seeded database the books balance (the ledger
 * check), the seeded day's 日报 reconciles (平) with its purchases, every seeded order holds lots of its own auction
 * date and was paid on the market clock, its history reads on that clock, the demo supplier's page and a settlement of
 * the seeded period count exactly the seeded items, and both demo buyers can buy out of the box.
 */
import { adminOrdersApi, adminSettlementsApi, supplierApi } from '@huashi/api';
import { auctionDate, formatYuan } from '@huashi/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BALANCE_FEN, DEMO_BUYER, DEMO_SUPPLIER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { readDayReport } from '../src/services/dayReport';
import { ledgerMismatches } from '../src/services/ledger';
import { buyNow, cheapLots } from './claimFixtures';
import { apiFor } from './client';
import { buyerIdOf } from './fixtures';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

const DAY = '2026-11-17';
const [ADMIN, , CAIWU] = DEMO_STAFF;

let h: TestApp;
let caiwu: string;
let admin: string;
let demoId: number;

/** The demo buyer's seeded orders, oldest first. */
const seededOrders = () => h.db.select().from(t.orders).where(eq(t.orders.buyerId, demoId)).orderBy(asc(t.orders.createdAt));

/** The reconciliation of a day's 日报, as the desk's PDF and Excel print it (services/dayReport.ts). */
const reconciliationOf = async (day: string) => (await readDayReport(h.db, day)).reconciliation;

beforeAll(async () => {
  h = await createTestApp();
  demoId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  caiwu = await h.staffLogin(CAIWU!, { ip: '10.31.9.1' });
  admin = await h.staffLogin(ADMIN!, { ip: '10.31.9.2' });
});
afterAll(async () => {
  await h?.close();
});

describe('the seeded money', () => {
  it('balances: every buyer’s balance is the sum of their ledger (npm run ledger:check)', async () => {
    const { buyers, mismatches } = await ledgerMismatches(h.db);
    expect(buyers).toBeGreaterThanOrEqual(2);
    expect(mismatches).toEqual([]);
    const [demo] = await h.db.select().from(t.buyers).where(eq(t.buyers.id, demoId));
    expect(demo!.balanceFen).toBe(DEMO_BALANCE_FEN);
  });

  it('each seeded order was paid from the balance when it was placed, on the market clock, with its 购买 ledger row', async () => {
    const orders = await seededOrders();
    expect(orders.length).toBeGreaterThanOrEqual(10);
    for (const order of orders) {
      expect(order.paidAt?.getTime(), order.orderNo).toBe(order.createdAt.getTime());
      expect(order.createdAt.getTime()).toBeLessThan(MARKET_OPEN.getTime());
      expect(auctionDate(order.createdAt)).toBe(order.auctionDate);
      const rows = await h.db
        .select()
        .from(t.balanceLedger)
        .where(and(eq(t.balanceLedger.refType, 'order'), eq(t.balanceLedger.refId, order.orderNo)));
      expect(
        rows.map((row) => [row.ioValueFen, row.createdAt.getTime()]),
        order.orderNo,
      ).toEqual([[-order.feePayment, order.createdAt.getTime()]]);
    }
  });

  it('the seeded day’s 日报 reconciles (平) with purchases', async () => {
    const day = await reconciliationOf(DAY);
    const purchases = day.terms.find((term) => term.label === '购买')!;
    expect(purchases.fen).toBeGreaterThan(0);
    expect(day.verdict).toBe('平');
    // …and so does every earlier day with a seeded order.
    for (const date of new Set((await seededOrders()).map((order) => order.auctionDate))) {
      const past = await reconciliationOf(date);
      expect(past.verdict, date).toBe('平');
      expect(past.terms.find((term) => term.label === '购买')!.fen, date).toBeGreaterThan(0);
    }
  });
});

describe('the seeded orders', () => {
  it('hold lots of their own auction date, in their own session', async () => {
    const wrong = await h.db.execute<{ order_no: string }>(sql`
      select o.order_no from orders o join order_items i on i.order_id = o.id join stock_lots l on l.id = i.stock_id
      where o.buyer_id = ${demoId} and (l.auction_date <> o.auction_date or l.session <> o.session)`);
    expect(wrong.rows).toEqual([]);
  });

  it('read their history on the market clock: every step after the order and before now, 开始配货 by 李配货', async () => {
    const desk = adminOrdersApi(apiFor(h.app, admin).client);
    const completed = (await seededOrders()).filter((order) => order.status >= 3);
    expect(completed.length).toBeGreaterThan(0);
    for (const order of completed) {
      const { history } = await desk.detail({ mainId: order.id });
      const times = history.map((entry) => new Date(entry.at).getTime());
      for (const at of times) {
        expect(at, order.orderNo).toBeGreaterThanOrEqual(order.createdAt.getTime());
        expect(at, order.orderNo).toBeLessThan(MARKET_OPEN.getTime());
      }
      expect(history.find((entry) => entry.what === '开始配货')?.actor, order.orderNo).toContain('李配货');
    }
  });
});

describe('the demo supplier', () => {
  /** The demo supplier's sold items (paid, not cancelled) of the seeded orders, by day: bundles and goods less discounts. */
  async function soldByDay() {
    const rows = await h.db
      .select({
        day: t.orders.auctionDate,
        bundles: sql<number>`sum(${t.orderItems.buyQty})::int`,
        stems: sql<number>`sum(${t.orderItems.buyQtyAll})::int`,
        fen: sql<number>`sum(${t.orderItems.feeGoods} - ${t.orderItems.feeDiscount})::int`,
      })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(and(eq(t.orderItems.supplierId, DEMO_SUPPLIER.id), isNull(t.orderItems.cancelledAt), sql`${t.orders.paidAt} is not null`))
      .groupBy(t.orders.auctionDate);
    return new Map(rows.map((row) => [row.day, row]));
  }

  it('sees on its page, day by day, exactly the seeded items of its lots', async () => {
    const sold = await soldByDay();
    expect(sold.size).toBeGreaterThan(0);
    const login = await supplierApi(apiFor(h.app, null, { ip: '10.31.9.3' }).client).login({
      phone: DEMO_SUPPLIER.phone,
      password: DEMO_SUPPLIER.password,
    });
    const page = supplierApi(apiFor(h.app, login.supplierToken).client);
    const days = new Set([DAY, ...(await seededOrders()).map((order) => order.auctionDate)]);
    for (const day of days) {
      const view = await page.day({ day });
      const expected = sold.get(day);
      expect({ day, bundles: view.soldBundles, amount: view.soldAmount }).toEqual({
        day,
        bundles: expected?.bundles ?? 0,
        amount: formatYuan(expected?.fen ?? 0),
      });
    }
  });

  it('a settlement of the seeded period counts the same items', async () => {
    const sold = await soldByDay();
    const days = [...sold.keys()].sort();
    const first = [...(await seededOrders()).map((order) => order.auctionDate)].sort()[0]!;
    const page = await adminSettlementsApi(apiFor(h.app, caiwu).client).draft({ from: first, to: DAY });
    const row = page.list.find((r) => r.supplierId === DEMO_SUPPLIER.id)!;
    expect(row).toBeDefined();
    expect({ bundles: row.bundles, stems: row.stems }).toEqual({
      bundles: days.reduce((sum, day) => sum + sold.get(day)!.bundles, 0),
      stems: days.reduce((sum, day) => sum + sold.get(day)!.stems, 0),
    });
  });
});

describe('both demo buyers', () => {
  it('can buy out of the box: the second buyer has an address and money, and the books still balance', async () => {
    for (const who of [DEMO_BUYER, SECOND_BUYER]) {
      const token = await h.login(who.phone, who.password);
      const [lot] = await cheapLots(h, 1, { minStock: 200, offset: who === DEMO_BUYER ? 0 : 1 });
      const bought = await buyNow(h, token, [{ huaId: lot!.id, qty: 1 }]);
      expect(bought.code, `${who.phone}: ${bought.msg}`).toBe(200);
    }
    expect((await ledgerMismatches(h.db)).mismatches).toEqual([]);
  });
});
