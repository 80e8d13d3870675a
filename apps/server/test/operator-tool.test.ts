/**
 * The operator's allocation tool (issue 18): /cp6/stock, /cp6/cart and /cp6/order with ?sign, on the real app and a
 * real database. Each test makes its own lots (a variety of its own, so the goods list's keyword isolates them), its
 * own buyer and its own sign. Answers pass their response contracts (the test config fails a mismatch with a 500).
 */
import { operatorToolApi, type OperatorToolApi } from '@huashi/api';
import { operatorToolEndpoints } from '@huashi/api/contracts';
import { ACCOUNT_OPENED_STATUS, ACCOUNT_REGISTERED_STATUS, auctionDate } from '@huashi/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { goodsListSql } from '../src/services/operatorStock';
import { DEMO_STAFF } from '../src/seed/staff';
import { issueOperatorSign } from '../src/operators/sign';
import { apiFor, endpointEnvelope, settle } from './client';
import { createTestApp, type TestApp } from './harness';
import { selfPickupAddressRow } from './fixtures';

let h: TestApp;
let api: OperatorToolApi;
let today: string;
let seq = 0;

beforeAll(async () => {
  h = await createTestApp();
  api = operatorToolApi(apiFor(h.app).client);
  today = auctionDate(h.clock.now())!;
});
afterAll(async () => h?.close());

const newSign = (editDifferAmount = false) => issueOperatorSign(h.db, h.clock, { label: '测试调配员', ttlHours: 24, editDifferAmount });

type LotSpec = Partial<typeof t.stockLots.$inferInsert> & { bundles: number };

/** A variety of its own (name 调配测试<n>) and lots of it today, 10 stems a bundle, 500 g a bundle. */
async function makeLots(specs: LotSpec[], opts: { session?: 'A' | 'C' } = {}) {
  seq += 1;
  const [model] = await h.db
    .select()
    .from(t.stockLots)
    .where(eq(t.stockLots.session, opts.session ?? 'C'))
    .limit(1);
  const [variety] = await h.db.select().from(t.varieties).where(eq(t.varieties.flwCode, model!.flwCode));
  const flwCode = `OPT${String(seq).padStart(3, '0')}`;
  const name = `调配测试${seq}号`;
  await h.db.insert(t.varieties).values({ ...variety!, flwCode, name, stemsPerBunch: 10, weightGrams: 500, recommended: false });
  const rows = await h.db
    .insert(t.stockLots)
    .values(
      specs.map(({ bundles, ...spec }, i) => ({
        ...model!,
        id: undefined,
        createdAt: undefined,
        auctionDate: today,
        flwCode,
        positionNo: `OP-${seq}-${i}`,
        stemsPerBunch: 10,
        basicSaleNo: 1,
        nowStock: bundles * 10,
        sourcePriceFen: 100,
        differAmountFen: 20,
        salePriceFen: 120,
        feeBoxPerKgFen: 0,
        activityPercent: 0,
        fromStockId: 0,
        levelName: 'A',
        ...spec,
      })),
    )
    .returning();
  return { name, flwCode, lots: rows, supplierType: await supplierTypeOf(model!.supplierId) };
}

async function supplierTypeOf(id: string) {
  const [s] = await h.db.select({ type: t.suppliers.type }).from(t.suppliers).where(eq(t.suppliers.id, id));
  return s!.type;
}

/** A buyer with `balanceFen` and one self-pickup default address. */
async function makeBuyer(balanceFen: number) {
  seq += 1;
  const [b] = await h.db
    .insert(t.buyers)
    .values({
      phone: `1371111${String(seq).padStart(4, '0')}`,
      accountNo: `OPT${seq}`,
      nickName: `调配买家${seq}`,
      contactPhone: '13711110000',
      passwordHash: 'x',
      status: ACCOUNT_OPENED_STATUS,
      balanceFen,
    })
    .returning();
  const [a] = await h.db
    .insert(t.addresses)
    .values({ ...selfPickupAddressRow(b!.id, '张三', '13900000000'), receiverType: 1 })
    .returning();
  return { buyer: b!, addressId: a!.id };
}

async function stockOf(ids: number[]) {
  const rows = await h.db
    .select({ id: t.stockLots.id, nowStock: t.stockLots.nowStock })
    .from(t.stockLots)
    .where(inArray(t.stockLots.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.nowStock]));
}
async function balanceOf(buyerId: number) {
  const [b] = await h.db.select({ balanceFen: t.buyers.balanceFen }).from(t.buyers).where(eq(t.buyers.id, buyerId));
  return b!.balanceFen;
}

describe('the sign', () => {
  it('answers 401 on every /cp6 path for a missing, forged, revoked or expired sign', async () => {
    const revoked = await newSign();
    const [id] = revoked.split('.');
    await h.db
      .update(t.operatorSigns)
      .set({ revokedAt: h.clock.now() })
      .where(eq(t.operatorSigns.id, Number(id)));
    const short = await issueOperatorSign(h.db, h.clock, { label: '一小时', ttlHours: 1 });
    h.clock.advance(61 * 60_000);
    try {
      for (const { path } of Object.values(operatorToolEndpoints)) {
        for (const sign of [undefined, `${revoked.slice(0, -2)}xx`, revoked, short]) {
          const url = sign ? `/api${path}?sign=${encodeURIComponent(sign)}` : `/api${path}`;
          const res = await h.app.inject({ method: 'POST', url, payload: {} });
          expect(res.json(), `${path} ${sign ?? 'none'}`).toMatchObject({ code: 401, data: null });
        }
      }
    } finally {
      h.clock.advance(-61 * 60_000);
    }
  });
});

