/**
 * Standing orders (固定订单, issue 32) on the real database: the buyer's calls (own orders only, clear refusals, the
 * 10-minute cut-off, pause/skip/delete), and the runner: a run buys within its caps through the purchase path, paid
 * from the balance with its ledger row; the 11:30 opening's standing orders never take more than the share of a lot;
 * a repeated or concurrent run never buys twice; each run's result is stored and shown. A run that loses its race to
 * live buyers (the stock gone between its plan and its commit) is planned again, a bounded number of times before its
 * cut-off, and still buys at most once; the 全天专区's openings (00:00, 18:00) are capped by the share, other times not.
 */
import { standingApi, type StandingSaveBody } from '@huashi/api';
import { ACCOUNT_OPENED_STATUS, seededRandom, STANDING_MESSAGES, STANDING_RETRY, standingRunKey } from '@huashi/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, DEMO_SUPPLIER, SECOND_BUYER } from '../src/seed';
import { runStandingOrders } from '../src/services/standingRunner';
import { apiFor, settle } from './client';
import { selfPickupAddressRow } from './fixtures';
import { createTestApp, type TestApp } from './harness';

/** Tuesday 2026-11-17, the harness's market day, Shanghai time. */
const at = (clock: string) => new Date(`2026-11-17T${clock}+08:00`);
const OPENING = at('11:30:00');
const TUESDAY = 2;

let h: TestApp;
let variety: string;

beforeAll(async () => {
  h = await createTestApp({ now: at('10:00:00') });
  // A variety of its own, so only this file's lots are candidates.
  const [model] = await h.db.select().from(t.varieties).limit(1);
  variety = `SO${randomInt(0, 1e6)}`;
  await h.db.insert(t.varieties).values({ ...model!, flwCode: variety, name: '测试玫瑰' });
}, 120_000);

afterAll(async () => {
  await h.close();
});

/** A lot of the variety on the market day: `bunches` bunches of 10 stems at `yuanPerBunch`. */
async function newLot(session: 'A' | 'C', bunches: number, fenPerBunch: number, over: Partial<typeof t.stockLots.$inferInsert> = {}) {
  const [model] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.auctionDate, '2026-11-17')).limit(1);
  const [row] = await h.db
    .insert(t.stockLots)
    .values({
      ...model!,
      id: undefined,
      createdAt: undefined,
      session,
      flwCode: variety,
      levelName: 'A',
      lengthCode: '60',
      positionNo: `SO-${randomInt(0, 1e9)}`,
      stemsPerBunch: 10,
      basicSaleNo: 1,
      nowStock: bunches * 10,
      salePriceFen: fenPerBunch / 10,
      feeBoxPerKgFen: 0,
      activityPercent: 0,
      ...over,
    })
    .returning();
  return row!;
}

/** A buyer with `fen` on the balance (and its ledger row) and a self-pickup default address. */
async function newBuyer(fen: number) {
  const n = randomInt(0, 10_000_000);
  const [b] = await h.db
    .insert(t.buyers)
    .values({
      phone: `137${String(n).padStart(8, '0')}`,
      accountNo: `SO${n}`,
      nickName: `固定${n}`,
      contactPhone: '13700000000',
      passwordHash: 'x',
      status: ACCOUNT_OPENED_STATUS,
      balanceFen: fen,
    })
    .returning();
  await h.db.insert(t.addresses).values(selfPickupAddressRow(b!.id, '张三', '13900000000'));
  await h.db.insert(t.balanceLedger).values({ buyerId: b!.id, ioValueFen: fen, ioNotice: '账户充值', balanceAfterFen: fen });
  return b!;
}

