import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bunchPriceFen, maxBatches, memberDiscountFen, yuanToFen } from '@huashi/domain';
import { type ZoneQuery } from '@huashi/api';
import { catalogEndpoints } from '@huashi/api/contracts';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { listsChanged } from '../src/services/catalogCache';
import { apiFor, endpointEnvelope, settle } from './client';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

let h: TestApp;
let demo: string;
let second: string;

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
});
afterAll(async () => {
  await h.close();
});

/** The typed client as `token`'s buyer (the demo buyer unless said). */
const api = (token = demo) => apiFor(h.app, token);

const zone = (query: Partial<ZoneQuery>, token = demo) => settle(api(token).catalog.zone({ page: 1, limit: 15, ...query }));

describe('zone list (POST /pc/buyer/presale)', () => {
  it('needs a login', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/pc/buyer/presale', payload: { tab: 'A' } });
    expect(res.statusCode).toBe(401);
  });

  it('lists session A varieties 15 a page with a total, and says the session is open at 11:45', async () => {
    const body = await zone({ tab: 'A' });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(15);
    expect(body.data.pages.total).toBeGreaterThan(90);
    expect(body.data.list.every((p) => p.session === 'A')).toBe(true);
    expect(body.data.session).toMatchObject({ type: 'A', open: true });
    const codes = new Set(body.data.list.map((p) => p.flwCode));
    expect(codes.size).toBe(15);
    const next = await zone({ tab: 'A', page: 2 });
    expect(next.data.list.some((p) => codes.has(p.flwCode))).toBe(false);
  });

  it('only lists lots of C suppliers on the C tab', async () => {
    const body = await zone({ tab: 'C', keyword: '卡罗拉' });
    expect(body.data.list.map((p) => p.flwName)).toContain('卡罗拉');
    const rows = await settle(api().catalog.suppliers({ flwCode: body.data.list[0]!.flwCode, supplierType: 'C' }));
    expect(rows.data.list.length).toBeGreaterThan(0);
    expect(rows.data.list.every((r) => r.supplierId.startsWith('C') && r.session === 'C')).toBe(true);
  });

  it('filters by keyword (variety name or supplier code), style, category, recommended and level', async () => {
    const byName = await zone({ tab: 'A', keyword: '卡罗拉' });
    expect(byName.data.list.length).toBeGreaterThan(0);
    expect(byName.data.list.every((p) => p.flwName.includes('卡罗拉'))).toBe(true);

    const map = await settle(api().home.presaleMap());
    const rose = map.data.data.find((s) => s.styleName === '玫瑰')!;
    expect(rose.cates.length).toBe(12);
    const byStyle = await zone({ tab: 'A', styleId: rose.styleId, limit: 50 });
    const roseCodes = new Set(rose.cates.flatMap((c) => c.list.map((v) => v.flwCode)));
    expect(byStyle.data.list.every((p) => roseCodes.has(p.flwCode))).toBe(true);
    const cate = rose.cates[0]!;
    const byCate = await zone({ tab: 'A', cateId: cate.cateId, limit: 50 });
    expect(byCate.data.list.every((p) => cate.list.some((v) => v.flwCode === p.flwCode))).toBe(true);

    const rec = await zone({ tab: 'A', recommended: true, limit: 50 });
    const [{ n } = { n: 0 }] = (await h.db.execute<{ n: number }>(sql`select count(*)::int as n from varieties where recommended`)).rows;
    expect(rec.data.pages.total).toBeLessThanOrEqual(n);
    expect(rec.data.pages.total).toBeGreaterThan(0);

    const supplier = (await h.db.execute<{ supplier_id: string }>(sql`select supplier_id from stock_lots where session = 'A' limit 1`))
      .rows[0]!;
    const bySupplier = await zone({ tab: 'A', keyword: supplier.supplier_id, limit: 50 });
    expect(bySupplier.data.pages.total).toBeGreaterThan(0);

    const levelD = await zone({ tab: 'A', level: 'D', limit: 50 });
    const levelAll = await zone({ tab: 'A', limit: 50 });
    expect(levelD.data.pages.total).toBeLessThan(levelAll.data.pages.total);
  });

  it('sorts by bunch price', async () => {
    const asc = await zone({ tab: 'A', price: 'asc', limit: 50 });
    const prices = asc.data.list.filter((p) => p.items.length > 0).map((p) => yuanToFen(p.originalPrice)!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await zone({ tab: 'A', price: 'desc', limit: 50 });
    const dPrices = desc.data.list.filter((p) => p.items.length > 0).map((p) => yuanToFen(p.originalPrice)!);
    expect(dPrices).toEqual([...dPrices].sort((a, b) => b - a));
  });

  it('shows members their member price and others the list price', async () => {
    const forDemo = await zone({ tab: 'A', keyword: '卡罗拉' });
    const forSecond = await zone({ tab: 'A', keyword: '卡罗拉' }, second);
    const a = forDemo.data.list[0]!;
    const b = forSecond.data.list[0]!;
    expect(a.originalPrice).toBe(b.originalPrice);
    expect(b.newPrice).toBe(b.originalPrice);
    // VIP 2 pays 97%: per stem, then times the stems of a bunch.
    const lot = (
      await h.db.execute<{ price: number }>(sql`select min(sale_price_fen) as price from stock_lots
      where auction_date = '2026-11-17' and flw_code = ${a.flwCode} and session = 'A' and now_stock >= stems_per_bunch * basic_sale_no`)
    ).rows[0]!;
    const stemMember = lot.price - memberDiscountFen({ goods: lot.price, memberLevel: 2, memberDiscount: 9.7 });
    expect(yuanToFen(a.newPrice)).toBe(bunchPriceFen(stemMember, a.flwUnitno));
    expect(yuanToFen(a.newPrice)!).toBeLessThan(yuanToFen(a.originalPrice)!);
  });

  it('marks a variety sold out when no lot has a whole batch left', async () => {
    const target = (await zone({ tab: 'A', keyword: '雪山' })).data.list[0]!;
    await h.db.execute(sql`update stock_lots set now_stock = 0 where flw_code = ${target.flwCode} and session = 'A'`);
    const after = (await zone({ tab: 'A', flwCode: target.flwCode })).data.list[0]!;
    expect(after.items).toEqual([]);
    expect(after.lotCount).toBeGreaterThan(0);
  });

  it("shows the photo of the lot whose price and stock the card shows, never another lot's", async () => {
    const cards = (await zone({ tab: 'C', page: 1, limit: 50 })).data.list;
    const card = cards.find((c) => c.lotCount > 1 && c.items.length === 1)!;
    const best = card.items[0]!.id;
    const lots = (
      await h.db.execute<{ id: number }>(
        sql`select id from stock_lots where flw_code = ${card.flwCode} and session = 'C'
            and auction_date = (select auction_date from stock_lots where id = ${best}) and id <> ${best}`,
      )
    ).rows;
    expect(lots.length).toBeGreaterThan(0);
    const other = lots[0]!.id;
    try {
      await h.db.execute(sql`update stock_lots set photo_key = 'lots/other-lot.jpg' where id = ${other}`);
      // A photo is set on the 入库管理 desk, which clears the lists' cache (routes/adminStock.ts); so do these updates.
      listsChanged(h.ctx);
      const withOther = (await zone({ tab: 'C', flwCode: card.flwCode })).data.list[0]!;
      expect(withOther.items[0]!.id).toBe(best);
      expect(withOther.productImage).not.toContain('other-lot');
      expect(withOther.productImage).toBe(card.productImage);

      await h.db.execute(sql`update stock_lots set photo_key = 'lots/best-lot.jpg' where id = ${best}`);
      listsChanged(h.ctx);
      const withBest = (await zone({ tab: 'C', flwCode: card.flwCode })).data.list[0]!;
      expect(withBest.productImage).toContain('best-lot.jpg');
    } finally {
      await h.db.execute(sql`update stock_lots set photo_key = null where id in (${other}, ${best})`);
    }
  });

  it('answers past the last page with an empty list and the total', async () => {
    const body = await zone({ tab: 'C', page: 500 });
    expect(body.data.list).toEqual([]);
    expect(body.data.pages.total).toBeGreaterThan(0);
  });

  it('treats a hostile keyword as text', async () => {
    const body = await zone({ tab: 'A', keyword: "%' or 1=1 --" });
    expect(body.code).toBe(200);
    expect(body.data.list).toEqual([]);
  });
});

