/**
 * The 订单履约 desk (issue 15): guards, the list and pick list, the batch actions checked against the current status,
 * the buyer's views at once, one audit row per order moved, and the 72-hour completion job (idempotent, once per
 * order with two instances).
 */
import { adminOrderRoutes, adminOrdersApi, type BatchResult } from '@huashi/api';
import { devEndpoints } from '@huashi/api/contracts';
import { auditActionName, AUTO_COMPLETE_MS, FULFILMENT_MESSAGES, STAFF_MESSAGES } from '@huashi/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client';
import * as t from '../src/db/schema';
import { issueOperatorSign } from '../src/operators/sign';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { runAutoComplete } from '../src/services/autoComplete';
import { apiFor, endpointEnvelope, settle } from './client';
import { copySeededOrder } from './fixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let demo: string;
let demoId: number;
let peihuo: string;
let admin: string;
let caiwu: string;
let kefu: string;
let peihuoId: number;

/** A day no seeded order has: every order of these tests is made on it. */
const DAY = '2026-12-01';

const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

async function staffToken(who: { loginName: string; password: string }, ip: string): Promise<string> {
  return h.staffLogin(who, { ip });
}

const desk = (token: string | null) => adminOrdersApi(apiFor(h.app, token).client);

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  const [buyer] = await h.db.select({ id: t.buyers.id }).from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone));
  demoId = buyer!.id;
  peihuo = await staffToken(PEIHUO, '10.1.0.1');
  admin = await staffToken(ADMIN, '10.1.0.2');
  caiwu = await staffToken(CAIWU, '10.1.0.3');
  kefu = await staffToken(KEFU, '10.1.0.4');
  const [member] = await h.db.select({ id: t.staff.id }).from(t.staff).where(eq(t.staff.loginName, PEIHUO.loginName));
  peihuoId = member!.id;
});
afterAll(async () => {
  await h?.close();
});

let serial = 0;

/**
 * A fresh order of a buyer on DAY (copied from a seeded status-1 order of the demo buyer), with one item of backStatus
 * 1 and the delivery way asked for.
 */
async function freshOrder(opts: { deliveryType?: 1 | 2; session?: 'A' | 'C'; status?: 1 | 2; buyerId?: number } = {}) {
  serial += 1;
  const orderNo = `FUL${DAY.replace(/-/g, '')}${String(serial).padStart(5, '0')}`;
  const { order, item } = await copySeededOrder(h.db, demoId, {
    orderNo,
    buyerId: opts.buyerId ?? demoId,
    status: opts.status ?? 1,
    session: opts.session ?? 'A',
    auctionDate: DAY,
    deliveryType: opts.deliveryType ?? 2,
    logisCode: null,
    logisNumber: null,
    showTime: null,
    checkTime: null,
    realWeightGrams: null,
    createdAt: h.clock.now(),
  });
  return { mainId: order.id, orderNo, itemId: item.id, flwName: item.flwName, stockId: item.stockId, bundles: item.buyQty };
}

const auditRows = async (action: string, id: number) =>
  (
    await h.db
      .select({ n: count() })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, action), sql`${t.auditLog.entityIds} @> ${JSON.stringify([id])}::jsonb`))
  )[0]!.n;

