/**
 * Coupons (issue 17): the buyer's /disCard list (`/v1/invite/coupons-page`), the 优惠券 desk's issuing (管理员, 财务)
 * — guarded, one transaction, one audit row naming the count, Chinese refusals — and the monthly member coupon job
 * (once per member per month, however often it runs). Also: membership savings come from the orders' fee_member.
 */
import { adminCouponsApi, couponsApi } from '@huashi/api';
import { couponEndpoints } from '@huashi/api/contracts';
import { COUPON_ISSUE_MESSAGES, STAFF_MESSAGES } from '@huashi/domain';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { issueOperatorSign } from '../src/operators/sign';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { runMemberCoupons } from '../src/services/coupons';
import { apiFor, settle } from './client';
import { cheapLots, placeOrderOf } from './claimFixtures';
import { createTestApp, type TestApp } from './harness';
import { auditCountOf, buyerIdOf } from './fixtures';

let h: TestApp;
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;
const tokens: Record<string, string> = {};
let demo: string;

const desk = (token: string | null) => adminCouponsApi(apiFor(h.app, token).client);
const wallet = (token: string | null) => couponsApi(apiFor(h.app, token).client);
const auditCount = (action?: string) => auditCountOf(h.db, action);
const couponCount = async () => (await h.db.select({ n: count() }).from(t.coupons))[0]!.n;
const buyerId = (phone: string) => buyerIdOf(h.db, phone);

const goodIssue = { target: 'buyer', phone: SECOND_BUYER.phone, value: '15', minAmount: '0', useLimit: 1, endTime: '2026-12-31' };

beforeAll(async () => {
  h = await createTestApp();
  let i = 0;
  for (const who of [ADMIN, PEIHUO, CAIWU, KEFU]) {
    tokens[who.loginName] = await h.staffLogin(who, { ip: `10.17.0.${++i}` });
  }
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
});
afterAll(async () => {
  await h?.close();
});

describe('/v1/invite/coupons-page', () => {
  it('lists the usable coupons 6 at a time (ending first first) and the expired ones on the other tab', async () => {
    const usable = await wallet(demo).page({ page: 1, type: 1 });
    expect(usable.list.map((c) => c.couponCode)).toEqual(['HS-DIRECT-50', 'HS-ALLDAY-30', 'HS-WELCOME-20']);
    expect(usable.pages.total).toBe(3);
    expect(usable.list[0]).toMatchObject({ setValue: '50.00', minAmount: '500.00', useLimit: 2, state: 'usable', usedOrderNo: '' });
    const expired = await wallet(demo).page({ page: 1, type: 2 });
    expect(expired.list.map((c) => [c.couponCode, c.state])).toEqual([['HS-OLD-10', 'expired']]);
  });

  it('refuses a visitor (401)', async () => {
    expect((await settle(wallet(null).page({ page: 1, type: 1 }))).code).toBe(401);
  });
});