describe('goods', () => {
  it('page info names today, the styles and the day’s grades; categories follow the style', async () => {
    const sign = await newSign();
    const info = await api.pageInfo(sign);
    expect(info.auctions.auctionDate).toBe(today);
    expect(info.styles.length).toBeGreaterThan(0);
    expect(info.levels.map((l) => l.name)).toContain('A');
    // Auto-allocation starts with no grade and no category: §9's temp A is a supplier type, not a grade.
    expect(info.auto).toEqual({ level: '', cateId: '' });
    const cats = await api.categories(sign, info.styles[0]!.styleId);
    expect(cats.length).toBeGreaterThan(0);
    // Without a style, every category, named with its style (several styles have a 红色系).
    const every = await api.categories(sign, null);
    expect(every.length).toBeGreaterThan(cats.length);
    expect(every).toEqual(
      expect.arrayContaining(cats.map((c) => ({ cateId: c.cateId, cateName: `${info.styles[0]!.styleName} · ${c.cateName}` }))),
    );
    expect(new Set(every.map((c) => c.cateName)).size).toBe(every.length);
  });

  it('filters, sorts, swaps the price range and counts the totals over every match', async () => {
    const sign = await newSign();
    const { name, flwCode, lots, supplierType } = await makeLots([
      { bundles: 5, sourcePriceFen: 100, differAmountFen: 10 },
      { bundles: 7, sourcePriceFen: 300, differAmountFen: 0, levelName: 'B' },
      { bundles: 2, sourcePriceFen: 200, differAmountFen: 50, fromStockId: 9 },
      { bundles: 0, sourcePriceFen: 500, nowStock: 9 },
    ]);
    const base = { search: name, supplierType };
    const all = await api.goodsList(sign, { ...base, orderBys: { sourcePrice: 'desc' } });
    expect(all.list.map((l) => l.id)).toEqual([lots[3]!.id, lots[1]!.id, lots[2]!.id, lots[0]!.id]);
    expect(all).toMatchObject({ totalNum: 4, totalPage: 1, totalZa: 14, totalZhi: 149 });
    const first = all.list.find((l) => l.id === lots[2]!.id)!;
    expect(first).toMatchObject({ sourcePrice: '2.00', differAmount: '0.50', salePrice: '2.50', buyTemp: 2, fromStockid: 9, nowStock: 20 });

    const page = await api.goodsList(sign, { ...base, orderBys: { salePrice: 'asc' }, limit: 10, page: 2 });
    expect(page).toMatchObject({ list: [], totalNum: 4, totalZa: 14 });
    const byLevel = await api.goodsList(sign, { ...base, levelName: 'B' });
    expect(byLevel.list.map((l) => l.id)).toEqual([lots[1]!.id]);
    // Max below min is swapped: 3.00…1.50 of the sale price = 1.50…3.00.
    const priced = await api.goodsList(sign, { ...base, limitPrice: ['3.00', '1.50'], orderBys: { salePrice: 'asc' } });
    expect(priced.list.map((l) => l.salePrice)).toEqual(['2.50', '3.00']);
    const bySource = await api.goodsList(sign, { ...base, limitType: 2, limitPrice: [null, '1'] });
    expect(bySource.list.map((l) => l.id)).toEqual([lots[0]!.id]);
    const other = await api.goodsList(sign, { ...base, supplierType: supplierType === 'A' ? 'C' : 'A' });
    expect(other.totalNum).toBe(0);
    // The style filter (of the variety's category).
    const { styles: styleOptions } = await api.pageInfo(sign);
    const own = styleOptions.find((s) => s.styleName === first.styleName)!;
    expect((await api.goodsList(sign, { ...base, styleId: own.styleId })).totalNum).toBe(4);
    const otherStyle = styleOptions.find((s) => s.styleId !== own.styleId)!;
    expect((await api.goodsList(sign, { ...base, styleId: otherStyle.styleId })).totalNum).toBe(0);
    // The keyword matches the variety's name or code and the supplier's name or id, in any case.
    expect((await api.goodsList(sign, { search: flwCode.toLowerCase(), supplierType })).list.map((l) => l.id)).toEqual(
      lots.map((l) => l.id),
    );
    const { supplierId, supplierName } = all.list[0]!;
    for (const keyword of [supplierId.toLowerCase(), supplierName]) {
      const found = await api.goodsList(sign, { search: keyword, supplierType, limit: 200 });
      expect(found.list.map((l) => l.id)).toEqual(expect.arrayContaining(lots.map((l) => l.id)));
      for (const lot of found.list) {
        const fields = [lot.flwName, lot.flwCode, lot.supplierName, lot.supplierId].map((f) => f.toLowerCase());
        expect(fields.some((f) => f.includes(keyword.toLowerCase()))).toBe(true);
      }
    }
    expect((await api.goodsList(sign, { search: '%', supplierType })).totalNum).toBe(0);
    // Sorting by 商品名称 (the variety's name, not a lot column) answered 500 once.
    const second = await makeLots([{ bundles: 3 }]);
    const names = async (dir: 'asc' | 'desc') => {
      const list = await api.goodsList(sign, { search: '调配测试', supplierType, orderBys: { flwName: dir }, limit: 200 });
      return list.list.map((l) => l.flwName).filter((n, i, all) => n !== all[i - 1]);
    };
    const ascending = await names('asc');
    expect(ascending).toEqual(expect.arrayContaining([name, second.name]));
    expect(await names('desc')).toEqual([...ascending].reverse());
    // An unknown sort field and a bad page size are ignored (page size 100).
    const odd = await api.goodsList(sign, { ...base, orderBys: { nope: 'asc' } as never, limit: 7 });
    expect(odd.list.map((l) => l.id)).toEqual(lots.map((l) => l.id));
  });

  it('lists and auto-allocates a B (花卉经纪) supplier’s lots under B, apart from A and C', async () => {
    const sign = await newSign();
    const [agent] = await h.db.select({ id: t.suppliers.id }).from(t.suppliers).where(eq(t.suppliers.type, 'B')).limit(1);
    const { name, lots } = await makeLots([{ bundles: 4, supplierId: agent!.id }], { session: 'A' });
    const listed = await api.goodsList(sign, { search: name, supplierType: 'B' });
    expect(listed.list.map((l) => [l.id, l.supplierId])).toEqual([[lots[0]!.id, agent!.id]]);
    for (const type of ['A', 'C']) expect((await api.goodsList(sign, { search: name, supplierType: type })).totalNum).toBe(0);
    // auto-add's temp is the supplier type: A (the default) finds nothing of this variety, B takes its bundles.
    expect((await api.autoAdd(sign, { num: 3, clear: 1, levelName: 'A', search: name })).count).toBe(0);
    expect((await api.autoAdd(sign, { num: 3, clear: 1, temp: 'B', levelName: 'A', search: name })).count).toBe(3);
    expect((await api.getCart(sign)).list.map((r) => [r.stockId, r.buyQty])).toEqual([[lots[0]!.id, 3]]);
  });

  it('stays an index read of the day at 10,000 lots a day (EXPLAIN ANALYZE of the goods list)', async () => {
    // 10,000 lots today and 40,000 of four earlier days, cloned from a seeded lot in SQL.
    const [model] = await h.db.select().from(t.stockLots).limit(1);
    for (let day = 0; day < 5; day++) {
      await h.db.execute(sql`
        insert into stock_lots (auction_date, session, supplier_id, flw_code, level_name, length_code, open_code,
          stems_per_bunch, basic_sale_no, package_name, position_no, now_stock, sale_price_fen, source_price_fen,
          differ_amount_fen, fee_box_per_kg_fen)
        select (${today}::date - ${day}::int), ${model!.session}, ${model!.supplierId}, ${model!.flwCode},
          (array['A','B','C','D'])[1 + g % 4], ${model!.lengthCode}, ${model!.openCode}, 10, 1, ${model!.packageName},
          'BENCH-' || g, 10 * (g % 50), 100 + g % 900, 100 + g % 900, 20, 0
        from generate_series(1, 10000) g`);
    }
    await h.db.execute(sql`analyze stock_lots`);
    const fields = {
      sign: null,
      auctionDate: today,
      supplierType: await supplierTypeOf(model!.supplierId),
      styleId: null,
      cateId: null,
      levelName: 'A',
      search: '',
      orderBys: [{ field: 'salePrice', dir: 'desc' }],
      limitType: null,
      limitPrice: { minFen: null, maxFen: null },
      page: 3,
      limit: 200,
    } as unknown as Parameters<typeof goodsListSql>[1];
    const { statement } = goodsListSql(h.ctx, fields);
    const { rows } = await h.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers off) ${statement}`);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    // An index read of the day either way PostgreSQL writes it: "Bitmap Index Scan on stock_lots_date_…_idx" or "Index
    // Scan using stock_lots_date_…_idx on stock_lots" (the planner picks per supplier count; both read only the day).
    expect(plan).toMatch(/Index.* (on|using) stock_lots_date_\w+_idx/);
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]);
    console.info(`goods list at 10,000 lots a day: ${ms} ms in PostgreSQL (EXPLAIN ANALYZE)`);
    expect(ms).toBeLessThan(1000);
    const sign = await newSign();
    const query = { supplierType: fields.supplierType, levelName: 'A', orderBys: { salePrice: 'desc' }, page: 3, limit: 200 } as const;
    await api.goodsList(sign, query);
    const started = performance.now();
    const page = await api.goodsList(sign, {
      supplierType: fields.supplierType,
      levelName: 'A',
      orderBys: { salePrice: 'desc' },
      page: 3,
      limit: 200,
    });
    console.info(`goods list call (200 rows of ${page.totalNum}): ${Math.round(performance.now() - started)} ms`);
    expect(page.list).toHaveLength(200);
    expect(page.totalNum).toBeGreaterThanOrEqual(2500);
  });

  it('gives the coefficient of the nearest lot of a variety', async () => {
    const sign = await newSign();
    const { flwCode } = await makeLots([
      { bundles: 1, sourcePriceFen: 100, differAmountFen: 10 },
      { bundles: 1, sourcePriceFen: 300, differAmountFen: 30 },
    ]);
    expect(await api.priceCoefficient(sign, flwCode, '2.80')).toEqual({ differAmount: '0.30', salePrice: '3.10' });
    expect(await api.priceCoefficient(sign, 'NONE', 1)).toEqual({ differAmount: '0.00', salePrice: '1.00' });
  });
});

describe('allocation cart', () => {
  it('adds, updates, checks stock, price and permission, edits prices never below their floor, deletes and clears', async () => {
    const sign = await newSign(false);
    const { lots } = await makeLots([{ bundles: 5 }, { bundles: 3 }]);
    const [a, b] = [lots[0]!.id, lots[1]!.id];
    const cart = await api.batchAdd(sign, [
      { id: a, num: 2 },
      { id: b, num: 3, price: '1.50', differAmount: '0.20' },
    ]);
    expect(cart).toMatchObject({ totalNum: 2, totalZa: 5, totalZhi: 50, totalWeight: '2.50', totalPrice: '69.00' });
    expect(cart.list[0]).toMatchObject({
      index: 1,
      stockId: a,
      buyQty: 2,
      buyQtyAll: 20,
      salePrice: '1.20',
      sourcePrice: '1.00',
      totalPrice: '24.00',
    });

    // Adding a lot again updates its line.
    expect((await api.batchAdd(sign, [{ id: a, num: 4 }])).list[0]).toMatchObject({ buyQty: 4 });
    expect(await settle(api.batchAdd(sign, [{ id: a, num: 6 }]))).toMatchObject({ code: 400, msg: expect.stringContaining('不能再多啦') });
    expect(await settle(api.batchAdd(sign, [{ id: a, num: 0 }]))).toMatchObject({ code: 400, msg: expect.stringContaining('不能再少啦') });
    expect(await settle(api.batchAdd(sign, [{ id: a, num: 1, price: '-1' }]))).toMatchObject({ code: 400, msg: '请输入正确的价格' });
    expect(await settle(api.batchAdd(sign, []))).toMatchObject({ code: 400, msg: '请选择商品' });
    expect(await settle(api.batchAdd(sign, [{ id: 999_999, num: 1 }]))).toMatchObject({ code: 400, msg: '商品不存在或已下架' });
    // A coefficient other than the lot's needs editDifferAmount.
    expect(await settle(api.batchAdd(sign, [{ id: a, num: 1, differAmount: '0.50' }]))).toMatchObject({
      code: 400,
      msg: '您没有修改商品系数的权限',
    });
    const editor = await newSign(true);
    expect((await api.batchAdd(editor, [{ id: a, num: 1, differAmount: '0.50' }])).list[0]).toMatchObject({
      salePrice: '1.50',
      differAmount: '0.50',
    });

    // Without the permission a price may not be set below the lot's sale price (1.20): no selling at a loss.
    expect(await settle(api.batchAdd(sign, [{ id: a, num: 1, price: '1.10' }]))).toMatchObject({
      code: 400,
      msg: expect.stringContaining('您没有修改商品系数的权限，售价不能低于¥1.20'),
    });

    // Batch price change: +1.00 on one; −5.00 on the other stops at the lot's sale price without the permission …
    const ids = (await api.getCart(sign)).list.map((r) => r.id);
    const raised = await api.batchEditPrice(sign, { price: '1', type: 'add', ids: [ids[0]!] });
    expect(raised.list.map((r) => r.salePrice)).toEqual(['2.20', '1.50']);
    const lowered = await api.batchEditPrice(sign, { price: 5, type: 'sub', ids: [ids[1]!] });
    expect(lowered.list.map((r) => r.salePrice)).toEqual(['2.20', '1.20']);
    // … and at the lot's settlement price (1.00) with it, never below (issue 26).
    const editorIds = (await api.getCart(editor)).list.map((r) => r.id);
    expect((await api.batchEditPrice(editor, { price: 5, type: 'sub', ids: editorIds })).list.map((r) => r.salePrice)).toEqual(['1.00']);
    expect(await settle(api.batchEditPrice(sign, { price: 1, type: 'add', ids: [] }))).toMatchObject({ msg: '请选择商品' });
    // Above ¥1000 per stem (the top of §9's price range) is refused, with or without the permission, and the batch
    // change refuses a row of another sign's cart (404, as delete-cart): nothing changes in either case.
    const tooHigh = { code: 400, msg: expect.stringContaining('售价不能高于¥1000.00') };
    expect(await settle(api.batchAdd(sign, [{ id: a, num: 1, price: '1000.01' }]))).toMatchObject(tooHigh);
    expect(await settle(api.batchAdd(editor, [{ id: a, num: 1, differAmount: '9999999' }]))).toMatchObject(tooHigh);
    expect(await settle(api.batchEditPrice(sign, { price: '998', type: 'add', ids }))).toMatchObject(tooHigh);
    expect(await settle(api.batchEditPrice(sign, { price: 1, type: 'add', ids: [ids[0]!, editorIds[0]!] }))).toMatchObject({
      code: 404,
      msg: '所选商品不在调配购物车中，请刷新后重试',
    });
    expect((await api.getCart(sign)).list.map((r) => r.salePrice)).toEqual(['2.20', '1.20']);
    expect((await api.getCart(editor)).list.map((r) => r.salePrice)).toEqual(['1.00']);
    expect((await api.batchAdd(sign, [{ id: a, num: 4, price: '1000.00' }])).list[0]).toMatchObject({ salePrice: '1000.00' });
    await api.batchAdd(sign, [{ id: a, num: 4, price: '2.20' }]);

    expect(await settle(api.deleteCart(sign, []))).toMatchObject({ code: 400, msg: '请选择商品' });
    // A row of another sign's cart, or one that does not exist, is refused and nothing is deleted — not even the
    // sign's own row sent with it.
    const refused = { code: 404, msg: '所选商品不在调配购物车中，请刷新后重试' };
    expect(await settle(api.deleteCart(sign, [editorIds[0]!]))).toMatchObject(refused);
    expect(await settle(api.deleteCart(sign, [ids[0]!, editorIds[0]!]))).toMatchObject(refused);
    expect(await settle(api.deleteCart(sign, [2_000_000_000]))).toMatchObject(refused);
    expect((await api.getCart(editor)).list.map((r) => r.id)).toEqual(editorIds);
    expect((await api.getCart(sign)).list.map((r) => r.id)).toEqual(ids);
    expect((await api.deleteCart(sign, [ids[0]!])).list.map((r) => r.id)).toEqual([ids[1]]);
    // Another sign's cart is its own.
    expect((await api.getCart(editor)).totalNum).toBe(1);
    expect(await api.clearCart(sign)).toMatchObject({ list: [], totalNum: 0, totalPrice: '0.00' });
  });

  it('never sells below the settlement price, whatever the permission: batch-add, 批量改价 and submit (issue 26)', async () => {
    const editor = await newSign(true);
    const { lots } = await makeLots([{ bundles: 5 }]);
    const lot = lots[0]!; // settlement 1.00, coefficient 0.20, sale price 1.20
    const below = { code: 400, msg: expect.stringContaining('不能低于结算价¥1.00') };
    expect(await settle(api.batchAdd(editor, [{ id: lot.id, num: 1, price: '0.00' }]))).toMatchObject(below);
    expect(await settle(api.batchAdd(editor, [{ id: lot.id, num: 1, price: '0.99' }]))).toMatchObject(below);
    expect(await settle(api.batchAdd(editor, [{ id: lot.id, num: 1, differAmount: '-0.01' }]))).toMatchObject(below);
    expect((await api.getCart(editor)).totalNum).toBe(0);
    // At the settlement price itself (coefficient 0) it may sell.
    const cart = await api.batchAdd(editor, [{ id: lot.id, num: 2, differAmount: '0' }]);
    expect(cart.list[0]).toMatchObject({ salePrice: '1.00', differAmount: '0.00' });
    // A row stored below it (before the rule) is never ordered.
    const { buyer, addressId } = await makeBuyer(10_000);
    await h.db
      .update(t.allocationCartItems)
      .set({ salePriceFen: 0, differAmountFen: -100 })
      .where(eq(t.allocationCartItems.stockId, lot.id));
    const target = { buyerId: buyer.id, receiverHash: addressId, receiverType: null };
    expect(await settle(api.preview(editor, target))).toMatchObject(below);
    for (const pay of [0, 1] as const) expect(await settle(api.submit(editor, { ...target, pay }))).toMatchObject(below);
    expect(await stockOf([lot.id])).toEqual({ [lot.id]: 50 });
    expect(await balanceOf(buyer.id)).toBe(10_000);
  });

  it('audits the operator’s price changes and orders, naming the sign, in the 操作记录 (issue 26)', async () => {
    const editor = await newSign(true);
    const signId = Number(editor.split('.')[0]);
    const { lots } = await makeLots([{ bundles: 5 }]);
    const lot = lots[0]!;
    const [admin] = DEMO_STAFF;
    const staffToken = await h.staffLogin(admin!, { ip: '10.26.0.1' });
    const trail = async (action: string) =>
      (await apiFor(h.app, staffToken).staff.audit({ action })).list.filter((row) => row.actor.includes(`签名 #${signId}）`));

    // Added at the lot's own price: no price change, no row.
    await api.batchAdd(editor, [{ id: lot.id, num: 2 }]);
    expect(await trail('operator.price')).toEqual([]);
    // The coefficient raised: 1.20 → 1.50; then 批量改价 −0.30: 1.50 → 1.20.
    await api.batchAdd(editor, [{ id: lot.id, num: 2, differAmount: '0.50' }]);
    const [rowId] = (await api.getCart(editor)).list.map((r) => r.id);
    await api.batchEditPrice(editor, { price: '0.30', type: 'sub', ids: [rowId!] });
    const prices = await trail('operator.price');
    expect(prices).toHaveLength(2);
    const label = Object.keys(prices[1]!.after as object)[0]!;
    expect(prices[1]).toMatchObject({
      actor: `调配员 测试调配员（签名 #${signId}）`,
      entity: 'stock_lot',
      entityIds: [lot.id],
      before: { [label]: { salePrice: '1.20' } },
      after: { [label]: { salePrice: '1.50', sourcePrice: '1.00' } },
    });
    expect(prices[0]).toMatchObject({ before: { [label]: { salePrice: '1.50' } }, after: { [label]: { salePrice: '1.20' } } });

    // 代下单 unpaid, then 余额支付: one row each, with the buyer, the amount and the order number.
    const { buyer, addressId } = await makeBuyer(10_000);
    const target = { buyerId: buyer.id, receiverHash: addressId, receiverType: null };
    const unpaid = await api.submit(editor, { ...target, pay: 0 });
    await api.batchAdd(editor, [{ id: lot.id, num: 1 }]);
    const paid = await api.submit(editor, { ...target, pay: 1 });
    const [ordered] = await trail('operator.order');
    const [payRow] = await trail('operator.pay');
    expect(ordered).toMatchObject({
      entity: 'order',
      entityIds: [unpaid.orderNo],
      after: { orderNo: unpaid.orderNo, buyer: `${buyer.nickName}（${buyer.phone}）`, bundles: 2, payment: '24.00' },
    });
    expect(payRow).toMatchObject({ entityIds: [paid.orderNo], after: { payment: paid.payPrice, bundles: 1 } });
  });

  it('refuses a lot of another day', async () => {
    const sign = await newSign();
    const { lots } = await makeLots([{ bundles: 5, auctionDate: '2026-11-10' }]);
    expect(await settle(api.batchAdd(sign, [{ id: lots[0]!.id, num: 1 }]))).toMatchObject({
      code: 400,
      msg: expect.stringContaining('不是今日'),
    });
  });

  it('auto-allocates round-robin over the matching lots and reports the bundles', async () => {
    const sign = await newSign();
    const { name, lots, supplierType } = await makeLots([
      { bundles: 2 },
      { bundles: 10 },
      { bundles: 10 },
      { bundles: 10, levelName: 'B' },
      { bundles: 10, fromStockId: 5 },
    ]);
    const res = await endpointEnvelope(
      apiFor(h.app).client,
      operatorToolEndpoints.autoAdd,
      { type: 2, num: 9, clear: 1, temp: supplierType, levelName: 'A', search: name },
      { query: { sign } },
    );
    expect(res).toMatchObject({ code: 200, msg: '自动调配成功，总数量【9】扎', data: { count: 9 } });
    const cart = await api.getCart(sign);
    expect(cart.list.map((r) => [r.stockId, r.buyQty])).toEqual([
      [lots[0]!.id, 2],
      [lots[1]!.id, 4],
      [lots[2]!.id, 3],
    ]);
    // clear 2 keeps the cart and adds; never above a lot's stock; fewer when the stock runs out.
    const more = await api.autoAdd(sign, { type: 2, num: 100, clear: 2, temp: supplierType, levelName: 'A', search: name });
    expect(more.count).toBe(13);
    expect((await api.getCart(sign)).list.map((r) => r.buyQty)).toEqual([2, 10, 10]);
    // type 1: transferred lots only, and nowLevelName stands in for the grade.
    const moved = await api.autoAdd(sign, { type: 1, num: 3, clear: 1, temp: supplierType, nowLevelName: 'A', search: name });
    expect(moved.count).toBe(3);
    expect((await api.getCart(sign)).list.map((r) => [r.stockId, r.buyQty])).toEqual([[lots[4]!.id, 3]]);
    expect(await settle(api.autoAdd(sign, { num: '' as never }))).toMatchObject({ code: 400, msg: '请输入调配数量' });
    // 0 bundles is no quantity either: refused, and 清空 does not empty the cart.
    expect(await settle(api.autoAdd(sign, { num: 0, clear: 1 }))).toMatchObject({ code: 400, msg: '请输入调配数量' });
    expect((await api.getCart(sign)).list.map((r) => [r.stockId, r.buyQty])).toEqual([[lots[4]!.id, 3]]);
  });
});

