/**
 * The day's report (日报, issue 31) through the API: a market day with purchases, a cancellation, a claim paid, a
 * top-up and a withdrawal paid, all made through the desks' and the buyer's own endpoints; the Excel sheet read back
 * reconciles to the ledger (every term equals the day's ledger rows of its source, the closing held equals the buyers'
 * balances, 平), the PDF says the same; who may read it (财务, 管理员; not 配货发货, 客服, a buyer or a visitor); a bad
 * or future day is refused with its message; and a ledger row removed afterwards turns the report 不平.
 */
import {
  adminCancellationsApi,
  adminClaimsApi,
  adminWithdrawalsApi,
  dayReportRoutes,
  deskExportRoutes,
  deskExportsApi,
  moneyApi,
  withdrawApi,
} from '@huashi/api';
import { devEndpoints } from '@huashi/api/contracts';
import { DAY_REPORT_MESSAGES, formatYuan, STAFF_MESSAGES } from '@huashi/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { SandboxGateway } from '../src/payments';
import { pdfText } from '../src/print/readPdf';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { deliver, fileClaim, placeOrder } from './claimFixtures';
import { apiFor, endpointData, settle } from './client';
import { downloadSheet, finishedExport, type Sheet } from './exportFixtures';
import { bankCardForm, buyerIdOf } from './fixtures';
import { createTestApp, type TestApp } from './harness';

const DAY = '2026-11-17';
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

let h: TestApp;
let buyer: string;
let buyerId: number;
const staff = { admin: '', peihuo: '', caiwu: '', kefu: '' };

const api = (token: string | null) => apiFor(h.app, token);

/** The day's ledger rows summed by source, straight from the table. */
async function ledgerOfDay(): Promise<Map<string, { rows: number; io: number }>> {
  const result = await h.db.execute<{ ref_type: string; rows: number; io: string }>(sql`
    select coalesce(ref_type, '') as ref_type, count(*)::int as rows, sum(io_value_fen)::text as io from balance_ledger
    where created_at >= (${DAY}::date)::timestamp at time zone 'Asia/Shanghai'
      and created_at < (${DAY}::date + 1)::timestamp at time zone 'Asia/Shanghai'
    group by 1`);
  return new Map(result.rows.map((row) => [row.ref_type, { rows: row.rows, io: Number(row.io) }]));
}

const heldNow = async () =>
  Number((await h.db.execute<{ held: string }>(sql`select sum(balance_fen)::text as held from buyers`)).rows[0]!.held);

/** A sheet's row by section and label: [笔数, 扎数, 金额]. */
function figure(sheet: Sheet, section: string, label: string) {
  const row = sheet.rows.find((r) => r[0] === section && r[1] === label);
  expect(row, `${section} ${label}`).toBeDefined();
  return { count: row![2] ?? null, bundles: row![3] ?? null, yuan: row![4] ?? null };
}

const yuan = (fen: number) => Number(formatYuan(fen));

async function exportDay(token: string, date = '') {
  const job = await deskExportsApi(api(token).client).dayReport({ date });
  return downloadSheet(h, await finishedExport(h, token, job));
}

async function pdfOf(token: string, date = '') {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api${dayReportRoutes.pdf.path}?date=${date}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}

