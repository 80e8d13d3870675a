/** The 撤销审核 desk (issue 15): guards, approve (refund, stock, ledger, order figures, once), reject with a reason. */
import {
  adminBuyersApi,
  adminCancellationsApi,
  adminOrdersApi,
  adminCancellationRoutes,
  couponsApi,
  type CancellationRow,
} from '@huashi/api';
import {
  CANCELLATION_MESSAGES,
  FULFILMENT_MESSAGES,
  fenOf,
  formatYuan,
  ORDER_CANCELLED_LABEL,
  itemRefund,
  STAFF_MESSAGES,
} from '@huashi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { issueOperatorSign } from '../src/operators/sign';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { refundItemOf, refundOrderOf } from '../src/services/cancellations';
import { apiFor, settle } from './client';
import { createTestApp, type TestApp } from './harness';
import { placeOrder as placeOrderFor } from './claimFixtures';
import { auditCountOf } from './fixtures';

let h: TestApp;
let buyer: string;
let peihuo: string;
let admin: string;
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

async function staffToken(loginName: string, password: string, ip: string): Promise<string> {
  return h.staffLogin({ loginName, password }, { ip });
}

beforeAll(async () => {
  h = await createTestApp();
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  peihuo = await staffToken(PEIHUO.loginName, PEIHUO.password, '10.1.0.1');
  admin = await staffToken(ADMIN.loginName, ADMIN.password, '10.1.0.2');
});
afterAll(async () => {
  await h?.close();
});

const desk = (token: string | null) => adminCancellationsApi(apiFor(h.app, token).client);
const auditCount = (action?: string) => auditCountOf(h.db, action);

async function buyerRow(phone = DEMO_BUYER.phone) {
  const [row] = await h.db.select().from(t.buyers).where(eq(t.buyers.phone, phone));
  return row!;
}
async function stockOf(id: number) {
  const [row] = await h.db.select({ nowStock: t.stockLots.nowStock }).from(t.stockLots).where(eq(t.stockLots.id, id));
  return row!.nowStock;
}

/** Places a buy-now order of one batch of each of `n` cheap all-day lots as the demo buyer (the best coupon applied when asked). */
const placeOrder = (n: number, offset = 0, withCoupon: boolean | string = false) =>
  placeOrderFor(h, buyer, n, offset, 1, withCoupon === false ? '' : withCoupon);

async function requestCancellation(itemId: number) {
  const asked = await apiFor(h.app, buyer).orders.backOrder(itemId);
  expect(asked.code, asked.msg).toBe(200);
}

/** What the domain says approving `itemId` refunds, from the rows as they are. */
async function expectedRefund(mainId: number, itemId: number) {
  const [order] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
  const items = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, mainId));
  return itemRefund(refundOrderOf(order!), items.map(refundItemOf), itemId)!;
}

describe('guards', () => {
  it('refuses a visitor, a buyer token and an operator sign with 401, and 财务 or 客服 with 403, on every endpoint', async () => {
    const sign = await issueOperatorSign(h.db, h.clock, { label: '测试调配员', ttlHours: 2 });
    const caiwu = await staffToken(CAIWU.loginName, CAIWU.password, '10.1.0.3');
    const kefu = await staffToken(KEFU.loginName, KEFU.password, '10.1.0.4');
    const calls = [
      { method: 'GET' as const, url: adminCancellationRoutes.list.path, payload: undefined },
      { method: 'POST' as const, url: adminCancellationRoutes.approve.path, payload: { itemId: 1 } },
      { method: 'POST' as const, url: adminCancellationRoutes.reject.path, payload: { itemId: 1, reason: '已装箱' } },
    ];
    const before = await auditCount();
    for (const call of calls) {
      const as = (headers: Record<string, string>, query = '') =>
        h.app.inject({ method: call.method, url: `/api${call.url}${query}`, headers, payload: call.payload });
      for (const res of [await as({}), await as({ authorization: `Bearer ${buyer}` }), await as({}, `?sign=${encodeURIComponent(sign)}`)]) {
        expect(res.statusCode, call.url).toBe(401);
        expect(res.json()).toMatchObject({ code: 401 });
      }
      for (const token of [caiwu, kefu]) {
        const res = await as({ authorization: `Bearer ${token}` });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: STAFF_MESSAGES.forbidden, data: null });
      }
    }
    expect(await auditCount()).toBe(before);
    // 配货发货 works at the desk.
    expect((await settle(desk(peihuo).list())).code).toBe(200);
  });
});

