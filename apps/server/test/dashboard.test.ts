/**
 * 今日概览 (issue 31): a day with orders in every desk state, claims in several states (two overdue) and
 * withdrawals; each dashboard figure equals what the desk's own endpoint answers for the matching filter. Each role
 * reads the cards of its desks only. The live stream: a sale made elsewhere (another connection, as another instance)
 * reaches an open dashboard stream as a `changed` event, at most one a second; a ticket authorizes no call and opens
 * one stream only.
 */
import {
  adminClaimsApi,
  adminDashboardApi,
  adminOrdersApi,
  adminWithdrawalsApi,
  DASHBOARD_CHANGED_EVENT,
  type Dashboard,
} from '@huashi/api';
import { adminDashboardEndpoints } from '@huashi/api/contracts';
import { CLAIM_REPLY_MS, DESK_STATUS_FILTER_CODES, fenOf, type DeskStatusFilter } from '@huashi/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { advanceOrderTo } from '../src/services/fulfilment';
import { apiFor, settle } from './client';
import { deliver, fileClaim, placeOrder } from './claimFixtures';
import { createTestApp, type TestApp } from './harness';
import { readSse } from './sse';

let h: TestApp;
let buyer: string;
let admin: string;
let peihuo: string;
let caiwu: string;
let kefu: string;
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

const dashboard = (token: string | null) => adminDashboardApi(apiFor(h.app, token).client, '/api');
const orders = (token: string) => adminOrdersApi(apiFor(h.app, token).client);
const claims = (token: string) => adminClaimsApi(apiFor(h.app, token).client);
const payouts = (token: string) => adminWithdrawalsApi(apiFor(h.app, token).client);

/** Files a 数量短缺 claim of one bundle on this item of a delivered order (claimFixtures' fileClaim); its id. */
const claimOn = (mainId: number, itemId: number) => fileClaim(h, buyer, { mainId, itemIds: [itemId] });

