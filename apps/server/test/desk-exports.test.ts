/**
 * The desks' Excel exports (issue 31): each desk's sheet holds exactly the rows of the desk's filtered list (read
 * back with exceljs's reader, in the test only), money as yuan numbers in the 0.00 format, times in Kunming time;
 * a role that cannot see a desk cannot export it; a job answers only its own staff member; the file is a one-time
 * link; a running job can be cancelled (it stops reading and leaves no file) and at most MAX_RUNNING write at once.
 */
import {
  adminBuyersApi,
  adminClaimsApi,
  adminOrdersApi,
  adminWithdrawalsApi,
  deskExportRoutes,
  deskExportsApi,
  type DeskExportJob,
} from '@huashi/api';
import { DESK_EXPORT_MESSAGES, formatShanghaiDateTime, formatYuan } from '@huashi/domain';
import { eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { DeskExportJobs, MAX_RUNNING, type DeskSheet } from '../src/services/deskExport/jobs';
import { deliver, fileClaim, placeOrder } from './claimFixtures';
import { apiFor, settle } from './client';
import { downloadSheet, finishedExport, type Sheet } from './exportFixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let dataDir: string;
let buyer: string;
let buyerId: number;
const tokens: Record<'admin' | 'peihuo' | 'caiwu' | 'kefu', string> = { admin: '', peihuo: '', caiwu: '', kefu: '' };
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-desk-exports-'));
  h = await createTestApp({ config: { dataDir } });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  buyerId = (await h.db.select({ id: t.buyers.id }).from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone)))[0]!.id;
  tokens.admin = await h.staffLogin(ADMIN!, { ip: '10.9.0.1' });
  tokens.peihuo = await h.staffLogin(PEIHUO!, { ip: '10.9.0.2' });
  tokens.caiwu = await h.staffLogin(CAIWU!, { ip: '10.9.0.3' });
  tokens.kefu = await h.staffLogin(KEFU!, { ip: '10.9.0.4' });
  // A delivered order with a claim (售后理赔 待处理) and two withdrawals (提现打款 待打款) for the desks to list.
  const order = await placeOrder(h, buyer, 2, 0, 2);
  await deliver(h, order.mainId);
  await fileClaim(h, buyer, order);
  await h.db.insert(t.withdrawals).values([
    { buyerId, amountFen: 12_345, feeFen: 100 },
    { buyerId, amountFen: 50_000, feeFen: 0 },
  ]);
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const exportsOf = (token: string | null) => deskExportsApi(apiFor(h.app, token).client);

const finished = (token: string, job: DeskExportJob) => finishedExport(h, token, job);
const download = (job: DeskExportJob) => downloadSheet(h, job);

async function exported(token: string, start: Promise<DeskExportJob>) {
  const job = await finished(token, await start);
  return { job, ...(await download(job)) };
}

const col = (sheet: Sheet, title: string) => {
  const i = sheet.titles.indexOf(title);
  expect(i, title).toBeGreaterThanOrEqual(0);
  return sheet.rows.map((row) => row[i] ?? null);
};