describe('approve', () => {
  it('cancels the item: the buyer’s balance rises by the domain’s refund with one ledger row, the lot gets the stems back, the order’s figures follow, one audit row; a second approval is refused', async () => {
    const { mainId, itemIds } = await placeOrder(3, 0, true);
    const [first, second] = itemIds as [number, number];
    await requestCancellation(first);

    const pending = await desk(peihuo).list({ keyword: String(mainId).padStart(7, '0') });
    const row = pending.list.find((r) => r.itemId === first)!;
    const expected = await expectedRefund(mainId, first);
    expect(row).toMatchObject({
      state: 'pending',
      backStatus: 2,
      refund: formatYuan(expected.refundFen),
      refundsFees: false,
      buyerPhone: DEMO_BUYER.phone,
    });

    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, first));
    const stockBefore = await stockOf(item!.stockId);
    const balanceBefore = (await buyerRow()).balanceFen;
    const auditsBefore = await auditCount();
    const detailBefore = await apiFor(h.app, buyer).orders.detail(mainId);
    // What the buyer's 申请撤销 prompt names is what the approval pays.
    expect(detailBefore.list.find((row) => row.itemId === first)?.refund).toBe(formatYuan(expected.refundFen));

    const decision = await desk(peihuo).approve({ itemId: first });
    expect(decision.row).toMatchObject({
      itemId: first,
      state: 'approved',
      backStatus: 4,
      refund: formatYuan(expected.refundFen),
      decidedBy: '李配货（peihuo）',
    });
    const balanceAfter = (await buyerRow()).balanceFen;
    expect(balanceAfter - balanceBefore).toBe(expected.refundFen);
    expect(expected.refundFen).toBeGreaterThan(0);
    expect(decision.balance).toBe(formatYuan(balanceAfter));
    expect(await stockOf(item!.stockId)).toBe(stockBefore + item!.buyQtyAll);
    const ledger = await h.db
      .select()
      .from(t.balanceLedger)
      .where(and(eq(t.balanceLedger.refType, 'cancel'), eq(t.balanceLedger.refId, String(first))));
    expect(ledger).toMatchObject([{ ioValueFen: expected.refundFen, balanceAfterFen: balanceAfter }]);
    expect(await auditCount()).toBe(auditsBefore + 1);
    const [audit] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'cancellation.approve'));
    expect(audit).toMatchObject({ entity: 'order_item', entityIds: [first, mainId] });

    // The buyer's order: 已撤销 on the item, the paid amount and bundles lowered by exactly it.
    const detail = await apiFor(h.app, buyer).orders.detail(mainId);
    expect(detail.list.find((i) => i.itemId === first)).toMatchObject({ backStatus: '4', backReason: '' });
    expect(fenOf(detail.sumData.allFeePayment)).toBe(fenOf(detailBefore.sumData.allFeePayment) - expected.refundFen);
    expect(fenOf(detail.sumData.allFeeGoods)).toBe(fenOf(detailBefore.sumData.allFeeGoods) - item!.feeGoods);
    expect(detail.sumData.allAcount).toBe(detailBefore.sumData.allAcount - item!.buyQty);
    const [order] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    expect(refundOrderOf(order!)).toEqual(expected.orderAfter);

    // Deciding twice is refused, and changes nothing.
    expect(await settle(desk(peihuo).approve({ itemId: first }))).toMatchObject({ code: 400, msg: CANCELLATION_MESSAGES.alreadyApproved });
    expect(await settle(desk(peihuo).reject({ itemId: first, reason: '晚了' }))).toMatchObject({
      code: 400,
      msg: CANCELLATION_MESSAGES.alreadyApproved,
    });
    expect((await buyerRow()).balanceFen).toBe(balanceAfter);
    expect(await auditCount()).toBe(auditsBefore + 1);
    // An item nobody asked to cancel, and an unknown one.
    expect(await settle(desk(peihuo).approve({ itemId: second }))).toMatchObject({ code: 400, msg: CANCELLATION_MESSAGES.noRequest });
    expect(await settle(desk(peihuo).approve({ itemId: 99_999_999 }))).toMatchObject({ code: 404, msg: CANCELLATION_MESSAGES.notFound });

    // The approved one is listed under 已同意.
    const approved = await desk(admin).list({ state: 'approved' });
    expect(approved.list.map((r: CancellationRow) => r.itemId)).toContain(first);
  });

  it('with the last standing item returns everything the order still holds, fees included', async () => {
    const { mainId, itemIds } = await placeOrder(1, 3);
    await requestCancellation(itemIds[0]!);
    const [order] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    const before = (await buyerRow()).balanceFen;
    const listed = (await desk(admin).list({ keyword: order!.orderNo })).list[0]!;
    expect(listed).toMatchObject({ refundsFees: true, refund: formatYuan(order!.feePayment) });
    await desk(admin).approve({ itemId: itemIds[0]! });
    expect((await buyerRow()).balanceFen - before).toBe(order!.feePayment);
    const detail = await apiFor(h.app, buyer).orders.detail(mainId);
    expect(detail.sumData).toMatchObject({
      allFeePayment: '0.00',
      allFeeGoods: '0.00',
      allFeeLogis: '0.00',
      allFeeBox: '0.00',
      allAcount: 0,
    });
  });

  it('pays once when two approvals of the same item arrive at once', async () => {
    const { itemIds } = await placeOrder(2, 4);
    await requestCancellation(itemIds[0]!);
    const before = (await buyerRow()).balanceFen;
    const auditsBefore = await auditCount();
    const other = await staffToken(ADMIN.loginName, ADMIN.password, '10.1.0.9');
    const outcomes = await Promise.all([
      settle(desk(peihuo).approve({ itemId: itemIds[0]! })),
      settle(desk(other).approve({ itemId: itemIds[0]! })),
    ]);
    expect(outcomes.map((o) => o.code).sort()).toEqual([200, 400]);
    expect(outcomes.find((o) => o.code === 400)!.msg).toBe(CANCELLATION_MESSAGES.alreadyApproved);
    const ledger = await h.db
      .select()
      .from(t.balanceLedger)
      .where(and(eq(t.balanceLedger.refType, 'cancel'), eq(t.balanceLedger.refId, String(itemIds[0]))));
    expect(ledger).toHaveLength(1);
    expect((await buyerRow()).balanceFen - before).toBe(ledger[0]!.ioValueFen);
    expect(await auditCount()).toBe(auditsBefore + 1);
  });

  it('refuses an item of an order already shipped, and writes nothing', async () => {
    const { mainId, itemIds } = await placeOrder(1, 6);
    await requestCancellation(itemIds[0]!);
    await h.db.update(t.orders).set({ status: 4 }).where(eq(t.orders.id, mainId));
    const before = (await buyerRow()).balanceFen;
    const auditsBefore = await auditCount();
    expect(await settle(desk(peihuo).approve({ itemId: itemIds[0]! }))).toMatchObject({ code: 400, msg: '订单已发货，不能撤销' });
    expect(await settle(desk(peihuo).reject({ itemId: itemIds[0]!, reason: '已发货' }))).toMatchObject({
      code: 400,
      msg: '订单已发货，不能撤销',
    });
    expect((await buyerRow()).balanceFen).toBe(before);
    expect(await auditCount()).toBe(auditsBefore);
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, itemIds[0]!));
    expect(item).toMatchObject({ backStatus: 2, cancelledAt: null, refundFen: null });
  });
});

