import { ORDER_PATHS, type OrderDetailData, type OrderListPage, type OrderSearchPage } from '@huashi/api';
import { CONFIRM_RECEIPT_STATUS, ORDER_NOTICE_MAX, type OrderStatus } from '@huashi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { advanceOrderOneStep, advanceOrderTo } from '../src/services/fulfilment';
import { EXPORT_COLUMNS } from '../src/services/orderExport';
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

async function call<T = unknown>(token: string | null, path: string, payload: Record<string, unknown> = {}) {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: T } };
}

async function demoOrders(status: OrderStatus) {
  return h.db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.buyerId, demoId), eq(t.orders.status, status)))
    .orderBy(t.orders.id);
}

/** A fresh status-1 order of the demo buyer with one item at backStatus 1 (copied from a seeded one). */
async function freshOrder(): Promise<{ mainId: number; itemId: number; orderNo: string }> {
  const [template] = await demoOrders(1);
  const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, template!.id)).limit(1);
  const orderNo = `TEST${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const { id: _id, orderNo: _no, createdAt: _c, ...rest } = template!;
  const [order] = await h.db
    .insert(t.orders)
    .values({ ...rest, orderNo, createdAt: h.clock.now() })
    .returning();
  const { id: _iid, orderId: _oid, ...itemRest } = item!;
  const [copy] = await h.db
    .insert(t.orderItems)
    .values({ ...itemRest, orderId: order!.id, backStatus: 1 })
    .returning();
  return { mainId: order!.id, itemId: copy!.id, orderNo };
}

describe('access', () => {
  it('needs a buyer token', async () => {
    const res = await call(null, ORDER_PATHS.list, { tab: 'all', page: 1 });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('token已失效');
  });

  it("answers another buyer's order id as not found, on every call", async () => {
    const [order] = await demoOrders(4);
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order!.id)).limit(1);
    const missing = await call(second, ORDER_PATHS.detail, { mainId: 999_999 });
    expect(missing.body.code).toBe(404);
    for (const [path, payload] of [
      [ORDER_PATHS.detail, { mainId: order!.id }],
      [ORDER_PATHS.modifyNotice, { mainId: order!.id, notice: '偷改' }],
      [ORDER_PATHS.export, { mainId: order!.id }],
      [ORDER_PATHS.confirm, { mainId: order!.id }],
      [ORDER_PATHS.confirm, { itemId: item!.id }],
      [ORDER_PATHS.backOrder, { itemId: item!.id }],
    ] as const) {
      const res = await call(second, path, payload);
      expect(res.body, path).toEqual({ ...missing.body, msg: res.body.msg, data: null });
      expect(res.body.code, path).toBe(404);
    }
    const after = await h.db.select().from(t.orders).where(eq(t.orders.id, order!.id));
    expect(after[0]!.status).toBe(4);
    expect(after[0]!.orderNotice).not.toBe('偷改');
  });

  it("lists and searches only the buyer's own orders", async () => {
    const list = await call<OrderListPage>(second, ORDER_PATHS.list, { tab: 'all', page: 1 });
    expect(list.body.data).toEqual({ list: [], pages: { total: 0 } });
    const [order] = await demoOrders(5);
    const search = await call<OrderSearchPage>(second, ORDER_PATHS.search, { keywords: order!.orderNo, page: 1 });
    expect(search.body.data).toEqual({ list: [], total: 0 });
  });
});

describe('list by tab', () => {
  it('lists every seeded order newest first, 10 a page', async () => {
    const page1 = await call<OrderListPage>(demo, ORDER_PATHS.list, { tab: 'all', page: 1, limit: 10 });
    expect(page1.body.code).toBe(200);
    const total = page1.body.data.pages.total;
    expect(total).toBeGreaterThanOrEqual(11);
    expect(page1.body.data.list).toHaveLength(10);
    const times = page1.body.data.list.map((e) => e.main.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await call<OrderListPage>(demo, ORDER_PATHS.list, { tab: 'all', page: 2, limit: 10 });
    expect(page2.body.data.list).toHaveLength(total - 10);
    const statuses = new Set([...page1.body.data.list, ...page2.body.data.list].map((e) => e.main.status));
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['new', [1]],
    ['processing', [2, 3]],
    ['shipped', [4]],
    ['completed', [5]],
  ] as const)('tab %s lists statuses %j', async (tab, statuses) => {
    const res = await call<OrderListPage>(demo, ORDER_PATHS.list, { tab, page: 1 });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    for (const entry of res.body.data.list) expect(statuses).toContain(entry.main.status);
  });

  it('accepts the tab index too and falls back to 全部 for nonsense', async () => {
    const byIndex = await call<OrderListPage>(demo, ORDER_PATHS.list, { tab: 1, page: 1 });
    const byCode = await call<OrderListPage>(demo, ORDER_PATHS.list, { tab: 'new', page: 1 });
    expect(byIndex.body.data).toEqual(byCode.body.data);
    const nonsense = await call<OrderListPage>(demo, ORDER_PATHS.list, { tab: { x: 1 }, page: -3, limit: 'lots' });
    const all = await call<OrderListPage>(demo, ORDER_PATHS.list, { tab: 'all', page: 1 });
    expect(nonsense.body.data).toEqual(all.body.data);
  });

  it('shows each order with its items and sums in yuan', async () => {
    const res = await call<OrderListPage>(demo, ORDER_PATHS.list, { tab: 'all', page: 1 });
    for (const entry of res.body.data.list) {
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
    const withFee = res.body.data.list.some((e) => Number(e.order.sumData.allCommission) > 0);
    const withDiscount = res.body.data.list.some((e) => Number(e.order.sumData.allFeeDiscount) > 0);
    expect(withFee).toBe(true);
    expect(withDiscount).toBe(true);
  });
});

describe('search', () => {
  it('refuses an empty keyword with 请输入搜索内容', async () => {
    const res = await call(demo, ORDER_PATHS.search, { keywords: '   ', page: 1 });
    expect(res.body.code).not.toBe(200);
    expect(res.body.msg).toBe('请输入搜索内容');
  });

  it('finds items by flower name and orders by number', async () => {
    const [item] = await h.db
      .select({ flwName: t.orderItems.flwName })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(eq(t.orders.buyerId, demoId))
      .limit(1);
    const byName = await call<OrderSearchPage>(demo, ORDER_PATHS.search, { keywords: item!.flwName, page: 1 });
    expect(byName.body.data.total).toBeGreaterThan(0);
    for (const row of byName.body.data.list) expect(row.details.flwName + row.details.cateName).toContain(item!.flwName);

    const [order] = await demoOrders(4);
    const byNo = await call<OrderSearchPage>(demo, ORDER_PATHS.search, { keywords: order!.orderNo.slice(-8), page: 1 });
    expect(byNo.body.data.list.map((r) => r.mainId)).toContain(order!.id);
    const row = byNo.body.data.list.find((r) => r.mainId === order!.id)!;
    expect(row.status).toBe(4);
    expect(row.details.orderNo).toBe(order!.orderNo);
    expect(row.details.ALLPAY).toMatch(/^\d+\.\d\d$/);
  });

  it('answers an empty list when nothing matches, and treats % literally', async () => {
    for (const keywords of ['不存在的花名', '%', '_']) {
      const res = await call<OrderSearchPage>(demo, ORDER_PATHS.search, { keywords, page: 1 });
      expect(res.body).toMatchObject({ code: 200, data: { list: [], total: 0 } });
    }
  });
});

describe('detail and remark', () => {
  it('shows the detail with main, items and sums', async () => {
    const [order] = await demoOrders(4);
    const res = await call<OrderDetailData>(demo, ORDER_PATHS.detail, { mainId: order!.id });
    expect(res.body.code).toBe(200);
    expect(res.body.data.main).toMatchObject({ mainId: order!.id, orderNo: order!.orderNo, status: 4 });
    expect(res.body.data.main.showTime).not.toBe('');
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.sumData.allFeePayment).toMatch(/^\d+\.\d\d$/);
  });

  it('saves a remark with the spec message, shows it in the detail, and can clear it', async () => {
    const [order] = await demoOrders(2);
    const saved = await call(demo, ORDER_PATHS.modifyNotice, { mainId: order!.id, notice: '  下午三点前送到  ' });
    expect(saved.body).toMatchObject({ code: 200, msg: '备注修改成功,可在详情查看', data: { orderNotice: '下午三点前送到' } });
    const detail = await call<OrderDetailData>(demo, ORDER_PATHS.detail, { mainId: order!.id });
    expect(detail.body.data.main.orderNotice).toBe('下午三点前送到');
    await call(demo, ORDER_PATHS.modifyNotice, { mainId: order!.id, notice: '' });
    const cleared = await call<OrderDetailData>(demo, ORDER_PATHS.detail, { mainId: order!.id });
    expect(cleared.body.data.main.orderNotice).toBe('');
  });

  it('refuses a remark over the limit and keeps the old one', async () => {
    const [order] = await demoOrders(3);
    const res = await call(demo, ORDER_PATHS.modifyNotice, { mainId: order!.id, notice: '花'.repeat(ORDER_NOTICE_MAX + 1) });
    expect(res.body.code).not.toBe(200);
    expect(res.body.msg).toBe(`备注不能超过${ORDER_NOTICE_MAX}个字`);
    const [after] = await h.db.select().from(t.orders).where(eq(t.orders.id, order!.id));
    expect(after!.orderNotice).toBe(order!.orderNotice);
  });

  it('refuses a missing or non-text notice and keeps the old remark', async () => {
    const [order] = await demoOrders(2);
    const saved = await call(demo, ORDER_PATHS.modifyNotice, { mainId: order!.id, notice: '门口左转第二家' });
    expect(saved.body.code).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ mainId: order!.id }, '请输入备注内容'],
      [{ mainId: order!.id, notice: null }, '请输入备注内容'],
      [{ mainId: order!.id, notice: 123 }, '备注格式有误'],
      [{ mainId: order!.id, notice: ['早上送'] }, '备注格式有误'],
    ];
    for (const [body, msg] of cases) {
      const res = await call(demo, ORDER_PATHS.modifyNotice, body);
      expect(res.body.code, JSON.stringify(body)).not.toBe(200);
      expect(res.body.msg).toBe(msg);
    }
    const [after] = await h.db.select().from(t.orders).where(eq(t.orders.id, order!.id));
    expect(after!.orderNotice).toBe('门口左转第二家');
  });
});

describe('confirm receipt', () => {
  it('refuses at status 3 and leaves the order as it was', async () => {
    const [order] = await demoOrders(3);
    const res = await call(demo, ORDER_PATHS.confirm, { mainId: order!.id });
    expect(res.body.code).not.toBe(200);
    expect(res.body.msg).toBe('订单尚未发货，暂不能确认收货');
    const [after] = await h.db.select().from(t.orders).where(eq(t.orders.id, order!.id));
    expect(after!.status).toBe(3);
    expect(after!.confirmedAt).toBeNull();
  });

  it('completes a shipped order once; a second confirmation is refused', async () => {
    const { mainId } = await freshOrder();
    await advanceOrderTo(h.db, h.clock, mainId, CONFIRM_RECEIPT_STATUS);
    const res = await call(demo, ORDER_PATHS.confirm, { mainId });
    expect(res.body).toMatchObject({ code: 200, msg: '确认收货成功' });
    const detail = await call<OrderDetailData>(demo, ORDER_PATHS.detail, { mainId });
    expect(detail.body.data.main.status).toBe(5);
    expect(detail.body.data.main.confirmTime).toBe('2026-11-17 11:45:00');
    const again = await call(demo, ORDER_PATHS.confirm, { mainId });
    expect(again.body.code).not.toBe(200);
    expect(again.body.msg).toBe('订单已完成，无需重复确认');
  });

  it('accepts the item id of the order too (the spec payload names itemId)', async () => {
    const { mainId, itemId } = await freshOrder();
    await advanceOrderTo(h.db, h.clock, mainId, 4);
    const res = await call(demo, ORDER_PATHS.confirm, { itemId });
    expect(res.body.code).toBe(200);
    const [after] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    expect(after!.status).toBe(5);
  });
});

describe('cancellation request (back-order)', () => {
  it('moves an item from 1 to 2 审核中; a second request on the same item is refused', async () => {
    const { itemId } = await freshOrder();
    const first = await call(demo, ORDER_PATHS.backOrder, { itemId });
    expect(first.body).toMatchObject({ code: 200, msg: '申请撤销成功，请等待审核' });
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, itemId));
    expect(item!.backStatus).toBe(2);
    const second = await call(demo, ORDER_PATHS.backOrder, { itemId });
    expect(second.body.code).not.toBe(200);
    expect(second.body.msg).toBe('该商品已申请撤销，正在审核中');
  });

  it('lets two racing requests through once', async () => {
    const { itemId } = await freshOrder();
    const answers = await Promise.all([call(demo, ORDER_PATHS.backOrder, { itemId }), call(demo, ORDER_PATHS.backOrder, { itemId })]);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
  });

  it('refuses an item whose cancellation failed (3) and items of an order already packed', async () => {
    const [failed] = await h.db
      .select({ id: t.orderItems.id })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(and(eq(t.orders.buyerId, demoId), eq(t.orderItems.backStatus, 3)));
    const res = await call(demo, ORDER_PATHS.backOrder, { itemId: failed!.id });
    expect(res.body.msg).toBe('该商品撤销失败，不能再次申请');

    const { mainId, itemId } = await freshOrder();
    await advanceOrderTo(h.db, h.clock, mainId, 3);
    const packed = await call(demo, ORDER_PATHS.backOrder, { itemId });
    expect(packed.body.code).not.toBe(200);
    expect(packed.body.msg).toBe('该商品当前不可申请撤销');
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
    const res = await call<{ status: number }>(null, '/dev/advance-order', { mainId, status: 4 });
    expect(res.body).toMatchObject({ code: 200, data: { mainId, status: 4 } });
    const back = await call(null, '/dev/advance-order', { mainId, status: 2 });
    expect(back.body.msg).toBe('订单状态不能回退');
  });
});

describe('export', () => {
  async function download(link: string) {
    const url = new URL(link);
    return h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  }

  it('gives a one-time link whose .xlsx rows match the order', async () => {
    const [order] = await demoOrders(5);
    const res = await call<{ link: string; expiresAt: string }>(demo, ORDER_PATHS.export, { mainId: order!.id });
    expect(res.body.code).toBe(200);
    expect(res.body.data.link).toMatch(/\/api\/v2\/order\/export-file\?mainId=\d+&token=[\w-]+$/);
    expect(res.body.data.expiresAt).toBe('2026-11-17 11:55:00');

    const file = await download(res.body.data.link);
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

    const again = await download(res.body.data.link);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('导出链接已失效，请重新导出');
    // The page tells the buyer how to get a new file: back to 我的订单 and export again.
    expect(again.body).toContain('请回到“我的订单”再次点击“导出”');
    expect(again.body).toContain('<a href="/order"');
  });

  it('refuses an expired link, a forged token and a token moved to another order', async () => {
    const [a, b] = await demoOrders(5);
    const expired = await call<{ link: string }>(demo, ORDER_PATHS.export, { mainId: a!.id });
    h.clock.advance(10 * 60 * 1000 + 1000);
    try {
      expect((await download(expired.body.data.link)).statusCode).toBe(410);
    } finally {
      h.clock.set(new Date('2026-11-17T11:45:00+08:00'));
    }
    const fresh = await call<{ link: string }>(demo, ORDER_PATHS.export, { mainId: a!.id });
    const moved = fresh.body.data.link.replace(`mainId=${a!.id}`, `mainId=${b!.id}`);
    expect((await download(moved)).statusCode).toBe(410);
    const forged = fresh.body.data.link.replace(/token=[\w-]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await download(forged)).statusCode).toBe(410);
    // The real one still works once.
    expect((await download(fresh.body.data.link)).statusCode).toBe(200);
  });

  it('cannot be used as a session token', async () => {
    const [order] = await demoOrders(5);
    const res = await call<{ link: string }>(demo, ORDER_PATHS.export, { mainId: order!.id });
    const token = new URL(res.body.data.link).searchParams.get('token')!;
    const info = await h.app.inject({ method: 'GET', url: '/api/v1/info/info', headers: { authorization: `Bearer ${token}` } });
    expect(info.statusCode).toBe(401);
  });
});
