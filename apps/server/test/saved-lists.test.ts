/**
 * Saved lists (常购清单, issue 32) on the real database: make (empty, from lines, from the cart, from an order), rename,
 * delete, replace and add lines; the limits with their messages; and ownership — another buyer's list answers as a
 * missing one, for every call.
 */
import { savedListsApi, sheetLotTerms, sheetPricingOf, type SavedListLineInput } from '@huashi/api';
import { savedListEndpoints } from '@huashi/api/contracts';
import {
  auctionDate,
  BUY_LINE_REASONS,
  buySheetTotals,
  formatYuan,
  SAVED_LIST_LIMITS,
  STOCK_GRADES,
  STOCK_LENGTH_CODES,
  lengthLabel,
} from '@huashi/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { apiFor, endpointEnvelope, settle } from './client';
import { buyableLots, buyerIdOf, copySeededOrder } from './fixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let demoToken: string;
let secondToken: string;
let demoId: number;
/** Two real varieties and a supplier of the seeded catalogue. */
let rose: string;
let carnation: string;
let supplierId: string;

const listsOf = (token: string) => savedListsApi(apiFor(h.app, token).client);
const demo = () => listsOf(demoToken);
const second = () => listsOf(secondToken);

let made = 0;
/** A fresh name per test (names are unique per buyer). */
const fresh = (prefix = '清单') => `${prefix}${++made}`;

beforeAll(async () => {
  h = await createTestApp();
  demoToken = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  secondToken = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  demoId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  const kinds = await h.db.select({ code: t.varieties.flwCode }).from(t.varieties).orderBy(asc(t.varieties.flwCode)).limit(2);
  rose = kinds[0]!.code;
  carnation = kinds[1]!.code;
  const [supplier] = await h.db.select({ id: t.suppliers.id }).from(t.suppliers).orderBy(asc(t.suppliers.id)).limit(1);
  supplierId = supplier!.id;
});

afterAll(async () => {
  await h?.close();
});

/** Leaves the demo buyer with no list (the limit tests count from zero). */
async function clearDemoLists() {
  await h.db.delete(t.savedLists).where(eq(t.savedLists.buyerId, demoId));
}