describe('a request and 开始配货', () => {
  it('refuses 开始配货 while a request waits, and refuses approving once the order is packed (rejecting still works)', async () => {
    const orders = adminOrdersApi(apiFor(h.app, peihuo).client);
    const { mainId, itemIds } = await placeOrder(2, 8);
    await requestCancellation(itemIds[0]!);
    const auditsBefore = await auditCount();
    const picked = await orders.startPicking({ mainIds: [mainId] });
    expect(picked).toMatchObject({
      moved: 0,
      refused: 1,
      results: [{ mainId, moved: false, msg: FULFILMENT_MESSAGES.pendingCancellation }],
    });
    const [still] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    expect(still!.status).toBeLessThan(3);
    expect(await auditCount()).toBe(auditsBefore);

    // Packed anyway (as the dev helper or an old page could): approving would refund goods already packed.
    await h.db.update(t.orders).set({ status: 3 }).where(eq(t.orders.id, mainId));
    const before = (await buyerRow()).balanceFen;
    expect(await settle(desk(peihuo).approve({ itemId: itemIds[0]! }))).toMatchObject({ code: 400, msg: CANCELLATION_MESSAGES.packed });
    expect((await buyerRow()).balanceFen).toBe(before);
    expect(await auditCount()).toBe(auditsBefore);
    const rejected = await desk(peihuo).reject({ itemId: itemIds[0]!, reason: '订单已配货' });
    expect(rejected.row.state).toBe('rejected');
  });

  it('lets 开始配货 through once the request is decided', async () => {
    const orders = adminOrdersApi(apiFor(h.app, peihuo).client);
    const { mainId, itemIds } = await placeOrder(2, 10);
    await requestCancellation(itemIds[0]!);
    await desk(peihuo).approve({ itemId: itemIds[0]! });
    expect(await orders.startPicking({ mainIds: [mainId] })).toMatchObject({ moved: 1, refused: 0 });
  });
});

