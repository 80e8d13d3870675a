/**
 * The back office's 买家 desk (issue 15): search, a buyer's profile, ledger and orders, and balance adjustments by
 * 财务 and 管理员 — guarded per desk and per action, one ledger row and one audit row each, never overdrawing.
 * Issue 26: 客服 and 管理员 set the buyer's customer manager, which the buyer's 联系我们 answers show with the market's
 * hotline (this app runs with its own MARKET_HOTLINE).
 */
import { adminBuyerRoutes, adminBuyersApi, type BuyerManagerBody } from '@huashi/api';
import { BACK_STATUS_CANCELLED, BUYER_DESK_MESSAGES, STAFF_MESSAGES } from '@huashi/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { issueOperatorSign } from '../src/operators/sign';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor, endpointEnvelope, settle } from './client';
import { createTestApp, type TestApp } from './harness';
import { auditCountOf } from './fixtures';
import { adminBuyerEndpoints } from '@huashi/api/contracts';

let h: TestApp;
/** The market hotline this app is configured with (MARKET_HOTLINE), not the default. */
const HOTLINE = '0871-65551234';
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;
const tokens: Record<string, string> = {};

async function staffToken(who: { loginName: string; password: string }): Promise<string> {
  return h.staffLogin(who, { ip: `10.9.0.${Object.keys(tokens).length + 1}` });
}

const desk = (token: string | null) => adminBuyersApi(apiFor(h.app, token).client);

async function buyerRow(phone: string) {
  const [row] = await h.db.select().from(t.buyers).where(eq(t.buyers.phone, phone));
  return row!;
}

const auditCount = (action?: string) => auditCountOf(h.db, action);
const ledgerCount = async (buyerId: number) =>
  (await h.db.select({ n: count() }).from(t.balanceLedger).where(eq(t.balanceLedger.buyerId, buyerId)))[0]!.n;

beforeAll(async () => {
  h = await createTestApp({ config: { marketHotline: HOTLINE } });
  for (const who of [ADMIN, PEIHUO, CAIWU, KEFU]) tokens[who.loginName] = await staffToken(who);
});
afterAll(async () => {
  await h?.close();
});

