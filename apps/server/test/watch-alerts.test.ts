/**
 * The watchlist and its alerts (关注与提醒, issue 33) on the real database: saving, limits and ownership of watches;
 * and each alert — 到货, 降价, 补货 — written to the watcher's inbox exactly once per watch and day, where the stock
 * changes (a lot entered at 入库管理 by form or CSV, a lot edited, stems returned by an approved cancellation): a
 * price hovering around the target, two intakes the same day, the next day again, and another buyer's watch.
 */
import { adminCancellationsApi, adminStockApi, watchApi, type StockLotCreateBody } from '@huashi/api';
import { watchEndpoints } from '@huashi/api/contracts';
import { STOCK_CSV_HEADERS, WATCH_LIMITS, WATCH_MESSAGES } from '@huashi/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER, ensureDailyLots } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor, endpointEnvelope, settle } from './client';
import { placeOrderOf } from './claimFixtures';
import { buyerIdOf } from './fixtures';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

let h: TestApp;
let demoToken: string;
let secondToken: string;
let demoId: number;
let secondId: number;
let admin: string;
const [ADMIN, PEIHUO] = DEMO_STAFF;
const TODAY = '2026-11-17';
const TOMORROW = '2026-11-18';
/** A variety of the seeded catalogue the tests' lots are of (its own stems per bunch). */
let flwCode: string;
let stems: number;

const watches = (token: string) => watchApi(apiFor(h.app, token).client);
const stock = (token = admin) => adminStockApi(apiFor(h.app, token).client);

beforeAll(async () => {
  h = await createTestApp();
  demoToken = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  secondToken = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  demoId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  secondId = await buyerIdOf(h.db, SECOND_BUYER.phone);
  admin = await h.staffLogin({ loginName: ADMIN!.loginName, password: ADMIN!.password }, { ip: '10.33.0.1' });
  const [variety] = await h.db
    .select({ code: t.varieties.flwCode, stems: t.varieties.stemsPerBunch })
    .from(t.varieties)
    .orderBy(asc(t.varieties.flwCode))
    .limit(1);
  flwCode = variety!.code;
  stems = variety!.stems;
});

afterAll(async () => {
  await h?.close();
});

beforeEach(async () => {
  h.clock.set(MARKET_OPEN);
  await h.db.delete(t.watches);
  await h.db.delete(t.inboxMessages).where(like(t.inboxMessages.kind, 'watch.%'));
});

/** A lot by 入库管理's form: per-stem sale price `price` (yuan), `bundles` bundles, grade A unless said. */
const lotBody = (price: string, over: Partial<StockLotCreateBody> = {}): StockLotCreateBody => ({
  auctionDate: TODAY,
  supplierId: 'A1001',
  flwCode,
  levelName: 'A',
  lengthCode: '60',
  openCode: '3度',
  salepointName: '无',
  stemsPerBunch: String(stems),
  basicSaleNo: '1',
  bundles: '10',
  sourcePrice: '0.50',
  salePrice: price,
  positionNo: '9-33-01',
  packageName: '纸箱',
  ...over,
});

async function addLot(price: string, over: Partial<StockLotCreateBody> = {}, token = admin) {
  const answer = await settle(stock(token).create(lotBody(price, over)));
  expect(answer.code, answer.msg ?? '').toBe(200);
  return answer.data!;
}

/** The price per 扎 (元) of a per-stem price of `perStemFen` fen, as a target is typed. */
const bunchYuan = (perStemFen: number) => ((perStemFen * stems) / 100).toFixed(2);

async function alertsOf(buyerId: number) {
  return h.db
    .select()
    .from(t.inboxMessages)
    .where(and(eq(t.inboxMessages.buyerId, buyerId), like(t.inboxMessages.kind, 'watch.%')))
    .orderBy(asc(t.inboxMessages.id));
}