describe('reject', () => {
  it('needs a reason (≤ 100 characters); then the item reads 撤销失败 with it for the buyer, one audit row, and cannot be decided again', async () => {
    const { mainId, itemIds } = await placeOrder(2, 7);
    await requestCancellation(itemIds[1]!);
    const auditsBefore = await auditCount();
    expect(await settle(desk(peihuo).reject({ itemId: itemIds[1]!, reason: '  ' }))).toMatchObject({
      code: 400,
      msg: CANCELLATION_MESSAGES.reasonMissing,
    });
    expect(await settle(desk(peihuo).reject({ itemId: itemIds[1]! }))).toMatchObject({
      code: 400,
      msg: CANCELLATION_MESSAGES.reasonMissing,
    });
    expect(await settle(desk(peihuo).reject({ itemId: itemIds[1]!, reason: '花'.repeat(101) }))).toMatchObject({
      code: 400,
      msg: CANCELLATION_MESSAGES.reasonLong,
    });
    expect(await auditCount()).toBe(auditsBefore);

    const balance = (await buyerRow()).balanceFen;
    const decision = await desk(peihuo).reject({ itemId: itemIds[1]!, reason: ' 已配货装箱 ' });
    expect(decision.row).toMatchObject({ state: 'rejected', backStatus: 3, reason: '已配货装箱', refund: '0.00' });
    expect((await buyerRow()).balanceFen).toBe(balance);
    expect(await auditCount()).toBe(auditsBefore + 1);

    const detail = await apiFor(h.app, buyer).orders.detail(mainId);
    expect(detail.list.find((i) => i.itemId === itemIds[1])).toMatchObject({ backStatus: '3', backReason: '已配货装箱' });
    const list = await apiFor(h.app, buyer).orders.list('all', 1);
    const entry = list.list.find((e) => e.main.mainId === mainId)!;
    expect(entry.order.list.find((i) => i.itemId === itemIds[1])).toMatchObject({ backStatus: '3', backReason: '已配货装箱' });

    expect(await settle(desk(peihuo).approve({ itemId: itemIds[1]! }))).toMatchObject({
      code: 400,
      msg: CANCELLATION_MESSAGES.alreadyRejected,
    });
    // The buyer cannot ask again either.
    expect((await apiFor(h.app, buyer).orders.backOrder(itemIds[1]!)).msg).toBe('该商品撤销失败，不能再次申请');
    expect((await desk(admin).list({ state: 'rejected' })).list.map((r) => r.itemId)).toContain(itemIds[1]);
  });
});