/** A standing order written straight to the database (the runner's tests), due at `nextRunAt`. */
async function newStanding(
  buyerId: number,
  o: { session?: 'A' | 'C'; time?: string; budgetFen?: number | null; lines: Partial<typeof t.standingOrderLines.$inferInsert>[] },
) {
  const [row] = await h.db
    .insert(t.standingOrders)
    .values({
      buyerId,
      name: '每周二',
      session: o.session ?? 'A',
      runTime: o.time ?? '11:30',
      daysMask: 1 << TUESDAY,
      budgetFen: o.budgetFen ?? null,
      nextRunAt: o.session === 'C' ? at(`${o.time}:00`) : OPENING,
    })
    .returning();
  await h.db
    .insert(t.standingOrderLines)
    .values(o.lines.map((l, position) => ({ standingOrderId: row!.id, position, flwCode: variety, bunches: 1, ...l })));
  return row!;
}

async function ledgerMatches(buyerId: number) {
  const [b] = await h.db.select().from(t.buyers).where(eq(t.buyers.id, buyerId));
  const [sum] = await h.db
    .select({ total: sql<number>`coalesce(sum(${t.balanceLedger.ioValueFen}), 0)::bigint` })
    .from(t.balanceLedger)
    .where(eq(t.balanceLedger.buyerId, buyerId));
  return { balance: b!.balanceFen, ledger: Number(sum!.total) };
}

/** The run records of these standing orders. */
const runsOfOrders = (orders: readonly { id: number }[]) =>
  h.db
    .select()
    .from(t.standingRuns)
    .where(
      inArray(
        t.standingRuns.standingOrderId,
        orders.map((o) => o.id),
      ),
    );

const form = (over: Partial<StandingSaveBody> = {}): StandingSaveBody => ({
  name: '周二玫瑰',
  session: 'A',
  time: '11:30',
  days: [TUESDAY],
  budget: '500',
  lines: [
    { flwCode: variety, levelName: 'A', lengthMin: 50, lengthMax: 70, bunches: 5, maxPrice: '30', supplierId: '', allowAlternative: true },
  ],
  ...over,
});