describe('follow toggle (POST /v1/order/focus)', () => {
  it('follows, lists under followed, then unfollows', async () => {
    const code = (await zone({ tab: 'A', keyword: '戴安娜' })).data.list[0]!.flwCode;
    const on = await api().catalog.focus(code);
    expect(on).toMatchObject({ code: 200, data: 1, msg: '已关注' });
    const followed = await zone({ tab: 'A', followed: true });
    expect(followed.data.list.map((p) => p.flwCode)).toEqual([code]);
    expect(followed.data.list[0]!.collected).toBe(1);
    // Another buyer's follows are their own.
    expect((await zone({ tab: 'A', followed: true }, second)).data.list).toEqual([]);
    const off = await api().catalog.focus(code);
    expect(off).toMatchObject({ code: 200, data: 0, msg: '取消关注' });
    expect((await zone({ tab: 'A', followed: true })).data.list).toEqual([]);
  });

  it('refuses an unknown product', async () => {
    const body = await api().catalog.focus('NOPE-1');
    expect(body.code).toBe(404);
  });
});

describe('supplier rows (POST /pc/buyer/product-suppliers) and stock', () => {
  it('lists the lots of one product with labels, member price, stock and facets', async () => {
    const code = (await zone({ tab: 'A', keyword: '卡罗拉' })).data.list[0]!.flwCode;
    const body = await settle(api().catalog.suppliers({ flwCode: code, supplierType: 'A' }));
    expect(body.code).toBe(200);
    expect(body.data.product).toMatchObject({ flwCode: code, flwName: '卡罗拉', styleName: '玫瑰' });
    expect(body.data.list.length).toBeGreaterThan(0);
    for (const row of body.data.list) {
      expect(row.lenthName).toMatch(/^\d{2}-\d{2}cm$/);
      expect(row.openName).toMatch(/度$/);
      expect(yuanToFen(row.memberPrice)!).toBeLessThanOrEqual(yuanToFen(row.salePrice)!);
      expect(row.session).toBe('A');
    }
    expect(body.data.levels.length).toBeGreaterThan(0);

    const asc = await settle(api().catalog.suppliers({ flwCode: code, supplierType: 'A', price: 'asc' }));
    const prices = asc.data.list.map((r) => yuanToFen(r.salePrice)!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const level = body.data.levels[0]!;
    const byLevel = await settle(api().catalog.suppliers({ flwCode: code, supplierType: 'A', level }));
    expect(byLevel.data.list.every((r) => r.levelName === level)).toBe(true);

    const supplierId = body.data.list[0]!.supplierId;
    const byKeyword = await settle(
      api().catalog.suppliers({
        flwCode: code,
        supplierType: 'A',
        keyword: supplierId,
      }),
    );
    expect(byKeyword.data.list.every((r) => r.supplierId === supplierId)).toBe(true);

    if (body.data.salepoints.length > 0) {
      const sp = body.data.salepoints[0]!;
      const bySp = await settle(api().catalog.suppliers({ flwCode: code, supplierType: 'A', salepoint: sp }));
      expect(bySp.data.list.every((r) => r.salepointName === sp)).toBe(true);
    }
  });

  it('answers an unknown product as not found', async () => {
    const body = await settle(api().catalog.suppliers({ flwCode: 'XX-404', supplierType: 'A' }));
    expect(body).toMatchObject({ code: 404, msg: '商品不存在' });
  });

  it('gives the remaining batches of a lot', async () => {
    const lot = (
      await h.db.execute<{ id: number; now_stock: number; stems_per_bunch: number; basic_sale_no: number }>(
        sql`select id, now_stock, stems_per_bunch, basic_sale_no from stock_lots where now_stock > 0 limit 1`,
      )
    ).rows[0]!;
    const body = await settle(api().catalog.queryStock(lot.id));
    expect(body.data).toMatchObject({
      stockId: lot.id,
      batches: maxBatches({ stock: lot.now_stock, stemsPerBunch: lot.stems_per_bunch, basicSaleQuantity: lot.basic_sale_no }),
    });
    expect((await settle(api().catalog.queryStock(99999999))).code).toBe(404);
    expect((await endpointEnvelope(api().client, catalogEndpoints.queryStock, { stockId: 'abc' })).code).toBe(404);
  });
});

describe('trading sessions at the server clock', () => {
  it('at 14:00 session A is closed and says it opens at 11:30 the next day; C is open', async () => {
    h.clock.set(new Date('2026-11-17T14:00:00+08:00'));
    try {
      const a = await zone({ tab: 'A' });
      expect(a.data.session).toMatchObject({ type: 'A', open: false, preparing: false });
      expect(a.data.session.opensAt).toBe(new Date('2026-11-18T11:30:00+08:00').getTime());
      const c = await zone({ tab: 'C' });
      expect(c.data.session).toMatchObject({ type: 'C', open: true });
      const map = await settle(api().home.presaleMap());
      expect(map.data.open).toBe('1');
      expect(map.data.sessions.A.open).toBe(false);
      const picks = await settle(api().catalog.wellSort({ page: 1, limit: 15 }));
      expect(picks.data.open).toBe('1');
      expect(picks.data.list.every((p) => p.session === 'C')).toBe(true);
    } finally {
      h.clock.set(MARKET_OPEN);
    }
  });

  it('at 16:30 session C is closed for stock preparation until 18:00, the open flag is 0 and /superior is empty', async () => {
    h.clock.set(new Date('2026-11-17T16:30:00+08:00'));
    try {
      const c = await zone({ tab: 'C' });
      expect(c.data.session).toMatchObject({ type: 'C', open: false, preparing: true });
      expect(c.data.session.opensAt).toBe(new Date('2026-11-17T18:00:00+08:00').getTime());
      const map = await settle(api().home.presaleMap());
      expect(map.data.open).toBe('0');
      const picks = await settle(api().catalog.wellSort({ page: 1, limit: 15 }));
      expect(picks.data).toMatchObject({ open: '0', list: [] });
    } finally {
      h.clock.set(MARKET_OPEN);
    }
  });

  it('/superior at 11:45 lists picks of both sessions, 15 a page, with keyword', async () => {
    const picks = await settle(api().catalog.wellSort({ page: 1, limit: 15 }));
    expect(picks.data.open).toBe('1');
    expect(picks.data.list).toHaveLength(15);
    const kw = await settle(api().catalog.wellSort({ keyword: '卡罗拉', page: 1, limit: 15 }));
    expect(kw.data.list.length).toBeGreaterThan(0);
    expect(kw.data.list.every((p) => p.flwName.includes('卡罗拉'))).toBe(true);
  });
});