describe('guards', () => {
  const calls = (api: ReturnType<typeof desk>, buyerId: number): Promise<unknown>[] => [
    api.search({ q: DEMO_BUYER.phone }),
    api.detail(buyerId),
    api.ledger(buyerId),
    api.orders(buyerId),
    api.adjust({ buyerId, direction: 'credit', amount: '1.00', reason: '不应成功' }),
    api.settleOrder({ buyerId, mainId: 1 }),
  ];

  it('refuses a visitor, a buyer token and an operator sign (401) and 配货发货 (403) at every endpoint, changing nothing', async () => {
    const buyer = await buyerRow(DEMO_BUYER.phone);
    const before = await auditCount();
    const buyerToken = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
    for (const token of [null, buyerToken]) {
      for (const outcome of await Promise.all(calls(desk(token), buyer.id).map((call) => settle(call)))) expect(outcome.code).toBe(401);
    }
    for (const outcome of await Promise.all(calls(desk(tokens.peihuo!), buyer.id).map((call) => settle(call)))) {
      expect(outcome).toMatchObject({ code: 403, msg: STAFF_MESSAGES.forbidden });
    }
    const sign = await issueOperatorSign(h.db, h.clock, { label: '测试调配员', ttlHours: 2 });
    const posts: string[] = [adminBuyerRoutes.adjust.path, adminBuyerRoutes.settleOrder.path, adminBuyerRoutes.manager.path];
    for (const { path } of Object.values(adminBuyerRoutes)) {
      const res = await h.app.inject({
        method: posts.includes(path) ? 'POST' : 'GET',
        url: `/api${path}?sign=${encodeURIComponent(sign)}&buyerId=${buyer.id}`,
        payload:
          path === adminBuyerRoutes.adjust.path
            ? { sign, buyerId: buyer.id, direction: 'credit', amount: '1', reason: '不应成功' }
            : undefined,
      });
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    }
    expect(await auditCount()).toBe(before);
    expect((await buyerRow(DEMO_BUYER.phone)).balanceFen).toBe(buyer.balanceFen);
  });

  it('lets 客服 look at a buyer but refuses 客服 a credit or debit (and 代扣付款) with 403, whatever the body', async () => {
    const buyer = await buyerRow(DEMO_BUYER.phone);
    const kefu = desk(tokens.kefu!);
    const outcomes = await Promise.all(calls(kefu, buyer.id).map((call) => settle(call)));
    expect(outcomes.map((o) => o.code)).toEqual([200, 200, 200, 200, 403, 403]);
    const before = await auditCount();
    for (const body of [
      { buyerId: buyer.id, direction: 'credit' as const, amount: '100', reason: '柜台现金付款' },
      { buyerId: buyer.id, direction: 'debit' as const, amount: '1', reason: '冲正' },
      {} as never,
    ]) {
      expect(await settle(kefu.adjust(body))).toMatchObject({ code: 403, msg: BUYER_DESK_MESSAGES.adjustForbidden });
    }
    const raw = await h.app.inject({
      method: 'POST',
      url: `/api${adminBuyerRoutes.adjust.path}`,
      headers: { authorization: `Bearer ${tokens.kefu}` },
      payload: { buyerId: buyer.id, direction: 'credit', amount: '1', reason: '不应成功' },
    });
    expect(raw.statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
    expect((await buyerRow(DEMO_BUYER.phone)).balanceFen).toBe(buyer.balanceFen);
  });
});

describe('looking up a buyer', () => {
  it('finds a buyer by phone, part of a phone, name or account number (any case), and pages every buyer', async () => {
    const caiwu = desk(tokens.caiwu!);
    const byPhone = await caiwu.search({ q: DEMO_BUYER.phone });
    expect(byPhone.total).toBe(1);
    expect(byPhone.list[0]).toMatchObject({
      phone: DEMO_BUYER.phone,
      nickName: DEMO_BUYER.nickName,
      accountNo: 'HS100001',
      statusName: '已开户',
      memberLevel: 2,
      memberLevelName: 'VIP2',
      frozen: '0.00',
    });
    expect((await caiwu.search({ q: '１３８０００００００２' })).list.map((b) => b.phone)).toEqual([SECOND_BUYER.phone]);
    expect((await caiwu.search({ q: '春城' })).list.map((b) => b.phone)).toEqual([SECOND_BUYER.phone]);
    expect((await caiwu.search({ q: 'hs100002' })).list.map((b) => b.phone)).toEqual([SECOND_BUYER.phone]);
    const partial = await caiwu.search({ q: '1380000000' });
    expect(partial.total).toBeGreaterThanOrEqual(2);
    expect((await caiwu.search({ q: '%' })).total).toBe(0);
    const all = await caiwu.search({ limit: 1, page: 2 });
    expect(all.list).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(2);
  });

  it("answers a buyer's profile with addresses, the ledger and the orders, paged newest first", async () => {
    const buyer = await buyerRow(DEMO_BUYER.phone);
    const caiwu = desk(tokens.caiwu!);
    const profile = await caiwu.detail(buyer.id);
    expect(profile).toMatchObject({
      buyer: { id: buyer.id, phone: DEMO_BUYER.phone },
      buyerType: '花店',
      memberDiscount: '9.7折',
      region: expect.stringContaining('昆明市'),
    });
    expect(profile.addresses.length).toBeGreaterThan(0);
    expect(profile.addresses[0]).toMatchObject({ isDefault: true, region: expect.stringContaining('云南省') });

    const ledger = await caiwu.ledger(buyer.id, 1, 5);
    const ledgerTotal = await ledgerCount(buyer.id);
    expect(ledger.total).toBe(ledgerTotal);
    expect(ledger.list.at(-1)!.id).toBeLessThanOrEqual(ledger.list[0]!.id);

    const [orderTotal] = await h.db.select({ n: count() }).from(t.orders).where(eq(t.orders.buyerId, buyer.id));
    const orders = await caiwu.orders(buyer.id, 1, 100);
    expect(orders.total).toBe(orderTotal!.n);
    expect(profile.orderCount).toBe(orderTotal!.n);
    for (const order of orders.list) expect(order.statusName).toMatch(/^订单/);
    // 扎数 is each order's own live items' buy_qty (cancelled items — backStatus 4 — left out), as the buyer's /order counts.
    const items = await h.db.select().from(t.orderItems);
    const bunchesOf = (orderId: number) =>
      items.filter((i) => i.orderId === orderId && i.backStatus !== BACK_STATUS_CANCELLED).reduce((n, i) => n + i.buyQty, 0);
    for (const order of orders.list) expect(order.bunches, order.orderNo).toBe(bunchesOf(order.id));
    expect(new Set(orders.list.map((o) => o.bunches)).size).toBeGreaterThan(1);

    expect(await settle(caiwu.detail(999_999))).toMatchObject({ code: 404, msg: BUYER_DESK_MESSAGES.buyerNotFound });
    expect(await settle(caiwu.ledger(999_999))).toMatchObject({ code: 404 });
  });
});

describe('adjusting a balance', () => {
  it('credits cash paid at the counter: the balance rises, one ledger row in the purchase format, one audit row', async () => {
    const buyer = await buyerRow(DEMO_BUYER.phone);
    const audits = await auditCount();
    const rows = await ledgerCount(buyer.id);
    const result = await desk(tokens.caiwu!).adjust({ buyerId: buyer.id, direction: 'credit', amount: '100.00', reason: ' 柜台现金付款 ' });
    const after = await buyerRow(DEMO_BUYER.phone);
    expect(after.balanceFen).toBe(buyer.balanceFen + 10_000);
    expect(result.buyer.balance).toBe((after.balanceFen / 100).toFixed(2));
    expect(result.ledger).toMatchObject({ ioValue: '100.00', ioNotice: '人工充值：柜台现金付款', refType: 'staff-adjust' });
    expect(await auditCount()).toBe(audits + 1);
    expect(await ledgerCount(buyer.id)).toBe(rows + 1);

    const [ledger] = await h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.id, result.ledger.id));
    expect(ledger).toMatchObject({ ioValueFen: 10_000, balanceAfterFen: after.balanceFen, refType: 'staff-adjust' });
    const [audit] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'buyer.credit'));
    const [caiwuRow] = await h.db.select().from(t.staff).where(eq(t.staff.loginName, CAIWU.loginName));
    expect(audit).toMatchObject({ staffId: caiwuRow!.id, entity: 'buyer', entityIds: [buyer.id] });
    expect(audit!.before).toMatchObject({ balance: (buyer.balanceFen / 100).toFixed(2) });
    expect(audit!.after).toMatchObject({
      balance: (after.balanceFen / 100).toFixed(2),
      amount: '100.00',
      reason: '柜台现金付款',
      ledgerId: ledger!.id,
    });
    // The staff view of the ledger shows it first.
    expect((await desk(tokens.kefu!).ledger(buyer.id)).list[0]).toMatchObject({ id: ledger!.id, ioValue: '100.00' });
  });

  it('lets 管理员 debit the usable part; a debit beyond balance − frozen is refused and changes nothing', async () => {
    const buyer = await buyerRow(SECOND_BUYER.phone);
    await h.db.update(t.buyers).set({ balanceFen: 50_000, frozenFen: 20_000 }).where(eq(t.buyers.id, buyer.id));
    const admin = desk(tokens.admin!);
    const audits = await auditCount();
    const rows = await ledgerCount(buyer.id);

    expect(await settle(admin.adjust({ buyerId: buyer.id, direction: 'debit', amount: '300.01', reason: '多充冲正' }))).toMatchObject({
      code: 400,
      msg: BUYER_DESK_MESSAGES.overdraw,
    });
    expect(await auditCount()).toBe(audits);
    expect(await ledgerCount(buyer.id)).toBe(rows);
    expect((await buyerRow(SECOND_BUYER.phone)).balanceFen).toBe(50_000);

    const result = await admin.adjust({ buyerId: buyer.id, direction: 'debit', amount: '300', reason: '多充冲正' });
    expect(result.buyer).toMatchObject({ balance: '200.00', frozen: '200.00', usable: '0.00' });
    expect(result.ledger).toMatchObject({ ioValue: '-300.00', balanceAfter: '200.00', ioNotice: '人工扣款：多充冲正' });
    expect(await auditCount()).toBe(audits + 1);
    expect(await ledgerCount(buyer.id)).toBe(rows + 1);
    const [audit] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'buyer.debit'));
    expect(audit).toMatchObject({ before: { balance: '500.00', usable: '300.00' }, after: { balance: '200.00', usable: '0.00' } });
  });

  it('refuses a missing or short reason, a bad amount or direction and an unknown buyer, writing nothing', async () => {
    const buyer = await buyerRow(DEMO_BUYER.phone);
    const caiwu = desk(tokens.caiwu!);
    const audits = await auditCount();
    const rows = await ledgerCount(buyer.id);
    const refusals: [Parameters<typeof caiwu.adjust>[0], number, string][] = [
      [{ buyerId: buyer.id, direction: 'credit', amount: '100' }, 400, BUYER_DESK_MESSAGES.reasonMissing],
      [{ buyerId: buyer.id, direction: 'credit', amount: '100', reason: '   ' }, 400, BUYER_DESK_MESSAGES.reasonMissing],
      [{ buyerId: buyer.id, direction: 'credit', amount: '100', reason: '现' }, 400, BUYER_DESK_MESSAGES.reasonLength],
      [{ buyerId: buyer.id, direction: 'credit', amount: '100', reason: '柜'.repeat(101) }, 400, BUYER_DESK_MESSAGES.reasonLength],
      [{ buyerId: buyer.id, direction: 'credit', amount: '', reason: '柜台现金付款' }, 400, BUYER_DESK_MESSAGES.amountMissing],
      [{ buyerId: buyer.id, direction: 'credit', amount: '0', reason: '柜台现金付款' }, 400, BUYER_DESK_MESSAGES.amountZero],
      [{ buyerId: buyer.id, direction: 'credit', amount: '-5', reason: '柜台现金付款' }, 400, BUYER_DESK_MESSAGES.amountFormat],
      [{ buyerId: buyer.id, direction: 'credit', amount: '1.001', reason: '柜台现金付款' }, 400, BUYER_DESK_MESSAGES.amountFormat],
      [{ buyerId: buyer.id, direction: 'credit', amount: '200000.01', reason: '柜台现金付款' }, 400, BUYER_DESK_MESSAGES.amountTooLarge],
      [{ buyerId: buyer.id, direction: 'gift' as never, amount: '1', reason: '柜台现金付款' }, 400, BUYER_DESK_MESSAGES.directionMissing],
      [{ buyerId: 999_999, direction: 'credit', amount: '1', reason: '柜台现金付款' }, 404, BUYER_DESK_MESSAGES.buyerNotFound],
      [{ buyerId: 'x' as never, direction: 'credit', amount: '1', reason: '柜台现金付款' }, 404, BUYER_DESK_MESSAGES.buyerNotFound],
    ];
    for (const [body, code, msg] of refusals) expect(await settle(caiwu.adjust(body)), JSON.stringify(body)).toMatchObject({ code, msg });
    expect(await auditCount()).toBe(audits);
    expect(await ledgerCount(buyer.id)).toBe(rows);
  });

  it('never overdraws when several debits arrive at once: exactly the ones that fit succeed', async () => {
    const buyer = await buyerRow(SECOND_BUYER.phone);
    await h.db.update(t.buyers).set({ balanceFen: 1_000, frozenFen: 0 }).where(eq(t.buyers.id, buyer.id));
    const audits = await auditCount();
    const rows = await ledgerCount(buyer.id);
    const apis = [desk(tokens.caiwu!), desk(tokens.admin!)];
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        settle(apis[i % 2]!.adjust({ buyerId: buyer.id, direction: 'debit', amount: '3.00', reason: `并发扣款${i}` })),
      ),
    );
    expect(outcomes.filter((o) => o.code === 200)).toHaveLength(3);
    for (const refused of outcomes.filter((o) => o.code !== 200)) expect(refused.msg).toBe(BUYER_DESK_MESSAGES.overdraw);
    expect((await buyerRow(SECOND_BUYER.phone)).balanceFen).toBe(100);
    expect(await ledgerCount(buyer.id)).toBe(rows + 3);
    expect(await auditCount()).toBe(audits + 3);
    // Each ledger row's balance_after follows the one before it.
    const ledger = await desk(tokens.caiwu!).ledger(buyer.id, 1, 3);
    expect(ledger.list.map((row) => row.balanceAfter)).toEqual(['1.00', '4.00', '7.00']);
  });
});