describe('each desk exports its filtered list', () => {
  it('订单履约: the orders of the day as listed, a status filter, money as numbers in 0.00, times in Kunming time', async () => {
    const desk = adminOrdersApi(apiFor(h.app, tokens.peihuo).client);
    const listed = await desk.list({ limit: 200 });
    expect(listed.total).toBeGreaterThan(0);
    const sheet = await exported(tokens.peihuo, exportsOf(tokens.peihuo).orders({}));
    expect(sheet.job).toMatchObject({ rows: listed.total, total: listed.total, fileName: `订单履约_${listed.auctionDate}.xlsx` });
    expect(sheet.res.headers['content-disposition']).toContain(encodeURIComponent(`订单履约_${listed.auctionDate}.xlsx`));
    expect(col(sheet, '订单号')).toEqual(listed.list.map((r) => r.orderNo));
    expect(col(sheet, '状态')).toEqual(listed.list.map((r) => r.statusLabel));
    expect(col(sheet, '扎数')).toEqual(listed.list.map((r) => r.bundles));
    expect(col(sheet, '下单时间')).toEqual(listed.list.map((r) => formatShanghaiDateTime(new Date(r.createdAt))));
    const orders = await h.db.select().from(t.orders);
    const fee = new Map(orders.map((o) => [o.orderNo, o.feePayment]));
    expect(col(sheet, '实付金额(元)')).toEqual(listed.list.map((r) => Number(formatYuan(fee.get(r.orderNo)!))));
    expect(sheet.formats[sheet.titles.indexOf('实付金额(元)')]).toBe('0.00');

    const picking = await desk.list({ status: 'picking', keyword: '', limit: 200 });
    const filtered = await exported(tokens.peihuo, exportsOf(tokens.peihuo).orders({ status: 'picking' }));
    expect(col(filtered, '订单号')).toEqual(picking.list.map((r) => r.orderNo));
  });

  it('订单履约 over several days (a month at most): both days in one sheet; a reversed or over-long span is refused', async () => {
    const desk = adminOrdersApi(apiFor(h.app, tokens.admin).client);
    const first = await desk.list({ auctionDate: '2026-11-16', limit: 200 });
    const second = await desk.list({ auctionDate: '2026-11-17', limit: 200 });
    const sheet = await exported(tokens.admin, exportsOf(tokens.admin).orders({ auctionDate: '2026-11-16', until: '2026-11-17' }));
    expect(sheet.job.fileName).toBe('订单履约_2026-11-16至2026-11-17.xlsx');
    expect(new Set(col(sheet, '订单号'))).toEqual(new Set([...first.list, ...second.list].map((r) => r.orderNo)));
    for (const until of ['2026-11-15', '2026-12-17']) {
      expect(await settle(exportsOf(tokens.admin).orders({ auctionDate: '2026-11-16', until }))).toMatchObject({
        code: 400,
        msg: DESK_EXPORT_MESSAGES.range,
      });
    }
  });

  it('the pick list: the lines of the desk pick list, by position', async () => {
    const listed = await adminOrdersApi(apiFor(h.app, tokens.peihuo).client).pickList({ limit: 500 });
    expect(listed.total).toBeGreaterThan(0);
    const sheet = await exported(tokens.peihuo, exportsOf(tokens.peihuo).pickList({}));
    expect(col(sheet, '订单号')).toEqual(listed.list.map((r) => r.orderNo));
    expect(col(sheet, '库位')).toEqual(listed.list.map((r) => r.positionNo));
    expect(col(sheet, '扎数')).toEqual(listed.list.map((r) => r.bundles));
    expect(col(sheet, '本批次扎数')).toEqual(listed.list.map((r) => r.lotBundles));
  });

  it('售后理赔: the claims of the tab, with amounts as numbers', async () => {
    const listed = await adminClaimsApi(apiFor(h.app, tokens.kefu).client).list({ state: 'pending', limit: 100 });
    expect(listed.total).toBe(1);
    const sheet = await exported(tokens.kefu, exportsOf(tokens.kefu).claims({ state: 'pending' }));
    expect(sheet.job.fileName).toBe('售后理赔_待处理.xlsx'); // the tab as the desk names it
    expect(col(sheet, '售后编号')).toEqual(listed.list.map((r) => r.id));
    expect(col(sheet, '计算基数(元)')).toEqual(listed.list.map((r) => Number(r.baseAmount)));
    expect(col(sheet, '售后原因')).toEqual(['少了一扎']);
    expect(col(sheet, '供应商扣款')).toEqual(['未决定']);
    expect(col(sheet, '扣款原因')).toEqual([null]); // an empty cell: no reason before a decision
    const none = await exported(tokens.kefu, exportsOf(tokens.kefu).claims({ state: 'paid' }));
    expect(none.rows).toEqual([]);
    expect(none.titles[0]).toBe('售后编号');
  });

  it('售后理赔: a claim charged back to its supplier reads 已扣款给供应商 with the reason', async () => {
    const desk = adminClaimsApi(apiFor(h.app, tokens.kefu).client);
    const [claim] = (await desk.list({ state: 'pending', limit: 100 })).list;
    const accepted = await desk.accept({ id: claim!.id });
    await desk.propose({ id: claim!.id, amount: accepted.row.formulaAmount });
    await desk.chargeBack({ id: claim!.id, chargeBack: true, reason: '装箱少发一扎，供应商责任' });
    const sheet = await exported(tokens.kefu, exportsOf(tokens.kefu).claims({ state: 'toPay' }));
    expect(col(sheet, '售后编号')).toEqual([claim!.id]);
    expect(col(sheet, '供应商扣款')).toEqual(['已扣款给供应商']);
    expect(col(sheet, '扣款原因')).toEqual(['装箱少发一扎，供应商责任']);
  });

  it('提现打款: the withdrawals of the state, 到账 / 手续费 / 合计 as yuan numbers', async () => {
    const listed = await adminWithdrawalsApi(apiFor(h.app, tokens.caiwu).client).list({ state: 'pending', limit: 100 });
    expect(listed.total).toBe(2);
    const sheet = await exported(tokens.caiwu, exportsOf(tokens.caiwu).payouts({ state: 'pending' }));
    expect(col(sheet, '提现编号')).toEqual(listed.list.map((r) => r.id));
    expect(col(sheet, '到账金额(元)')).toEqual([123.45, 500]);
    expect(col(sheet, '合计(元)')).toEqual([124.45, 500]);
    expect(sheet.formats[sheet.titles.indexOf('合计(元)')]).toBe('0.00');
  });

  it('账单: the whole ledger of a buyer, newest first, as the 买家 desk lists it; an unknown buyer is the desk 404', async () => {
    const listed = await adminBuyersApi(apiFor(h.app, tokens.kefu).client).ledger(buyerId, 1, 100);
    expect(listed.total).toBeGreaterThan(0);
    const sheet = await exported(tokens.kefu, exportsOf(tokens.kefu).ledger({ buyerId }));
    expect(col(sheet, '流水号')).toEqual(listed.list.map((r) => r.id));
    expect(col(sheet, '余额(元)')).toEqual(listed.list.map((r) => Number(r.balanceAfter)));
    expect(col(sheet, '说明')).toEqual(listed.list.map((r) => r.ioNotice));
    expect((await settle(exportsOf(tokens.kefu).ledger({ buyerId: 999_999 }))).code).toBe(404);
  });
});