describe('checkout', () => {
  async function setUp(balanceFen: number, bundles = 5) {
    const sign = await newSign();
    const { lots } = await makeLots([{ bundles }]);
    const { buyer, addressId } = await makeBuyer(balanceFen);
    await api.batchAdd(sign, [{ id: lots[0]!.id, num: 2 }]);
    return { sign, lot: lots[0]!, buyer, target: { buyerId: buyer.id, receiverHash: addressId, receiverType: null } };
  }

  it('shows the buyer with balance and addresses, and previews the order by the fee rules', async () => {
    const { sign, buyer, target } = await setUp(10_000);
    const info = await api.userInfo(sign, buyer.id);
    expect(info).toMatchObject({
      buyerName: buyer.nickName,
      balance: '100.00',
      userId: buyer.id,
      userName: buyer.phone,
      memberLevel: 0,
      memberDiscount: 10,
    });
    expect(info.addresses).toHaveLength(1);
    const byHash = await api.preview(sign, { ...target, receiverHash: info.addresses[0]!.receiverHash });
    const preview = await api.preview(sign, target);
    expect(byHash).toEqual(preview);
    expect(preview).toEqual({
      totalPrice: '24.00',
      preWeight: '1.00',
      preDeliveryFee: '0.00',
      preBoxFee: '0.00',
      payPrice: '24.00',
      goodsNum: 2,
      balance: '100.00',
    });
    expect(await settle(api.userInfo(sign, 999_999))).toMatchObject({ code: 404, msg: '买家不存在' });
  });

  it('确认买家 finds a buyer by phone, name, account number or 买家ID (issue 26), and a member buyer’s terms', async () => {
    const sign = await newSign();
    const { buyer } = await makeBuyer(0);
    await h.db.update(t.buyers).set({ memberLevel: 2, memberDiscountTenths: 97 }).where(eq(t.buyers.id, buyer.id));
    const one = { userId: buyer.id, buyerName: buyer.nickName, userName: buyer.phone, accountNo: buyer.accountNo };
    for (const text of [buyer.phone, buyer.accountNo, buyer.accountNo.toLowerCase(), buyer.nickName, ` ${buyer.id} `]) {
      expect((await api.findBuyers(sign, text)).list[0], text).toEqual(one);
    }
    expect(await api.findBuyers(sign, buyer.phone)).toEqual({ list: [one], total: 1 });
    // Part of a name shared by several: every one of them (at most a few), for the operator to pick.
    const namesake = await makeBuyer(0);
    const found = await api.findBuyers(sign, '调配买家');
    expect(found.list.map((b) => b.userId)).toEqual(expect.arrayContaining([buyer.id, namesake.buyer.id]));
    expect(found.total).toBeGreaterThanOrEqual(2);
    expect(await api.findBuyers(sign, '没有这个人')).toEqual({ list: [], total: 0 });
    expect(await api.userInfo(sign, buyer.id)).toMatchObject({ memberLevel: 2, memberDiscount: 9.7 });
  });

  it('pay 0 places an unpaid order: stock taken, balance untouched, paid_at null, the sign recorded, the cart emptied', async () => {
    const { sign, lot, buyer, target } = await setUp(0);
    const res = await endpointEnvelope(apiFor(h.app).client, operatorToolEndpoints.submit, { ...target, pay: 0 }, { query: { sign } });
    expect(res).toMatchObject({ code: 200, msg: '下单成功，成功购买2扎', data: { goodsNum: 2, paid: 0 } });
    const [order] = await h.db.select().from(t.orders).where(eq(t.orders.id, res.data.mainId));
    expect(order).toMatchObject({ paidAt: null, status: 1, feePayment: 2400, placedBy: `operator:${sign.split('.')[0]}` });
    expect(await stockOf([lot.id])).toEqual({ [lot.id]: 30 });
    expect(await balanceOf(buyer.id)).toBe(0);
    expect((await api.getCart(sign)).totalNum).toBe(0);
  });

  it('pay 1 debits once with a ledger row; the same requestKey twice gives one order', async () => {
    const { sign, lot, buyer, target } = await setUp(10_000);
    const first = await api.submit(sign, { ...target, pay: 1, requestKey: 'k-1' });
    const again = await api.submit(sign, { ...target, pay: 1, requestKey: 'k-1' });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ goodsNum: 2, paid: 1, payPrice: '24.00' });
    expect(await balanceOf(buyer.id)).toBe(10_000 - 2400);
    const ledger = await h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.buyerId, buyer.id));
    expect(ledger.map((l) => l.ioValueFen)).toEqual([-2400]);
    const placed = await h.db.select().from(t.orders).where(eq(t.orders.buyerId, buyer.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.paidAt).not.toBeNull();
    expect(await stockOf([lot.id])).toEqual({ [lot.id]: 30 });
  });

  it('the same requestKey sent twice at once places one order and answers both alike', async () => {
    const { sign, lot, buyer, target } = await setUp(10_000);
    const [a, b] = await Promise.all([
      settle(api.submit(sign, { ...target, pay: 1, requestKey: 'twin' })),
      settle(api.submit(sign, { ...target, pay: 1, requestKey: 'twin' })),
    ]);
    expect(a).toEqual(b);
    expect(a.code).toBe(200);
    expect(await h.db.select().from(t.orders).where(eq(t.orders.buyerId, buyer.id))).toHaveLength(1);
    expect(await balanceOf(buyer.id)).toBe(10_000 - 2400);
    expect(await stockOf([lot.id])).toEqual({ [lot.id]: 30 });
  });

  it('refuses a buyer whose account is not opened (user-info, preview, submit), and takes nothing', async () => {
    const { sign, lot, buyer, target } = await setUp(10_000);
    await h.db.update(t.buyers).set({ status: ACCOUNT_REGISTERED_STATUS }).where(eq(t.buyers.id, buyer.id));
    const refused = { code: 400, msg: '该买家尚未开户，不能代下单' };
    expect(await settle(api.userInfo(sign, buyer.id))).toMatchObject(refused);
    expect(await settle(api.preview(sign, target))).toMatchObject(refused);
    for (const pay of [0, 1] as const) expect(await settle(api.submit(sign, { ...target, pay }))).toMatchObject(refused);
    expect(await stockOf([lot.id])).toEqual({ [lot.id]: 50 });
    expect(await balanceOf(buyer.id)).toBe(10_000);
    expect(await h.db.select().from(t.orders).where(eq(t.orders.buyerId, buyer.id))).toHaveLength(0);
  });

  it('a cart row priced above ¥1000 per stem (stored before the ceiling) is never ordered', async () => {
    const { sign, lot, buyer, target } = await setUp(10_000);
    await h.db.update(t.allocationCartItems).set({ salePriceFen: 999_999_999 }).where(eq(t.allocationCartItems.stockId, lot.id));
    expect(await settle(api.submit(sign, { ...target, pay: 0 }))).toMatchObject({
      code: 400,
      msg: expect.stringContaining('售价不能高于¥1000.00'),
    });
    expect(await stockOf([lot.id])).toEqual({ [lot.id]: 50 });
    expect(await h.db.select().from(t.orders).where(eq(t.orders.buyerId, buyer.id))).toHaveLength(0);
  });

  it('five submits with one requestKey at once, again and again: one order each time, every answer that order', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { sign, lot, buyer, target } = await setUp(10_000);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => settle(api.submit(sign, { ...target, pay: 1, requestKey: `burst-${round}` }))),
      );
      expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200, 200]);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await h.db.select().from(t.orders).where(eq(t.orders.buyerId, buyer.id))).toHaveLength(1);
      expect(await stockOf([lot.id])).toEqual({ [lot.id]: 30 });
    }
  });

  it('refuses pay 1 above the balance with the balance shown, and takes nothing', async () => {
    const { sign, lot, buyer, target } = await setUp(1_000);
    const before = await api.getCart(sign);
    const res = await settle(api.submit(sign, { ...target, pay: 1 }));
    expect(res).toMatchObject({ code: 411, msg: '您的账户余额不足（可用余额¥10.00）', data: { balance: '10.00' } });
    expect(await stockOf([lot.id])).toEqual({ [lot.id]: 50 });
    expect(await balanceOf(buyer.id)).toBe(1_000);
    expect(await api.getCart(sign)).toEqual(before);
    expect(await h.db.select().from(t.orders).where(eq(t.orders.buyerId, buyer.id))).toHaveLength(0);
  });

  it('refuses an unknown address and a closed session', async () => {
    const { sign, target } = await setUp(10_000);
    expect(await settle(api.preview(sign, { ...target, receiverHash: 999_999 }))).toMatchObject({ code: 400 });
    const { lots } = await makeLots([{ bundles: 3 }], { session: 'A' });
    await api.clearCart(sign);
    await api.batchAdd(sign, [{ id: lots[0]!.id, num: 1 }]);
    const closedAt = new Date('2026-11-17T14:00:00+08:00');
    const was = h.clock.now();
    h.clock.set(closedAt);
    try {
      expect(await settle(api.submit(sign, { ...target, pay: 0 }))).toMatchObject({ code: 400, msg: expect.stringContaining('未开放') });
    } finally {
      h.clock.set(was);
    }
  });

  it('two operators submitting the last bundles of one lot at once: exactly one succeeds', async () => {
    const { lots } = await makeLots([{ bundles: 3 }]);
    const lot = lots[0]!;
    const [s1, s2] = [await newSign(), await newSign()];
    const b1 = await makeBuyer(0);
    const b2 = await makeBuyer(0);
    await api.batchAdd(s1, [{ id: lot.id, num: 3 }]);
    await api.batchAdd(s2, [{ id: lot.id, num: 2 }]);
    const results = await Promise.all([
      settle(api.submit(s1, { buyerId: b1.buyer.id, receiverHash: b1.addressId, pay: 0 })),
      settle(api.submit(s2, { buyerId: b2.buyer.id, receiverHash: b2.addressId, pay: 0 })),
    ]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const loser = results.find((r) => r.code !== 200)!;
    expect(loser.code).toBe(409);
    const left = (await stockOf([lot.id]))[lot.id];
    const placed = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.orderItems)
      .where(and(eq(t.orderItems.stockId, lot.id), like(t.orderItems.flwName, '调配测试%')));
    expect(placed[0]!.n).toBe(1);
    expect([0, 10]).toContain(left);
  });
});

