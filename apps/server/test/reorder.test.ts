/**
 * 再来一单 (issue 32): POST /v1/order/reorder answers the review sheet of an order's lines matched to today's lots, on
 * the seeded market (the demo clock, 11:45 on a market day) in a real database.
 */
import { orderEndpoints } from '@huashi/api/contracts';
import { auctionDate, BUY_LINE_REASONS } from '@huashi/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { apiFor, endpointEnvelope, settle } from './client';
import { buyableLots, buyerIdOf, copySeededOrder } from './fixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let demo: string;
let second: string;
let demoId: number;
let today: string;

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  demoId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  today = auctionDate(h.clock.now())!;
});
afterAll(async () => {
  await h.close();
});

const ordersOf = (token: string | null) => apiFor(h.app, token).orders;

type Lot = typeof t.stockLots.$inferSelect;

/** Today's all-day lots (open at 11:45) that sell at least one batch, of varieties with at least `kinds` specs. */
async function todaysBuyableLots(): Promise<Lot[]> {
  return buyableLots(h.db, today);
}

/** An order of the demo buyer whose lines are `lines` (a copy of a seeded order, its item rows replaced). */
async function orderWith(lines: { lot: Lot; bunches: number; priceFen: number }[]): Promise<number> {
  const { order, item } = await copySeededOrder(h.db, demoId, {
    orderNo: `RE${Date.now()}${Math.random()}`.slice(0, 20),
    createdAt: h.clock.now(),
  });
  await h.db.delete(t.orderItems).where(eq(t.orderItems.orderId, order.id));
  const { id: _id, ...template } = item;
  for (const { lot, bunches, priceFen } of lines) {
    const [variety] = await h.db.select().from(t.varieties).where(eq(t.varieties.flwCode, lot.flwCode));
    const [supplier] = await h.db.select().from(t.suppliers).where(eq(t.suppliers.id, lot.supplierId));
    await h.db.insert(t.orderItems).values({
      ...template,
      orderId: order.id,
      stockId: lot.id,
      flwCode: lot.flwCode,
      flwName: variety!.name,
      levelName: lot.levelName,
      lengthCode: lot.lengthCode,
      openCode: lot.openCode,
      supplierId: lot.supplierId,
      supplierName: supplier!.name,
      buyPriceFen: priceFen,
      stemsPerBunch: lot.stemsPerBunch,
      buyQty: bunches,
      buyQtyAll: bunches * lot.stemsPerBunch,
    });
  }
  return order.id;
}

describe('再来一单: an order of the seeded history', () => {
  it('answers one row per line of the order, in order, each line as it was bought, the last price what the buyer paid', async () => {
    const [old] = await h.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.buyerId, demoId), eq(t.orders.status, 5)))
      .orderBy(asc(t.orders.id))
      .limit(1);
    const items = await h.db
      .select()
      .from(t.orderItems)
      .where(and(eq(t.orderItems.orderId, old!.id), isNull(t.orderItems.cancelledAt)))
      .orderBy(asc(t.orderItems.id));
    expect(items.length).toBeGreaterThan(0);
    const sheet = await ordersOf(demo).reorder(old!.id);
    expect(sheet.now).toBe(h.clock.now().getTime());
    expect(sheet.rows.map((row) => row.key)).toEqual(items.map((item) => String(item.id)));
    for (const [i, row] of sheet.rows.entries()) {
      const item = items[i]!;
      expect(row.line).toMatchObject({
        flwCode: item.flwCode,
        flwName: item.flwName,
        levelName: item.levelName,
        lengthCode: item.lengthCode,
        bunches: item.buyQty,
        supplierId: item.supplierId,
        supplierName: item.supplierName,
      });
      expect(row.lastPrice).not.toBeNull();
      // Every row is decided: a lot (matched), alternatives to pick (choose), or a reason (none).
      if (row.state === 'matched') expect(row.lot?.flwCode).toBe(item.flwCode);
      if (row.state === 'choose') expect(row.alternatives.length).toBeGreaterThan(0);
      if (row.state === 'none') expect(Object.values(BUY_LINE_REASONS)).toContain(row.reason);
    }
  });
});