beforeAll(async () => {
  h = await createTestApp();
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  buyerId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  staff.admin = await h.staffLogin(ADMIN!, { ip: '10.31.0.1' });
  staff.peihuo = await h.staffLogin(PEIHUO!, { ip: '10.31.0.2' });
  staff.caiwu = await h.staffLogin(CAIWU!, { ip: '10.31.0.3' });
  staff.kefu = await h.staffLogin(KEFU!, { ip: '10.31.0.4' });

  // A top-up of 500.00 through the sandbox gateway's signed notify.
  const recharge = await moneyApi(api(buyer).client).recharge({ payFee: '500', payWay: 'ALIPAY' });
  const notify = new SandboxGateway(h.ctx.config.payments.notifySecret).notifyFor(recharge.outTradeNo, 50_000, h.clock.now());
  const paid = await h.app.inject({
    method: 'POST',
    url: '/api/pay-gate/notify/sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(notify).toString(),
  });
  expect(paid.body).toBe('success');

  // Two purchases; one item cancelled (撤销审核 approves the buyer's request); one item delivered, claimed and paid.
  const first = await placeOrder(h, buyer, 2, 0, 1);
  const second = await placeOrder(h, buyer, 1, 2, 2);
  const asked = await api(buyer).orders.backOrder(first.itemIds[0]!);
  expect(asked.code, asked.msg).toBe(200);
  await adminCancellationsApi(api(staff.peihuo).client).approve({ itemId: first.itemIds[0]! });
  await deliver(h, second.mainId);
  const claimId = await fileClaim(h, buyer, second);
  const claims = adminClaimsApi(api(staff.kefu).client);
  await claims.accept({ id: claimId });
  await claims.propose({ id: claimId, amount: '1.00', reason: '按一扎赔付' });
  await claims.pay({ id: claimId });

  // A withdrawal of 100.00 (real name on file, a bound card, the SMS code), paid out by 财务.
  await h.db.insert(t.realNameRecords).values({
    buyerId,
    realName: '张三',
    realIdNumber: '53010219900307001X',
    startTime: '2020-01-01',
    expiredTime: '2',
    frontImage: 'x',
    behindImage: 'y',
    status: 1,
  });
  const w = withdrawApi(api(buyer).client);
  await w.bindBankCard(bankCardForm('张三'));
  await w.sendSms();
  const sent = await endpointData(api(null).client, devEndpoints.smsOutbox, { phone: DEMO_BUYER.phone });
  await w.withdraw({ withdrawValue: '100', smsCode: sent.find((m) => m.purpose === 'withdraw')!.code });
  const [request] = await h.db.select().from(t.withdrawals).where(eq(t.withdrawals.buyerId, buyerId));
  await adminWithdrawalsApi(api(staff.caiwu).client).pay({ id: request!.id });
});
afterAll(async () => {
  await h?.close();
});

