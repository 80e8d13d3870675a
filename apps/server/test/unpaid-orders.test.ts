/**
 * The unpaid operator order (待付款, issue 18): the buyer sees it as 待付款 and 代下单 and pays it (pay-order, ours
 * beyond the spec) once; 财务 settle it (代扣付款) with an audit row; it is neither packed nor shipped until paid; a
 * cancelled item of it refunds nothing but returns its stems; it still holds the stock it took; the books stay exact.
 *
 * The unpaid orders are made as the operator's submit makes them (stock taken, paid_at null, placed_by
 * operator:<signId>) by a fixture: setup data, not a stand-in for any of our calls.
 */
import {
  adminBuyersApi,
  adminCancellationsApi,
  adminOrdersApi,
  afterSalesApi,
  API_CODES,
  orderRoutes,
  type OrderPayment,
} from '@huashi/api';
import {
  AUTO_COMPLETE_MS,
  ORDER_PAYMENT_MESSAGES,
  auditChanges,
  auditTargetText,
  orderStatusLabel,
  placedByOperator,
  settleShortText,
} from '@huashi/domain';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import * as t from '../src/db/schema';
import { issueOperatorSign } from '../src/operators/sign';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { advanceOrderOneStep } from '../src/services/fulfilment';
import { runAutoComplete } from '../src/services/autoComplete';
import { ledgerMismatches } from '../src/services/ledger';
import { apiFor, endpointEnvelope, settle } from './client';
import { createTestApp, type TestApp } from './harness';
import { adminCancellationEndpoints } from '@huashi/api/contracts';

let h: TestApp;
let demo: string;
let second: string;
let demoId: number;
let secondId: number;
let caiwu: string;
let kefu: string;
let peihuo: string;
let admin: string;
let signId: number;
const SIGN_LABEL = '调配员小李';

const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

async function staffToken(who: { loginName: string; password: string }, ip: string): Promise<string> {
  return h.staffLogin(who, { ip });
}

const buyerDesk = (token: string) => adminBuyersApi(apiFor(h.app, token).client);
const ordersDesk = (token: string) => adminOrdersApi(apiFor(h.app, token).client);

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  const rows = await h.db.select({ id: t.buyers.id, phone: t.buyers.phone }).from(t.buyers);
  demoId = rows.find((r) => r.phone === DEMO_BUYER.phone)!.id;
  secondId = rows.find((r) => r.phone === SECOND_BUYER.phone)!.id;
  caiwu = await staffToken(CAIWU, '10.2.0.1');
  kefu = await staffToken(KEFU, '10.2.0.2');
  peihuo = await staffToken(PEIHUO, '10.2.0.3');
  admin = await staffToken(ADMIN, '10.2.0.4');
  const sign = await issueOperatorSign(h.db, h.clock, { label: SIGN_LABEL, ttlHours: 8 });
  signId = Number(sign.split('.')[0]);
});
afterAll(async () => {
  await h?.close();
});

let serial = 0;

/** A lot of the day with stock for `stems` more stems. */
async function lotWithStock(stems: number, skip = 0) {
  const [lot] = await h.db
    .select()
    .from(t.stockLots)
    .where(and(eq(t.stockLots.auctionDate, '2026-11-17'), gte(t.stockLots.nowStock, stems)))
    .orderBy(desc(t.stockLots.nowStock), t.stockLots.id)
    .offset(skip)
    .limit(1);
  return lot!;
}

/**
 * An unpaid operator order of `buyerId` as the operator's submit places it: stock taken in the same transaction,
 * paid_at null, placed_by operator:<signId>; `lines` bundles of lots; the payment is the goods (no fees).
 */