describe('再来一单: matching to today', () => {
  let soldOutSpec: Lot;
  let exact: Lot;
  let mainId: number;
  let noLotCode: string;

  beforeAll(async () => {
    const lots = await todaysBuyableLots();
    // A variety with lots of at least two specs (grade + length) today: its first lot's spec is sold out below.
    const specs = new Map<string, Set<string>>();
    for (const lot of lots) specs.set(lot.flwCode, (specs.get(lot.flwCode) ?? new Set()).add(`${lot.levelName}|${lot.lengthCode}`));
    const twoSpecs = [...specs].find(([, set]) => set.size >= 2)![0];
    soldOutSpec = lots.find((lot) => lot.flwCode === twoSpecs)!;
    exact = lots.find((lot) => lot.flwCode !== twoSpecs)!;
    await h.db
      .update(t.stockLots)
      .set({ nowStock: 0 })
      .where(
        and(
          eq(t.stockLots.auctionDate, today),
          eq(t.stockLots.flwCode, soldOutSpec.flwCode),
          eq(t.stockLots.levelName, soldOutSpec.levelName),
          eq(t.stockLots.lengthCode, soldOutSpec.lengthCode),
        ),
      );
    // A variety with no lot today: a past day's lot of it stands for last time's line.
    const [none] = await h.db
      .execute<{ flw_code: string }>(
        sql`select v.flw_code from varieties v
          where not exists (select 1 from stock_lots l where l.flw_code = v.flw_code and l.auction_date = ${today})
          order by v.flw_code limit 1`,
      )
      .then((r) => r.rows);
    noLotCode = none
      ? none.flw_code
      : await h.db
          .insert(t.varieties)
          .select(
            sql`select 'REORDER-NONE', name || '（停产）', category_id, stems_per_bunch, unit_name, weight_grams, image, false, null from varieties limit 1`,
          )
          .then(() => 'REORDER-NONE');
    const pastLot = { ...exact, flwCode: noLotCode };
    mainId = await orderWith([
      { lot: soldOutSpec, bunches: 7, priceFen: soldOutSpec.salePriceFen },
      { lot: exact, bunches: 1, priceFen: 1 },
      { lot: pastLot, bunches: 3, priceFen: 50 },
    ]);
  });

  it('a line whose grade and length are sold out today offers the other lots of its variety, none of that spec', async () => {
    const { rows } = await ordersOf(demo).reorder(mainId);
    const row = rows[0]!;
    expect(row.state).toBe('choose');
    expect(row.reason).toBe('原规格已售罄，请选择替代');
    expect(row.lot).toBeNull();
    expect(row.alternatives.length).toBeGreaterThan(0);
    for (const alt of row.alternatives) {
      expect(alt.flwCode).toBe(soldOutSpec.flwCode);
      expect(`${alt.levelName}|${alt.lengthCode}`).not.toBe(`${soldOutSpec.levelName}|${soldOutSpec.lengthCode}`);
      expect(alt.when).toBe('open');
      expect(alt.batches).toBeGreaterThan(0);
      expect(alt.batches).toBeLessThanOrEqual(alt.maxBatches);
    }
  });

  it('a line on sale today is matched to a lot of the same variety, grade and length, at the price the buyer sees', async () => {
    const { rows } = await ordersOf(demo).reorder(mainId);
    const row = rows[1]!;
    expect(row.state).toBe('matched');
    expect(row.reason).toBe('');
    expect(row.lot).toMatchObject({
      flwCode: exact.flwCode,
      levelName: exact.levelName,
      lengthCode: exact.lengthCode,
      session: 'C',
      when: 'open',
      opensAt: null,
      batches: Math.max(1, Math.round(1 / Math.max(row.lot!.basicSaleno, 1))),
    });
    // Same supplier first: the lot the line came from sells, so it is that supplier's.
    expect(row.lot!.supplierId).toBe(exact.supplierId);
    // The price is the member price the product's supplier rows show this buyer for that lot.
    const suppliers = await apiFor(h.app, demo).catalog.suppliers({ flwCode: exact.flwCode, supplierType: '9' } as never);
    const shown = suppliers.list.find((r) => r.id === row.lot!.stockId)!;
    expect(row.lot!.price).toBe(shown.memberPrice);
    expect(row.lastPrice).toBe('0.01');
  });

  it("last time at the same list price reads as the same price: both are this buyer's member price", async () => {
    // The demo buyer has a member discount: comparing today's member price with last time's list price said 比上次便宜.
    const again = await orderWith([{ lot: exact, bunches: 1, priceFen: exact.salePriceFen }]);
    const [row] = (await ordersOf(demo).reorder(again)).rows;
    expect(row!.state).toBe('matched');
    expect(row!.lot!.stockId).toBe(exact.id);
    expect(row!.lastPrice).toBe(row!.lot!.price);
  });

  it('a line of a variety with no lot today says 今日无此品种', async () => {
    const { rows } = await ordersOf(demo).reorder(mainId);
    expect(rows[2]).toMatchObject({ state: 'none', reason: '今日无此品种', lot: null, alternatives: [] });
    expect(rows[2]!.line.flwCode).toBe(noLotCode);
  });

  it('reserves nothing: the stock of the lots offered is unchanged', async () => {
    const before = await h.db
      .select({ n: sql<number>`sum(now_stock)::int` })
      .from(t.stockLots)
      .where(eq(t.stockLots.auctionDate, today));
    await ordersOf(demo).reorder(mainId);
    const after = await h.db
      .select({ n: sql<number>`sum(now_stock)::int` })
      .from(t.stockLots)
      .where(eq(t.stockLots.auctionDate, today));
    expect(after).toEqual(before);
  });

  it('after 13:00, a line whose variety sells only in 限时直供 today says 今日场次已结束', async () => {
    await h.db
      .update(t.stockLots)
      .set({ session: 'A' })
      .where(and(eq(t.stockLots.auctionDate, today), eq(t.stockLots.flwCode, exact.flwCode)));
    const at = h.clock.now();
    h.clock.set(new Date(`${today}T14:00:00+08:00`));
    try {
      const { rows } = await ordersOf(demo).reorder(mainId);
      expect(rows[1]).toMatchObject({ state: 'none', reason: '今日场次已结束', lot: null });
    } finally {
      h.clock.set(at);
    }
    // Before 11:30 the same lots open later today.
    h.clock.set(new Date(`${today}T10:00:00+08:00`));
    try {
      const { rows } = await ordersOf(demo).reorder(mainId);
      expect(rows[1]!.lot).toMatchObject({ session: 'A', when: 'later', opensAt: new Date(`${today}T11:30:00+08:00`).getTime() });
    } finally {
      h.clock.set(at);
    }
  });
});

describe('再来一单: refusals', () => {
  it("answers another buyer's order as 订单不存在 (404), as the other order reads do", async () => {
    const [order] = await h.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.buyerId, demoId), ne(t.orders.status, 1)))
      .limit(1);
    const detail = await settle(ordersOf(second).detail(order!.id));
    const res = await settle(ordersOf(second).reorder(order!.id));
    expect(res).toEqual({ ...detail, data: res.data });
    expect(res).toMatchObject({ code: 404, msg: '订单不存在' });
  });

  it.each([['abc'], [0], [-1], [2_147_483_648], [''], [null], [1.5]])('refuses the id %j with 订单不存在 (404)', async (mainId) => {
    const res = await endpointEnvelope(apiFor(h.app, demo).client, orderEndpoints.reorder, { mainId } as never);
    expect(res).toMatchObject({ code: 404, msg: '订单不存在', data: null });
  });

  it('needs a buyer token', async () => {
    const res = await settle(ordersOf(null).reorder(1));
    expect(res.code).toBe(401);
  });
});