describe('list', () => {
  it('pages on the server and filters by date, session and keyword (order number, buyer phone or name, variety)', async () => {
    const { itemIds } = await placeOrder(3, 9);
    for (const id of itemIds) await requestCancellation(id);
    const all = await desk(peihuo).list({ limit: 2 });
    expect(all.list).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const page2 = await desk(peihuo).list({ limit: 2, page: 2 });
    expect(page2.list.map((r) => r.itemId)).not.toContain(all.list[0]!.itemId);
    expect((await desk(peihuo).list({ date: '2026-11-17', session: 'C' })).total).toBe(all.total);
    expect((await desk(peihuo).list({ session: 'A' })).list.every((r) => r.session === 'A')).toBe(true);
    expect((await desk(peihuo).list({ date: '2020-01-01' })).total).toBe(0);
    expect((await desk(peihuo).list({ keyword: DEMO_BUYER.phone })).total).toBe(all.total);
    expect((await desk(peihuo).list({ keyword: SECOND_BUYER.phone })).total).toBe(0);
    const flower = all.list[0]!.flwName;
    expect((await desk(peihuo).list({ keyword: flower })).list.every((r) => r.flwName.includes(flower))).toBe(true);
  });

  it('shows the reason of every rejected request, the seeded one included', async () => {
    const rejected = await desk(peihuo).list({ state: 'rejected', date: 'all', limit: 100 });
    expect(rejected.total).toBeGreaterThan(0);
    for (const row of rejected.list) expect(row.reason, row.orderNo).not.toBe('');
  });

  it('starts at the current auction date like 订单履约 (and says which); all lists every date', async () => {
    const { mainId, itemIds } = await placeOrder(1, 12);
    await requestCancellation(itemIds[0]!);
    await h.db.update(t.orders).set({ auctionDate: '2026-11-16' }).where(eq(t.orders.id, mainId));
    const today = await desk(peihuo).list({ limit: 100 });
    expect(today.auctionDate).toBe('2026-11-17');
    expect(today.list.every((r) => r.auctionDate === '2026-11-17')).toBe(true);
    expect(today.list.map((r) => r.itemId)).not.toContain(itemIds[0]);
    const every = await desk(peihuo).list({ date: 'all', limit: 100 });
    expect(every.auctionDate).toBe('');
    expect(every.list.map((r) => r.itemId)).toContain(itemIds[0]);
    expect((await desk(peihuo).list({ date: '2026-11-16' })).list.map((r) => r.itemId)).toEqual([itemIds[0]]);
  });
});

/** Approves the cancellation of each item in turn (the buyer asks, 配货发货 approves). */
async function cancelAll(itemIds: readonly number[]) {
  for (const itemId of itemIds) {
    await requestCancellation(itemId);
    await desk(peihuo).approve({ itemId });
  }
}

describe('an order whose every item was cancelled', () => {
  it('leaves the 订单履约 list (待配货 and every status) and the pick list, and 开始配货 refuses it; one item left keeps it there', async () => {
    const orders = adminOrdersApi(apiFor(h.app, peihuo).client);
    const { mainId, itemIds } = await placeOrder(2, 12);
    const [order] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    const listed = async (status?: 'picking') =>
      (await orders.list({ auctionDate: order!.auctionDate, keyword: order!.orderNo, ...(status ? { status } : {}) })).list.map(
        (r) => r.mainId,
      );
    const picked = async () =>
      (await orders.pickList({ auctionDate: order!.auctionDate, keyword: order!.orderNo })).list.map((r) => r.mainId);

    // One item cancelled, one standing: still to fulfil.
    await cancelAll([itemIds[0]!]);
    expect(await listed('picking')).toEqual([mainId]);
    expect(await picked()).toEqual([mainId]);

    // The last one too: nothing left to pick, ship or deliver.
    await cancelAll([itemIds[1]!]);
    expect(await listed('picking')).toEqual([]);
    expect(await listed()).toEqual([]);
    expect(await picked()).toEqual([]);
    const auditsBefore = await auditCount();
    expect(await orders.startPicking({ mainIds: [mainId] })).toMatchObject({
      moved: 0,
      refused: 1,
      results: [{ mainId, moved: false, msg: FULFILMENT_MESSAGES.cancelled }],
    });
    const [still] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    expect(still!.status).toBe(order!.status);
    expect(await auditCount()).toBe(auditsBefore);
    expect(ORDER_CANCELLED_LABEL).toBe('已撤销');
  });

  it('reads 已撤销 to the buyer (list, detail, search) and on the 买家 and 撤销审核 desks; partly cancelled it does not', async () => {
    const { mainId, itemIds } = await placeOrder(2, 14);
    const [order] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    const own = apiFor(h.app, buyer).orders;
    const seen = async () => {
      const entry = (await own.list('all', 1, 50)).list.find((e) => e.main.mainId === mainId)!;
      const rows = (await own.search(order!.orderNo, 1, 50)).list.filter((r) => r.mainId === mainId);
      const buyerDesk = (await adminBuyersApi(apiFor(h.app, admin).client).orders(order!.buyerId, 1, 50)).list.find(
        (r) => r.id === mainId,
      )!;
      const requests = (await desk(admin).list({ keyword: order!.orderNo, state: 'approved' })).list;
      return {
        list: entry.main.cancelled,
        detail: (await own.detail(mainId)).main.cancelled,
        search: rows.map((r) => r.cancelled),
        buyerDesk: buyerDesk.statusName,
        cancellationDesk: requests.map((r) => r.orderStatusLabel),
      };
    };
    await cancelAll([itemIds[0]!]);
    expect(await seen()).toEqual({
      list: false,
      detail: false,
      search: [false, false],
      buyerDesk: '订单配货中',
      cancellationDesk: ['订单配货中'],
    });
    await cancelAll([itemIds[1]!]);
    expect(await seen()).toEqual({
      list: true,
      detail: true,
      search: [true, true],
      buyerDesk: ORDER_CANCELLED_LABEL,
      cancellationDesk: [ORDER_CANCELLED_LABEL, ORDER_CANCELLED_LABEL],
    });
  });
});