async function unpaidOrder(buyerId: number, lines: { bundles: number; skip?: number }[]) {
  serial += 1;
  const orderNo = `OP20261117${String(serial).padStart(7, '0')}`;
  return h.db.transaction(async (tx) => {
    const picked = [];
    for (const line of lines) {
      const probe = await lotWithStock(1, line.skip ?? 0);
      const stems = probe.stemsPerBunch * line.bundles;
      const [taken] = await tx
        .update(t.stockLots)
        .set({ nowStock: sql`${t.stockLots.nowStock} - ${stems}` })
        .where(and(eq(t.stockLots.id, probe.id), gte(t.stockLots.nowStock, stems)))
        .returning();
      picked.push({ lot: taken!, stems, bundles: line.bundles, goodsFen: taken!.salePriceFen * stems });
    }
    const goodsFen = picked.reduce((s, p) => s + p.goodsFen, 0);
    const [order] = await tx
      .insert(t.orders)
      .values({
        orderNo,
        buyerId,
        status: 1,
        session: picked[0]!.lot.session,
        auctionDate: picked[0]!.lot.auctionDate,
        rcvUser: '李花语',
        rcvPhone: '13800000001',
        rcvPname: '云南省',
        rcvCname: '昆明市',
        rcvZname: '五华区',
        rcvAddress: '篆塘路18号',
        deliveryType: 1,
        preWeightGrams: 1000,
        feeGoods: goodsFen,
        feePayment: goodsFen,
        placedBy: placedByOperator(signId),
        paidAt: null,
        createdAt: h.clock.now(),
      })
      .returning();
    const items = await tx
      .insert(t.orderItems)
      .values(
        picked.map(({ lot, stems, bundles, goodsFen: fen }) => ({
          orderId: order!.id,
          stockId: lot.id,
          flwCode: lot.flwCode,
          flwName: '卡罗拉',
          cateName: '玫瑰',
          levelName: lot.levelName,
          lengthCode: lot.lengthCode,
          openCode: lot.openCode,
          supplierId: lot.supplierId,
          supplierName: '斗南花农',
          productImage: '',
          buyPriceFen: lot.salePriceFen,
          stemsPerBunch: lot.stemsPerBunch,
          buyQty: bundles,
          buyQtyAll: stems,
          feeGoods: fen,
          weightGrams: 500,
        })),
      )
      .returning();
    return { mainId: order!.id, orderNo, paymentFen: goodsFen, items, lots: picked.map((p) => p.lot) };
  });
}

const buyerRow = async (id: number) => (await h.db.select().from(t.buyers).where(eq(t.buyers.id, id)))[0]!;
const orderRow = async (id: number) => (await h.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const lotStock = async (id: number) =>
  (await h.db.select({ n: t.stockLots.nowStock }).from(t.stockLots).where(eq(t.stockLots.id, id)))[0]!.n;
const ledgerRows = async (orderNo: string) =>
  h.db
    .select()
    .from(t.balanceLedger)
    .where(and(eq(t.balanceLedger.refType, 'order'), eq(t.balanceLedger.refId, orderNo)));

/** Credits the buyer through the 买家 desk's 现金充值 (a ledger row, as the counter does). */
async function credit(buyerId: number, fen: number) {
  if (fen <= 0) return;
  await buyerDesk(caiwu).adjust({ buyerId, direction: 'credit', amount: (fen / 100).toFixed(2), reason: '柜台现金付款' });
}

/** Brings the buyer's usable balance to exactly `fen` (debit or credit through the desk). */
async function setUsable(buyerId: number, fen: number) {
  const b = await buyerRow(buyerId);
  const usable = b.balanceFen - b.frozenFen;
  if (usable > fen) {
    await buyerDesk(caiwu).adjust({ buyerId, direction: 'debit', amount: ((usable - fen) / 100).toFixed(2), reason: '测试扣减' });
  } else await credit(buyerId, fen - usable);
}

const pay = (token: string, mainId: number) => settle(apiFor(h.app, token).orders.payOrder(mainId));

describe("the buyer's views of an unpaid operator order", () => {
  it('list, detail and search say 待付款 and 代下单; the buyer’s own orders say neither', async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 2 }]);
    const api = apiFor(h.app, demo).orders;
    const list = await api.list('all', 1, 50);
    const entry = list.list.find((e) => e.main.mainId === order.mainId)!;
    expect(entry.main).toMatchObject({ unpaid: true, agentPlaced: true, status: 1 });
    expect(list.list.filter((e) => e.main.mainId !== order.mainId).every((e) => !e.main.agentPlaced && !e.main.unpaid)).toBe(true);
    const detail = (await api.detail(order.mainId)).main;
    expect(detail).toMatchObject({ unpaid: true, agentPlaced: true, status: 1 });
    const found = await api.search(order.orderNo, 1);
    expect(found.list[0]).toMatchObject({ mainId: order.mainId, unpaid: true, agentPlaced: true, status: 1 });
    // What the buyer reads as its status (the answers' status with unpaid): 待付款, never 订单配货中 / 待收货.
    expect(orderStatusLabel(entry.main.status, entry.main)).toBe('待付款');
    expect(orderStatusLabel(detail.status, detail)).toBe('待付款');
    expect(orderStatusLabel(found.list[0]!.status, found.list[0]!)).toBe('待付款');
  });

  it('once paid, the same order reads 订单配货中 again', async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 1 }]);
    await setUsable(demoId, order.paymentFen);
    expect((await pay(demo, order.mainId)).code).toBe(200);
    const detail = (await apiFor(h.app, demo).orders.detail(order.mainId)).main;
    expect(detail).toMatchObject({ unpaid: false, agentPlaced: true, status: 1 });
    expect(orderStatusLabel(detail.status, detail)).toBe('订单配货中');
  });
});