describe('making and reading lists', () => {
  it('makes a list from lines, folding lines of the same variety, grade, length and supplier, and reads it back', async () => {
    const name = fresh('每日玫瑰');
    const lines: SavedListLineInput[] = [
      { flwCode: rose, levelName: 'A', lengthCode: '60', bunches: 20 },
      { flwCode: carnation, bunches: 5, supplierId },
      { flwCode: rose, levelName: 'A', lengthCode: '60', bunches: '10' },
    ];
    const answer = await endpointEnvelope(apiFor(h.app, demoToken).client, savedListEndpoints.create, { name: ` ${name} `, lines });
    expect(answer).toMatchObject({ code: 200, msg: '已保存清单' });
    const list = answer.data!;
    expect(list.name).toBe(name);
    expect(list.lines.map((l) => [l.flwCode, l.levelName, l.lengthCode, l.supplierId, l.bunches])).toEqual([
      [rose, 'A', '60', null, 30],
      [carnation, null, null, supplierId, 5],
    ]);
    const [variety] = await h.db.select().from(t.varieties).where(eq(t.varieties.flwCode, rose));
    expect(list.lines[0]).toMatchObject({
      flwName: variety!.name,
      lenthName: lengthLabel('60'),
      flwUnitno: variety!.stemsPerBunch,
      supplierName: null,
    });
    expect(list.lines[1]!.lenthName).toBe('');
    expect(list.lines[1]!.supplierName).toEqual(expect.any(String));

    const all = await demo().list();
    expect(all.find((l) => l.id === list.id)).toEqual(list);
  });

  it('makes an empty list, and lists the last changed first', async () => {
    const first = await demo().create({ name: fresh() });
    const later = await demo().create({ name: fresh() });
    expect(first.lines).toEqual([]);
    h.clock.advance(60_000);
    await demo().rename(first.id, fresh('改名'));
    const ids = (await demo().list()).map((l) => l.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id));
  });

  it('makes a list from the cart: each line’s lot, bunches = batches × basic sale quantity', async () => {
    await h.db.delete(t.cartItems).where(eq(t.cartItems.buyerId, demoId));
    expect(await settle(demo().create({ name: fresh(), fromCart: true }))).toMatchObject({ code: 400, msg: '购物车里还没有商品' });
    const lots = await h.db
      .select()
      .from(t.stockLots)
      .where(eq(t.stockLots.auctionDate, '2026-11-17'))
      .orderBy(asc(t.stockLots.id))
      .limit(2);
    await h.db.insert(t.cartItems).values(lots.map((lot, i) => ({ buyerId: demoId, stockId: lot.id, buyPi: i + 2 })));
    const list = await demo().create({ name: fresh('购物车'), fromCart: true });
    expect(list.lines.map((l) => [l.flwCode, l.levelName, l.lengthCode, l.supplierId, l.bunches])).toEqual(
      lots.map((lot, i) => [lot.flwCode, lot.levelName, lot.lengthCode, lot.supplierId, (i + 2) * lot.basicSaleNo]),
    );
    await h.db.delete(t.cartItems).where(eq(t.cartItems.buyerId, demoId));
  });

  it('makes a list from one of the buyer’s orders (its items not cancelled); another buyer’s order is 订单不存在', async () => {
    const [order] = await h.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(eq(t.orders.buyerId, demoId))
      .orderBy(asc(t.orders.id))
      .limit(1);
    const items = await h.db
      .select()
      .from(t.orderItems)
      .where(and(eq(t.orderItems.orderId, order!.id), isNull(t.orderItems.cancelledAt)))
      .orderBy(asc(t.orderItems.id));
    const list = await demo().create({ name: fresh('订单'), fromOrder: order!.id });
    const bunches = new Map<string, number>();
    for (const item of items) {
      const key = [item.flwCode, item.levelName, item.lengthCode, item.supplierId].join('|');
      bunches.set(key, (bunches.get(key) ?? 0) + item.buyQty);
    }
    expect(list.lines.map((l) => [[l.flwCode, l.levelName, l.lengthCode, l.supplierId].join('|'), l.bunches])).toEqual([...bunches]);
    expect(await settle(second().create({ name: fresh(), fromOrder: order!.id }))).toMatchObject({ code: 404, msg: '订单不存在' });
  });

  it('refuses a variety or supplier that does not exist, and a line with no variety', async () => {
    expect(await settle(demo().create({ name: fresh(), lines: [{ flwCode: 'NOPE', bunches: 1 }] }))).toMatchObject({
      code: 400,
      msg: '品种不存在：NOPE',
    });
    expect(await settle(demo().create({ name: fresh(), lines: [{ flwCode: rose, supplierId: 'Z999', bunches: 1 }] }))).toMatchObject({
      code: 400,
      msg: '供应商不存在：Z999',
    });
    expect(await settle(demo().create({ name: fresh(), lines: [{ flwCode: ' ', bunches: 1 }] }))).toMatchObject({
      code: 400,
      msg: '请选择商品',
    });
  });
});