describe('the 优惠券 desk', () => {
  it('refuses a visitor, a buyer token and an operator sign (401), 配货发货 and 客服 (403), issuing nothing', async () => {
    const before = [await couponCount(), await auditCount()];
    for (const token of [null, demo]) expect((await settle(desk(token).issue(goodIssue))).code).toBe(401);
    for (const token of [tokens[PEIHUO!.loginName]!, tokens[KEFU!.loginName]!]) {
      expect(await settle(desk(token).issue(goodIssue))).toMatchObject({ code: 403, msg: STAFF_MESSAGES.forbidden });
    }
    const sign = await issueOperatorSign(h.db, h.clock, { label: '测试调配员', ttlHours: 2 });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${couponEndpoints.issue.path}?sign=${encodeURIComponent(sign)}`,
      payload: { ...goodIssue, sign },
    });
    expect(res.statusCode).toBe(401);
    expect([await couponCount(), await auditCount()]).toEqual(before);
  });

  it('refuses bad input with the field’s Chinese message and issues nothing', async () => {
    const before = [await couponCount(), await auditCount()];
    const finance = desk(tokens[CAIWU!.loginName]!);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...goodIssue, target: 'x' }, COUPON_ISSUE_MESSAGES.target],
      [{ ...goodIssue, phone: '12345' }, COUPON_ISSUE_MESSAGES.phoneFormat],
      [{ ...goodIssue, phone: '13912345678' }, COUPON_ISSUE_MESSAGES.buyerUnknown],
      [{ ...goodIssue, value: '0' }, COUPON_ISSUE_MESSAGES.valuePositive],
      [{ ...goodIssue, value: '20', minAmount: '5' }, COUPON_ISSUE_MESSAGES.minAmountBelowValue],
      [{ ...goodIssue, useLimit: 4 }, COUPON_ISSUE_MESSAGES.useLimit],
      [{ ...goodIssue, endTime: '2026-11-01' }, COUPON_ISSUE_MESSAGES.endTimePast],
      [{ ...goodIssue, target: 'level', level: 4 }, COUPON_ISSUE_MESSAGES.noRecipients],
      [{}, COUPON_ISSUE_MESSAGES.target],
    ];
    for (const [body, msg] of cases) expect(await settle(finance.issue(body as never)), msg).toMatchObject({ code: 400, msg });
    expect([await couponCount(), await auditCount()]).toEqual(before);
  });

  it('issues to one buyer by phone; the buyer sees it; one audit row names the count', async () => {
    const before = await auditCount('coupon.issue');
    const result = await desk(tokens[CAIWU!.loginName]!).issue({ ...goodIssue, flowerRule: '玫瑰专用' });
    expect(result).toEqual({ issued: 1 });
    expect(await auditCount('coupon.issue')).toBe(before + 1);
    const [audit] = await h.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'coupon.issue'))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(audit!.after).toMatchObject({ count: 1, target: 'buyer', phone: SECOND_BUYER.phone, value: '15.00' });
    const second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
    const page = await wallet(second).page({ page: 1, type: 1 });
    expect(page.list).toEqual([
      expect.objectContaining({
        setValue: '15.00',
        minAmount: '0.00',
        flowerRule: '玫瑰专用',
        endTime: '2026-12-31 23:59:59',
        state: 'usable',
      }),
    ]);
  });

  it('issues to a member level and to every buyer, one coupon each, in one issuing', async () => {
    const admin = desk(tokens[ADMIN!.loginName]!);
    const buyers = (await h.db.select({ n: count() }).from(t.buyers).where(eq(t.buyers.userType, 'buyer')))[0]!.n;
    const level2 = (await h.db.select({ n: count() }).from(t.buyers).where(eq(t.buyers.memberLevel, 2)))[0]!.n;
    const before = await couponCount();
    expect(await admin.issue({ ...goodIssue, target: 'level', level: '2', useLimit: '3' })).toEqual({ issued: level2 });
    expect(await admin.issue({ ...goodIssue, target: 'all', value: '5' })).toEqual({ issued: buyers });
    expect(await couponCount()).toBe(before + level2 + buyers);
  });

  it('a coupon used on an order moves to the expired/used tab with the order number', async () => {
    await desk(tokens[ADMIN!.loginName]!).issue({
      ...goodIssue,
      phone: DEMO_BUYER.phone,
      value: '1',
      minAmount: '',
      endTime: '2026-11-30',
    });
    const mine = (await wallet(demo).page({ page: 1, type: 1, limit: 50 })).list.find((c) => c.setValue === '1.00')!;
    const [lot] = await cheapLots(h, 1);
    await placeOrderOf(h, demo, [lot!.id], 1, mine.couponCode);
    const usable = await wallet(demo).page({ page: 1, type: 1, limit: 50 });
    expect(usable.list.map((c) => c.couponCode)).not.toContain(mine.couponCode);
    const gone = (await wallet(demo).page({ page: 1, type: 2, limit: 50 })).list.find((c) => c.couponCode === mine.couponCode);
    expect(gone).toMatchObject({ state: 'used' });
    expect(gone!.usedOrderNo).not.toBe('');
  });
});

describe('the monthly member coupon', () => {
  const monthly = async (id: number) =>
    h.db
      .select()
      .from(t.coupons)
      .where(and(eq(t.coupons.buyerId, id), like(t.coupons.couponCode, 'MC-%')));

  it('issues once per member per month however often it runs, and again the next month', async () => {
    const id = await buyerId(DEMO_BUYER.phone); // VIP2 with memberCoupon: 2 × ¥50 a month
    const november = new Date('2026-11-17T12:00:00+08:00');
    const first = await runMemberCoupons(h.db, november);
    expect(first).toBeGreaterThanOrEqual(2);
    expect(await runMemberCoupons(h.db, new Date('2026-11-30T23:00:00+08:00'))).toBe(0);
    expect((await monthly(id)).map((c) => c.couponCode).sort()).toEqual([`MC-202611-${id}-1`, `MC-202611-${id}-2`]);
    expect((await monthly(id))[0]).toMatchObject({ setValueFen: 5000, minAmountFen: 50_000 });
    expect(await auditCount('coupon.monthly')).toBe(1);

    // Two runs at once in the next month: each coupon once.
    const december = new Date('2026-12-01T00:10:00+08:00');
    const [a, b] = await Promise.all([runMemberCoupons(h.db, december), runMemberCoupons(h.db, december)]);
    expect(a + b).toBe(first);
    expect((await monthly(id)).filter((c) => c.couponCode.startsWith('MC-202612-'))).toHaveLength(2);
  });

  it('gives nothing to a buyer without memberCoupon', async () => {
    const id = await buyerId(SECOND_BUYER.phone);
    expect(await monthly(id)).toEqual([]);
  });

  it('the dev endpoint runs it at an instant', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${couponEndpoints.runMemberCoupons.path}`,
      payload: { at: '2027-01-02T09:00:00+08:00' },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { at: '2027-01-02T01:00:00.000Z' } });
    expect(res.json().data.issued).toBeGreaterThanOrEqual(2);
  });
});

describe('membership savings', () => {
  it('is the sum of the buyer’s orders’ member discount, and buyers.savings_fen stays in step', async () => {
    const id = await buyerId(DEMO_BUYER.phone);
    const member = await apiFor(h.app, demo).home.member();
    const [sum] = await h.db
      .select({ fen: sql<string>`coalesce(sum(${t.orders.feeMember}), 0)` })
      .from(t.orders)
      .where(eq(t.orders.buyerId, id));
    expect(Math.round(Number(member.savings) * 100)).toBe(Number(sum!.fen));
    expect(Number(sum!.fen)).toBeGreaterThan(0);
    expect(member.rules.map((r) => r.level)).toEqual([0, 1, 2, 3, 4]);
    expect(member).toMatchObject({ memberLevel: 2, memberDiscount: 9.7, memberCoupon: '1' });
  });
});