describe('pay-order (the buyer pays from /order)', () => {
  it('debits exactly the payment once, writes one ledger row naming the order, and marks it paid', async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 3 }]);
    await setUsable(demoId, order.paymentFen + 1_234);
    const before = await buyerRow(demoId);
    const first = await pay(demo, order.mainId);
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({
      mainId: order.mainId,
      orderNo: order.orderNo,
      amount: (order.paymentFen / 100).toFixed(2),
      balance: '12.34',
      paidNow: true,
      paidTime: '2026-11-17 11:45:00',
    } satisfies Partial<OrderPayment>);
    // Twice (a double click, a second tab): the money is taken once.
    const again = await pay(demo, order.mainId);
    expect(again.code).toBe(200);
    expect(again.data).toMatchObject({ paidNow: false, amount: '0.00', balance: '12.34' });
    const after = await buyerRow(demoId);
    expect(before.balanceFen - after.balanceFen).toBe(order.paymentFen);
    const rows = await ledgerRows(order.orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ioValueFen: -order.paymentFen,
      ioNotice: `支付订单（订单${order.orderNo}）`,
      balanceAfterFen: after.balanceFen,
    });
    expect((await orderRow(order.mainId)).paidAt).toEqual(h.clock.now());
    expect((await apiFor(h.app, demo).orders.detail(order.mainId)).main.unpaid).toBe(false);
  });

  it('answers the message of each outcome', async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 1 }]);
    await setUsable(demoId, order.paymentFen);
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: `/api${orderRoutes.payOrder.path}`,
        headers: { authorization: `Bearer ${demo}` },
        payload: { mainId: order.mainId },
      });
    expect((await send()).json()).toMatchObject({ code: 200, msg: ORDER_PAYMENT_MESSAGES.paid });
    expect((await send()).json()).toMatchObject({ code: 200, msg: ORDER_PAYMENT_MESSAGES.alreadyPaid });
  });

  it('two payments at once take the money once', async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 1 }]);
    await setUsable(demoId, order.paymentFen * 3);
    const before = await buyerRow(demoId);
    const results = await Promise.all([pay(demo, order.mainId), pay(demo, order.mainId), pay(demo, order.mainId)]);
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(results.filter((r) => r.data.paidNow)).toHaveLength(1);
    expect(before.balanceFen - (await buyerRow(demoId)).balanceFen).toBe(order.paymentFen);
    expect(await ledgerRows(order.orderNo)).toHaveLength(1);
  });

  it('refuses a balance short of the payment with 您的账户余额不足 (411) and takes nothing', async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 2 }]);
    await setUsable(demoId, order.paymentFen - 1);
    const before = await buyerRow(demoId);
    const refused = await pay(demo, order.mainId);
    expect(refused).toMatchObject({
      code: API_CODES.insufficientBalance,
      msg: '您的账户余额不足',
      data: { balance: ((order.paymentFen - 1) / 100).toFixed(2), amount: (order.paymentFen / 100).toFixed(2) },
    });
    expect((await buyerRow(demoId)).balanceFen).toBe(before.balanceFen);
    expect(await ledgerRows(order.orderNo)).toHaveLength(0);
    expect((await orderRow(order.mainId)).paidAt).toBeNull();
  });

  it("answers another buyer's order, an unknown one and a malformed id as 订单不存在, and takes nothing", async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 1 }]);
    await setUsable(secondId, order.paymentFen * 2);
    const before = await buyerRow(secondId);
    for (const mainId of [order.mainId, 987_654] as const) {
      expect(await pay(second, mainId)).toMatchObject({ code: 404, msg: '订单不存在' });
    }
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${orderRoutes.payOrder.path}`,
      headers: { authorization: `Bearer ${second}` },
      payload: { mainId: 'x' },
    });
    expect(res.json()).toMatchObject({ code: 404, msg: '订单不存在' });
    expect((await buyerRow(secondId)).balanceFen).toBe(before.balanceFen);
    expect((await orderRow(order.mainId)).paidAt).toBeNull();
    const visitor = await h.app.inject({ method: 'POST', url: `/api${orderRoutes.payOrder.path}`, payload: { mainId: order.mainId } });
    expect(visitor.statusCode).toBe(401);
  });

  it('an order the buyer placed and paid answers as paid and takes nothing', async () => {
    const [own] = await h.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.buyerId, demoId), eq(t.orders.placedBy, 'buyer')))
      .limit(1);
    const before = await buyerRow(demoId);
    expect(await pay(demo, own!.id)).toMatchObject({ code: 200, data: { paidNow: false, amount: '0.00' } });
    expect((await buyerRow(demoId)).balanceFen).toBe(before.balanceFen);
  });
});

describe('the export of an unpaid order', () => {
  it('says 待付款 and 代下单 by the status and 应付 for the amount', async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 1 }]);
    const { link } = await apiFor(h.app, demo).orders.exportLink(order.mainId);
    const url = new URL(link);
    const file = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const summary = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets['订单信息']!, { header: 1 });
    expect(summary).toContainEqual(['订单状态', '待付款 · 代下单']);
    expect(summary.flat().join(' ')).not.toMatch(/配货中|实付/);
    expect(summary).toContainEqual(['应付金额(元)', order.paymentFen / 100]);
  });
});

describe('unpaid, it holds its stock', () => {
  it('the stems it took stay taken while unpaid and after payment', async () => {
    const lot = await lotWithStock(1, 2);
    const stock = await lotStock(lot.id);
    const order = await unpaidOrder(secondId, [{ bundles: 2, skip: 2 }]);
    const taken = order.items[0]!.buyQtyAll;
    expect(await lotStock(lot.id)).toBe(stock - taken);
    await setUsable(secondId, order.paymentFen);
    expect((await pay(second, order.mainId)).code).toBe(200);
    expect(await lotStock(lot.id)).toBe(stock - taken);
  });
});

describe('the back office', () => {
  it('the 订单履约 desk and the 买家 desk show 待付款 and 代下单 with the sign’s label', async () => {
    const order = await unpaidOrder(secondId, [{ bundles: 1 }]);
    const page = await ordersDesk(peihuo).list({ auctionDate: (await orderRow(order.mainId)).auctionDate, keyword: order.orderNo });
    expect(page.list.find((r) => r.mainId === order.mainId)).toMatchObject({
      unpaid: true,
      statusLabel: '待付款',
      placedByLabel: `代下单（${SIGN_LABEL}）`,
    });
    const orders = await buyerDesk(kefu).orders(secondId, 1, 100);
    expect(orders.list.find((r) => r.id === order.mainId)).toMatchObject({
      unpaid: true,
      status: 1,
      statusName: '待付款',
      placedByLabel: `代下单（${SIGN_LABEL}）`,
    });
    // The buyer's own orders name no sign.
    const own = await buyerDesk(kefu).orders(demoId, 1, 100);
    expect(own.list.some((r) => r.placedByLabel === '' && !r.unpaid)).toBe(true);
  });

  it('stays off the pick list and out of 待配货 until paid; 待付款 is its own filter', async () => {
    const order = await unpaidOrder(secondId, [{ bundles: 2 }]);
    const { auctionDate, session } = await orderRow(order.mainId);
    const picks = async () =>
      (await ordersDesk(peihuo).pickList({ auctionDate, session, keyword: order.orderNo })).list.filter((l) => l.mainId === order.mainId);
    const listed = async (status: 'unpaid' | 'picking') =>
      (await ordersDesk(peihuo).list({ auctionDate, status, keyword: order.orderNo })).list.map((r) => r.mainId);
    expect(await picks()).toEqual([]);
    expect(await listed('picking')).not.toContain(order.mainId);
    expect(await listed('unpaid')).toEqual([order.mainId]);
    // Paid, it joins the pick list and 待配货 and leaves 待付款.
    await setUsable(secondId, order.paymentFen);
    expect((await pay(second, order.mainId)).code).toBe(200);
    expect((await picks()).map((l) => l.bundles)).toEqual([2]);
    expect(await listed('picking')).toEqual([order.mainId]);
    expect(await listed('unpaid')).toEqual([]);
  });

  it('开始配货 and 发货 refuse an unpaid order with the reason; once paid it moves on', async () => {
    const order = await unpaidOrder(secondId, [{ bundles: 1 }]);
    const picking = await ordersDesk(peihuo).startPicking({ mainIds: [order.mainId] });
    expect(picking.results[0]).toMatchObject({ moved: false, msg: ORDER_PAYMENT_MESSAGES.unpaidNoFulfilment });
    const shipping = await ordersDesk(peihuo).ship({ orders: [{ mainId: order.mainId }] });
    expect(shipping.results[0]).toMatchObject({ moved: false, msg: ORDER_PAYMENT_MESSAGES.unpaidNoFulfilment });
    await expect(advanceOrderOneStep(h.db, h.clock, order.mainId)).resolves.toBe(2);
    await expect(advanceOrderOneStep(h.db, h.clock, order.mainId)).rejects.toThrow(ORDER_PAYMENT_MESSAGES.unpaidNoFulfilment);
    expect((await orderRow(order.mainId)).status).toBe(2);
    await setUsable(secondId, order.paymentFen);
    expect((await pay(second, order.mainId)).code).toBe(200);
    expect((await ordersDesk(peihuo).startPicking({ mainIds: [order.mainId] })).results[0]).toMatchObject({ moved: true, status: 3 });
  });

  it('代扣付款: 财务 settle it from the balance with an audit row; 客服 and 配货发货 may not; short → refused with the balance', async () => {
    const order = await unpaidOrder(secondId, [{ bundles: 2 }]);
    await setUsable(secondId, 500);
    expect(await settle(buyerDesk(caiwu).settleOrder({ buyerId: secondId, mainId: order.mainId }))).toMatchObject({
      code: 400,
      msg: settleShortText(500, order.paymentFen),
    });
    expect((await orderRow(order.mainId)).paidAt).toBeNull();
    expect(await settle(buyerDesk(kefu).settleOrder({ buyerId: secondId, mainId: order.mainId }))).toMatchObject({ code: 403 });
    expect(await settle(buyerDesk(peihuo).settleOrder({ buyerId: secondId, mainId: order.mainId }))).toMatchObject({ code: 403 });
    // Not this buyer's order: not found.
    expect(await settle(buyerDesk(caiwu).settleOrder({ buyerId: demoId, mainId: order.mainId }))).toMatchObject({ code: 404 });

    // Counter cash first (现金充值), then 代扣付款.
    await credit(secondId, order.paymentFen);
    const before = await buyerRow(secondId);
    const done = await settle(buyerDesk(caiwu).settleOrder({ buyerId: secondId, mainId: order.mainId }));
    expect(done).toMatchObject({ code: 200, data: { paidNow: true, balance: '5.00', amount: (order.paymentFen / 100).toFixed(2) } });
    // Paid, the 买家 desk reads its status as before: 订单配货中.
    expect((await buyerDesk(caiwu).orders(secondId, 1, 100)).list.find((r) => r.id === order.mainId)).toMatchObject({
      unpaid: false,
      statusName: '订单配货中',
    });
    expect(await settle(buyerDesk(admin).settleOrder({ buyerId: secondId, mainId: order.mainId }))).toMatchObject({
      code: 200,
      data: { paidNow: false },
    });
    expect(before.balanceFen - (await buyerRow(secondId)).balanceFen).toBe(order.paymentFen);
    const [row] = await ledgerRows(order.orderNo);
    expect(row).toMatchObject({ ioValueFen: -order.paymentFen, ioNotice: `代扣付款（订单${order.orderNo}）` });
    const audits = await h.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'order.settle-payment'), sql`${t.auditLog.entityIds} @> ${JSON.stringify([order.mainId])}::jsonb`));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: 'order', after: { payment: (order.paymentFen / 100).toFixed(2), balance: '5.00' } });
    // The 操作记录 names the order by its number, once: the buyer's id recorded after it is not an order (issue 26).
    const trail = (await apiFor(h.app, admin).staff.audit({ action: 'order.settle-payment' })).list;
    const entry = trail.find((e) => e.entityIds[0] === order.mainId);
    expect(entry).toMatchObject({ entityIds: [order.mainId, secondId], orderNos: [order.orderNo] });
    expect(auditTargetText(entry!.entity, entry!.entityIds, entry!.orderNos)).toBe(`订单 ${order.orderNo}`);
    const changes = auditChanges(entry!.before, entry!.after, entry!.entity);
    expect(changes.find((c) => c.field === 'balance')).toMatchObject({ name: '余额', after: '￥5.00' });
    expect(changes.find((c) => c.field === 'paidAt')!.after).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('cancelling items of an unpaid order', () => {
  it('refunds nothing, returns the stems, lowers what is owed; the last item leaves nothing to pay', async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 2 }, { bundles: 1, skip: 1 }]);
    const [first, last] = order.items;
    const stocks = await Promise.all(order.lots.map((l) => lotStock(l.id)));
    const balance = (await buyerRow(demoId)).balanceFen;
    const cancel = adminCancellationsApi(apiFor(h.app, admin).client);
    const api = apiFor(h.app, demo).orders;

    expect((await api.backOrder(first!.id)).code).toBe(200);
    const pending = await cancel.list({ state: 'pending', keyword: order.orderNo });
    expect(pending.list.find((r) => r.itemId === first!.id)).toMatchObject({ refund: '0.00', orderStatusLabel: '待付款', unpaid: true });
    // The answer does not say money went back (nothing was paid).
    const answer = await endpointEnvelope(apiFor(h.app, admin).client, adminCancellationEndpoints.approve, {
      itemId: first!.id,
    });
    expect(answer.msg).toBe('已同意撤销，无需退款');
    const decided = answer.data;
    expect(decided.balance).toBe((balance / 100).toFixed(2));
    expect((await buyerRow(demoId)).balanceFen).toBe(balance);
    expect(await lotStock(order.lots[0]!.id)).toBe(stocks[0]! + first!.buyQtyAll);
    const afterFirst = await orderRow(order.mainId);
    expect(afterFirst.feePayment).toBe(order.paymentFen - first!.feeGoods);
    expect(afterFirst.paidAt).toBeNull();
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, first!.id));
    expect(item!.refundFen).toBe(0);

    expect((await api.backOrder(last!.id)).code).toBe(200);
    // The last item would return the fees of a paid order; of an unpaid one, nothing.
    const lastPending = await cancel.list({ state: 'pending', keyword: order.orderNo });
    expect(lastPending.list.find((r) => r.itemId === last!.id)).toMatchObject({ refund: '0.00', refundsFees: false });
    await cancel.approve({ itemId: last!.id });
    expect(await lotStock(order.lots[1]!.id)).toBe(stocks[1]! + last!.buyQtyAll);
    const settled = await orderRow(order.mainId);
    expect(settled).toMatchObject({ feePayment: 0 });
    expect(settled.paidAt).not.toBeNull();
    expect((await buyerRow(demoId)).balanceFen).toBe(balance);
    expect(
      await h.db
        .select({ n: count() })
        .from(t.balanceLedger)
        .where(eq(t.balanceLedger.refId, String(first!.id))),
    ).toEqual([{ n: 0 }]);
  });

  it('after payment, a cancelled item refunds its share as any paid order does', async () => {
    const order = await unpaidOrder(demoId, [{ bundles: 2 }, { bundles: 1, skip: 1 }]);
    await setUsable(demoId, order.paymentFen);
    expect((await pay(demo, order.mainId)).code).toBe(200);
    const before = (await buyerRow(demoId)).balanceFen;
    const item = order.items[0]!;
    expect((await apiFor(h.app, demo).orders.backOrder(item.id)).code).toBe(200);
    await adminCancellationsApi(apiFor(h.app, admin).client).approve({ itemId: item.id });
    expect((await buyerRow(demoId)).balanceFen - before).toBe(item.feeGoods);
  });
});

describe('after-sales and the 72-hour job', () => {
  it('an unpaid order is never claimable nor completed by the job', async () => {
    const order = await unpaidOrder(secondId, [{ bundles: 1 }]);
    const info = await afterSalesApi(apiFor(h.app, second).client).formInfo(order.mainId, order.items[0]!.id);
    expect(info.claimable).toBe(0);
    expect(info.refusal).not.toBe('');
    // Even a row forced to look delivered long ago (no call can make it so) is left alone by the job.
    await h.db
      .update(t.orders)
      .set({ status: 4, showTime: new Date(h.clock.now().getTime() - AUTO_COMPLETE_MS - 60_000) })
      .where(eq(t.orders.id, order.mainId));
    expect(await runAutoComplete(h.db, h.clock.now(), [order.mainId])).toBe(0);
    expect((await orderRow(order.mainId)).status).toBe(4);
    await h.db.update(t.orders).set({ status: 1, showTime: null }).where(eq(t.orders.id, order.mainId));
  });
});

describe('the books', () => {
  it('balance = sum of the ledger for every buyer after all of the above', async () => {
    expect((await ledgerMismatches(h.db)).mismatches).toEqual([]);
  });
});
