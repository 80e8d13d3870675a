/**
 * The price board (行情, issue 33): the market_days rollup (drizzle/0025) against orders placed through the rush's group
 * commit, cancelled at the 撤销审核 desk, and made, cancelled and deleted by plain SQL; the board's and the history's
 * figures; and the fill from the history equal to what the triggers kept.
 */
import { marketApi } from '@huashi/api';
import { changeLabel, priceChange } from '@huashi/domain';
import { adminCancellationsApi } from '@huashi/api';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { marketRollupDifferences } from '../src/services/market';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { placeOrderOf } from './claimFixtures';
import { apiFor, settle } from './client';
import { buyerIdOf, copySeededOrder } from './fixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let buyer: string;
let buyerId: number;
let variety: { flwCode: string; name: string };
const PEIHUO = DEMO_STAFF[1]!;

beforeAll(async () => {
  h = await createTestApp();
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  buyerId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  const [v] = await h.db
    .select({ flwCode: t.varieties.flwCode, name: t.varieties.name })
    .from(t.varieties)
    .orderBy(asc(t.varieties.flwCode))
    .limit(1);
  variety = v!;
});
afterAll(async () => {
  await h?.close();
});

const market = (token: string | null = buyer) => marketApi(apiFor(h.app, token).client);
const rows = async <T>(query: ReturnType<typeof sql>) => (await h.db.execute<T & Record<string, unknown>>(query)).rows as T[];

/** Both rollup tables as stored. */
const stored = async () => ({
  days: await rows(sql`select day::text, flw_code, level_name, length_code, style_id, bundles, stems, amount_fen::text,
    min_bundle_fen, max_bundle_fen, min_stem_fen, max_stem_fen from market_days order by 1, 2, 3, 4`),
  prices: await rows(sql`select day::text, flw_code, level_name, length_code, price_fen, stems_per_bunch, bundles, stems
    from market_day_prices order by 1, 2, 3, 4, 5, 6`),
});

/** The rollup against a recount of the whole history from the orders: no key differs. */
const expectRecounted = async () => expect((await marketRollupDifferences(h.db, null)).differences).toEqual([]);

let orderNo = 0;
type Line = { level: string; length: string; priceFen: number; spb: number; bundles: number };

/** An order of `day` with these lines of the test's variety, written by plain SQL (as any code path might). */
async function tradeOn(day: string, lines: Line[]) {
  const { order, item } = await copySeededOrder(h.db, buyerId, {
    orderNo: `MKT${String(++orderNo).padStart(6, '0')}`,
    createdAt: new Date(`${day}T12:00:00+08:00`),
    auctionDate: day,
  });
  await h.db.delete(t.orderItems).where(eq(t.orderItems.id, item.id));
  const { id: _id, orderId: _orderId, ...rest } = item;
  const items = await h.db
    .insert(t.orderItems)
    .values(
      lines.map((l) => ({
        ...rest,
        orderId: order.id,
        flwCode: variety.flwCode,
        levelName: l.level,
        lengthCode: l.length,
        buyPriceFen: l.priceFen,
        stemsPerBunch: l.spb,
        buyQty: l.bundles,
        buyQtyAll: l.bundles * l.spb,
      })),
    )
    .returning({ id: t.orderItems.id });
  return { orderId: order.id, itemIds: items.map((i) => i.id) };
}

