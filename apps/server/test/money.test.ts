/**
 * Issue 17 slice A: the ledger as the truth, bills (/pc/finance/detail) and top-up through the sandbox gateway
 * (/pc/pay-gate/recharge, its status, the signed notify, the sandbox's payer page).
 */
import { adminBuyersApi, adminCancellationsApi, moneyApi, type RechargeCreated } from '@huashi/api';
import { moneyEndpoints } from '@huashi/api/contracts';
import { RECHARGE_PENDING_MAX, TOP_UP_MESSAGES } from '@huashi/domain';
import { eq, sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { hmacSign, SandboxGateway } from '../src/payments';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { ledgerMismatches } from '../src/services/ledger';
import { apiFor, endpointEnvelope, settle } from './client';
import { placeOrder as placeOrderOf } from './claimFixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let buyer: string;
let second: string;
let admin: string;
const [ADMIN] = DEMO_STAFF;

beforeAll(async () => {
  h = await createTestApp();
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  admin = await h.staffLogin(ADMIN!, { ip: '10.7.0.1' });
});
afterAll(async () => {
  await h?.close();
});

const money = (token: string | null) => moneyApi(apiFor(h.app, token).client);
const secret = () => h.ctx.config.payments.notifySecret;
const sandbox = () => new SandboxGateway(secret());

async function balanceOf(phone: string = DEMO_BUYER.phone): Promise<number> {
  const [row] = await h.db.select({ balanceFen: t.buyers.balanceFen }).from(t.buyers).where(eq(t.buyers.phone, phone));
  return row!.balanceFen;
}
async function ledgerRows(refId: string) {
  return h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.refId, refId));
}
/** Posts a notify to the sandbox's notify URL as a gateway would (a form body); answers its text. */
async function postNotify(fields: Record<string, string>): Promise<string> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/pay-gate/notify/sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}
async function topUp(token: string, payFee = '1000', payWay: 'ALIPAY' | 'WECHAT' = 'ALIPAY'): Promise<RechargeCreated> {
  return money(token).recharge({ payFee, payWay });
}