beforeAll(async () => {
  h = await createTestApp();
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  admin = await h.staffLogin(ADMIN!, { ip: '10.3.0.1' });
  peihuo = await h.staffLogin(PEIHUO!, { ip: '10.3.0.2' });
  caiwu = await h.staffLogin(CAIWU!, { ip: '10.3.0.3' });
  kefu = await h.staffLogin(KEFU!, { ip: '10.3.0.4' });

  // The day: orders in every desk state — 待付款 (an operator's unpaid order: paid_at null, as test/unpaid-orders
  // places them), 待配货 ×2, 待发货, 已发货 (shipped at the desk), 已送达 ×2 (with claims), 已完成.
  const placed = [];
  for (let i = 0; i < 9; i++) placed.push(await placeOrder(h, buyer, 2, i * 2, 1 + (i % 3)));
  const [unpaid, picking1, _picking2, packed, shipped, delivered1, delivered2, completed, delivered3] = placed;
  void _picking2;
  await h.db.update(t.orders).set({ paidAt: null }).where(eq(t.orders.id, unpaid!.mainId));
  await advanceOrderTo(h.db, h.clock, packed!.mainId, 3);
  await advanceOrderTo(h.db, h.clock, shipped!.mainId, 3);
  await orders(peihuo).ship({ orders: [{ mainId: shipped!.mainId, carrierCode: 'SF', trackingNumber: 'SF2026111701' }] });
  for (const o of [delivered1, delivered2, delivered3]) await deliver(h, o!.mainId);
  await advanceOrderTo(h.db, h.clock, completed!.mainId, 5);
  void picking1;

  // Claims: 待处理 ×2 (one filed 73 hours ago: overdue), 处理中 ×2 (one overdue), 待赔付, 已驳回.
  const c1 = await claimOn(delivered1!.mainId, delivered1!.itemIds[0]!);
  const c2 = await claimOn(delivered1!.mainId, delivered1!.itemIds[1]!);
  const c3 = await claimOn(delivered2!.mainId, delivered2!.itemIds[0]!);
  const c4 = await claimOn(delivered2!.mainId, delivered2!.itemIds[1]!);
  const c5 = await claimOn(delivered3!.mainId, delivered3!.itemIds[0]!);
  const c6 = await claimOn(delivered3!.mainId, delivered3!.itemIds[1]!);
  await claims(kefu).accept({ id: c3 });
  await claims(kefu).accept({ id: c4 });
  await claims(kefu).propose({ id: c5, amount: '0.01', reason: '按实际短缺赔付' });
  await claims(kefu).reject({ id: c6, reason: '照片看不出短缺' });
  // Filed 73 hours before the clock (the test cannot wait three days): past the desk's 72-hour reply deadline.
  await h.db
    .update(t.afterSales)
    .set({ createdAt: new Date(h.clock.now().getTime() - CLAIM_REPLY_MS - 3_600_000) })
    .where(inArray(t.afterSales.id, [c1, c3]));
  void c2;

  // Withdrawals: two waiting for 财务, one paid out before (not counted).
  const rows = await h.db.select({ id: t.buyers.id, phone: t.buyers.phone }).from(t.buyers);
  const ids = [DEMO_BUYER.phone, SECOND_BUYER.phone].map((phone) => rows.find((r) => r.phone === phone)!.id);
  await h.db.insert(t.withdrawals).values([
    { buyerId: ids[0]!, amountFen: 10_000, feeFen: 500, status: 'pending' },
    { buyerId: ids[1]!, amountFen: 23_456, feeFen: 500, status: 'pending' },
    { buyerId: ids[1]!, amountFen: 5_000, feeFen: 500, status: 'paid' },
  ]);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('figures equal the desks’ own counts', () => {
  let figures: Dashboard;
  beforeAll(async () => {
    figures = await dashboard(admin).figures();
  });

  it('orders: every session × status, 待配货, 待发货 and the day equal 订单履约’s totals for that filter', async () => {
    const day = figures.orders!;
    expect(figures.auctionDate).toBe('2026-11-17');
    const deskTotal = async (filters: { session?: 'A' | 'C'; status?: DeskStatusFilter }) =>
      (await orders(peihuo).list({ auctionDate: figures.auctionDate, ...filters })).total;
    expect(day.total).toBe(await deskTotal({}));
    expect(day.total).toBeGreaterThanOrEqual(9);
    expect(day.picking).toBe(await deskTotal({ status: 'picking' }));
    expect(day.packed).toBe(await deskTotal({ status: 'packed' }));
    for (const session of day.sessions) {
      expect(session.total).toBe(await deskTotal({ session: session.session }));
      for (const cell of session.byStatus)
        expect(cell.count, `${session.session} ${cell.status}`).toBe(await deskTotal({ session: session.session, status: cell.status }));
    }
    // Every desk state holds an order of this day.
    for (const status of DESK_STATUS_FILTER_CODES) expect(await deskTotal({ status }), status).toBeGreaterThan(0);
    // Bundles: the desk rows' bundles; value: the goods of the day's standing items.
    const rows = (await orders(peihuo).list({ auctionDate: figures.auctionDate, limit: 200 })).list;
    expect(day.bundles).toBe(rows.reduce((sum, row) => sum + row.bundles, 0));
    const [goods] = await h.db
      .select({ fen: sql<string>`sum(${t.orderItems.feeGoods})` })
      .from(t.orderItems)
      .where(
        inArray(
          t.orderItems.orderId,
          rows.map((r) => r.mainId),
        ),
      );
    expect(fenOf(day.value)).toBe(Number(goods!.fen));
    // The top variety is found by the desk's keyword.
    expect(day.topVarieties.length).toBeGreaterThan(0);
    expect((await orders(peihuo).list({ auctionDate: figures.auctionDate, keyword: day.topVarieties[0]!.name })).total).toBeGreaterThan(0);
  });

  it('claims: each waiting state equals 售后理赔’s total; overdue equals the desk’s 超时未回复 view and the rows it marks overdue', async () => {
    const card = figures.claims!;
    for (const { state, count } of card.byState) expect(count, state).toBe((await claims(kefu).list({ state })).total);
    expect(card.byState).toEqual([
      { state: 'pending', count: 2 },
      { state: 'processing', count: 2 },
      { state: 'toPay', count: 1 },
    ]);
    const awaiting = [...(await claims(kefu).list({ state: 'pending' })).list, ...(await claims(kefu).list({ state: 'processing' })).list];
    expect(card.overdue).toBe(awaiting.filter((row) => row.overdue).length);
    expect(card.overdue).toBe(2);
    // The figure's link: the desk's 超时未回复 view lists exactly those claims, oldest first, each marked overdue.
    const overdue = await claims(kefu).list({ state: 'overdue' });
    expect(overdue.total).toBe(card.overdue);
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    expect(ids(overdue.list)).toEqual(ids(awaiting.filter((row) => row.overdue)));
    expect(overdue.list.map((row) => row.filedAt)).toEqual(overdue.list.map((row) => row.filedAt).sort());
    expect(overdue.list.every((row) => row.overdue && (row.state === 'pending' || row.state === 'processing'))).toBe(true);
    // The claim rate of a supplier sold today is the desk's own text for it.
    const row = awaiting[0]!;
    const rated = card.supplierRates.find((s) => s.supplierId === row.supplierId);
    expect(rated?.rate).toBe(row.supplierClaimRate);
  });

  it('payouts: 待打款 and their amount equal 财务’s payout desk', async () => {
    const desk = await payouts(caiwu).list({ state: 'pending' });
    expect(figures.payouts).toEqual({
      pending: desk.total,
      amount: (desk.list.reduce((sum, row) => sum + fenOf(row.amount), 0) / 100).toFixed(2),
    });
    expect(figures.payouts!.pending).toBe(2);
  });

  it('each role reads the cards of its own desks only', async () => {
    const of = async (token: string) => {
      const d = await dashboard(token).figures();
      return { orders: d.orders !== null, claims: d.claims !== null, payouts: d.payouts !== null };
    };
    expect(await of(admin)).toEqual({ orders: true, claims: true, payouts: true });
    expect(await of(peihuo)).toEqual({ orders: true, claims: false, payouts: false });
    expect(await of(kefu)).toEqual({ orders: false, claims: true, payouts: false });
    expect(await of(caiwu)).toEqual({ orders: false, claims: false, payouts: true });
    expect(await settle(dashboard(null).figures())).toMatchObject({ code: 401 });
    expect(await settle(dashboard(buyer).figures())).toMatchObject({ code: 401 });
  });
});

describe('live', () => {
  it('a sale committed elsewhere reaches an open dashboard as one `changed` event; the ticket opens no call and one stream only', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}/api`;
    const { ticket } = await dashboard(peihuo).ticket();
    // A ticket is not a token.
    expect(await settle(dashboard(ticket).figures())).toMatchObject({ code: 401 });
    expect((await fetch(`${base}${adminDashboardEndpoints.stream.path}?ticket=nope-nope-nope-nope-nope`)).status).toBe(401);

    const controller = new AbortController();
    const streamUrl = adminDashboardApi(apiFor(h.app, null).client, base).streamUrl(ticket);
    const res = await fetch(streamUrl, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    expect(res.status).toBe(200);
    // The ticket opened this stream and is used up: a second use (a URL read from a log, a reload) is refused.
    const again = await fetch(streamUrl, { headers: { accept: 'text/event-stream' } });
    expect(again.status).toBe(401);
    await again.body?.cancel();
    const events: { event: string; areas: string[] }[] = [];
    const wake: { waiter: (() => void) | null } = { waiter: null };
    readSse(res, (event, data) => {
      events.push({ event, areas: (data as { areas: string[] }).areas });
      wake.waiter?.();
    });
    const eventCount = (n: number, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`waited for ${n} events, got ${JSON.stringify(events)}`)), timeoutMs);
        const check = () => {
          if (events.length >= n) {
            clearTimeout(timer);
            wake.waiter = null;
            resolve();
          }
        };
        wake.waiter = check;
        check();
      });
    // On connect: the member's areas (配货发货: orders), so a reconnecting page reads the figures again.
    await eventCount(1);
    expect(events[0]).toEqual({ event: DASHBOARD_CHANGED_EVENT, areas: ['orders'] });

    // A sale through another connection (another instance's), then a change the member's cards do not show.
    const outside = new pg.Client(h.db.$client.options);
    await outside.connect();
    try {
      const before = (await dashboard(peihuo).figures()).orders!.total;
      await placeOrder(h, buyer, 1, 30);
      await outside.query(`update withdrawals set fee_fen = fee_fen where status = 'pending'`);
      await eventCount(2);
      expect(events[1]).toEqual({ event: DASHBOARD_CHANGED_EVENT, areas: ['orders'] });
      expect((await dashboard(peihuo).figures()).orders!.total).toBe(before + 1);
      // Three more orders within the second: coalesced, never more than one event a second.
      const start = Date.now();
      await outside.query(`update orders set status = status where id in (select id from orders order by id desc limit 3)`);
      await outside.query(`update orders set status = status where id in (select id from orders order by id limit 3)`);
      await eventCount(3);
      const stamps = Date.now() - start;
      expect(stamps).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(events.length).toBeLessThanOrEqual(4);
      expect(events.every((e) => e.areas.join() === 'orders')).toBe(true);
    } finally {
      controller.abort();
      await outside.end();
    }
  }, 60_000);
});