const orderRow = async (id: number) => (await h.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;

const outcome = (result: BatchResult, mainId: number) => result.results.find((r) => r.mainId === mainId)!;

describe('desk guards', () => {
  it('refuses a visitor, a buyer token and an operator sign (401), 财务 and 客服 (403) on every endpoint; 配货发货 and 管理员 work', async () => {
    const sign = await issueOperatorSign(h.db, h.clock, { label: '测试调配员', ttlHours: 2 });
    const calls: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      [adminOrderRoutes.list.path, 'GET', {}],
      [adminOrderRoutes.pickList.path, 'GET', {}],
      [adminOrderRoutes.startPicking.path, 'POST', { mainIds: [1] }],
      [adminOrderRoutes.ship.path, 'POST', { orders: [{ mainId: 1, carrierCode: 'SF', trackingNumber: 'SF1234567' }] }],
      [adminOrderRoutes.deliver.path, 'POST', { mainIds: [1] }],
      [adminOrderRoutes.detail.path, 'GET', {}],
    ];
    const audits = (await h.db.select({ n: count() }).from(t.auditLog))[0]!.n;
    for (const [path, method, payload] of calls) {
      const url = `/api${path}${method === 'GET' ? `?auctionDate=${DAY}` : ''}`;
      const send = (headers: Record<string, string>, suffix = '') =>
        h.app.inject({ method, url: url + suffix, headers, ...(method === 'POST' ? { payload } : {}) });
      for (const res of [
        await send({}),
        await send({ authorization: `Bearer ${demo}` }),
        await send({}, `${url.includes('?') ? '&' : '?'}sign=${encodeURIComponent(sign)}`),
      ]) {
        expect(res.statusCode, path).toBe(401);
        expect(res.json()).toMatchObject({ code: 401 });
      }
      for (const token of [caiwu, kefu]) {
        const res = await send({ authorization: `Bearer ${token}` });
        expect(res.statusCode, path).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: STAFF_MESSAGES.forbidden, data: null });
      }
    }
    // Nothing refused left a trace or a change.
    expect((await h.db.select({ n: count() }).from(t.auditLog))[0]!.n).toBe(audits);
    expect((await desk(peihuo).list({ auctionDate: DAY })).total).toEqual(expect.any(Number));
    expect((await desk(admin).pickList({ auctionDate: DAY })).total).toEqual(expect.any(Number));
  });

  it('refuses a batch naming no order or too many, and a malformed auction date, with the desk messages', async () => {
    expect(await settle(desk(peihuo).startPicking({ mainIds: [] }))).toMatchObject({ code: 400, msg: FULFILMENT_MESSAGES.noneSelected });
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(await settle(desk(peihuo).deliver({ mainIds: many }))).toMatchObject({ code: 400, msg: FULFILMENT_MESSAGES.tooMany });
    expect(await settle(desk(peihuo).ship({ orders: [] }))).toMatchObject({ code: 400, msg: FULFILMENT_MESSAGES.noneSelected });
    expect(await settle(desk(peihuo).list({ auctionDate: '12/01' }))).toMatchObject({ code: 400, msg: FULFILMENT_MESSAGES.dateInvalid });
    // A day that has the shape but not the calendar (the database refused it: 500 before) is refused as malformed.
    for (const auctionDate of ['2026-02-30', '2026-13-45']) {
      expect(await settle(desk(peihuo).list({ auctionDate }))).toMatchObject({ code: 400, msg: FULFILMENT_MESSAGES.dateInvalid });
      expect(await settle(desk(admin).pickList({ auctionDate }))).toMatchObject({ code: 400, msg: FULFILMENT_MESSAGES.dateInvalid });
    }
    // No date: the auction date of the server's clock.
    expect((await desk(peihuo).list({})).auctionDate).toBe('2026-11-17');
    expect((await desk(peihuo).pickList({ auctionDate: '' })).auctionDate).toBe('2026-11-17');
  });
});