describe('top-up', () => {
  it('creates a pending recharge with a 60 s sandbox QR pointing at our payer page', async () => {
    expect(await money(buyer).payWays()).toEqual({
      ways: [
        { payWay: 'ALIPAY', gateway: '沙箱支付', sandbox: true },
        { payWay: 'WECHAT', gateway: '沙箱支付', sandbox: true },
      ],
    });
    const created = await topUp(buyer);
    expect(created).toMatchObject({ PayMethod: 'ALIPAY', payFee: '1000.00', gateway: '沙箱支付', expiresIn: 60 });
    expect(created.PayOrderInfo).toMatch(new RegExp(`/api/pay-sandbox/${created.outTradeNo}$`));
    const status = await money(buyer).rechargeStatus(created.outTradeNo);
    expect(status).toMatchObject({ status: 'pending', secondsLeft: 60, payFee: '1000.00' });

    const page = await h.app.inject({ method: 'GET', url: `/api/pay-sandbox/${created.outTradeNo}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('沙箱支付');
    expect(page.body).toContain('确认支付');
    expect(page.body).not.toContain('<script');
  });

  it('refuses a bad amount or pay way with the form texts', async () => {
    for (const [payFee, msg] of [
      ['', TOP_UP_MESSAGES.amountRequired],
      ['0', TOP_UP_MESSAGES.amountFormat],
      ['1.234', TOP_UP_MESSAGES.amountFormat],
      ['50000.01', TOP_UP_MESSAGES.amountTooLarge],
    ] as const) {
      expect(await settle(topUp(buyer, payFee))).toMatchObject({ code: 400, msg });
    }
    const res = await endpointEnvelope(apiFor(h.app, buyer).client, moneyEndpoints.recharge, { payFee: '100', payWay: 'PAYPAL' });
    expect(res).toMatchObject({ code: 400, msg: TOP_UP_MESSAGES.payWayRequired });
    expect(await settle(money(null).recharge({ payFee: '100', payWay: 'ALIPAY' }))).toMatchObject({ code: 401 });
  });

  it('credits the same notify sent 3 times once: status paid, one ledger row, the balance up by the amount', async () => {
    const before = await balanceOf();
    const created = await topUp(buyer, '1234.56', 'WECHAT');
    const notify = sandbox().notifyFor(created.outTradeNo, 123_456, h.clock.now());
    const answers = await Promise.all([postNotify(notify), postNotify(notify), postNotify(notify)]);
    expect(answers).toEqual(['success', 'success', 'success']);
    expect(await balanceOf()).toBe(before + 123_456);
    const rows = await ledgerRows(created.outTradeNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ioValueFen: 123_456, refType: 'recharge', balanceAfterFen: before + 123_456 });
    expect(rows[0]!.ioNotice).toContain('微信支付');
    const status = await money(buyer).rechargeStatus(created.outTradeNo);
    expect(status).toMatchObject({ status: 'paid', secondsLeft: 0 });
    expect(status.balance).toBe(((before + 123_456) / 100).toFixed(2));
  });

  it('credits nothing for a wrong signature, an unsigned notify or a mismatched amount', async () => {
    const before = await balanceOf();
    const created = await topUp(buyer, '500');
    const good = sandbox().notifyFor(created.outTradeNo, 50_000, h.clock.now());
    const wrongKey = { ...good, sign: hmacSign('not-the-secret-of-this-server', good) };
    const unsigned = Object.fromEntries(Object.entries(good).filter(([name]) => name !== 'sign'));
    const tampered = { ...good, total_amount: '5000.00' };
    const resignedAmount = sandbox().notifyFor(created.outTradeNo, 500_000, h.clock.now());
    for (const fields of [wrongKey, unsigned, tampered, resignedAmount]) expect(await postNotify(fields)).toBe('fail');
    expect(await balanceOf()).toBe(before);
    expect(await ledgerRows(created.outTradeNo)).toHaveLength(0);
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('pending');
  });

  it('shows an expired QR after 60 s on the injected clock, and a late notify still credits once', async () => {
    const before = await balanceOf();
    const created = await topUp(buyer, '2000');
    h.clock.advance(59_000);
    expect(await money(buyer).rechargeStatus(created.outTradeNo)).toMatchObject({ status: 'pending', secondsLeft: 1 });
    h.clock.advance(1_000);
    expect(await money(buyer).rechargeStatus(created.outTradeNo)).toMatchObject({ status: 'expired', secondsLeft: 0 });
    // 刷新: a new recharge with a fresh QR.
    const fresh = await topUp(buyer, '2000');
    expect(fresh.outTradeNo).not.toBe(created.outTradeNo);
    expect((await money(buyer).rechargeStatus(fresh.outTradeNo)).status).toBe('pending');
    // The payer's phone confirms the old one late: the sandbox page's 确认支付 credits it once.
    const confirm = () =>
      h.app.inject({ method: 'POST', url: `/api/pay-sandbox/${created.outTradeNo}/confirm`, payload: { from: 'sandbox' } });
    expect((await confirm()).body).toContain('支付成功');
    expect((await confirm()).statusCode).toBe(200);
    expect(await balanceOf()).toBe(before + 200_000);
    expect(await ledgerRows(created.outTradeNo)).toHaveLength(1);
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('paid');
    // 取消 moves nothing.
    const cancel = await h.app.inject({ method: 'POST', url: `/api/pay-sandbox/${fresh.outTradeNo}/cancel`, payload: { from: 'sandbox' } });
    expect(cancel.body).toContain('已取消支付');
    expect(await balanceOf()).toBe(before + 200_000);
  });

  it("answers 充值记录不存在 for another buyer's recharge or an unknown one", async () => {
    const created = await topUp(buyer, '100');
    expect(await settle(money(second).rechargeStatus(created.outTradeNo))).toMatchObject({ code: 404, msg: TOP_UP_MESSAGES.notFound });
    expect(await settle(money(buyer).rechargeStatus('R000000NOPE'))).toMatchObject({ code: 404, msg: TOP_UP_MESSAGES.notFound });
    expect(await settle(money(buyer).rechargeStatus('<script>'))).toMatchObject({ code: 404 });
    const page = await h.app.inject({ method: 'GET', url: '/api/pay-sandbox/R000000NOPE' });
    expect(page.statusCode).toBe(404);
  });

  it(`holds at most ${RECHARGE_PENDING_MAX} unpaid live QR codes per buyer; one more is refused until one expires`, async () => {
    const made = [];
    for (let i = 0; i < RECHARGE_PENDING_MAX; i += 1) made.push(await topUp(second, '10'));
    expect(await settle(topUp(second, '10'))).toMatchObject({ code: 429, msg: TOP_UP_MESSAGES.tooManyPending });
    // Another buyer is not affected; paying one frees its place.
    expect((await topUp(buyer, '10')).outTradeNo).toMatch(/^R/);
    const confirm = await h.app.inject({
      method: 'POST',
      url: `/api/pay-sandbox/${made[0]!.outTradeNo}/confirm`,
      payload: { from: 'sandbox' },
    });
    expect(confirm.body).toContain('支付成功');
    expect((await topUp(second, '10')).outTradeNo).toMatch(/^R/);
    h.clock.advance(60_000);
    expect((await topUp(second, '10')).outTradeNo).toMatch(/^R/);
  });

  it('opens the sandbox payer page only to a browser on this machine (a development server on 0.0.0.0 exposes nothing)', async () => {
    const created = await topUp(buyer, '10');
    const from = (remoteAddress: string) => [
      h.app.inject({ method: 'GET', url: `/api/pay-sandbox/${created.outTradeNo}`, remoteAddress }),
      h.app.inject({ method: 'POST', url: `/api/pay-sandbox/${created.outTradeNo}/confirm`, payload: { from: 'sandbox' }, remoteAddress }),
    ];
    for (const res of await Promise.all(from('192.168.1.20'))) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('沙箱支付');
    }
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('pending');
    const [page] = await Promise.all(from('::1').slice(0, 1));
    expect(page!.statusCode).toBe(200);
  });
});

describe('bills and the ledger check', () => {
  /** A buy-now order of one batch of the cheapest all-day lot (offset picks another lot). */
  async function placeOrder(offset: number): Promise<{ mainId: number; itemId: number }> {
    const { mainId, itemIds } = await placeOrderOf(h, buyer, 1, offset);
    return { mainId, itemId: itemIds[0]! };
  }

  it('balance = sum of the ledger for every buyer after purchases, a cancellation, staff adjustments and top-ups', async () => {
    const seeded = await ledgerMismatches(h.db);
    expect(seeded.mismatches).toEqual([]);

    for (const payFee of ['10', '20', '30']) {
      const paid = await topUp(buyer, payFee);
      expect(await postNotify(sandbox().notifyFor(paid.outTradeNo, Number(payFee) * 100, h.clock.now()))).toBe('success');
    }
    const first = await placeOrder(0);
    await placeOrder(1);
    expect((await apiFor(h.app, buyer).orders.backOrder(first.itemId)).code).toBe(200);
    await adminCancellationsApi(apiFor(h.app, admin).client).approve({ itemId: first.itemId });
    const desk = adminBuyersApi(apiFor(h.app, admin).client);
    const [demo] = await h.db.select().from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone));
    await desk.adjust({ buyerId: demo!.id, direction: 'credit', amount: '88.00', reason: '柜台现金付款' });
    await desk.adjust({ buyerId: demo!.id, direction: 'debit', amount: '8.00', reason: '多收退回' });
    const created = await topUp(second, '300');
    expect(await postNotify(sandbox().notifyFor(created.outTradeNo, 30_000, h.clock.now()))).toBe('success');

    const after = await ledgerMismatches(h.db);
    expect(after.buyers).toBeGreaterThanOrEqual(2);
    expect(after.mismatches).toEqual([]);

    // The bills: newest first, 10 a page, each line's text and signed amount.
    const page = await money(buyer).bills({ page: 1 });
    expect(page.list.length).toBe(10);
    expect(page.pages.total).toBeGreaterThan(10);
    expect(page.list[0]).toMatchObject({ ioValue: '-8.00' });
    expect(page.list[0]!.ioNotice).toContain('多收退回');
    expect(page.list[1]).toMatchObject({ ioValue: '88.00' });
    expect(page.list.some((line) => line.ioNotice.startsWith('撤销商品退款'))).toBe(true);
    expect(page.list.some((line) => line.ioNotice.startsWith('购买商品') && line.ioValue.startsWith('-'))).toBe(true);
    const times = page.list.map((line) => line.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const secondPage = await money(buyer).bills({ page: 2 });
    expect(secondPage.list.map((l) => l.id)).not.toContain(page.list[0]!.id);
    // Another buyer's bills are theirs only.
    const theirs = await money(second).bills({ page: 1 });
    expect(theirs.list[0]!.ioNotice).toContain(created.outTradeNo);
    expect(theirs.list.every((line) => !line.ioNotice.includes('多收退回'))).toBe(true);
  });

  it('filters bills by Shanghai calendar days and refuses a backwards range', async () => {
    const today = await money(buyer).bills({ page: 1, start: '2026-11-17', end: '2026-11-17' });
    expect(today.list.length).toBeGreaterThan(0);
    expect(today.list.every((line) => line.createTime.startsWith('2026-11-17'))).toBe(true);
    const none = await money(buyer).bills({ page: 1, start: '2030-01-01', end: '2030-01-31' });
    expect(none).toEqual({ list: [], pages: { total: 0 } });
    expect(await settle(money(buyer).bills({ page: 1, start: '2026-11-18', end: '2026-11-17' }))).toMatchObject({
      code: 400,
      msg: TOP_UP_MESSAGES.rangeBackwards,
    });
  });

  it('npm run ledger:check reports a buyer whose balance differs from the ledger, and passes when none does', async () => {
    const run = promisify(execFile);
    const cli = ['tsx', 'apps/server/src/cli/ledgerCheck.ts'];
    const env = { ...process.env, DATABASE_URL: h.url, NODE_ENV: 'test' };
    const cwd = new URL('../../..', import.meta.url).pathname;
    const passed = await run('npx', cli, { env, cwd });
    expect(passed.stdout).toContain('ledger:check: OK');

    await h.db
      .update(t.buyers)
      .set({ balanceFen: (await balanceOf(SECOND_BUYER.phone)) + 1 })
      .where(eq(t.buyers.phone, SECOND_BUYER.phone));
    const failed = await run('npx', cli, { env, cwd }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`(${SECOND_BUYER.phone}): balance`);
    expect(failed?.stderr).toContain('difference 0.01');

    // A frozen amount with no ledger row behind it is reported too.
    await h.db
      .update(t.buyers)
      .set({ balanceFen: (await balanceOf(SECOND_BUYER.phone)) - 1, frozenFen: sql`${t.buyers.frozenFen} + 200` })
      .where(eq(t.buyers.phone, SECOND_BUYER.phone));
    const frozen = await run('npx', cli, { env, cwd }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(frozen?.code).toBe(1);
    expect(frozen?.stderr).toMatch(/frozen ledger [\d.]+, difference 2\.00/);
    await h.db
      .update(t.buyers)
      .set({ frozenFen: sql`${t.buyers.frozenFen} - 200` })
      .where(eq(t.buyers.phone, SECOND_BUYER.phone));
  }, 60_000);
});

describe("paying on the phone (issue 27): the sandbox's redirect flow", () => {
  const phone = (token: string, payFee: string, back?: string) =>
    money(token).recharge({ payFee, payWay: 'ALIPAY', pattern: 'H5', ...(back ? { back } : {}) });
  /** The sandbox page's path and query from the answer's redirect URL. */
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  const act = (outTradeNo: string, action: 'confirm' | 'cancel', back?: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/pay-sandbox/${outTradeNo}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ from: 'sandbox', ...(back === undefined ? {} : { return: back }) }).toString(),
    });

  it('answers the sandbox page to redirect to, returning to our result page; it waits 5 minutes', async () => {
    const created = await phone(buyer, '150', '/order?orderState=1');
    const result = `/money/result?outTradeNo=${created.outTradeNo}&back=${encodeURIComponent('/order?orderState=1')}`;
    expect(created).toMatchObject({ PayMethod: 'ALIPAY', pattern: 'H5', payFee: '150.00', gateway: '沙箱支付', expiresIn: 300 });
    expect(pathOf(created.redirectUrl!)).toBe(`/api/pay-sandbox/${created.outTradeNo}?return=${encodeURIComponent(result)}`);
    expect(created.PayOrderInfo).toBe(created.redirectUrl);
    expect(await money(buyer).rechargeStatus(created.outTradeNo)).toMatchObject({ status: 'pending', secondsLeft: 300 });
    // The QR way answers no redirect, as before.
    const qr = await topUp(buyer, '10');
    expect(qr).toMatchObject({ pattern: 'QR', redirectUrl: null, expiresIn: 60 });

    // The payer page carries the way back in both forms.
    const page = await h.app.inject({ method: 'GET', url: pathOf(created.redirectUrl!) });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/name="return" value="([^"]+)"/g)).toHaveLength(2);
    expect(page.body).toContain(`value="${result.replace(/&/g, '&amp;')}"`);
  });

  it('确认支付 sends the notify, then returns to the result page (303); the status, not the return, says paid', async () => {
    const before = await balanceOf();
    const created = await phone(buyer, '88.80');
    const back = `/money/result?outTradeNo=${created.outTradeNo}`;
    const confirmed = await act(created.outTradeNo, 'confirm', back);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(back);
    expect(await balanceOf()).toBe(before + 8_880);
    expect(await money(buyer).rechargeStatus(created.outTradeNo)).toMatchObject({
      status: 'paid',
      balance: ((before + 8_880) / 100).toFixed(2),
    });
    // Opened again (the back button): already paid, with the way back; paying twice credits nothing more.
    const again = await h.app.inject({ method: 'GET', url: `/api/pay-sandbox/${created.outTradeNo}?return=${encodeURIComponent(back)}` });
    expect(again.body).toContain('该笔充值已支付');
    expect(again.body).toContain(`href="${back}"`);
    expect((await act(created.outTradeNo, 'confirm', back)).statusCode).toBe(303);
    expect(await ledgerRows(created.outTradeNo)).toHaveLength(1);
  });

  it('取消 returns to the result page with nothing paid; the sandbox never returns anywhere but our result page', async () => {
    const before = await balanceOf();
    const created = await phone(buyer, '20');
    const back = `/money/result?outTradeNo=${created.outTradeNo}`;
    const cancelled = await act(created.outTradeNo, 'cancel', back);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(back);
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('pending');

    for (const elsewhere of ['https://evil.example/money/result?outTradeNo=R1', '//evil.example/x', '/order', '/money?key=2']) {
      const page = await h.app.inject({
        method: 'GET',
        url: `/api/pay-sandbox/${created.outTradeNo}?return=${encodeURIComponent(elsewhere)}`,
      });
      expect(page.body).not.toContain('name="return"');
      const cancel = await act(created.outTradeNo, 'cancel', elsewhere);
      expect(cancel.statusCode).toBe(200);
      expect(cancel.headers.location).toBeUndefined();
    }
    const confirmed = await act(created.outTradeNo, 'confirm', 'https://evil.example/money/result?outTradeNo=R1');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('支付成功');
    expect(await balanceOf()).toBe(before + 2_000);
  });

  it('a payment confirmed after the tab was closed: the late notify (sent 3 times) credits once and shows once in the bills', async () => {
    const before = await balanceOf();
    const created = await phone(buyer, '321.50');
    // The buyer closed the tab on the payer page; the recharge's wait runs out.
    h.clock.advance(301_000);
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('expired');
    const notify = sandbox().notifyFor(created.outTradeNo, 32_150, h.clock.now());
    expect(await Promise.all([postNotify(notify), postNotify(notify), postNotify(notify)])).toEqual(['success', 'success', 'success']);
    expect(await postNotify(sandbox().notifyFor(created.outTradeNo, 32_150, h.clock.now()))).toBe('success');
    expect(await balanceOf()).toBe(before + 32_150);
    expect(await ledgerRows(created.outTradeNo)).toHaveLength(1);
    const bills = await money(buyer).bills({ page: 1 });
    const lines = bills.list.filter((line) => line.ioNotice.includes(created.outTradeNo));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ ioValue: '321.50', balanceAfter: ((before + 32_150) / 100).toFixed(2) });
    expect(lines[0]!.ioNotice).toBe(`账户充值（沙箱支付·支付宝，充值单号${created.outTradeNo}）`);
    expect(await money(buyer).rechargeStatus(created.outTradeNo)).toMatchObject({ status: 'paid' });
  });

  it('refuses an unknown pattern; a recharge sent without one is a QR, as §7 callers send it', async () => {
    const raw = (body: Record<string, unknown>) => endpointEnvelope(apiFor(h.app, buyer).client, moneyEndpoints.recharge, body);
    expect(await raw({ payFee: '10', payWay: 'WECHAT', pattern: 'APP' })).toMatchObject({ code: 400, msg: '请选择扫码支付或手机支付' });
    expect(await raw({ payFee: '10', payWay: 'WECHAT' })).toMatchObject({ code: 200, data: { pattern: 'QR', redirectUrl: null } });
    expect(await raw({ payFee: '10', payWay: 'WECHAT', pattern: 'h5' })).toMatchObject({ code: 200, data: { pattern: 'H5' } });
  });
});