describe("a buyer's standing orders", () => {
  it('creates, lists, edits until 10 minutes before the run, pauses, skips and deletes its own', async () => {
    h.clock.set(at('10:00:00'));
    const token = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
    const api = standingApi(apiFor(h.app, token).client);
    const created = await api.save(form());
    expect(created).toMatchObject({
      name: '周二玫瑰',
      scheduleText: '周二 11:30 限时直供',
      budget: '500.00',
      paused: false,
      nextRunAt: '2026-11-17 11:30:00',
      lockedReason: '',
      lines: [{ flwName: '测试玫瑰', levelName: 'A', lengthMin: 50, lengthMax: 70, bunches: 5, maxPrice: '30.00', allowAlternative: true }],
    });
    const listed = await api.list();
    expect(listed.list.map((o) => o.id)).toContain(created.id);
    expect(listed.fairRule).toContain('每个批次库存的 50%');
    expect(listed.share).toBe(0.5);

    // The preferred supplier is kept by its number and shown by its name; a number no supplier has is refused.
    const line = form().lines![0]!;
    const preferring = await api.save(form({ lines: [{ ...line, supplierId: DEMO_SUPPLIER.id }] }));
    expect(preferring.lines[0]).toMatchObject({ supplierId: DEMO_SUPPLIER.id, supplierName: '呈贡斗南花卉种植专业合作社' });
    expect((await api.list()).list.find((o) => o.id === preferring.id)?.lines[0]?.supplierName).toBe('呈贡斗南花卉种植专业合作社');
    expect((await settle(api.save(form({ lines: [{ ...line, supplierId: 'Z9999' }] })))).msg).toBe('供应商不存在');
    expect(created.lines[0]).toMatchObject({ supplierId: '', supplierName: '' });
    await api.remove(preferring.id);

    // Clear refusals, the domain's own words.
    expect((await settle(api.save(form({ days: [] })))).msg).toBe(STANDING_MESSAGES.daysRequired);
    expect((await settle(api.save(form({ days: [9] })))).msg).toBe(STANDING_MESSAGES.dayInvalid);
    expect((await settle(api.save({ ...form(), session: 'Z' } as never))).msg).toBe(STANDING_MESSAGES.sessionRequired);
    expect((await settle(api.save(form({ time: '12:00' })))).msg).toBe(STANDING_MESSAGES.timeA);
    expect((await settle(api.save(form({ budget: 'abc' })))).msg).toBe(STANDING_MESSAGES.budgetFormat);
    expect((await settle(api.save(form({ lines: [] })))).msg).toBe(STANDING_MESSAGES.linesRequired);

    // Another buyer neither sees nor changes it.
    const other = standingApi(apiFor(h.app, await h.login(SECOND_BUYER.phone, SECOND_BUYER.password)).client);
    expect((await other.list()).list.map((o) => o.id)).not.toContain(created.id);
    expect(await settle(other.pause(created.id, true))).toMatchObject({ code: 404, msg: '固定订单不存在' });
    expect(await settle(other.save({ ...form(), id: created.id }))).toMatchObject({ code: 404 });

    // 10 minutes before the run: no edit, pause, skip or delete.
    h.clock.set(at('11:20:00'));
    expect((await settle(api.save({ ...form({ name: '改名' }), id: created.id }))).msg).toBe(STANDING_MESSAGES.editCutOff);
    expect((await settle(api.pause(created.id, true))).msg).toBe(STANDING_MESSAGES.editCutOff);
    expect((await settle(api.skip(created.id))).msg).toBe(STANDING_MESSAGES.editCutOff);
    expect((await api.list()).list.find((o) => o.id === created.id)?.lockedReason).toBe(STANDING_MESSAGES.editCutOff);

    h.clock.set(at('11:19:00'));
    const skipped = await api.skip(created.id);
    expect(skipped.nextRunAt).toBe('2026-11-24 11:30:00');
    expect((await api.runs(created.id)).list).toMatchObject([{ status: 'skipped', statusText: '已跳过', runAt: '2026-11-17 11:30:00' }]);
    const paused = await api.pause(created.id, true);
    expect(paused).toMatchObject({ paused: true, nextRunAt: '' });
    // Resumed or edited before it, the skipped run stays skipped: the next run is the one after it.
    const resumed = await api.pause(created.id, false);
    expect(resumed).toMatchObject({ paused: false, nextRunAt: '2026-11-24 11:30:00' });
    expect((await api.save({ ...form({ name: '改名' }), id: created.id })).nextRunAt).toBe('2026-11-24 11:30:00');
    const edited = await api.save({ ...form({ name: '改名', days: [TUESDAY, 4] }), id: created.id });
    expect(edited).toMatchObject({ name: '改名', scheduleText: '周二、周四 11:30 限时直供', nextRunAt: '2026-11-19 11:30:00' });

    // An order that still points at a recorded run (as the runner could meet it) moves on without buying.
    await h.db.update(t.standingOrders).set({ nextRunAt: OPENING }).where(eq(t.standingOrders.id, created.id));
    h.clock.set(at('11:31:00'));
    await runStandingOrders(h.ctx, at('11:31:00'), { wait: true });
    expect((await api.list()).list.find((o) => o.id === created.id)?.nextRunAt).toBe('2026-11-19 11:30:00');
    expect((await api.runs(created.id)).list).toMatchObject([{ status: 'skipped', runAt: '2026-11-17 11:30:00' }]);
    await api.remove(created.id);
    expect((await api.list()).list.map((o) => o.id)).not.toContain(created.id);
  });
});