describe('orders list and pick list', () => {
  it('lists a date and session by status, buyer and keyword (order number, phone, variety), paged on the server', async () => {
    const second = (await h.db.select({ id: t.buyers.id }).from(t.buyers).where(eq(t.buyers.phone, SECOND_BUYER.phone)))[0]!.id;
    const a = await freshOrder({ session: 'C' });
    const b = await freshOrder({ session: 'C', buyerId: second, deliveryType: 1 });
    const api = desk(peihuo);
    const both = await api.list({ auctionDate: DAY, session: 'C' });
    expect(both.list.map((r) => r.mainId)).toEqual(expect.arrayContaining([a.mainId, b.mainId]));
    const rowA = both.list.find((r) => r.mainId === a.mainId)!;
    expect(rowA).toMatchObject({
      orderNo: a.orderNo,
      session: 'C',
      status: 1,
      statusLabel: '待配货',
      buyerPhone: DEMO_BUYER.phone,
      deliveryTypeLabel: '代收',
      bundles: a.bundles,
      logisNumber: '',
      showTime: null,
    });
    expect(rowA.varieties).toContain(a.flwName);
    expect(both.list.find((r) => r.mainId === b.mainId)).toMatchObject({ deliveryTypeLabel: '自提', buyerPhone: SECOND_BUYER.phone });

    expect((await api.list({ auctionDate: DAY, session: 'A', keyword: a.orderNo })).total).toBe(0);
    expect((await api.list({ auctionDate: DAY, keyword: a.orderNo })).list.map((r) => r.mainId)).toEqual([a.mainId]);
    // Letters match whatever their case (ILIKE); a keyword without case (digits, Chinese) is matched by LIKE, the same rows.
    expect((await api.list({ auctionDate: DAY, keyword: a.orderNo.toLowerCase() })).list.map((r) => r.mainId)).toEqual([a.mainId]);
    const byPhone = await api.list({ auctionDate: DAY, session: 'C', keyword: SECOND_BUYER.phone.slice(-6) });
    expect(byPhone.list.map((r) => r.mainId)).toContain(b.mainId);
    expect(byPhone.list.map((r) => r.mainId)).not.toContain(a.mainId);
    expect((await api.list({ auctionDate: DAY, session: 'C', keyword: a.flwName })).list.map((r) => r.mainId)).toContain(a.mainId);
    expect((await api.list({ auctionDate: DAY, session: 'C', buyer: SECOND_BUYER.phone })).list.map((r) => r.mainId)).toEqual([b.mainId]);
    expect((await api.list({ auctionDate: DAY, session: 'C', status: 'packed' })).list.map((r) => r.mainId)).not.toContain(a.mainId);
    expect((await api.list({ auctionDate: DAY, session: 'C', status: 'picking' })).list.map((r) => r.mainId)).toContain(a.mainId);
    const page1 = await api.list({ auctionDate: DAY, session: 'C', limit: 1 });
    const page2 = await api.list({ auctionDate: DAY, session: 'C', limit: 1, page: 2 });
    expect(page1.list).toHaveLength(1);
    expect(page1.total).toBe(both.total);
    expect(page2.list[0]!.mainId).not.toBe(page1.list[0]!.mainId);
  });

  it('gives the pick list per lot: position number, each buyer and bundles, the lot total; shipped orders left out', async () => {
    const a = await freshOrder({ session: 'A' });
    const b = await freshOrder({ session: 'A' });
    const [lot] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, a.stockId));
    const list = await desk(peihuo).pickList({ auctionDate: DAY, session: 'A' });
    const lines = list.list.filter((line) => line.stockId === a.stockId);
    expect(lines.map((l) => l.mainId)).toEqual(expect.arrayContaining([a.mainId, b.mainId]));
    expect(lines[0]).toMatchObject({ positionNo: lot!.positionNo, flwName: a.flwName, buyerName: expect.any(String), bundles: a.bundles });
    expect(lines[0]!.lotBundles).toBe(lines.reduce((sum, l) => sum + l.bundles, 0));
    // Sorted by position number.
    const positions = list.list.map((l) => l.positionNo);
    expect(positions).toEqual([...positions].sort());

    await desk(peihuo).startPicking({ mainIds: [a.mainId] });
    await desk(peihuo).ship({ orders: [{ mainId: a.mainId, carrierCode: 'SF', trackingNumber: 'SF20261201' }] });
    const after = await desk(peihuo).pickList({ auctionDate: DAY, session: 'A' });
    expect(after.list.map((l) => l.mainId)).not.toContain(a.mainId);
    expect(after.list.map((l) => l.mainId)).toContain(b.mainId);
    expect((await desk(peihuo).pickList({ auctionDate: DAY, session: 'A', status: 'shipped' })).list.map((l) => l.mainId)).toContain(
      a.mainId,
    );
  });
});