describe('the coupon of a cancelled order', () => {
  const wallet = () => couponsApi(apiFor(h.app, buyer).client);

  async function giveCoupon(code: string, endTime: Date) {
    const { id } = await buyerRow();
    await h.db.insert(t.coupons).values({ couponCode: code, buyerId: id, setValueFen: 300, minAmountFen: 0, useLimit: 1, endTime });
  }
  async function couponOf(code: string) {
    const [row] = await h.db.select().from(t.coupons).where(eq(t.coupons.couponCode, code));
    return row!;
  }
  const codesOf = async (type: 1 | 2) => (await wallet().page({ page: 1, limit: 50, type })).list;

  it('stays used while items remain (partial cancellation), and is usable again once the whole order is cancelled, in the same approval', async () => {
    const code = 'TEST-RETURN-3';
    await giveCoupon(code, new Date(h.clock.now().getTime() + 30 * 86_400_000));
    const { mainId, itemIds } = await placeOrder(2, 14, code);
    const [order] = await h.db.select().from(t.orders).where(eq(t.orders.id, mainId));
    expect(order).toMatchObject({ couponCode: code, feeCoupon: 300 });
    expect(await couponOf(code)).toMatchObject({ usedOrderId: mainId });
    expect((await couponOf(code)).usedAt).not.toBeNull();

    await cancelAll([itemIds[0]!]);
    expect(await couponOf(code)).toMatchObject({ usedOrderId: mainId });
    expect((await codesOf(2)).find((c) => c.couponCode === code)).toMatchObject({ state: 'used', usedOrderNo: order!.orderNo });
    expect((await codesOf(1)).map((c) => c.couponCode)).not.toContain(code);

    await cancelAll([itemIds[1]!]);
    expect(await couponOf(code)).toMatchObject({ usedAt: null, usedOrderId: null });
    expect((await codesOf(1)).find((c) => c.couponCode === code)).toMatchObject({ state: 'usable', usedOrderNo: '' });
    const audits = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'cancellation.approve'));
    const last = audits.find((a) => a.entityIds[0] === itemIds[1]);
    expect(last!.after).toMatchObject({ couponReturned: code });
    expect(audits.find((a) => a.entityIds[0] === itemIds[0])!.after).not.toHaveProperty('couponReturned');

    // Usable again: a new order takes it.
    const again = await placeOrder(1, 16, code);
    expect(await couponOf(code)).toMatchObject({ usedOrderId: again.mainId });
  });

  it('returns an expired coupon as expired, not used and not usable', async () => {
    const code = 'TEST-RETURN-EXPIRED';
    await giveCoupon(code, new Date(h.clock.now().getTime() + 86_400_000));
    const { itemIds } = await placeOrder(1, 18, code);
    // It runs out while the order waits (set in the database: the clock stays in the trading session).
    await h.db
      .update(t.coupons)
      .set({ endTime: new Date(h.clock.now().getTime() - 60_000) })
      .where(eq(t.coupons.couponCode, code));
    await cancelAll(itemIds);
    expect(await couponOf(code)).toMatchObject({ usedAt: null, usedOrderId: null });
    expect((await codesOf(2)).find((c) => c.couponCode === code)).toMatchObject({ state: 'expired' });
    expect((await codesOf(1)).map((c) => c.couponCode)).not.toContain(code);
  });
});