describe('the runner', () => {
  it('buys within the price and budget caps, pays from the balance with its ledger row, and shows the result', async () => {
    const cheap = await newLot('A', 100, 2000); // ¥20/扎
    await newLot('A', 100, 4000); // ¥40/扎: above the cap
    const buyer = await newBuyer(100_000);
    const order = await newStanding(buyer.id, {
      budgetFen: 25_000,
      lines: [
        { bunches: 10, maxPricePerBunchFen: 3000, levelName: 'A' },
        { bunches: 10, maxPricePerBunchFen: 3000, levelName: 'A' },
      ],
    });
    expect(await runStandingOrders(h.ctx, at('11:30:01'), { random: seededRandom(1), wait: true })).toBeGreaterThanOrEqual(1);

    const [run] = await h.db.select().from(t.standingRuns).where(eq(t.standingRuns.standingOrderId, order.id));
    expect(run).toMatchObject({ status: 'partial', runAt: OPENING });
    // 12 扎 at ¥20 = ¥240 fit the ¥250 budget: 10 of the first line, 2 of the second.
    expect(run!.result.bought.map((b) => [b.bunches, b.pricePerBunchFen])).toEqual([
      [10, 2000],
      [2, 2000],
    ]);
    expect(run!.result.shorts).toEqual(['测试玫瑰 差 8 扎：超出每次预算']);
    const [lot] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, cheap.id));
    expect(lot!.nowStock).toBe(1000 - 120);
    const [placed] = await h.db.select().from(t.orders).where(eq(t.orders.id, run!.orderId!));
    expect(placed).toMatchObject({ buyerId: buyer.id, feeGoods: 24_000, session: 'A' });
    expect(run!.paidFen).toBe(placed!.feePayment);
    const money = await ledgerMatches(buyer.id);
    expect(money.balance).toBe(100_000 - placed!.feePayment);
    expect(money.ledger).toBe(money.balance);
    const [next] = await h.db.select().from(t.standingOrders).where(eq(t.standingOrders.id, order.id));
    expect(next!.nextRunAt).toEqual(new Date('2026-11-24T11:30:00+08:00'));
    const [request] = await h.db
      .select()
      .from(t.purchaseRequests)
      .where(eq(t.purchaseRequests.sign, standingRunKey(order.id, OPENING)));
    expect(request).toBeDefined();
  });

  it('never lets the 11:30 standing orders take more than the share of a lot, in a random order', async () => {
    const lot = await newLot('A', 101, 1000, { levelName: 'C' });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newBuyer(100_000)));
    const orders = await Promise.all(buyers.map((b) => newStanding(b.id, { lines: [{ bunches: 8, levelName: 'C' }] })));
    await runStandingOrders(h.ctx, at('11:30:00'), { random: seededRandom(7), wait: true });
    const runs = await runsOfOrders(orders);
    expect(runs).toHaveLength(12);
    const taken = runs.reduce((sum, r) => sum + (r.taken[lot.id] ?? 0), 0);
    expect(taken).toBeLessThanOrEqual(Math.floor(1010 * 0.5));
    expect(taken).toBe(500); // 6 orders of 8 扎 (480 stems) + 2 扎 of the seventh
    const [left] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, lot.id));
    expect(left!.nowStock).toBe(1010 - 500);
    expect(runs.filter((r) => r.status === 'none').every((r) => r.result.shorts[0]?.includes('固定订单份额已用完'))).toBe(true);
  });

  it('never buys twice: a second runner at once, a repeated run and a reset next run all find the run recorded', async () => {
    await newLot('C', 50, 1000);
    const buyer = await newBuyer(100_000);
    const order = await newStanding(buyer.id, { session: 'C', time: '11:40', lines: [{ bunches: 3 }] });
    const runAt = at('11:40:00');
    await Promise.all([runStandingOrders(h.ctx, at('11:40:00'), { wait: true }), runStandingOrders(h.ctx, at('11:40:00'), { wait: true })]);
    await runStandingOrders(h.ctx, at('11:40:05'), { wait: true });
    // A second instance that read the order before the run moved it on.
    await h.db.update(t.standingOrders).set({ nextRunAt: runAt }).where(eq(t.standingOrders.id, order.id));
    await runStandingOrders(h.ctx, at('11:40:10'), { wait: true });
    const placed = await h.db.select().from(t.orders).where(eq(t.orders.buyerId, buyer.id));
    expect(placed).toHaveLength(1);
    const runs = await h.db
      .select()
      .from(t.standingRuns)
      .where(and(eq(t.standingRuns.standingOrderId, order.id)));
    expect(runs).toHaveLength(1);
    const money = await ledgerMatches(buyer.id);
    expect(money.ledger).toBe(money.balance);
  });

  it('records why nothing was bought: over the price cap, short balance', async () => {
    await newLot('C', 50, 5000, { lengthCode: '80' });
    const poor = await newBuyer(100);
    const capped = await newBuyer(100_000);
    const a = await newStanding(poor.id, { session: 'C', time: '11:50', lines: [{ bunches: 2, lengthMin: 80 }] });
    const b = await newStanding(capped.id, {
      session: 'C',
      time: '11:50',
      lines: [{ bunches: 2, lengthMin: 80, maxPricePerBunchFen: 4000 }],
    });
    await runStandingOrders(h.ctx, at('11:50:00'), { wait: true });
    const runs = await h.db
      .select()
      .from(t.standingRuns)
      .where(inArray(t.standingRuns.standingOrderId, [a.id, b.id]));
    const byOrder = new Map(runs.map((r) => [r.standingOrderId, r]));
    expect(byOrder.get(a.id)).toMatchObject({ status: 'refused', result: { shorts: ['您的账户余额不足'] } });
    expect(byOrder.get(b.id)).toMatchObject({ status: 'none' });
    expect(byOrder.get(b.id)!.result.shorts[0]).toMatch(/^测试玫瑰 差 2 扎：高于最高价（今日最低 ¥\d+\.\d{2}\/扎，最高价 ¥40\.00\/扎）$/);
    const money = await ledgerMatches(poor.id);
    expect(money).toEqual({ balance: 100, ledger: 100 });
  });

  it('says when the grade is on sale today only in the other zone (trial 2 of issue 32), and buys nothing there', async () => {
    await newLot('C', 20, 1000);
    const onlyA = await newLot('A', 20, 1000, { levelName: 'D' });
    const buyer = await newBuyer(100_000);
    const order = await newStanding(buyer.id, { session: 'C', time: '11:55', lines: [{ bunches: 5, levelName: 'D' }] });
    await runStandingOrders(h.ctx, at('11:55:00'), { wait: true });
    const [run] = await runsOf(order.id);
    expect(run).toMatchObject({ status: 'none', result: { bought: [], shorts: ['测试玫瑰 差 5 扎：今日此等级只在限时直供有货'] } });
    const [lot] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, onlyA.id));
    expect(lot!.nowStock).toBe(200);
  });

  it("shows the buyer the newest run's result on the home page until seen", async () => {
    h.clock.set(at('10:00:00'));
    const token = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
    const api = standingApi(apiFor(h.app, token).client);
    await newLot('C', 50, 1000, { levelName: 'B' });
    const created = await api.save(
      form({
        session: 'C',
        time: '12:10',
        budget: '',
        lines: [
          {
            flwCode: variety,
            levelName: 'B',
            lengthMin: null,
            lengthMax: null,
            bunches: 2,
            maxPrice: '',
            supplierId: '',
            allowAlternative: false,
          },
        ],
      }),
    );
    await runStandingOrders(h.ctx, at('12:10:00'), { wait: true });
    const latest = await api.latest();
    expect(latest).toMatchObject({
      standingOrderId: created.id,
      status: 'bought',
      statusText: '已全部购买',
      bought: [{ flwName: '测试玫瑰', bunches: 2 }],
    });
    expect((await api.runs(null)).list[0]).toEqual(latest);
    // Another buyer sending its numbers: not found, as every standing call (trial 2 of issue 32), and nothing marked.
    const other = standingApi(apiFor(h.app, await h.login(DEMO_BUYER.phone, DEMO_BUYER.password)).client);
    expect(await settle(other.runs(created.id))).toMatchObject({ code: 404, msg: '固定订单不存在' });
    expect(await settle(other.seen(latest!.id))).toMatchObject({ code: 404, msg: '固定订单不存在' });
    expect(await settle(api.seen(latest!.id + 1_000_000))).toMatchObject({ code: 404 });
    expect(await api.latest()).toEqual(latest);
    await api.seen(latest!.id);
    expect(await api.latest()).toBeNull();
  });
});