describe('batch actions', () => {
  it('开始配货 moves 1 and 2 to 3, refuses the rest per order, one audit row per order moved', async () => {
    const one = await freshOrder();
    const two = await freshOrder({ status: 2 });
    const packed = await freshOrder();
    await desk(peihuo).startPicking({ mainIds: [packed.mainId] });
    const result = await desk(peihuo).startPicking({ mainIds: [one.mainId, two.mainId, packed.mainId, 999_999] });
    expect(result).toMatchObject({ moved: 2, refused: 2 });
    expect(outcome(result, one.mainId)).toMatchObject({ moved: true, status: 3, msg: FULFILMENT_MESSAGES.picked });
    expect(outcome(result, two.mainId)).toMatchObject({ moved: true, status: 3 });
    expect(outcome(result, packed.mainId)).toMatchObject({ moved: false, status: 3, msg: '订单已开始配货' });
    expect(outcome(result, 999_999)).toMatchObject({ moved: false, status: 0, msg: FULFILMENT_MESSAGES.notFound });
    const row = await orderRow(one.mainId);
    expect(row.checkTime).not.toBeNull();
    expect(row.realWeightGrams).toBe(row.preWeightGrams);
    // A packed order's items can no longer be withdrawn.
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, one.itemId));
    expect(item!.backStatus).toBe(0);
    expect(await auditRows('order.start-picking', one.mainId)).toBe(1);
    expect(await auditRows('order.start-picking', two.mainId)).toBe(1);
    expect(await auditRows('order.start-picking', packed.mainId)).toBe(1);
    const [audit] = await h.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'order.start-picking'), sql`${t.auditLog.entityIds} @> ${JSON.stringify([one.mainId])}::jsonb`));
    expect(audit).toMatchObject({ staffId: peihuoId, entity: 'order', before: { status: 1 }, after: { status: 3 } });
  });

  it('moves an order once when two staff members race', async () => {
    const order = await freshOrder();
    const [x, y] = await Promise.all([
      desk(peihuo).startPicking({ mainIds: [order.mainId] }),
      desk(admin).startPicking({ mainIds: [order.mainId] }),
    ]);
    expect(x.moved + y.moved).toBe(1);
    // The loser read the order either before the winner committed (its conditional update then finds it moved:
    // stale) or after (the check itself refuses it: already picking) — both are true, and both leave it at 配货中.
    const loser = [...x.results, ...y.results].find((r) => !r.moved)!;
    expect([FULFILMENT_MESSAGES.stale, FULFILMENT_MESSAGES.alreadyPicked]).toContain(loser.msg);
    expect(loser.status).toBe(3);
    expect(await auditRows('order.start-picking', order.mainId)).toBe(1);
  });

  it('发货 records the company and tracking number (agent collection) or nothing (self-pickup), no showTime; the buyer sees it at once', async () => {
    const agent = await freshOrder();
    const pickup = await freshOrder({ deliveryType: 1 });
    const early = await freshOrder();
    await desk(peihuo).startPicking({ mainIds: [agent.mainId, pickup.mainId] });

    // Bad input: refused per order with the field's message, nothing changed and no trace.
    const bad = await desk(peihuo).ship({
      orders: [
        { mainId: agent.mainId, carrierCode: '', trackingNumber: 'SF1234567' },
        { mainId: early.mainId, carrierCode: 'SF', trackingNumber: 'SF7654321' },
      ],
    });
    expect(bad.moved).toBe(0);
    expect(outcome(bad, agent.mainId).msg).toBe(FULFILMENT_MESSAGES.carrierMissing);
    expect(outcome(bad, early.mainId).msg).toBe('订单未配货，不能发货');
    const noNumber = await desk(peihuo).ship({ orders: [{ mainId: agent.mainId, carrierCode: 'SF', trackingNumber: ' ' }] });
    expect(outcome(noNumber, agent.mainId).msg).toBe(FULFILMENT_MESSAGES.trackingMissing);
    expect((await orderRow(agent.mainId)).status).toBe(3);
    expect(await auditRows('order.ship', agent.mainId)).toBe(0);

    const shipped = await desk(peihuo).ship({
      orders: [{ mainId: agent.mainId, carrierCode: 'SF', trackingNumber: ' ｓｆ１２３４５６７８ ' }, { mainId: pickup.mainId }],
    });
    expect(shipped).toMatchObject({ moved: 2, refused: 0 });
    const row = await orderRow(agent.mainId);
    expect(row).toMatchObject({ status: 4, logisCode: 'SF', logisName: '顺丰速运', logisNumber: 'SF12345678', showTime: null });
    expect((await orderRow(pickup.mainId)).showTime).toBeNull();
    expect(await auditRows('order.ship', agent.mainId)).toBe(1);

    // The buyer's detail and list show 已发货 and the number at once.
    const buyer = apiFor(h.app, demo).orders;
    const detail = await buyer.detail(agent.mainId);
    expect(detail.main).toMatchObject({ status: 4, logisName: '顺丰速运', logisNumber: 'SF12345678', showTime: '' });
    const search = await buyer.search(agent.orderNo, 1);
    expect(JSON.stringify(search)).toContain(agent.orderNo);

    // Shipping again is refused: no going back or repeating.
    const again = await desk(peihuo).ship({ orders: [{ mainId: agent.mainId, carrierCode: 'JD', trackingNumber: 'JD99999999' }] });
    expect(outcome(again, agent.mainId)).toMatchObject({ moved: false, status: 4, msg: '订单已发货' });
    expect((await orderRow(agent.mainId)).logisNumber).toBe('SF12345678');
  });

  it('已送达/已提货 sets showTime once on a shipped order; the buyer sees it; a second mark is refused', async () => {
    const order = await freshOrder({ deliveryType: 1 });
    const early = await desk(peihuo).deliver({ mainIds: [order.mainId] });
    expect(outcome(early, order.mainId)).toMatchObject({ moved: false, msg: '订单未发货，不能标记送达' });
    await desk(peihuo).startPicking({ mainIds: [order.mainId] });
    await desk(peihuo).ship({ orders: [{ mainId: order.mainId }] });
    const done = await desk(peihuo).deliver({ mainIds: [order.mainId] });
    expect(outcome(done, order.mainId)).toMatchObject({ moved: true, status: 4, msg: FULFILMENT_MESSAGES.pickedUp });
    expect((await orderRow(order.mainId)).showTime).toEqual(h.clock.now());
    expect((await apiFor(h.app, demo).orders.detail(order.mainId)).main.showTime).toBe('2026-11-17 11:45:00');
    const row = (await desk(peihuo).list({ auctionDate: DAY, keyword: order.orderNo })).list[0]!;
    expect(row).toMatchObject({
      statusLabel: '已提货',
      autoCompleteAt: new Date(h.clock.now().getTime() + AUTO_COMPLETE_MS).toISOString(),
    });
    const twice = await desk(peihuo).deliver({ mainIds: [order.mainId] });
    expect(outcome(twice, order.mainId)).toMatchObject({ moved: false, msg: FULFILMENT_MESSAGES.alreadyDelivered });
    expect(await auditRows('order.deliver', order.mainId)).toBe(1);
  });
});