describe('watches', () => {
  it('saves a variety watch with a target price, reads it back, and saving the same target again edits it', async () => {
    const saved = await endpointEnvelope(apiFor(h.app, demoToken).client, watchEndpoints.save, {
      target: 'variety',
      flwCode,
      levelName: 'a',
      arrived: true,
      targetPrice: '25',
    });
    expect(saved).toMatchObject({ code: 200, msg: WATCH_MESSAGES.saved });
    expect(saved.data).toMatchObject({ target: 'variety', flwCode, levelName: 'A', arrived: true, restock: false, targetPrice: '25.00' });
    expect(saved.data!.subject).toContain('A级');
    const again = await watches(demoToken).save({ target: 'variety', flwCode, levelName: 'A', restock: true, targetPrice: '' });
    expect(again.id).toBe(saved.data!.id);
    expect(await watches(demoToken).list()).toEqual([
      expect.objectContaining({ id: saved.data!.id, arrived: false, restock: true, targetPrice: null }),
    ]);
  });

  it('refuses in words: no alert, a bad target price, a lot to arrive, an unknown variety or lot', async () => {
    const save = (body: Parameters<ReturnType<typeof watchApi>['save']>[0]) => settle(watches(demoToken).save(body));
    expect(await save({ target: 'variety', flwCode })).toMatchObject({ code: 400, msg: WATCH_MESSAGES.noAlert });
    expect(await save({ target: 'variety', flwCode, targetPrice: '1.234' })).toMatchObject({ msg: WATCH_MESSAGES.priceFormat });
    expect(await save({ target: 'variety', flwCode, targetPrice: '0' })).toMatchObject({ msg: WATCH_MESSAGES.priceRange });
    expect(await save({ target: 'variety', flwCode: 'NOPE', arrived: true })).toMatchObject({
      code: 404,
      msg: WATCH_MESSAGES.varietyMissing,
    });
    expect(await save({ target: 'variety', flwCode, levelName: 'Z', arrived: true })).toMatchObject({ msg: WATCH_MESSAGES.gradeUnknown });
    expect(await save({ target: 'lot', stockId: 99_999_999, restock: true })).toMatchObject({ code: 404, msg: WATCH_MESSAGES.lotMissing });
    const lot = await addLot('1.00');
    expect(await save({ target: 'lot', stockId: lot.id, arrived: true })).toMatchObject({ msg: WATCH_MESSAGES.lotArrives });
    expect(await watches(demoToken).list()).toEqual([]);
  });

  it(`holds ${WATCH_LIMITS.perBuyer} watches a buyer; another buyer's watch answers as missing`, async () => {
    const lots = await h.db
      .select({ id: t.stockLots.id })
      .from(t.stockLots)
      .where(eq(t.stockLots.auctionDate, TODAY))
      .limit(WATCH_LIMITS.perBuyer + 1);
    expect(lots.length).toBe(WATCH_LIMITS.perBuyer + 1);
    await h.db
      .insert(t.watches)
      .values(
        lots.slice(0, WATCH_LIMITS.perBuyer).map((l) => ({ buyerId: demoId, target: 'lot' as const, stockId: l.id, alertRestock: true })),
      );
    expect(await settle(watches(demoToken).save({ target: 'lot', stockId: lots.at(-1)!.id, restock: true }))).toMatchObject({
      code: 400,
      msg: WATCH_MESSAGES.tooMany,
    });
    // The same target again is an edit, not a new watch: allowed at the limit.
    expect((await settle(watches(demoToken).save({ target: 'lot', stockId: lots[0]!.id, targetPrice: '9' }))).code).toBe(200);
    const mine = (await watches(demoToken).list())[0]!;
    expect(await settle(watches(secondToken).remove(mine.id))).toMatchObject({ code: 404, msg: WATCH_MESSAGES.notFound });
    const removed = await endpointEnvelope(apiFor(h.app, demoToken).client, watchEndpoints.remove, { id: mine.id });
    expect(removed).toMatchObject({ code: 200, msg: WATCH_MESSAGES.deleted });
  });
});