/** A variety of its own (a test whose lots no other test's standing order may buy). */
async function newVariety(name: string) {
  const [model] = await h.db.select().from(t.varieties).limit(1);
  const flwCode = `SV${randomInt(0, 1e6)}`;
  await h.db.insert(t.varieties).values({ ...model!, flwCode, name });
  return flwCode;
}

/** Waits until `check` holds (polling the database, never a fixed sleep). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 1000; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
}

/**
 * Runs the runner at `now` while live buyers take a lot between its plan and its commit: the lot's row is held locked,
 * the runner plans on the stock it reads and then waits for the lock to write its purchase; meanwhile the lot drops to
 * `leftStems` (bought by the people pressing 购买), and the lock is let go.
 */
async function runLosingRace(now: Date, lotId: number, leftStems: number) {
  const live = await h.db.$client.connect();
  try {
    await live.query('begin');
    await live.query('select id from stock_lots where id = $1 for update', [lotId]);
    const run = runStandingOrders(h.ctx, now, { wait: true });
    await until(async () => {
      const { rows } = await live.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows[0]!.n > 0;
    });
    await live.query('update stock_lots set now_stock = $2 where id = $1', [lotId, leftStems]);
    await live.query('commit');
    return await run;
  } catch (error) {
    await live.query('rollback').catch(() => {});
    throw error;
  } finally {
    live.release();
  }
}