describe('order detail (issue 31)', () => {
  const peihuoActor = `${PEIHUO.displayName}（${PEIHUO.loginName}）`;

  it('opens an order by id or by its number: address, remark, items with their lots, payment and the history with who', async () => {
    const order = await freshOrder();
    await h.db.update(t.orders).set({ orderNotice: '请下午两点后送到' }).where(eq(t.orders.id, order.mainId));
    await desk(peihuo).startPicking({ mainIds: [order.mainId] });
    await desk(peihuo).ship({ orders: [{ mainId: order.mainId, carrierCode: 'SF', trackingNumber: 'SF12345678' }] });

    const detail = await desk(peihuo).detail({ mainId: order.mainId });
    const row = await orderRow(order.mainId);
    const [lot] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, order.stockId));
    expect(detail.order).toMatchObject({
      mainId: order.mainId,
      orderNo: order.orderNo,
      statusLabel: '已发货',
      deliveryTypeLabel: '代收',
      logisName: '顺丰速运',
      logisNumber: 'SF12345678',
      bundles: order.bundles,
      varieties: order.flwName,
    });
    expect(detail.rcvAddress).toBe(`${row.rcvPname} ${row.rcvCname} ${row.rcvZname} ${row.rcvAddress}`);
    expect(detail.orderNotice).toBe('请下午两点后送到');
    expect(detail.paidAt).toBe(row.paidAt!.toISOString());
    expect(detail.items).toEqual([
      expect.objectContaining({
        itemId: order.itemId,
        stockId: order.stockId,
        positionNo: lot!.positionNo,
        flwName: order.flwName,
        levelName: lot!.levelName,
        supplierId: lot!.supplierId,
        buyQty: order.bundles,
        cancelled: false,
      }),
    ]);
    expect(detail.items[0]!.lengthName).toMatch(/^\d+-\d+cm$/);
    expect(detail.history.map((entry) => [entry.what, entry.actor])).toEqual(
      expect.arrayContaining([
        ['下单', '买家'],
        [auditActionName('order.start-picking'), peihuoActor],
        [auditActionName('order.ship'), peihuoActor],
      ]),
    );
    expect(detail.history.at(-1)!.what).toBe(auditActionName('order.ship'));
    // The same order by its number, as a scanner types it.
    expect(await desk(admin).detail({ orderNo: ` ${order.orderNo} ` })).toEqual(detail);
    // Typed in lower case, or as full-width letters by a scanner behind a Chinese input method: the same order.
    expect(await desk(admin).detail({ orderNo: order.orderNo.toLowerCase() })).toEqual(detail);
    const fullWidth = [...order.orderNo].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    expect(await desk(admin).detail({ orderNo: fullWidth })).toEqual(detail);
  });

  it('shows a cancelled item marked, its bundles out of the count, and the decision in the history', async () => {
    const order = await freshOrder();
    const [kept] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, order.itemId));
    const { id: _id, ...copy } = kept!;
    const [second] = await h.db.insert(t.orderItems).values(copy).returning();
    await h.db.update(t.orderItems).set({ cancelledAt: h.clock.now() }).where(eq(t.orderItems.id, second!.id));
    const detail = await desk(peihuo).detail({ mainId: order.mainId });
    expect(detail.items.map((item) => item.cancelled)).toEqual([false, true]);
    expect(detail.order.bundles).toBe(order.bundles);
    expect(detail.sumData.allAcount).toBe(order.bundles);
  });

  it('answers code 404 订单不存在 for an unknown id, an unknown number or neither', async () => {
    for (const query of [{ mainId: 999_999 }, { orderNo: 'HS0000NOPE' }, {}]) {
      expect(await settle(desk(peihuo).detail(query))).toMatchObject({ code: 404, msg: FULFILMENT_MESSAGES.notFound });
    }
  });
});

