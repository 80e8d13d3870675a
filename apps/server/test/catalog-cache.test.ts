/**
 * The lists' read cache (issue 19, services/catalogCache.ts): the zone list and a product's supplier rows served from
 * memory, kept fresh by the stock change feed; personal figures laid over per request; staff changes through the
 * 入库管理 desk at once, other changes after the entry's short life.
 */
import { adminStockApi, type ZoneQuery } from '@huashi/api';
import { bunchPriceFen, maxBatches, memberDiscountFen, yuanToFen } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_CACHE_MS } from '../src/plugins/auth';
import { ENTRY_TTL_MS, readCachesOf } from '../src/services/catalogCache';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor } from './client';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let demo: string;
let second: string;
/** Another connection to the same database: what another server instance's purchase commits. */
let other: pg.Client;

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  other = new pg.Client({ connectionString: h.url });
  await other.connect();
  // The feed listens before the first list is asked for (until then the lists read the database).
  const deadline = Date.now() + 5000;
  while (readCachesOf(h.ctx).lists === null || !(await listening())) {
    if (Date.now() > deadline) throw new Error('the stock feed did not start');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
afterAll(async () => {
  await other?.end();
  await h.close();
});

async function listening(): Promise<boolean> {
  // An entry is stored only while the feed listens: ask twice, the second must come from memory.
  const lists = readCachesOf(h.ctx).lists!;
  const before = lists.hits;
  await zone({ tab: 'C', keyword: 'warm-up' });
  await zone({ tab: 'C', keyword: 'warm-up' });
  return lists.hits > before;
}

const zone = (query: Partial<ZoneQuery>, token = demo) => apiFor(h.app, token).catalog.zone({ page: 1, limit: 15, ...query });
const suppliers = (flwCode: string, supplierType: string, token = demo) =>
  apiFor(h.app, token).catalog.suppliers({ flwCode, supplierType });

/** Polls `check` until it holds; returns the milliseconds it took (fails after `within`). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - start;
}

type Lot = { id: number; now_stock: number; stems_per_bunch: number; basic_sale_no: number; sale_price_fen: number };
const lotOf = async (id: number): Promise<Lot> =>
  (await h.db.execute<Lot>(sql`select id, now_stock, stems_per_bunch, basic_sale_no, sale_price_fen from stock_lots where id = ${id}`))
    .rows[0]!;

describe('stock changes reach cached lists within 1 s', () => {
  it('a stock change committed by another connection shows on the zone card and the supplier row', async () => {
    const lists = readCachesOf(h.ctx).lists!;
    const card = (await zone({ tab: 'A' })).list.find((c) => (c.items[0]?.myAcount ?? 0) > 2)!;
    const lotId = card.items[0]!.id;
    await suppliers(card.flwCode, 'A');
    // Both answers are now in memory: asked again, they come from it.
    const hits = lists.hits;
    await zone({ tab: 'A' });
    await suppliers(card.flwCode, 'A');
    expect(lists.hits).toBe(hits + 2);

    const lot = await lotOf(lotId);
    const batch = lot.stems_per_bunch * Math.max(1, lot.basic_sale_no);
    const left = card.items[0]!.myAcount - 1;
    await other.query('update stock_lots set now_stock = $1 where id = $2', [left * batch, lotId]);
    const ms = await within(1000, async () => {
      const shown = (await zone({ tab: 'A' })).list.find((c) => c.flwCode === card.flwCode)!;
      const row = (await suppliers(card.flwCode, 'A')).list.find((r) => r.id === lotId)!;
      return shown.items[0]?.myAcount === left && row.nowStock === left * batch;
    });
    expect(ms).toBeLessThan(1000);
  });

  it('a lot selling out re-ranks: the card shows the next buyable lot or none, the row moves below the buyable ones', async () => {
    const card = (await zone({ tab: 'C', limit: 50 })).list.find((c) => c.lotCount > 1 && c.items.length === 1)!;
    const best = card.items[0]!.id;
    await suppliers(card.flwCode, 'C');
    await other.query('update stock_lots set now_stock = 0 where id = $1', [best]);
    await within(1000, async () => {
      const shown = (await zone({ tab: 'C', limit: 50 })).list.find((c) => c.flwCode === card.flwCode)!;
      return shown.items[0]?.id !== best;
    });
    const rows = (await suppliers(card.flwCode, 'C')).list;
    const soldOut = rows.findIndex((r) => r.id === best);
    expect(rows[soldOut]!.nowStock).toBe(0);
    // Every row after it has no whole batch either (buyable rows first).
    for (const row of rows.slice(soldOut + 1))
      expect(maxBatches({ stock: row.nowStock, stemsPerBunch: row.flwUnitno, basicSaleQuantity: row.basicSaleno })).toBe(0);
  });
});

describe('personal figures over one shared entry', () => {
  it('two buyers get their own followed flags and member prices from the same cached page', async () => {
    const lists = readCachesOf(h.ctx).lists!;
    const page = await zone({ tab: 'A', styleId: 1 });
    const code = page.list[0]!.flwCode;
    const followed = (await zone({ tab: 'A', styleId: 1 })).list[0]!.collected === 1;
    if (!followed) await apiFor(h.app, demo).catalog.focus(code);
    const hits = lists.hits;
    const forDemo = (await zone({ tab: 'A', styleId: 1 })).list.find((c) => c.flwCode === code)!;
    const forSecond = (await zone({ tab: 'A', styleId: 1 }, second)).list.find((c) => c.flwCode === code)!;
    // The follow cleared only the demo buyer's follows, not the shared page: both came from memory.
    expect(lists.hits).toBe(hits + 2);
    expect(forDemo.collected).toBe(1);
    const secondFollows = await h.db.execute<{ n: number }>(
      sql`select count(*)::int as n from follows f join buyers b on b.id = f.buyer_id where b.phone = ${SECOND_BUYER.phone} and f.flw_code = ${code}`,
    );
    expect(forSecond.collected).toBe(secondFollows.rows[0]!.n > 0 ? 1 : 0);
    // The demo buyer is VIP 2 (97%), the second buyer no member: the same list price, each their own price.
    expect(forDemo.originalPrice).toBe(forSecond.originalPrice);
    expect(forSecond.newPrice).toBe(forSecond.originalPrice);
    const lot = await lotOf(forDemo.items[0]!.id);
    const stem = lot.sale_price_fen - memberDiscountFen({ goods: lot.sale_price_fen, memberLevel: 2, memberDiscount: 9.7 });
    expect(yuanToFen(forDemo.newPrice)).toBe(bunchPriceFen(stem, forDemo.flwUnitno));

    const rowsDemo = await suppliers(code, 'A');
    const rowsSecond = await suppliers(code, 'A', second);
    expect(rowsDemo.product.collected).toBe(1);
    expect(rowsSecond.product.collected).toBe(forSecond.collected);
    expect(rowsSecond.list.map((r) => r.memberPrice)).toEqual(rowsSecond.list.map((r) => r.salePrice));
    expect(rowsDemo.list.some((r) => r.memberPrice !== r.salePrice)).toBe(true);
  });
});

describe('changes that do not go through stock', () => {
  it('a lot added on the 入库管理 desk shows at once', async () => {
    const card = (await zone({ tab: 'C', limit: 50 })).list[0]!;
    const lot = await lotOf(card.items[0]!.id);
    const [admin] = DEMO_STAFF;
    const staffToken = await h.staffLogin(admin, { ip: '10.9.0.1' });
    const supplier = (await h.db.execute<{ supplier_id: string }>(sql`select supplier_id from stock_lots where id = ${lot.id}`)).rows[0]!
      .supplier_id;
    await adminStockApi(apiFor(h.app, staffToken).client).create({
      auctionDate: '2026-11-17',
      supplierId: supplier,
      flwCode: card.flwCode,
      levelName: 'A',
      lengthCode: '60',
      openCode: '3度',
      salepointName: '无',
      stemsPerBunch: String(lot.stems_per_bunch),
      basicSaleNo: '1',
      bundles: '10',
      sourcePrice: '0.01',
      salePrice: '0.02',
      positionNo: '9-99-77',
      packageName: '纸箱',
    });
    const shown = (await zone({ tab: 'C', limit: 50 })).list.find((c) => c.flwCode === card.flwCode);
    const rows = await suppliers(card.flwCode, 'C');
    expect(rows.list.some((r) => r.positionNo === '9-99-77')).toBe(true);
    expect(shown?.lotCount).toBe(card.lotCount + 1);
  });

  it('a price changed outside the desk shows after the entry’s short life', async () => {
    const card = (await zone({ tab: 'A', styleId: 2 })).list.find((c) => c.items.length > 0)!;
    const lotId = card.items[0]!.id;
    await suppliers(card.flwCode, 'A');
    const lot = await lotOf(lotId);
    await other.query('update stock_lots set sale_price_fen = $1 where id = $2', [lot.sale_price_fen + 1, lotId]);
    const ms = await within(ENTRY_TTL_MS + 1000, async () => {
      const row = (await suppliers(card.flwCode, 'A')).list.find((r) => r.id === lotId)!;
      return yuanToFen(row.salePrice) === lot.sale_price_fen + 1;
    });
    expect(ms).toBeLessThanOrEqual(ENTRY_TTL_MS + 1000);
  });
});

describe('the lists’ short buyer cache', () => {
  it('refuses a logged-out token within BUYER_CACHE_MS', async () => {
    const token = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
    await zone({ tab: 'A' }, token);
    await apiFor(h.app, token).account.logout();
    // Every other route refuses it at once; the lists within the cache's life.
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/order/focus',
      headers: { authorization: `Bearer ${token}` },
      payload: { flwCode: 'X' },
    });
    expect(res.statusCode).toBe(401);
    await within(BUYER_CACHE_MS + 500, async () => {
      const list = await h.app.inject({
        method: 'POST',
        url: '/api/pc/buyer/presale',
        headers: { authorization: `Bearer ${token}` },
        payload: { tab: 'A' },
      });
      return list.statusCode === 401;
    });
  });
});