const ordersOf = (buyerId: number) => h.db.select().from(t.orders).where(eq(t.orders.buyerId, buyerId));
const runsOf = (orderId: number) => runsOfOrders([{ id: orderId }]);
const attemptAnswers = async (orderId: number, runAt: Date) => {
  const keys = Array.from({ length: STANDING_RETRY.attempts + 1 }, (_, i) => standingRunKey(orderId, runAt, i + 1));
  const rows = await h.db.select().from(t.purchaseRequests).where(inArray(t.purchaseRequests.sign, keys));
  return keys.flatMap((k) => rows.filter((r) => r.sign === k).map((r) => (r.response as { code: number }).code));
};

describe('a run that loses its race to live buyers', () => {
  it('is planned again with the stock left and buys once; its result says what happened', async () => {
    h.clock.set(at('10:00:00'));
    const code = await newVariety('重试玫瑰');
    const cheap = await newLot('C', 5, 1000, { flwCode: code }); // ¥10/扎: the plan's first choice
    const dear = await newLot('C', 20, 2000, { flwCode: code }); // ¥20/扎
    const token = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
    const api = standingApi(apiFor(h.app, token).client);
    const line = { flwCode: code, levelName: 'A', lengthMin: null, lengthMax: null, bunches: 5, maxPrice: '', supplierId: '' };
    const created = await api.save(form({ session: 'C', time: '12:40', budget: '', lines: [{ ...line, allowAlternative: false }] }));
    const runAt = at('12:40:00');
    const [buyer] = await h.db.select().from(t.buyers).where(eq(t.buyers.phone, SECOND_BUYER.phone));
    const before = (await ordersOf(buyer!.id)).length;

    // The first attempt planned the cheap lot; live buyers emptied it before the commit.
    expect(await runLosingRace(at('12:40:00'), cheap.id, 0)).toBe(0);
    expect(await runsOf(created.id)).toEqual([]);
    const [still] = await h.db.select().from(t.standingOrders).where(eq(t.standingOrders.id, created.id));
    expect(still!.nextRunAt).toEqual(runAt); // still due, and still locked against edits
    h.clock.set(at('12:40:01'));
    expect((await api.list()).list.find((o) => o.id === created.id)?.lockedReason).toBe(STANDING_MESSAGES.editCutOff);
    expect(await attemptAnswers(created.id, runAt)).toEqual([409]);

    // The next tick plans again on what is left: the dearer lot.
    expect(await runStandingOrders(h.ctx, at('12:40:02'), { wait: true })).toBe(1);
    const [run] = await api.runs(created.id).then((r) => r.list);
    expect(run).toMatchObject({ status: 'bought', bought: [{ flwName: '重试玫瑰', bunches: 5, pricePerBunch: '20.00' }], shorts: [] });
    expect(run!.attempts).toHaveLength(1);
    expect(run!.attempts[0]).toMatch(/^第1次下单时库存已被现场买家买走（重试玫瑰.*），已按最新库存重新下单$/);
    expect(await attemptAnswers(created.id, runAt)).toEqual([409, 200]);

    // Never a second order for the run: a repeated tick, and a next run put back by a stale instance.
    await runStandingOrders(h.ctx, at('12:40:04'), { wait: true });
    await h.db.update(t.standingOrders).set({ nextRunAt: runAt }).where(eq(t.standingOrders.id, created.id));
    await runStandingOrders(h.ctx, at('12:40:06'), { wait: true });
    expect((await ordersOf(buyer!.id)).length).toBe(before + 1);
    expect(await runsOf(created.id)).toHaveLength(1);
    const [lot] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, dear.id));
    expect(lot!.nowStock).toBe(200 - 50);
    const money = await ledgerMatches(buyer!.id);
    expect(money.ledger).toBe(money.balance);
  });

  it(`gives up after ${STANDING_RETRY.attempts} lost races: 下单失败, every attempt said, nothing bought`, async () => {
    const code = await newVariety('抢不到');
    const lot = await newLot('C', 10, 1000, { flwCode: code });
    const buyer = await newBuyer(100_000);
    const order = await newStanding(buyer.id, { session: 'C', time: '12:50', lines: [{ flwCode: code, bunches: 5 }] });
    const runAt = at('12:50:00');
    for (let attempt = 1; attempt <= STANDING_RETRY.attempts; attempt += 1) {
      await h.db.update(t.stockLots).set({ nowStock: 100 }).where(eq(t.stockLots.id, lot.id)); // restocked, then bought again
      await runLosingRace(at(`12:50:0${attempt * 2}`), lot.id, 10);
    }
    const [run] = await runsOf(order.id);
    expect(run).toMatchObject({ status: 'refused', orderId: null, paidFen: 0 });
    expect(run!.result.shorts).toHaveLength(1);
    expect(run!.result.shorts[0]).toMatch(/^抢不到/);
    expect(run!.result.attempts).toHaveLength(STANDING_RETRY.attempts);
    expect(run!.result.attempts!.at(-1)).toMatch(/^第3次下单时库存已被现场买家买走（抢不到.*），已试3次，不再重试$/);
    expect(await attemptAnswers(order.id, runAt)).toEqual([409, 409, 409]);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await ledgerMatches(buyer.id)).toEqual({ balance: 100_000, ledger: 100_000 });
    const [next] = await h.db.select().from(t.standingOrders).where(eq(t.standingOrders.id, order.id));
    expect(next!.nextRunAt).toEqual(new Date('2026-11-24T12:50:00+08:00'));
  });

  it('is not tried again after its cut-off (the runner was away): 下单失败, saying so', async () => {
    const code = await newVariety('晚了');
    const lot = await newLot('C', 10, 1000, { flwCode: code });
    const buyer = await newBuyer(100_000);
    const order = await newStanding(buyer.id, { session: 'C', time: '13:00', lines: [{ flwCode: code, bunches: 5 }] });
    const runAt = at('13:00:00');
    await runLosingRace(runAt, lot.id, 10);
    await h.db.update(t.stockLots).set({ nowStock: 100 }).where(eq(t.stockLots.id, lot.id)); // plenty again, but too late
    await runStandingOrders(h.ctx, new Date(runAt.getTime() + STANDING_RETRY.windowMs), { wait: true });
    const [run] = await runsOf(order.id);
    expect(run).toMatchObject({ status: 'refused', orderId: null });
    expect(run!.result.attempts).toEqual([expect.stringMatching(/，已过重试截止时间（执行后5分钟），不再重试$/)]);
    expect(await attemptAnswers(order.id, runAt)).toEqual([409]);
    expect(await ordersOf(buyer.id)).toEqual([]);
  });
});