describe('sessions in the allocation cart', () => {
  const A_CLOSED = '限时直供当前未开放（交易时间 11:30-13:00）';
  const C_CLOSED = '全天专区当前未开放（交易时间 00:00-16:10、18:00-00:00）';
  /** Runs `body` with the clock at `hhmm` of today (Kunming time), then puts it back. */
  async function at<T>(hhmm: string, body: () => Promise<T>): Promise<T> {
    const was = h.clock.now();
    h.clock.set(new Date(`${today}T${hhmm}:00+08:00`));
    try {
      return await body();
    } finally {
      h.clock.set(was);
    }
  }

  it('batch-add refuses a lot of a closed session with the text the preview gives, and adds nothing of the batch', async () => {
    const sign = await newSign();
    const buyer = await makeBuyer(0);
    const { lots } = await makeLots([{ bundles: 3 }, { bundles: 3, session: 'C' }], { session: 'A' });
    const [a, c] = [lots[0]!.id, lots[1]!.id];
    // At 11:45 both sessions are open: the A lot goes in, and at 14:00 the preview refuses it.
    await api.batchAdd(sign, [{ id: a, num: 1 }]);
    const preview = await at('14:00', () => settle(api.preview(sign, { buyerId: buyer.buyer.id, receiverHash: buyer.addressId })));
    expect(preview).toMatchObject({ code: 400, msg: expect.stringContaining(A_CLOSED) });
    await api.clearCart(sign);

    // At 14:00 batch-add refuses it with that same text, and the open C lot sent with it is not added either.
    const refused = await at('14:00', () =>
      settle(
        api.batchAdd(sign, [
          { id: c, num: 2 },
          { id: a, num: 1 },
        ]),
      ),
    );
    expect(refused).toEqual(expect.objectContaining({ code: 400, msg: preview.msg }));
    expect((await api.getCart(sign)).list).toEqual([]);
    // The C lot alone is open at 14:00; at 17:00 (stock preparation) it is refused in its turn.
    expect((await at('14:00', () => api.batchAdd(sign, [{ id: c, num: 2 }]))).list.map((r) => [r.stockId, r.buyQty])).toEqual([[c, 2]]);
    expect(await at('17:00', () => settle(api.batchAdd(sign, [{ id: c, num: 1 }])))).toMatchObject({
      code: 400,
      msg: expect.stringContaining(C_CLOSED),
    });
    expect((await api.getCart(sign)).list.map((r) => r.buyQty)).toEqual([2]);
  });

  it('auto-add allocates only lots whose session is open, and says so when a closed session holds back everything', async () => {
    const sign = await newSign();
    const { name, lots, supplierType } = await makeLots([{ bundles: 4 }, { bundles: 4 }, { bundles: 4, session: 'C' }], {
      session: 'A',
    });
    const c = lots[2]!.id;
    const fields = { type: 0 as const, num: 6, temp: supplierType, levelName: 'A', search: name };
    const autoAdd = (clear: 1 | 2) =>
      endpointEnvelope(apiFor(h.app).client, operatorToolEndpoints.autoAdd, { ...fields, clear }, { query: { sign } });

    // 14:00: session A is closed, so only the C lot gives (4 of the 6 asked).
    expect(await at('14:00', () => autoAdd(1))).toMatchObject({ code: 200, msg: '自动调配成功，总数量【4】扎', data: { count: 4 } });
    expect((await api.getCart(sign)).list.map((r) => [r.stockId, r.buyQty])).toEqual([[c, 4]]);
    // With the C lot all in the cart, what is left matches only in the closed session A → its text, not a silent 0.
    expect(await at('14:00', () => autoAdd(2))).toMatchObject({ code: 400, msg: A_CLOSED });
    // 17:00: both sessions are closed → both texts; refused, so clear 1 has not emptied the cart.
    expect(await at('17:00', () => autoAdd(1))).toMatchObject({ code: 400, msg: `${A_CLOSED}；${C_CLOSED}` });
    expect((await api.getCart(sign)).list.map((r) => [r.stockId, r.buyQty])).toEqual([[c, 4]]);
    // 11:45: both open, the A lots give too.
    expect(await at('11:45', () => autoAdd(1))).toMatchObject({ code: 200, msg: '自动调配成功，总数量【6】扎' });
    expect((await api.getCart(sign)).list.map((r) => r.buyQty).reduce((x, y) => x + y, 0)).toBe(6);
    // A filter that matches nothing still answers 0, whatever the hour.
    expect(await at('14:00', () => api.autoAdd(sign, { ...fields, clear: 2, search: '没有这种花' }))).toEqual({ count: 0 });
  });
});