describe('日报 of a day', () => {
  it('the Excel sheet reconciles to the ledger: each term is its source’s rows of the day, the closing held is the buyers’ balances, 平', async () => {
    const sheet = await exportDay(staff.caiwu);
    expect(sheet.titles).toEqual(['栏目', '项目', '笔数', '扎数', '金额(元)']);
    expect(sheet.res.headers['content-disposition']).toContain(encodeURIComponent(`日报-${DAY}.xlsx`));
    const ledger = await ledgerOfDay();
    const io = (source: string) => ledger.get(source)?.io ?? 0;
    const rows = (source: string) => ledger.get(source)?.rows ?? 0;
    // The day holds each kind of movement.
    for (const source of ['order', 'cancel', 'after-sales', 'recharge', 'withdrawal']) expect(rows(source), source).toBeGreaterThan(0);

    expect(figure(sheet, '对账', '+ 充值').yuan).toBe(yuan(io('recharge')));
    expect(figure(sheet, '对账', '− 购买').yuan).toBe(yuan(-io('order')));
    expect(figure(sheet, '对账', '+ 撤销退款').yuan).toBe(yuan(io('cancel')));
    expect(figure(sheet, '对账', '+ 售后赔付').yuan).toBe(yuan(io('after-sales')));
    expect(figure(sheet, '对账', '− 提现').yuan).toBe(yuan(-io('withdrawal')));
    expect(figure(sheet, '对账', '± 调整').yuan).toBe(yuan(io('seed') + io('staff-adjust') + io('')));
    // The day is today: the closing held is every buyer's balance now; the opening is it less the day's rows.
    const held = await heldNow();
    const dayTotal = [...ledger.values()].reduce((sum, row) => sum + row.io, 0);
    expect(figure(sheet, '买家余额', '期末余额').yuan).toBe(yuan(held));
    expect(figure(sheet, '买家余额', '期初余额').yuan).toBe(yuan(held - dayTotal));
    expect(figure(sheet, '对账', '期末余额（应为）').yuan).toBe(yuan(held));
    expect(figure(sheet, '对账', '对账：平').yuan).toBe(0);

    expect(figure(sheet, '撤销', '撤销退款')).toEqual({ count: 1, bundles: null, yuan: yuan(io('cancel')) });
    expect(figure(sheet, '售后理赔', '已赔付')).toEqual({ count: 1, bundles: null, yuan: 1 });
    expect(figure(sheet, '充值', '在线充值').count).toBe(rows('recharge'));
    expect(figure(sheet, '提现', '已打款')).toEqual({ count: 1, bundles: null, yuan: 105 });
    expect(figure(sheet, '提现', '申请（冻结）')).toEqual({ count: 1, bundles: null, yuan: 105 });

    // Sales by session add up to the day's order items.
    const items = await h.db.execute<{ bundles: number; fen: string }>(sql`
      select sum(i.buy_qty)::int as bundles, sum(i.fee_goods)::text as fen
      from order_items i join orders o on o.id = i.order_id where o.auction_date = ${DAY}`);
    expect(figure(sheet, '销售（按场次）', '合计')).toEqual({
      count: null,
      bundles: items.rows[0]!.bundles,
      yuan: yuan(Number(items.rows[0]!.fen)),
    });
  });

  it('the PDF prints the same day with 平, under 日报-<day>.pdf', async () => {
    const res = await pdfOf(staff.admin, DAY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`日报-${DAY}.pdf`));
    const text = (await pdfText(res.rawPayload)).flatMap((page) => page.texts.map((t) => t.text)).join(' ');
    expect(text).toMatch(/日报 2026-11-17.*对账 平/);
    expect(text).toContain('对账：平');
    expect(text).toContain(formatYuan(await heldNow()));
  });

  it('only 财务 and 管理员 read it; a bad or future day is refused with its message', async () => {
    for (const token of [staff.peihuo, staff.kefu]) {
      expect((await pdfOf(token)).statusCode).toBe(403);
      expect(await settle(deskExportsApi(api(token).client).dayReport({ date: '' }))).toMatchObject({
        code: 403,
        msg: STAFF_MESSAGES.forbidden,
      });
    }
    for (const token of [buyer, null]) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api${dayReportRoutes.pdf.path}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await pdfOf(staff.caiwu, '2026-02-30')).json()).toMatchObject({ code: 400, msg: DAY_REPORT_MESSAGES.date });
    expect((await pdfOf(staff.caiwu, '2026-11-18')).json()).toMatchObject({ code: 400, msg: DAY_REPORT_MESSAGES.future });
    expect(await settle(deskExportsApi(api(staff.caiwu).client).dayReport({ date: 'tomorrow' }))).toMatchObject({
      code: 400,
      msg: DAY_REPORT_MESSAGES.date,
    });
    expect(deskExportRoutes.dayReport.path).toBe('/admin/exports/day-report');
  });

  it('says 不平 with the difference once a ledger row of the day is missing', async () => {
    const [refund] = await h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.refType, 'cancel'));
    await h.db.delete(t.balanceLedger).where(eq(t.balanceLedger.id, refund!.id));
    const sheet = await exportDay(staff.caiwu, DAY);
    const verdict = `对账：不平（差额 ${formatYuan(refund!.ioValueFen)} 元）`;
    expect(figure(sheet, '对账', verdict).yuan).toBe(yuan(refund!.ioValueFen));
    const text = (await pdfText((await pdfOf(staff.caiwu, DAY)).rawPayload)).flatMap((page) => page.texts.map((t) => t.text)).join(' ');
    expect(text).toContain(verdict);
  });
});