describe('the share in the 全天专区', () => {
  it('caps the runs at its openings (18:00) and not those at other times', async () => {
    const code = await newVariety('开场玫瑰');
    const evening = await newLot('C', 60, 1000, { flwCode: code, lengthCode: '70' });
    const rush = await Promise.all([newBuyer(100_000), newBuyer(100_000)]);
    const orders = await Promise.all(
      rush.map((b) => newStanding(b.id, { session: 'C', time: '18:00', lines: [{ flwCode: code, bunches: 40, lengthMin: 70 }] })),
    );
    await runStandingOrders(h.ctx, at('18:00:00'), { random: seededRandom(3), wait: true });
    const runs = await runsOfOrders(orders);
    expect(runs.map((r) => r.taken[evening.id] ?? 0).sort((a, b) => a - b)).toEqual([0, 300]); // 50 % of 600 stems
    expect(runs.every((r) => r.status === 'partial' || r.result.shorts[0]?.includes('固定订单份额已用完'))).toBe(true);

    const calm = await newLot('C', 60, 1000, { flwCode: code, lengthCode: '80' });
    const buyer = await newBuyer(100_000);
    const order = await newStanding(buyer.id, { session: 'C', time: '18:30', lines: [{ flwCode: code, bunches: 60, lengthMin: 80 }] });
    await runStandingOrders(h.ctx, at('18:30:00'), { wait: true });
    const [run] = await runsOf(order.id);
    expect(run).toMatchObject({ status: 'bought', taken: { [calm.id]: 600 } });
  });
});