describe('操作记录 by order number and buyer (issue 31)', () => {
  it('finds the entries about an order (its own, its items’) by its exact number, and a buyer’s by name, phone or account', async () => {
    const mine = await freshOrder();
    const other = await freshOrder({
      buyerId: (await h.db.select({ id: t.buyers.id }).from(t.buyers).where(eq(t.buyers.phone, SECOND_BUYER.phone)))[0]!.id,
    });
    await desk(peihuo).startPicking({ mainIds: [mine.mainId, other.mainId] });
    await h.db
      .insert(t.auditLog)
      .values({ staffId: peihuoId, action: 'cancellation.approve', entity: 'order_item', entityIds: [mine.itemId, mine.mainId] });
    const trail = apiFor(h.app, admin).staff;

    const byNumber = await trail.audit({ orderNo: mine.orderNo });
    expect(byNumber.total).toBe(2);
    expect(byNumber.list.map((row) => [row.action, row.orderNos])).toEqual([
      ['cancellation.approve', [mine.orderNo]],
      ['order.start-picking', [mine.orderNo]],
    ]);
    expect((await trail.audit({ orderNo: mine.orderNo.slice(0, -1) })).total).toBe(0);

    const byBuyer = await trail.audit({ buyer: SECOND_BUYER.phone, action: 'order.start-picking' });
    expect(byBuyer.list.map((row) => row.orderNos[0])).toContain(other.orderNo);
    expect(byBuyer.list.map((row) => row.orderNos[0])).not.toContain(mine.orderNo);
    // With the staff filter, as before: nobody else moved these orders.
    expect((await trail.audit({ orderNo: mine.orderNo, staffId: peihuoId })).total).toBe(2);
  });
});