describe('alerts', () => {
  it('a lot below the target posts one 降价 and one 到货 to the watcher, opening the lot; a price hovering around the target posts no more that day', async () => {
    // Target: ¥1.00 a stem's bunch; the lot at ¥0.95 a stem is below it.
    const watch = await watches(demoToken).save({ target: 'variety', flwCode, levelName: 'A', arrived: true, targetPrice: bunchYuan(100) });
    const lot = await addLot('0.95');
    const first = await alertsOf(demoId);
    expect(first.map((m) => m.kind).sort()).toEqual(['watch.arrived', 'watch.price']);
    const price = first.find((m) => m.kind === 'watch.price')!;
    expect(price.key).toBe(`watch:${watch.id}:price:${TODAY}`);
    expect(price.title).toMatch(/^降价：/);
    const url = new URL(price.link, 'http://x');
    expect(url.pathname).toBe('/shopdetails');
    expect(JSON.parse(url.searchParams.get('listNow')!)).toEqual({ flwCode, supplierType: 'A' });
    expect(url.searchParams.get('keyword')).toBe('A1001');

    // The price goes above the target and back below it, twice: still one 降价 today.
    for (const yuan of ['9.99', '0.90', '9.99', '0.50']) {
      const edited = await settle(stock().update({ ...lotBody(yuan), id: lot.id }));
      expect(edited.code, edited.msg ?? '').toBe(200);
    }
    expect((await alertsOf(demoId)).length).toBe(2);
  });

  it('two intakes the same day post one 到货; the next day’s lot posts again', async () => {
    await watches(demoToken).save({ target: 'variety', flwCode, arrived: true });
    await addLot('1.00');
    await addLot('1.10', { supplierId: 'A1001', levelName: 'B' });
    expect((await alertsOf(demoId)).map((m) => m.key)).toEqual([expect.stringMatching(new RegExp(`:arrived:${TODAY}$`))]);

    // The next morning (a staff session of that morning: yesterday's has expired).
    h.clock.set(new Date('2026-11-18T09:00:00+08:00'));
    const morning = await h.staffLogin({ loginName: ADMIN!.loginName, password: ADMIN!.password }, { ip: '10.33.0.3' });
    await addLot('1.00', { auctionDate: TOMORROW }, morning);
    const keys = (await alertsOf(demoId)).map((m) => m.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(new RegExp(`:arrived:${TOMORROW}$`));
  });

  it('a CSV import of many lots posts one 到货 per watch, naming how many lots arrived', async () => {
    await watches(demoToken).save({ target: 'supplier', supplierId: 'A1001', arrived: true });
    const row = (i: number) => [
      'A1001',
      flwCode,
      'B+',
      '50',
      '2度',
      '',
      String(stems),
      '1',
      String(5 + i),
      '0.80',
      '1.00',
      `8-33-1${i}`,
      '纸箱',
    ];
    const csv = [STOCK_CSV_HEADERS.join(','), ...[0, 1, 2].map((i) => row(i).join(','))].join('\r\n');
    const imported = await settle(stock().importCsv({ auctionDate: TODAY, csv }));
    expect(imported.code, imported.msg ?? '').toBe(200);
    const [message, ...more] = await alertsOf(demoId);
    expect(more).toEqual([]);
    expect(message!.body).toContain('共3个批次');
  });

  it("only the watchers whose watch matches hear of a lot: another grade's watch and another buyer's unmatched watch stay silent", async () => {
    await watches(demoToken).save({ target: 'variety', flwCode, levelName: 'B', arrived: true });
    await watches(secondToken).save({ target: 'variety', flwCode, levelName: 'A', arrived: true });
    await addLot('1.00', { levelName: 'A+' });
    expect(await alertsOf(demoId)).toEqual([]);
    expect((await alertsOf(secondId)).map((m) => m.kind)).toEqual(['watch.arrived']);
  });

  it('a grade of one letter is its class, two letters exact, and a length must match', async () => {
    const watch = (levelName: string | null, lengthCode: string | null) =>
      watches(demoToken).save({ target: 'variety', flwCode, levelName, lengthCode, arrived: true });
    const classA = await watch('A', null);
    const exactAPlus = await watch('A+', null);
    const exactAMinus = await watch('A-', null);
    const a60 = await watch('A', '60');
    const a70 = await watch('A', '70');
    await addLot('1.00', { levelName: 'A+', lengthCode: '60' });
    const heard = new Set((await alertsOf(demoId)).map((m) => Number(m.key.split(':')[1])));
    expect(heard).toEqual(new Set([classA.id, exactAPlus.id, a60.id]));
    expect(heard.has(exactAMinus.id) || heard.has(a70.id)).toBe(false);
  });

  it('the demo’s daily stock feed landing a new day’s lots alerts as an intake does', async () => {
    await watches(demoToken).save({ target: 'variety', flwCode, arrived: true });
    h.clock.set(new Date('2026-11-19T08:00:00+08:00'));
    expect(await ensureDailyLots(h.db, h.clock)).toBeGreaterThan(0);
    const keys = (await alertsOf(demoId)).map((m) => m.key);
    const [lot] = await h.db
      .select({ id: t.stockLots.id })
      .from(t.stockLots)
      .where(and(eq(t.stockLots.auctionDate, '2026-11-19'), eq(t.stockLots.flwCode, flwCode)))
      .limit(1);
    expect(keys).toEqual(lot ? [expect.stringMatching(/:arrived:2026-11-19$/)] : []);
  });

  it('a lot of a later day does not alert today, and a lot above the target is no 降价', async () => {
    await watches(demoToken).save({ target: 'variety', flwCode, arrived: true, targetPrice: bunchYuan(100) });
    await addLot('9.00', { auctionDate: TOMORROW });
    expect(await alertsOf(demoId)).toEqual([]);
    await addLot('9.00');
    expect((await alertsOf(demoId)).map((m) => m.kind)).toEqual(['watch.arrived']);
  });

  it('stems returned by an approved cancellation to a sold-out lot post one 补货', async () => {
    const lot = await addLot('1.00', { bundles: '1' });
    await watches(demoToken).save({ target: 'lot', stockId: lot.id, restock: true });
    const { itemIds } = await placeOrderOf(h, secondToken, [lot.id], 1);
    const [soldOut] = await h.db.select({ n: t.stockLots.nowStock }).from(t.stockLots).where(eq(t.stockLots.id, lot.id));
    expect(soldOut!.n).toBe(0);
    const asked = await apiFor(h.app, secondToken).orders.backOrder(itemIds[0]!);
    expect(asked.code, asked.msg).toBe(200);
    const peihuo = await h.staffLogin({ loginName: PEIHUO!.loginName, password: PEIHUO!.password }, { ip: '10.33.0.2' });
    const approved = await settle(adminCancellationsApi(apiFor(h.app, peihuo).client).approve({ itemId: itemIds[0]! }));
    expect(approved.code, approved.msg ?? '').toBe(200);
    const alerts = await alertsOf(demoId);
    expect(alerts.map((m) => [m.kind, m.key])).toEqual([['watch.restock', expect.stringMatching(/^watch:\d+:restock:2026-11-17$/)]]);
    expect(alerts[0]!.title).toMatch(/^补货：/);
  });
});