describe('the inbox (issue 33)', () => {
  it('posts one message per run — what it bought or why not — never twice, and no separate 订单已支付', async () => {
    await newLot('A', 100, 2000);
    const bought = await newBuyer(100_000);
    const broke = await newBuyer(0);
    const runs = [await newStanding(bought.id, { lines: [{ bunches: 2 }] }), await newStanding(broke.id, { lines: [{ bunches: 2 }] })];
    h.clock.set(at('11:30:01'));
    await runStandingOrders(h.ctx, at('11:30:01'), { random: seededRandom(3), wait: true });
    // Run again at the same instant (a restart, a second instance): nothing new.
    await h.db
      .update(t.standingOrders)
      .set({ nextRunAt: OPENING })
      .where(
        inArray(
          t.standingOrders.id,
          runs.map((r) => r.id),
        ),
      );
    await runStandingOrders(h.ctx, at('11:30:02'), { random: seededRandom(3), wait: true });
    const messagesOf = (buyerId: number) => h.db.select().from(t.inboxMessages).where(eq(t.inboxMessages.buyerId, buyerId));
    const mine = await messagesOf(bought.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'standing.run',
      title: '固定订单「每周二」已全部购买',
      link: expect.stringMatching(/^\/orderdetail\?codeId=\d+$/),
    });
    expect(mine[0]!.body).toMatch(/^已全部购买，订单\S+实付¥/);
    const theirs = await messagesOf(broke.id);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ kind: 'standing.run', title: '固定订单「每周二」下单失败', link: '/standing' });
    expect(theirs[0]!.body).toContain('余额不足');
  });
});