describe('the price board', () => {
  it('answers only a logged-in buyer', async () => {
    expect(await settle(market(null).prices({}))).toMatchObject({ code: 401 });
  });

  it('keeps a day’s figures as orders commit in the group commit and are cancelled at the desk', async () => {
    const lots = await h.db
      .select()
      .from(t.stockLots)
      .where(sql`${t.stockLots.auctionDate} = '2026-11-17' and ${t.stockLots.session} = 'C' and ${t.stockLots.nowStock} > 400`)
      .orderBy(asc(t.stockLots.id))
      .limit(2);
    const before = await market().prices({ day: '2026-11-17' });
    const rowOf = (board: typeof before, lot: (typeof lots)[number]) =>
      board.rows.find((r) => r.flwCode === lot.flwCode && r.levelName === lot.levelName && r.lengthCode === lot.lengthCode);
    const { itemIds } = await placeOrderOf(
      h,
      buyer,
      lots.map((l) => l.id),
      2,
    );
    const items = await h.db
      .select()
      .from(t.orderItems)
      .where(sql`${t.orderItems.id} in ${itemIds}`)
      .orderBy(asc(t.orderItems.id));

    const after = await market().prices({ day: '2026-11-17' });
    expect(after.day).toBe('2026-11-17');
    for (const [i, lot] of lots.entries()) {
      const was = rowOf(before, lot)?.bundles ?? 0;
      const same = lots.filter(
        (l, j) => j <= i && l.flwCode === lot.flwCode && l.levelName === lot.levelName && l.lengthCode === lot.lengthCode,
      );
      if (same.length === 1) {
        const bought = items.filter(
          (it) => it.flwCode === lot.flwCode && it.levelName === lot.levelName && it.lengthCode === lot.lengthCode,
        );
        expect(rowOf(after, lot)!.bundles).toBe(was + bought.reduce((s, it) => s + it.buyQty, 0));
      }
    }
    await expectRecounted();

    // The buyer asks to cancel the first item; 配货发货 approves: its bundles leave the day.
    await apiFor(h.app, buyer).orders.backOrder(items[0]!.id);
    const peihuo = await h.staffLogin(PEIHUO);
    await adminCancellationsApi(apiFor(h.app, peihuo).client).approve({ itemId: items[0]!.id });
    const cancelled = await market().prices({ day: '2026-11-17' });
    expect(rowOf(cancelled, lots[0]!)?.bundles ?? 0).toBe((rowOf(after, lots[0]!)?.bundles ?? 0) - items[0]!.buyQty);
    await expectRecounted();
  });

  it('shows lowest, bundle-weighted average and highest per 扎 and per 枝, and the change against 1 and 7 days before', async () => {
    const weekAgo = await tradeOn('2026-10-01', [{ level: 'A', length: '60', priceFen: 115, spb: 20, bundles: 4 }]);
    await tradeOn('2026-10-07', [{ level: 'A', length: '60', priceFen: 100, spb: 20, bundles: 5 }]);
    const today = await tradeOn('2026-10-08', [
      { level: 'A', length: '60', priceFen: 100, spb: 20, bundles: 10 },
      { level: 'A', length: '60', priceFen: 120, spb: 20, bundles: 30 },
      { level: 'B', length: '50', priceFen: 80, spb: 10, bundles: 3 },
    ]);
    const board = await market().prices({ day: '2026-10-08', q: variety.name.slice(0, 2) });
    const a = board.rows.find((r) => r.levelName === 'A')!;
    expect(a).toMatchObject({
      flwCode: variety.flwCode,
      name: variety.name,
      bundles: 40,
      stems: 800,
      perBundle: { min: '20.00', avg: '23.00', max: '24.00' },
      perStem: { min: '1.00', avg: '1.15', max: '1.20' },
    });
    expect(changeLabel(a.changeDay)).toBe('+15.0%');
    expect(changeLabel(a.changeWeek)).toBe('持平');
    const b = board.rows.find((r) => r.levelName === 'B')!;
    expect(b.changeDay).toBeNull();
    // Sorted by volume by default; 跌幅 puts the row with no change last.
    expect(board.rows.map((r) => r.levelName)).toEqual(['A', 'B']);
    expect((await market().prices({ day: '2026-10-08', q: variety.name, sort: 'fall' })).rows.map((r) => r.levelName)).toEqual(['A', 'B']);
    expect((await market().prices({ day: '2026-10-08', q: variety.name, grade: 'B' })).rows.map((r) => r.levelName)).toEqual(['B']);
    expect((await market().prices({ day: '2026-10-08', q: '没有这种花' })).rows).toEqual([]);

    // The dearer line cancelled by plain SQL: the day's lowest, average and highest are those of what is left.
    await h.db.update(t.orderItems).set({ cancelledAt: new Date() }).where(eq(t.orderItems.id, today.itemIds[1]!));
    const left = (await market().prices({ day: '2026-10-08', q: variety.name, grade: 'A' })).rows[0]!;
    expect(left).toMatchObject({ bundles: 10, perBundle: { min: '20.00', avg: '20.00', max: '20.00' } });
    expect(left.changeDay).toEqual(priceChange(2000, 2000));
    await expectRecounted();

    // An order moved to another auction date moves its trades.
    await h.db.update(t.orders).set({ auctionDate: '2026-10-02' }).where(eq(t.orders.id, weekAgo.orderId));
    expect((await market().prices({ day: '2026-10-01', q: variety.name })).rows).toEqual([]);
    expect((await market().prices({ day: '2026-10-02', q: variety.name })).rows.map((r) => r.bundles)).toEqual([4]);
    await expectRecounted();

    // The order deleted: the day has nothing of it left.
    await h.db.delete(t.orders).where(eq(t.orders.id, today.orderId));
    expect((await market().prices({ day: '2026-10-08', q: variety.name })).rows).toEqual([]);
    await expectRecounted();
  });

  it('answers a variety’s history with the same week last year and today’s open lots', async () => {
    await tradeOn('2025-11-15', [{ level: 'A', length: '60', priceFen: 90, spb: 20, bundles: 6 }]);
    const history = await market().history({ variety: variety.flwCode, days: 90 });
    expect(history).toMatchObject({ flwCode: variety.flwCode, name: variety.name, day: '2026-11-17', span: 90 });
    expect(history.points.map((p) => p.day)).toEqual([...history.points.map((p) => p.day)].sort());
    expect(history.points.find((p) => p.day === '2026-10-07')).toMatchObject({ bundles: 5, perBundle: { avg: '20.00' } });
    expect(history.lastYear).toEqual({ from: '2025-11-12', to: '2025-11-18', bundles: 6, avgBundle: '18.00' });
    expect(history.grades).toContain('A');
    const lots = await h.db
      .select({ id: t.stockLots.id })
      .from(t.stockLots)
      .where(
        sql`${t.stockLots.auctionDate} = '2026-11-17' and ${t.stockLots.flwCode} = ${variety.flwCode} and ${t.stockLots.nowStock} >= ${t.stockLots.stemsPerBunch}`,
      );
    expect(history.lots).toHaveLength(Math.min(20, lots.length));
    expect(history.lots.every((l) => lots.some((lot) => lot.id === l.id))).toBe(true);
    const onlyB = await market().history({ variety: variety.flwCode, grade: 'B', days: 30 });
    expect(onlyB.points.every((p) => p.day >= '2026-10-19')).toBe(true);
    expect(await settle(market().history({ variety: 'NOPE' }))).toMatchObject({ code: 404, msg: '品种不存在' });
  });

  it('fills from the history exactly what the triggers kept', async () => {
    const kept = await stored();
    expect(kept.days.length).toBeGreaterThan(0);
    await h.db.execute(sql`select market_days_fill(true)`);
    expect(await stored()).toEqual(kept);

    // ledger:check's recount names a day the rollup got wrong; the fill puts it right.
    await h.db.execute(sql`update market_days set bundles = bundles + 1 where day = '2026-10-07'`);
    const { differences } = await marketRollupDifferences(h.db, null);
    expect(differences.map((d) => d.key)).toEqual([`2026-10-07 ${variety.flwCode} A 60`]);
    await h.db.execute(sql`select market_days_fill(true)`);
    await expectRecounted();
  });
});