describe('limits', () => {
  it('names: required, at most 20 characters, one per buyer (another buyer may use it)', async () => {
    expect(await settle(demo().create({ name: '  ' }))).toMatchObject({ code: 400, msg: '请输入清单名称' });
    expect(await settle(demo().create({ name: '花'.repeat(21) }))).toMatchObject({ code: 400, msg: '清单名称不可超过20个字' });
    const name = '花'.repeat(20);
    const kept = await demo().create({ name });
    expect(await settle(demo().create({ name }))).toMatchObject({ code: 400, msg: '已有同名清单，请换一个名称' });
    const other = await demo().create({ name: fresh() });
    expect(await settle(demo().rename(other.id, name))).toMatchObject({ code: 400, msg: '已有同名清单，请换一个名称' });
    expect((await demo().rename(kept.id, name)).name).toBe(name);
    expect((await second().create({ name })).name).toBe(name);
  });

  it('bunches 1–9999 per line, also when adding folds into a line', async () => {
    for (const bunches of [0, 10000, -1, 'x']) {
      expect(await settle(demo().create({ name: fresh(), lines: [{ flwCode: rose, bunches }] }))).toMatchObject({
        code: 400,
        msg: '每行扎数须在1到9999之间',
      });
    }
    const list = await demo().create({ name: fresh(), lines: [{ flwCode: rose, bunches: 9000 }] });
    expect(await settle(demo().addLine(list.id, { flwCode: rose, bunches: 1000 }))).toMatchObject({
      code: 400,
      msg: '每行扎数须在1到9999之间',
    });
    const added = await demo().addLine(list.id, { flwCode: rose, bunches: 999 });
    expect(added.lines).toMatchObject([{ flwCode: rose, bunches: 9999 }]);
    // A grade or length the catalogue does not have is refused, not kept as a line that could never match a lot.
    for (const levelName of ['<script>alert(1)</script>', 'Z9', 'A级']) {
      expect(await settle(demo().addLine(list.id, { flwCode: rose, levelName, bunches: 1 }))).toMatchObject({
        code: 400,
        msg: '等级不存在',
      });
    }
    for (const lengthCode of ['abc', '61', '35-40cm']) {
      expect(await settle(demo().addLine(list.id, { flwCode: rose, lengthCode, bunches: 1 }))).toMatchObject({
        code: 400,
        msg: '长度不存在',
      });
    }
    expect(await settle(demo().replaceLines(list.id, [{ flwCode: rose, levelName: 'Q', bunches: 1 }]))).toMatchObject({
      msg: '等级不存在',
    });
    const graded = await demo().addLine(list.id, { flwCode: rose, levelName: 'B+', lengthCode: '60', bunches: 2 });
    expect(graded.lines).toContainEqual(expect.objectContaining({ levelName: 'B+', lengthCode: '60', bunches: 2 }));
  });

  it('at most 50 lines a list', async () => {
    const fifty = Array.from({ length: SAVED_LIST_LIMITS.linesPerList }, (_, i) => ({
      flwCode: rose,
      // 50 different lines: each a grade and length of the catalogue.
      levelName: STOCK_GRADES[i % STOCK_GRADES.length],
      lengthCode: STOCK_LENGTH_CODES[Math.floor(i / STOCK_GRADES.length)],
      bunches: 1,
    }));
    expect(await settle(demo().create({ name: fresh(), lines: [...fifty, { flwCode: carnation, bunches: 1 }] }))).toMatchObject({
      code: 400,
      msg: '一张清单最多50行，请删除一些再添加',
    });
    const full = await demo().create({ name: fresh(), lines: fifty });
    expect(full.lines).toHaveLength(50);
    expect(await settle(demo().addLine(full.id, { flwCode: carnation, bunches: 1 }))).toMatchObject({
      code: 400,
      msg: '一张清单最多50行，请删除一些再添加',
    });
  });

  it('at most 20 lists a buyer, also when made at once', async () => {
    await clearDemoLists();
    const made = await Promise.all(
      Array.from({ length: SAVED_LIST_LIMITS.listsPerBuyer + 3 }, (_, i) => settle(demo().create({ name: `并发${i}` }))),
    );
    expect(made.filter((r) => r.code === 200)).toHaveLength(20);
    expect(made.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(Array(3).fill('最多可保存20张清单，请删除不用的清单后再新建'));
    expect(await demo().list()).toHaveLength(20);
    await clearDemoLists();
  });
});

describe('editing', () => {
  it('replaces the lines (the editor’s whole list), empties them, renames and deletes', async () => {
    const list = await demo().create({ name: fresh(), lines: [{ flwCode: rose, bunches: 3 }] });
    const replaced = await demo().replaceLines(list.id, [
      { flwCode: carnation, levelName: 'B', bunches: 8 },
      { flwCode: rose, bunches: 4 },
    ]);
    expect(replaced.lines.map((l) => [l.flwCode, l.bunches])).toEqual([
      [carnation, 8],
      [rose, 4],
    ]);
    expect((await demo().replaceLines(list.id, [])).lines).toEqual([]);
    const renamed = await endpointEnvelope(apiFor(h.app, demoToken).client, savedListEndpoints.rename, { id: list.id, name: '周末婚礼' });
    expect(renamed).toMatchObject({ code: 200, msg: '已重命名', data: { name: '周末婚礼' } });
    const removed = await endpointEnvelope(apiFor(h.app, demoToken).client, savedListEndpoints.remove, { id: list.id });
    expect(removed).toMatchObject({ code: 200, msg: '已删除清单' });
    expect((await demo().list()).some((l) => l.id === list.id)).toBe(false);
    expect(await settle(demo().remove(list.id))).toMatchObject({ code: 404, msg: '清单不存在' });
  });
});

describe('ownership', () => {
  it('another buyer’s list answers as a missing one, for every call, and changes nothing', async () => {
    const mine = await demo().create({ name: fresh(), lines: [{ flwCode: rose, bunches: 3 }] });
    expect((await second().list()).some((l) => l.id === mine.id)).toBe(false);
    const refused = { code: 404, msg: '清单不存在' };
    expect(await settle(second().rename(mine.id, '偷看'))).toMatchObject(refused);
    expect(await settle(second().replaceLines(mine.id, []))).toMatchObject(refused);
    expect(await settle(second().addLine(mine.id, { flwCode: rose, bunches: 1 }))).toMatchObject(refused);
    expect(await settle(second().remove(mine.id))).toMatchObject(refused);
    expect(await settle(second().rename(2_147_483_647, '无'))).toMatchObject(refused);
    expect(await settle(second().rename('abc' as never, '无'))).toMatchObject(refused);
    expect((await demo().list()).find((l) => l.id === mine.id)).toEqual(mine);
  });

  it('needs a buyer’s token', async () => {
    expect(await settle(listsOf(null as never).list())).toMatchObject({ code: 401 });
  });
});

describe('买这张清单', () => {
  it('answers the shared review sheet: one row per line in order, matched to today’s lots or none with why', async () => {
    const today = auctionDate(h.clock.now())!;
    const [lot] = await buyableLots(h.db, today, 2);
    // A variety the catalogue knows but nobody sells today.
    const [kind] = await h.db.select().from(t.varieties).limit(1);
    const [absent] = await h.db
      .insert(t.varieties)
      .values({ ...kind!, flwCode: 'LIST-NONE', name: '今日无货测试' })
      .returning();
    const list = await demo().create({
      name: fresh('买'),
      lines: [
        {
          flwCode: lot!.flwCode,
          levelName: lot!.levelName,
          lengthCode: lot!.lengthCode,
          supplierId: lot!.supplierId,
          bunches: lot!.basicSaleNo,
        },
        { flwCode: absent!.flwCode, bunches: 5 },
      ],
    });
    const sheet = await demo().match(list.id);
    expect(sheet.now).toBe(h.clock.now().getTime());
    expect(sheet.rows.map((r) => [r.key, r.line.flwCode, r.state])).toEqual([
      ['0', lot!.flwCode, 'matched'],
      ['1', absent!.flwCode, 'none'],
    ]);
    expect(sheet.rows[0]!.lot).toMatchObject({ stockId: lot!.id, batches: 1, bunches: lot!.basicSaleNo });
    expect(sheet.rows[1]).toMatchObject({ reason: BUY_LINE_REASONS.noVariety, lot: null, alternatives: [], lastPrice: null });
    expect(await settle(second().match(list.id))).toMatchObject({ code: 404, msg: '清单不存在' });
  });

  it('shows the last price the buyer paid for a line’s variety, grade and length, at the member price as 再来一单 does', async () => {
    const today = auctionDate(h.clock.now())!;
    const [lot] = await h.db
      .select()
      .from(t.stockLots)
      .where(and(eq(t.stockLots.auctionDate, today), eq(t.stockLots.session, 'C'), sql`${t.stockLots.nowStock} > 0`))
      .orderBy(asc(t.stockLots.id))
      .limit(1);
    const now = h.clock.now().getTime();
    /** An order of `buyerId` at `msAgo` before now holding one item of the lot's variety, grade and length. */
    const bought = async (buyerId: number, msAgo: number, buyPriceFen: number, cancelled = false) => {
      const { order, item } = await copySeededOrder(h.db, demoId, {
        buyerId,
        orderNo: `SL${now}${++made}`,
        createdAt: new Date(now - msAgo),
      });
      await h.db
        .update(t.orderItems)
        .set({
          flwCode: lot!.flwCode,
          levelName: lot!.levelName,
          lengthCode: lot!.lengthCode,
          buyPriceFen,
          cancelledAt: cancelled ? new Date(now) : null,
        })
        .where(eq(t.orderItems.id, item.id));
      return order.id;
    };
    await bought(demoId, 120_000, 150);
    const last = await bought(demoId, 60_000, 123);
    await bought(demoId, 30_000, 999, true); // cancelled: not a price paid
    await bought(await buyerIdOf(h.db, SECOND_BUYER.phone), 10_000, 1); // another buyer's
    const list = await demo().create({
      name: fresh('上次'),
      lines: [
        { flwCode: lot!.flwCode, levelName: lot!.levelName, lengthCode: lot!.lengthCode, bunches: 1 },
        { flwCode: lot!.flwCode, levelName: lot!.levelName, lengthCode: lot!.lengthCode === '40' ? '90' : '40', bunches: 1 },
      ],
    });
    const sheet = await demo().match(list.id);
    const reorder = await apiFor(h.app, demoToken).orders.reorder(last);
    const paid = reorder.rows.find((r) => r.line.flwCode === lot!.flwCode && r.line.lengthCode === lot!.lengthCode)!;
    expect(paid.lastPrice).not.toBeNull();
    expect(sheet.rows[0]!.lastPrice).toBe(paid.lastPrice);
    // Another length of the variety was never bought: no last price.
    expect(sheet.rows[1]!.lastPrice).toBeNull();
  });

  it('totals the chosen lines as the cart then shows them: goods, discounts (activity, member), delivery, packing', async () => {
    const today = auctionDate(h.clock.now())!;
    const lots = (await buyableLots(h.db, today, 3)).slice(0, 2);
    expect(lots).toHaveLength(2);
    // One lot on an activity (9折 from any quantity), so every part of the cart's reckoning is in play.
    await h.db.update(t.stockLots).set({ activityPercent: 10, activityMinBunches: 0 }).where(eq(t.stockLots.id, lots[0]!.id));
    await h.db.delete(t.cartItems).where(eq(t.cartItems.buyerId, demoId));
    const list = await demo().create({
      name: fresh('合计'),
      lines: lots.map((lot) => ({
        flwCode: lot.flwCode,
        levelName: lot.levelName,
        lengthCode: lot.lengthCode,
        supplierId: lot.supplierId,
        bunches: lot.basicSaleNo * 3,
      })),
    });
    const sheet = await demo().match(list.id);
    const chosen = sheet.rows.map((row) => row.lot!);
    expect(chosen.map((lot) => lot.stockId)).toEqual(lots.map((lot) => lot.id));
    const totals = buySheetTotals(
      chosen.map((lot) => ({ terms: sheetLotTerms(lot), batches: lot.batches })),
      sheetPricingOf(sheet.pricing),
    );
    expect(totals.sums.activityFen).toBeGreaterThan(0);
    expect(totals.sums.memberFen).toBeGreaterThan(0);
    expect(totals.sums.logisticsFen).toBeGreaterThan(0);

    const cart = apiFor(h.app, demoToken).cart;
    expect((await cart.addToCart(chosen.map((lot) => ({ huaId: lot.stockId, qty: lot.batches })))).code).toBe(200);
    expect((await cart.list()).totals).toEqual({
      allFeeGoods: formatYuan(totals.sums.goodsFen),
      allFeeLogis: formatYuan(totals.sums.logisticsFen),
      allFeeBox: formatYuan(totals.sums.boxFen),
      allfeeDiscount: formatYuan(totals.sums.activityFen + totals.sums.memberFen),
      allfeePayment: formatYuan(totals.totalFen),
    });
  });
});
