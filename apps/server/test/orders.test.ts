import { orderRoutes, type ApiEnvelope } from '@huashi/api';
import { devEndpoints, orderEndpoints } from '@huashi/api/contracts';
import { CONFIRM_RECEIPT_STATUS, ORDER_NOTICE_MAX, type OrderStatus } from '@huashi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { advanceOrderOneStep, advanceOrderTo } from '../src/services/fulfilment';
import { EXPORT_COLUMNS } from '../src/services/orderExport';
import { apiFor, endpointData, endpointEnvelope, settle } from './client';
import { copySeededOrder } from './fixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let demo: string;
let second: string;
let demoId: number;

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  const [row] = await h.db.select({ id: t.buyers.id }).from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone));
  demoId = row!.id;
});
afterAll(async () => {
  await h.close();
});

/** The orders calls of the typed client as the buyer with `token`. */
const ordersOf = (token: string | null) => apiFor(h.app, token).orders;
/** The typed client itself, for bodies the orders calls never send (malformed fields, the item-id confirmation). */
const clientOf = (token: string | null) => apiFor(h.app, token).client;

async function demoOrders(status: OrderStatus) {
  return h.db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.buyerId, demoId), eq(t.orders.status, status)))
    .orderBy(t.orders.id);
}

/** A fresh status-1 order of the demo buyer with one item at backStatus 1 (copied from a seeded one). */
async function freshOrder(): Promise<{ mainId: number; itemId: number; orderNo: string }> {
  const orderNo = `TEST${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const { order, item } = await copySeededOrder(h.db, demoId, { orderNo, createdAt: h.clock.now() });
  return { mainId: order.id, itemId: item.id, orderNo };
}

describe('access', () => {
  it('needs a buyer token', async () => {
    const res = await settle(ordersOf(null).list('all', 1));
    expect(res.code).toBe(401);
    expect(res.msg).toBe('token已失效');
    // The HTTP status too (the client only sees the envelope's code).
    const raw = await h.app.inject({ method: 'POST', url: `/api${orderRoutes.list.path}`, payload: { tab: 'all', page: 1 } });
    expect(raw.statusCode).toBe(401);
  });

  it("answers another buyer's order id as not found, on every call", async () => {
    const [order] = await demoOrders(4);
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order!.id)).limit(1);
    const api = ordersOf(second);
    const missing = await settle(api.detail(999_999));
    expect(missing.code).toBe(404);
    const calls: [string, () => Promise<{ code: number | string; msg: string | null; data: unknown }>][] = [
      [orderRoutes.detail.path, () => settle(api.detail(order!.id))],
      [orderRoutes.modifyNotice.path, () => api.modifyNotice(order!.id, '偷改')],
      [orderRoutes.export.path, () => settle(api.exportLink(order!.id))],
      [orderRoutes.confirm.path, () => api.confirmReceipt(order!.id)],
      [orderRoutes.confirm.path, () => endpointEnvelope(clientOf(second), orderEndpoints.confirm, { itemId: item!.id })],
      [orderRoutes.backOrder.path, () => api.backOrder(item!.id)],
    ];
    for (const [path, send] of calls) {
      const res = await send();
      expect(res, path).toEqual({ ...missing, msg: res.msg, data: null });
      expect(res.code, path).toBe(404);
    }
    const after = await h.db.select().from(t.orders).where(eq(t.orders.id, order!.id));
    expect(after[0]!.status).toBe(4);
    expect(after[0]!.orderNotice).not.toBe('偷改');
  });

  it("lists and searches only the buyer's own orders", async () => {
    const list = await ordersOf(second).list('all', 1);
    expect(list).toEqual({ list: [], pages: { total: 0 } });
    const [order] = await demoOrders(5);
    const search = await ordersOf(second).search(order!.orderNo, 1);
    expect(search).toEqual({ list: [], total: 0 });
  });
});

describe('list by tab', () => {
  it('lists every seeded order newest first, 10 a page', async () => {
    const first = await settle(ordersOf(demo).list('all', 1, 10));
    expect(first.code).toBe(200);
    const page1 = first.data;
    const total = page1.pages.total;
    expect(total).toBeGreaterThanOrEqual(11);
    expect(page1.list).toHaveLength(10);
    const times = page1.list.map((e) => e.main.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await ordersOf(demo).list('all', 2, 10);
    expect(page2.list).toHaveLength(total - 10);
    const statuses = new Set([...page1.list, ...page2.list].map((e) => e.main.status));
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['new', [1]],
    ['processing', [2, 3]],
    ['shipped', [4]],
    ['completed', [5]],
  ] as const)('tab %s lists statuses %j', async (tab, statuses) => {
    const res = await ordersOf(demo).list(tab, 1);
    expect(res.list.length).toBeGreaterThan(0);
    for (const entry of res.list) expect(statuses).toContain(entry.main.status);
  });

  it('accepts the tab index too and falls back to 全部 for nonsense', async () => {
    const client = clientOf(demo);
    const byIndex = await endpointData(client, orderEndpoints.list, { tab: 1, page: 1 });
    const byCode = await ordersOf(demo).list('new', 1);
    expect(byIndex).toEqual(byCode);
    // A body the app never sends: the contract reads it leniently as 全部, page 1.
    const nonsense = await endpointData(client, orderEndpoints.list, { tab: { x: 1 }, page: -3, limit: 'lots' });
    const all = await ordersOf(demo).list('all', 1);
    expect(nonsense).toEqual(all);
  });

  it('shows each order with its items and sums in yuan', async () => {
    const res = await ordersOf(demo).list('all', 1);
    for (const entry of res.list) {
      const { main, order } = entry;
      expect(main.orderNo).toMatch(/^HS\d+/);
      expect(main.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(entry.deliveryTypeStr).toBe(main.deliveryType === 1 ? '自提' : '代办托运');
      expect(order.list.length).toBeGreaterThan(0);
      expect(order.sumData.allAcount).toBe(order.list.reduce((s, i) => s + i.buyQty, 0));
      for (const item of order.list) {
        expect(item.buyPrice).toMatch(/^\d+\.\d\d$/);
        expect(item.weightAll).toMatch(/^\d+\.\d\d$/);
        expect(item.buyQtyall).toBe(item.buyQty * item.flwUnitno);
        expect(item.openName).toMatch(/^\d-\d度$/);
        expect(['0', '1', '2', '3']).toContain(item.backStatus);
      }
    }
    // The market charges no transaction fee (purchase.ts): the seeded orders, bought as any order is, show 0.00.
    expect(new Set(res.list.map((e) => e.order.sumData.allCommission))).toEqual(new Set(['0.00']));
    const withDiscount = res.list.some((e) => Number(e.order.sumData.allFeeDiscount) > 0);
    expect(withDiscount).toBe(true);
  });
});

describe('search', () => {
  it('refuses an empty keyword with 请输入搜索内容', async () => {
    const res = await settle(ordersOf(demo).search('   ', 1));
    expect(res.code).not.toBe(200);
    expect(res.msg).toBe('请输入搜索内容');
  });

  it('finds items by flower name and orders by number', async () => {
    const [item] = await h.db
      .select({ flwName: t.orderItems.flwName })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(eq(t.orders.buyerId, demoId))
      .limit(1);
    const byName = await ordersOf(demo).search(item!.flwName, 1);
    expect(byName.total).toBeGreaterThan(0);
    for (const row of byName.list) expect(row.details.flwName + row.details.cateName).toContain(item!.flwName);

    const [order] = await demoOrders(4);
    const byNo = await ordersOf(demo).search(order!.orderNo.slice(-8), 1);
    expect(byNo.list.map((r) => r.mainId)).toContain(order!.id);
    const row = byNo.list.find((r) => r.mainId === order!.id)!;
    expect(row.status).toBe(4);
    expect(row.details.orderNo).toBe(order!.orderNo);
    expect(row.details.ALLPAY).toMatch(/^\d+\.\d\d$/);
  });

  it('finds every item whose flower name, category name or order number holds the keyword, newest order first', async () => {
    // What the search must answer, worked out here from all of the buyer's items: the service matches names through
    // the list of distinct item names (itemNamesHaving) and numbers in an index, which must come to the same rows.
    const all = await h.db
      .select({ orderId: t.orders.id, createdAt: t.orders.createdAt, orderNo: t.orders.orderNo, item: t.orderItems })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(eq(t.orders.buyerId, demoId));
    const [order] = await demoOrders(4);
    const cateName = all[0]!.item.cateName;
    for (const keyword of [cateName.slice(-2), order!.orderNo.slice(-5), order!.orderNo.toLowerCase(), all.at(-1)!.item.flwName]) {
      const expected = all
        .filter((row) =>
          [row.item.flwName, row.item.cateName, row.orderNo].some((text) => text.toLowerCase().includes(keyword.toLowerCase())),
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.orderId - a.orderId || a.item.id - b.item.id)
        .map((row) => [row.orderId, row.item.id]);
      expect(expected.length).toBeGreaterThan(0);
      const pages = [await ordersOf(demo).search(keyword, 1, 3), await ordersOf(demo).search(keyword, 2, 3)];
      expect(pages[0]!.total).toBe(expected.length);
      expect(pages.flatMap((found) => found.list.map((row) => [row.mainId, row.details.itemId]))).toEqual(expected.slice(0, 6));
    }
    // A number finds every item of its order, each with the order's figures.
    const byNo = await ordersOf(demo).search(order!.orderNo, 1, 50);
    const items = all.filter((row) => row.orderId === order!.id);
    expect(byNo.total).toBe(items.length);
    expect(byNo.list.map((row) => row.details.orderNo)).toEqual(items.map(() => order!.orderNo));
  });

  it('answers an empty list when nothing matches, and treats % literally', async () => {
    for (const keywords of ['不存在的花名', '%', '_']) {
      const res = await settle(ordersOf(demo).search(keywords, 1));
      expect(res).toMatchObject({ code: 200, data: { list: [], total: 0 } });
    }
  });
});

describe('detail and remark', () => {
  it('shows the detail with main, items and sums', async () => {
    const [order] = await demoOrders(4);
    const res = await settle(ordersOf(demo).detail(order!.id));
    expect(res.code).toBe(200);
    expect(res.data.main).toMatchObject({ mainId: order!.id, orderNo: order!.orderNo, status: 4 });
    expect(res.data.main.showTime).not.toBe('');
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(res.data.sumData.allFeePayment).toMatch(/^\d+\.\d\d$/);
  });

  it('saves a remark with the spec message, shows it in the detail, and can clear it', async () => {
    const [order] = await demoOrders(2);
    const saved = await ordersOf(demo).modifyNotice(order!.id, '  下午三点前送到  ');
    expect(saved).toMatchObject({ code: 200, msg: '备注修改成功,可在详情查看', data: { orderNotice: '下午三点前送到' } });
    const detail = await ordersOf(demo).detail(order!.id);
    expect(detail.main.orderNotice).toBe('下午三点前送到');
    await ordersOf(demo).modifyNotice(order!.id, '');
    const cleared = await ordersOf(demo).detail(order!.id);
    expect(cleared.main.orderNotice).toBe('');
  });

  it('refuses a remark over the limit and keeps the old one', async () => {
    const [order] = await demoOrders(3);
    const res = await ordersOf(demo).modifyNotice(order!.id, '花'.repeat(ORDER_NOTICE_MAX + 1));
    expect(res.code).not.toBe(200);
    expect(res.msg).toBe(`备注不能超过${ORDER_NOTICE_MAX}个字`);
    const [after] = await h.db.select().from(t.orders).where(eq(t.orders.id, order!.id));
    expect(after!.orderNotice).toBe(order!.orderNotice);
  });

  it('refuses a missing or non-text notice and keeps the old remark', async () => {
    const [order] = await demoOrders(2);
    const saved = await ordersOf(demo).modifyNotice(order!.id, '门口左转第二家');
    expect(saved.code).toBe(200);
    // Bodies the app never sends: the contract refuses them with the spec's messages.
    const cases: [Record<string, unknown>, string][] = [
      [{ mainId: order!.id }, '请输入备注内容'],
      [{ mainId: order!.id, notice: null }, '请输入备注内容'],
      [{ mainId: order!.id, notice: 123 }, '备注格式有误'],
      [{ mainId: order!.id, notice: ['早上送'] }, '备注格式有误'],
    ];
    for (const [body, msg] of cases) {
      const res: ApiEnvelope<unknown> = await endpointEnvelope(clientOf(demo), orderEndpoints.modifyNotice, body);
      expect(res.code, JSON.stringify(body)).not.toBe(200);
      expect(res.msg).toBe(msg);
    }
    const [after] = await h.db.select().from(t.orders).where(eq(t.orders.id, order!.id));
    expect(after!.orderNotice).toBe('门口左转第二家');
  });
});

describe('confirm receipt', () => {
  it('refuses at status 3 and leaves the order as it was', async () => {
    const [order] = await demoOrders(3);
    const res = await ordersOf(demo).confirmReceipt(order!.id);
    expect(res.code).not.toBe(200);
    expect(res.msg).toBe('订单尚未发货，暂不能确认收货');
    const [after] = await h.db.select().from(t.orders).where(eq(t.orders.id, order!.id));
    expect(after!.status).toBe(3);
    expect(after!.confirmedAt).toBeNull();
  });

  it('completes a shipped order once; a second confirmation is refused', async () => {
    const { mainId } = await freshOrder();
    await advanceOrderTo(h.db, h.clock, mainId, CONFIRM_RECEIPT_STATUS);
    const res = await ordersOf(demo).confirmReceipt(mainId);
    expect(res).toMatchObject({ code: 200, msg: '确认收货成功' });
    const detail = await ordersOf(demo).detail(mainId);
    expect(detail.main.status).toBe(5);
    expect(detail.main.confirmTime).toBe('2026-11-17 11:45:00');
    const again = await ordersOf(demo).confirmReceipt(mainId);
    expect(again.code).not.toBe(200);
    expect(again.msg).toBe('订单已完成，无需重复确认');
  });

  it('accepts the item id of the order too (the spec payload names itemId)', async () => {
    const { mainId, itemId } = await freshOrder();
    await advanceOrderTo(h.db, h.clock, mainId, 4);
    // The client confirms by mainId; the item id is what the spec's payload names, so it is sent as such.
    const res = await endpointEnvelope(clientOf(demo), orderEndpoints.confirm, { itemId });
    expect(res.code).toBe(200);
    const [after] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    expect(after!.status).toBe(5);
  });
});

describe('cancellation request (back-order)', () => {
  it('moves an item from 1 to 2 审核中; a second request on the same item is refused', async () => {
    const { itemId } = await freshOrder();
    const first = await ordersOf(demo).backOrder(itemId);
    expect(first).toMatchObject({ code: 200, msg: '申请撤销成功，请等待审核' });
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, itemId));
    expect(item!.backStatus).toBe(2);
    const second = await ordersOf(demo).backOrder(itemId);
    expect(second.code).not.toBe(200);
    expect(second.msg).toBe('该商品已申请撤销，正在审核中');
  });

  it('lets two racing requests through once', async () => {
    const { itemId } = await freshOrder();
    const answers = await Promise.all([ordersOf(demo).backOrder(itemId), ordersOf(demo).backOrder(itemId)]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
  });

  it('refuses an item whose cancellation failed (3) and items of an order already packed', async () => {
    const [failed] = await h.db
      .select({ id: t.orderItems.id })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(and(eq(t.orders.buyerId, demoId), eq(t.orderItems.backStatus, 3)));
    const res = await ordersOf(demo).backOrder(failed!.id);
    expect(res.msg).toBe('该商品撤销失败，不能再次申请');

    const { mainId, itemId } = await freshOrder();
    await advanceOrderTo(h.db, h.clock, mainId, 3);
    const packed = await ordersOf(demo).backOrder(itemId);
    expect(packed.code).not.toBe(200);
    expect(packed.msg).toBe('该商品当前不可申请撤销');
  });
});

describe('fulfilment (test helper and dev endpoint)', () => {
  it('moves 1 → 2 → 3 → 4 → 5 one step at a time, recording each step', async () => {
    const { mainId, itemId } = await freshOrder();
    expect(await advanceOrderOneStep(h.db, h.clock, mainId)).toBe(2);
    expect(await advanceOrderOneStep(h.db, h.clock, mainId)).toBe(3);
    let [order] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    expect(order!.checkTime).not.toBeNull();
    expect(order!.realWeightGrams).toBe(order!.preWeightGrams);
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, itemId));
    expect(item!.backStatus).toBe(0);
    expect(await advanceOrderOneStep(h.db, h.clock, mainId)).toBe(4);
    [order] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    expect(order!.showTime).not.toBeNull();
    if (order!.deliveryType > 1) expect(order!.logisNumber).toMatch(/^KM\d+/);
    expect(await advanceOrderOneStep(h.db, h.clock, mainId)).toBe(5);
    await expect(advanceOrderOneStep(h.db, h.clock, mainId)).rejects.toThrow('订单已完成');
  });

  it('is reachable through /api/dev/advance-order outside production', async () => {
    const { mainId } = await freshOrder();
    // A development endpoint: no area of the client calls it, so the test sends it with the client itself.
    const dev = clientOf(null);
    const res = await endpointEnvelope(dev, devEndpoints.advanceOrder, { mainId, status: 4 });
    expect(res).toMatchObject({ code: 200, data: { mainId, status: 4 } });
    const back = await endpointEnvelope(dev, devEndpoints.advanceOrder, { mainId, status: 2 });
    expect(back.msg).toBe('订单状态不能回退');
  });
});

describe('export', () => {
  async function download(link: string) {
    const url = new URL(link);
    return h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  }

  it('gives a one-time link whose .xlsx rows match the order', async () => {
    const [order] = await demoOrders(5);
    const res = await settle(ordersOf(demo).exportLink(order!.id));
    expect(res.code).toBe(200);
    expect(res.data.link).toMatch(/\/api\/v2\/order\/export-file\?mainId=\d+&token=[\w-]+$/);
    expect(res.data.expiresAt).toBe('2026-11-17 11:55:00');
    // The page saves the file under this name (it fetches the link itself and hands nothing to the buyer).
    expect(res.data.fileName).toBe(`订单${order!.orderNo}.xlsx`);

    const file = await download(res.data.link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain(encodeURIComponent(`订单${order!.orderNo}.xlsx`));
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets['商品明细']!, { header: 1 });
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    const items = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order!.id)).orderBy(t.orderItems.id);
    expect(rows).toHaveLength(items.length + 1);
    items.forEach((item, i) => {
      const row = rows[i + 1]!;
      expect(row[0]).toBe(order!.orderNo);
      expect(row[3]).toBe(item.flwName);
      expect(row[7]).toBe(item.supplierId);
      expect(row[11]).toBe(item.buyQty);
      expect(row[12]).toBe(item.buyQtyAll);
      expect(row[14]).toBe(item.feeGoods / 100);
    });
    const summary = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets['订单信息']!, { header: 1 });
    expect(summary).toContainEqual(['实付金额(元)', order!.feePayment / 100]);

    const again = await download(res.data.link);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('导出链接已失效，请重新导出');
    // The page tells the buyer how to get a new file: back to 我的订单 and export again.
    expect(again.body).toContain('请回到“我的订单”再次点击“导出”');
    expect(again.body).toContain('<a href="/order"');
  });

  it('refuses an expired link, a forged token and a token moved to another order', async () => {
    const [a, b] = await demoOrders(5);
    const expired = await ordersOf(demo).exportLink(a!.id);
    h.clock.advance(10 * 60 * 1000 + 1000);
    try {
      expect((await download(expired.link)).statusCode).toBe(410);
    } finally {
      h.clock.set(new Date('2026-11-17T11:45:00+08:00'));
    }
    const fresh = await ordersOf(demo).exportLink(a!.id);
    const moved = fresh.link.replace(`mainId=${a!.id}`, `mainId=${b!.id}`);
    expect((await download(moved)).statusCode).toBe(410);
    const forged = fresh.link.replace(/token=[\w-]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await download(forged)).statusCode).toBe(410);
    // The real one still works once.
    expect((await download(fresh.link)).statusCode).toBe(200);
  });

  it('cannot be used as a session token', async () => {
    const [order] = await demoOrders(5);
    const res = await ordersOf(demo).exportLink(order!.id);
    const token = new URL(res.link).searchParams.get('token')!;
    const info = await h.app.inject({ method: 'GET', url: '/api/v1/info/info', headers: { authorization: `Bearer ${token}` } });
    expect(info.statusCode).toBe(401);
  });
});