describe('completion', () => {
  async function delivered(): Promise<{ mainId: number; orderNo: string }> {
    const order = await freshOrder();
    await desk(peihuo).startPicking({ mainIds: [order.mainId] });
    await desk(peihuo).ship({ orders: [{ mainId: order.mainId, carrierCode: 'KMCOLD', trackingNumber: `KM${order.orderNo.slice(-8)}` }] });
    await desk(peihuo).deliver({ mainIds: [order.mainId] });
    return order;
  }

  it('the buyer’s 确认收货 completes it with completedBy buyer', async () => {
    const order = await delivered();
    expect(await apiFor(h.app, demo).orders.confirmReceipt(order.mainId)).toMatchObject({ code: 200 });
    expect(await orderRow(order.mainId)).toMatchObject({ status: 5, completedBy: 'buyer', completedAt: h.clock.now() });
  });

  it('completes exactly 72 hours after showTime, once, with one audit row by the system', async () => {
    const order = await delivered();
    const shownAt = (await orderRow(order.mainId)).showTime!;
    const due = new Date(shownAt.getTime() + AUTO_COMPLETE_MS);
    await runAutoComplete(h.db, new Date(due.getTime() - 1000));
    expect((await orderRow(order.mainId)).status).toBe(4);
    expect(await runAutoComplete(h.db, due)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.mainId)).toMatchObject({ status: 5, completedBy: 'auto', completedAt: due, confirmedAt: null });
    expect(await runAutoComplete(h.db, due)).toBe(0);
    expect(await auditRows('order.auto-complete', order.mainId)).toBe(1);
    const [audit] = await h.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'order.auto-complete'), sql`${t.auditLog.entityIds} @> ${JSON.stringify([order.mainId])}::jsonb`));
    expect(audit!.staffId).toBeNull();
    // The trail names the system as the actor.
    const trail = await apiFor(h.app, admin).staff.audit({ action: 'order.auto-complete' });
    expect(trail.list.find((entry) => entry.entityIds.includes(order.mainId))).toMatchObject({
      staffId: null,
      actor: '系统',
      // The desk names the order by its number (issue 26), not by its row id.
      orderNos: [(await orderRow(order.mainId)).orderNo],
    });
    expect(trail.list.every((entry) => entry.orderNos.length === entry.entityIds.length)).toBe(true);
    // The buyer sees 已完成; confirming now is refused.
    expect((await apiFor(h.app, demo).orders.detail(order.mainId)).main.status).toBe(5);
    expect(await apiFor(h.app, demo).orders.confirmReceipt(order.mainId)).toMatchObject({ msg: '订单已完成，无需重复确认' });
  });

  it('completes each order once when two server instances sweep at the same moment', async () => {
    const orders = await Promise.all([delivered(), delivered(), delivered()]);
    const due = new Date(h.clock.now().getTime() + AUTO_COMPLETE_MS);
    const other = connect(h.url, 3);
    try {
      const counts = await Promise.all([runAutoComplete(h.db, due), runAutoComplete(other.db, due), runAutoComplete(other.db, due)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    } finally {
      await other.close();
    }
    for (const order of orders) {
      expect((await orderRow(order.mainId)).status).toBe(5);
      expect(await auditRows('order.auto-complete', order.mainId)).toBe(1);
    }
  });

  it('runs now at a given instant through the dev endpoint (outside production)', async () => {
    const order = await delivered();
    const other = await delivered();
    const at = new Date(h.clock.now().getTime() + AUTO_COMPLETE_MS).toISOString();
    const dev = apiFor(h.app).client;
    const res = await endpointEnvelope(dev, devEndpoints.runAutoComplete, {
      at,
      mainIds: [order.mainId],
    });
    expect(res).toMatchObject({ code: 200, data: { at, completed: 1 } });
    expect((await orderRow(order.mainId)).status).toBe(5);
    // Limited to the orders named: the other one waits for the next sweep.
    expect((await orderRow(other.mainId)).status).toBe(4);
    const all = await endpointEnvelope(dev, devEndpoints.runAutoComplete, { at });
    expect(all.data.completed).toBeGreaterThanOrEqual(1);
    expect((await orderRow(other.mainId)).status).toBe(5);
  });
});