describe('who may export', () => {
  it('a role that cannot see a desk cannot export it (403); a visitor or a buyer reads 401', async () => {
    const refused: [keyof typeof tokens, keyof typeof deskExportRoutes][] = [
      ['caiwu', 'orders'],
      ['kefu', 'orders'],
      ['caiwu', 'pickList'],
      ['kefu', 'pickList'],
      ['peihuo', 'claims'],
      ['caiwu', 'claims'],
      ['peihuo', 'payouts'],
      ['kefu', 'payouts'],
      ['peihuo', 'ledger'],
    ];
    for (const [who, route] of refused) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/api${deskExportRoutes[route].path}`,
        headers: { authorization: `Bearer ${tokens[who]}` },
        payload: { buyerId },
      });
      expect(res.statusCode, `${who} ${route}`).toBe(403);
    }
    for (const headers of [{}, { authorization: `Bearer ${buyer}` }]) {
      const res = await h.app.inject({ method: 'POST', url: `/api${deskExportRoutes.orders.path}`, headers, payload: {} });
      expect(res.statusCode).toBe(401);
    }
  });

  it('a job answers only the staff member who started it; its file downloads once', async () => {
    const job = await finished(tokens.admin, await exportsOf(tokens.admin).payouts({ state: 'pending' }));
    for (const other of [tokens.caiwu, tokens.peihuo]) {
      expect(await settle(exportsOf(other).progress(job.id))).toMatchObject({ code: 404, msg: DESK_EXPORT_MESSAGES.gone });
      expect(await settle(exportsOf(other).cancel({ id: job.id }))).toMatchObject({ code: 404, msg: DESK_EXPORT_MESSAGES.gone });
    }
    const first = await h.app.inject({ method: 'GET', url: `/api${job.href}` });
    expect(first.statusCode).toBe(200);
    const again = await h.app.inject({ method: 'GET', url: `/api${job.href}` });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(DESK_EXPORT_MESSAGES.gone);
    expect((await h.app.inject({ method: 'GET', url: `/api${deskExportRoutes.file.path}?id=guess` })).statusCode).toBe(410);
    expect(await settle(exportsOf(tokens.admin).progress(job.id))).toMatchObject({ code: 404 });
  });
});

describe('the job mechanism', () => {
  /** A sheet whose batches wait for the test to release each one. */
  function gatedSheet() {
    const gates: (() => void)[] = [];
    async function* batches() {
      for (let i = 0; i < 3; i += 1) {
        await new Promise<void>((resolve) => gates.push(resolve));
        yield [{ n: i }];
      }
    }
    const sheet: DeskSheet<{ n: number }> = {
      fileName: 'x.xlsx',
      sheetName: 'x',
      columns: [{ title: '序号', kind: 'int', value: (r) => r.n }],
      total: 3,
      batches: batches(),
    };
    const release = async () => {
      await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
      gates.shift()!();
    };
    return { sheet, release };
  }

  it('shows rows written of the total while running; a cancelled job stops and leaves no file; at most MAX_RUNNING at once', async () => {
    const jobs = new DeskExportJobs(h.clock);
    const errors: unknown[] = [];
    const sheets = Array.from({ length: MAX_RUNNING }, gatedSheet);
    const started: DeskExportJob[] = [];
    for (const { sheet } of sheets) started.push(await jobs.start(1, sheet, (e) => errors.push(e)));
    expect(jobs.hasRoom()).toBe(false);
    await sheets[0]!.release();
    await vi.waitFor(() => expect(jobs.progress(1, started[0]!.id)).toMatchObject({ state: 'running', rows: 1, total: 3, href: '' }));
    expect(jobs.cancel(1, started[0]!.id)).toMatchObject({ state: 'cancelled' });
    await sheets[0]!.release();
    expect(jobs.hasRoom()).toBe(true);
    for (let i = 0; i < 3; i += 1) await sheets[1]!.release();
    // Done once the writer thread has finished the file (its start loads exceljs: seconds on a loaded machine).
    await vi.waitFor(() => expect(jobs.progress(1, started[1]!.id)).toMatchObject({ state: 'done', rows: 3 }), { timeout: 10_000 });
    expect(jobs.take(started[0]!.id)).toBeNull();
    const file = jobs.take(started[1]!.id);
    expect(file?.fileName).toBe('x.xlsx');
    file?.stream.destroy();
    expect(jobs.take(started[1]!.id)).toBeNull();
    expect(errors).toEqual([]);
    await jobs.close();
  });

  it('a job cancelled while it writes stops reading its batches and removes its file', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'huashi-export-cancel-'));
    const jobs = new DeskExportJobs(h.clock, root);
    const errors: unknown[] = [];
    let read = 0;
    let closed = false;
    // Endless: only a cancel ends this job.
    async function* batches() {
      try {
        for (;;) {
          read += 1;
          await new Promise((resolve) => setTimeout(resolve, 1));
          yield Array.from({ length: 200 }, (_, i) => ({ n: read * 1000 + i }));
        }
      } finally {
        closed = true;
      }
    }
    const sheet: DeskSheet<{ n: number }> = {
      fileName: 'x.xlsx',
      sheetName: 'x',
      columns: [{ title: '序号', kind: 'int', value: (r) => r.n }],
      total: 1_000_000,
      batches: batches(),
    };
    const files = () => readdirSync(root, { recursive: true }).filter((name) => String(name).endsWith('.xlsx'));
    const job = await jobs.start(1, sheet, (e) => errors.push(e));
    await vi.waitFor(
      () => {
        expect(jobs.progress(1, job.id)?.rows).toBeGreaterThan(0);
        expect(files()).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    expect(jobs.cancel(1, job.id)).toMatchObject({ state: 'cancelled' });
    await vi.waitFor(
      () => {
        expect(closed).toBe(true);
        expect(files()).toEqual([]);
      },
      { timeout: 10_000 },
    );
    const readWhenStopped = read;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read).toBe(readWhenStopped);
    expect(jobs.progress(1, job.id)).toMatchObject({ state: 'cancelled', href: '' });
    expect(errors).toEqual([]);
    await jobs.close();
    rmSync(root, { recursive: true, force: true });
  });
});