describe('the customer manager (issue 26)', () => {
  const manager = { managerName: '陈晓梅', managerPhone: '139 8712 3456' };
  /** 设置客户经理 with the whole answer (its message too). */
  const saveManager = (token: string, body: BuyerManagerBody) =>
    endpointEnvelope(apiFor(h.app, token).client, adminBuyerEndpoints.manager, body);
  /** What the buyer's 联系我们 reads: the manager-phone answer and the get-customer answer. */
  async function contactOf(who: { phone: string; password: string }) {
    const home = apiFor(h.app, await h.login(who.phone, who.password)).home;
    const buyer = await buyerRow(who.phone);
    const [phone, customer] = await Promise.all([home.managerPhone(), home.customer(buyer.id)]);
    return { phone, managerName: customer.managerName, hotline: customer.hotline };
  }

  it('客服 sets a name and phone: the desk, the audit trail and the buyer’s 联系我们 (with the configured hotline) show it', async () => {
    const buyer = await buyerRow(SECOND_BUYER.phone);
    expect(await contactOf(SECOND_BUYER)).toEqual({ phone: '', managerName: '', hotline: HOTLINE });
    const audits = await auditCount();
    const saved = await saveManager(tokens.kefu!, { buyerId: buyer.id, managerName: ' 陈晓梅 ', managerPhone: '１３９ 8712 3456' });
    expect(saved).toMatchObject({ code: 200, msg: BUYER_DESK_MESSAGES.managerSaved, data: manager });
    expect(await desk(tokens.caiwu!).detail(buyer.id)).toMatchObject(manager);
    expect(await contactOf(SECOND_BUYER)).toEqual({ phone: manager.managerPhone, managerName: manager.managerName, hotline: HOTLINE });

    expect(await auditCount()).toBe(audits + 1);
    const [audit] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'buyer-manager.update'));
    const [kefuRow] = await h.db.select().from(t.staff).where(eq(t.staff.loginName, KEFU.loginName));
    expect(audit).toMatchObject({
      staffId: kefuRow!.id,
      entity: 'buyer',
      entityIds: [buyer.id],
      before: { managerName: '', managerPhone: '' },
      after: manager,
    });

    // The same manager again changes nothing and writes nothing.
    expect(await settle(desk(tokens.admin!).setManager({ buyerId: buyer.id, ...manager }))).toMatchObject({ code: 400, msg: '没有修改' });
    expect(await auditCount()).toBe(audits + 1);
  });

  it('refuses a name without a phone, a phone without a name, a bad phone, a long name and an unknown buyer, writing nothing', async () => {
    const buyer = await buyerRow(DEMO_BUYER.phone);
    const audits = await auditCount();
    const kefu = desk(tokens.kefu!);
    const refusals: [Parameters<typeof kefu.setManager>[0], number, string][] = [
      [{ buyerId: buyer.id, managerName: '陈晓梅' }, 400, BUYER_DESK_MESSAGES.managerPhoneMissing],
      [{ buyerId: buyer.id, managerName: '', managerPhone: '13987123456' }, 400, BUYER_DESK_MESSAGES.managerNameMissing],
      [{ buyerId: buyer.id, managerName: '陈晓梅', managerPhone: '8712345' }, 400, BUYER_DESK_MESSAGES.managerPhoneInvalid],
      [{ buyerId: buyer.id, managerName: '陈晓梅', managerPhone: '请打总机' }, 400, BUYER_DESK_MESSAGES.managerPhoneInvalid],
      [{ buyerId: buyer.id, managerName: '陈'.repeat(21), managerPhone: '13987123456' }, 400, BUYER_DESK_MESSAGES.managerNameLength],
      [{ buyerId: 999_999, managerName: '陈晓梅', managerPhone: '13987123456' }, 404, BUYER_DESK_MESSAGES.buyerNotFound],
    ];
    for (const [body, code, msg] of refusals)
      expect(await settle(kefu.setManager(body)), JSON.stringify(body)).toMatchObject({ code, msg });
    expect(await auditCount()).toBe(audits);
    expect(await buyerRow(DEMO_BUYER.phone)).toMatchObject({ managerName: buyer.managerName, managerPhone: buyer.managerPhone });
  });

  it('lets 管理员 take the manager away (both empty): the buyer’s 联系我们 has none again', async () => {
    const buyer = await buyerRow(DEMO_BUYER.phone);
    expect(await contactOf(DEMO_BUYER)).toMatchObject({ phone: '0871-67328888', managerName: '周敏' });
    const cleared = await saveManager(tokens.admin!, { buyerId: buyer.id, managerName: '', managerPhone: ' ' });
    expect(cleared).toMatchObject({ code: 200, msg: BUYER_DESK_MESSAGES.managerCleared, data: { managerName: '', managerPhone: '' } });
    expect(await buyerRow(DEMO_BUYER.phone)).toMatchObject({ managerName: null, managerPhone: null });
    expect(await contactOf(DEMO_BUYER)).toEqual({ phone: '', managerName: '', hotline: HOTLINE });
    // Put back for the other tests of this file.
    await desk(tokens.admin!).setManager({ buyerId: buyer.id, managerName: '周敏', managerPhone: '0871-67328888' });
  });

  it('refuses 财务 (403, whatever the body) and 配货发货, a buyer and a visitor, changing nothing', async () => {
    const buyer = await buyerRow(DEMO_BUYER.phone);
    const audits = await auditCount();
    for (const body of [{ buyerId: buyer.id, ...manager }, {} as never]) {
      expect(await settle(desk(tokens.caiwu!).setManager(body))).toMatchObject({ code: 403, msg: BUYER_DESK_MESSAGES.managerForbidden });
    }
    expect(await settle(desk(tokens.peihuo!).setManager({ buyerId: buyer.id, ...manager }))).toMatchObject({
      code: 403,
      msg: STAFF_MESSAGES.forbidden,
    });
    const buyerToken = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
    for (const token of [null, buyerToken]) {
      expect(await settle(desk(token).setManager({ buyerId: buyer.id, ...manager }))).toMatchObject({ code: 401 });
    }
    expect(await auditCount()).toBe(audits);
    expect(await buyerRow(DEMO_BUYER.phone)).toMatchObject({ managerName: buyer.managerName, managerPhone: buyer.managerPhone });
  });
});
