/** The 售后理赔 desk (issue 16): guards, accept → amount by the formula → pay once to the balance, lower amount, reject. */
import { ADMIN_CLAIM_PATHS, AFTER_SALES_PATHS, adminClaimsApi, adminOrdersApi, CATALOG_PATHS, type ClaimRow } from '@huashi/api';
import {
  AUTO_COMPLETE_MS,
  CLAIM_DESK_MESSAGES,
  CLAIM_RATE_DAYS,
  claimCompensationFen,
  claimRateText,
  formatYuan,
  MS_PER_DAY,
  STAFF_MESSAGES,
} from '@huashi/domain';
import { and, count, eq, gte } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { supplierClaimRates } from '../src/services/adminClaims';
import { runAutoComplete } from '../src/services/autoComplete';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor, settle } from './client';
import { deliver, placeOrder, post, uploadPhotos } from './claimFixtures';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

let h: TestApp;
let dataDir: string;
let buyer: string;
let kefu: string;
let order: { mainId: number; itemIds: number[] };
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

async function staffToken(loginName: string, password: string, ip: string): Promise<string> {
  return (await apiFor(h.app, null, { ip }).staff.login({ loginName, password })).staffToken;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-desk-claims-'));
  h = await createTestApp({ config: { dataDir } });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  kefu = await staffToken(KEFU!.loginName, KEFU!.password, '10.2.0.1');
  order = await placeOrder(h, buyer, 4, 0, 2);
  await deliver(h, order.mainId);
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const desk = (token: string | null) => adminClaimsApi(apiFor(h.app, token).client);
const auditCount = async (action?: string) =>
  (
    await h.db
      .select({ n: count() })
      .from(t.auditLog)
      .where(action ? eq(t.auditLog.action, action) : undefined)
  )[0]!.n;
const balanceFen = async () => (await h.db.select().from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone)))[0]!.balanceFen;

/** Files a 数量短缺 claim of `asQty` on an item of `target` (the shared order by default); returns its id. */
async function file(itemId: number, asQty: number, target: { mainId: number } = order, photoCount = 2): Promise<number> {
  const photos = await uploadPhotos(h, buyer, photoCount);
  const res = await post(h, buyer, AFTER_SALES_PATHS.addAfter, {
    mainId: target.mainId,
    itemId,
    asType: '2',
    asTypeName: '数量短缺',
    asQty,
    asReason: '少了',
    asImages: photos,
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.id as number;
}

describe('guards', () => {
  it('refuses a visitor and a buyer with 401, 配货发货 and 财务 with 403; 客服 and 管理员 work', async () => {
    const peihuo = await staffToken(PEIHUO!.loginName, PEIHUO!.password, '10.2.0.2');
    const caiwu = await staffToken(CAIWU!.loginName, CAIWU!.password, '10.2.0.3');
    const admin = await staffToken(ADMIN!.loginName, ADMIN!.password, '10.2.0.4');
    const before = await auditCount();
    const calls = [
      { method: 'GET' as const, url: ADMIN_CLAIM_PATHS.list, payload: undefined },
      { method: 'POST' as const, url: ADMIN_CLAIM_PATHS.accept, payload: { id: 1 } },
      { method: 'POST' as const, url: ADMIN_CLAIM_PATHS.pay, payload: { id: 1 } },
    ];
    for (const call of calls) {
      const as = (headers: Record<string, string>) =>
        h.app.inject({ method: call.method, url: `/api${call.url}`, headers, payload: call.payload });
      expect((await as({})).statusCode).toBe(401);
      expect((await as({ authorization: `Bearer ${buyer}` })).statusCode).toBe(401);
      for (const token of [peihuo, caiwu]) {
        const res = await as({ authorization: `Bearer ${token}` });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: STAFF_MESSAGES.forbidden, data: null });
      }
    }
    expect(await auditCount()).toBe(before);
    expect((await settle(desk(kefu).list())).code).toBe(200);
    expect((await settle(desk(admin).list())).code).toBe(200);
  });
});

describe('decisions', () => {
  it('accepts, proposes the formula amount, pays it to the balance exactly once, and the buyer reads 退款成功', async () => {
    const itemId = order.itemIds[0]!;
    const id = await file(itemId, 2);
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, itemId));
    const formula = claimCompensationFen({
      buyPriceFen: item!.buyPriceFen,
      stemsPerBunch: item!.stemsPerBunch,
      affectedBunches: 2,
      boughtBunches: item!.buyQty,
    });

    const pending = await desk(kefu).list({ state: 'pending' });
    const row = pending.list.find((r: ClaimRow) => r.id === id)!;
    expect(row).toMatchObject({
      status: 0,
      state: 'pending',
      awaitsReply: true,
      overdue: false,
      formulaAmount: formatYuan(formula),
      asQty: 2,
    });
    expect(row.images).toHaveLength(2);
    expect(row.supplierClaimRate).toMatch(/^\d+\.\d%$/);
    // 客服 reads the photo.
    const photo = await h.app.inject({ method: 'GET', url: row.images[0]!.url, headers: { authorization: `Bearer ${kefu}` } });
    expect(photo.statusCode).toBe(200);

    expect((await settle(desk(kefu).pay({ id }))).msg).toBe(CLAIM_DESK_MESSAGES.notToPay);
    expect((await desk(kefu).accept({ id })).row.status).toBe(1);
    expect((await settle(desk(kefu).accept({ id }))).msg).toBe(CLAIM_DESK_MESSAGES.notWaiting);
    expect((await settle(desk(kefu).propose({ id, amount: formatYuan(formula + 1), reason: '' }))).msg).toBe(
      CLAIM_DESK_MESSAGES.amountAbove,
    );
    const proposed = await desk(kefu).propose({ id, amount: formatYuan(formula), reason: '' });
    expect(proposed.row).toMatchObject({ status: 8, realAmount: formatYuan(formula) });

    const before = await balanceFen();
    const [first, second] = await Promise.all([settle(desk(kefu).pay({ id })), settle(desk(kefu).pay({ id }))]);
    expect([first.code, second.code].sort()).toEqual([200, 400]);
    expect([first.msg, second.msg]).toContain(CLAIM_DESK_MESSAGES.alreadyPaid);
    expect(await balanceFen()).toBe(before + formula);
    const ledger = await h.db
      .select()
      .from(t.balanceLedger)
      .where(and(eq(t.balanceLedger.refType, 'after-sales'), eq(t.balanceLedger.refId, String(id))));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.ioValueFen).toBe(formula);
    expect((await settle(desk(kefu).pay({ id }))).msg).toBe(CLAIM_DESK_MESSAGES.alreadyPaid);
    expect(await balanceFen()).toBe(before + formula);
    expect(await auditCount('claim.pay')).toBe(1);
    expect(await auditCount('claim.accept')).toBe(1);
    expect(await auditCount('claim.propose')).toBe(1);

    const record = await post(h, buyer, AFTER_SALES_PATHS.fetchAfter, { mainId: order.mainId, itemId });
    expect(record.body.data[0]).toMatchObject({ status: 10, statusText: `退款成功，已退款￥${formatYuan(formula)}`, canCancel: false });
    expect((await post(h, buyer, AFTER_SALES_PATHS.cancelAfter, { id })).body.code).toBe(400);
  });

  it('lowers the amount only with a reason (→ 9, the reason shown to the buyer), and rejects with a reason', async () => {
    const lowered = await file(order.itemIds[1]!, 1);
    await desk(kefu).accept({ id: lowered });
    const row = (await desk(kefu).list({ state: 'processing' })).list.find((r: ClaimRow) => r.id === lowered)!;
    expect((await settle(desk(kefu).propose({ id: lowered, amount: '0.01', reason: ' ' }))).msg).toBe(CLAIM_DESK_MESSAGES.adjustReason);
    expect((await settle(desk(kefu).propose({ id: lowered, amount: 'abc', reason: 'x' }))).msg).toBe(CLAIM_DESK_MESSAGES.amountInvalid);
    const done = await desk(kefu).propose({ id: lowered, amount: '0.01', reason: '大部分花材可用' });
    expect(done.row).toMatchObject({ status: 9, realAmount: '0.01', asNotice: '大部分花材可用', formulaAmount: row.formulaAmount });
    expect((await settle(desk(kefu).reject({ id: lowered, reason: '不赔' }))).msg).toBe(CLAIM_DESK_MESSAGES.cannotReject);

    const rejected = await file(order.itemIds[2]!, 1);
    expect((await settle(desk(kefu).reject({ id: rejected, reason: '' }))).msg).toBe(CLAIM_DESK_MESSAGES.reasonMissing);
    const before = await auditCount('claim.reject');
    expect((await desk(kefu).reject({ id: rejected, reason: '照片看不出问题' })).row).toMatchObject({ status: 2, state: 'rejected' });
    expect(await auditCount('claim.reject')).toBe(before + 1);
    const record = await post(h, buyer, AFTER_SALES_PATHS.fetchAfter, { mainId: order.mainId, itemId: order.itemIds[2] });
    expect(record.body.data[0]).toMatchObject({ status: 2, statusText: '处理失败', asNotice: '照片看不出问题' });
    expect((await settle(desk(kefu).accept({ id: 999_999 }))).code).toBe(404);
  });

  it('marks a claim waiting over 72 hours overdue and lists it first', async () => {
    const id = await file(order.itemIds[3]!, 1);
    h.clock.set(new Date(MARKET_OPEN.getTime() + 74 * 3600_000));
    const late = await staffToken(KEFU!.loginName, KEFU!.password, '10.2.0.5');
    const page = await desk(late).list({ state: 'pending' });
    h.clock.set(MARKET_OPEN);
    // The page carries the server's clock: the desk counts down from it, not from the browser's.
    expect(page.now).toBe(new Date(MARKET_OPEN.getTime() + 74 * 3600_000).toISOString());
    expect(page.list[0]).toMatchObject({ id, overdue: true, awaitsReply: true });
    const fresh = (await desk(kefu).list({ state: 'pending' })).list[0]!;
    expect(fresh.overdue).toBe(false);
  });
});

describe('claim rate per supplier', () => {
  it("is claims ÷ items sold over the last 30 days, the same on the desk and on the buyer's supplier rows", async () => {
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, order.itemIds[0]!));
    const supplierId = item!.supplierId;
    const now = h.clock.now();
    const since = new Date(now.getTime() - CLAIM_RATE_DAYS * MS_PER_DAY);
    const [claims] = await h.db
      .select({ n: count() })
      .from(t.afterSales)
      .innerJoin(t.orderItems, eq(t.orderItems.id, t.afterSales.itemId))
      .where(and(eq(t.orderItems.supplierId, supplierId), gte(t.afterSales.createdAt, since)));
    const [sold] = await h.db
      .select({ n: count() })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(and(eq(t.orderItems.supplierId, supplierId), gte(t.orders.createdAt, since)));
    expect(claims!.n).toBeGreaterThan(0);
    const expected = claimRateText(claims!.n, sold!.n);
    expect(expected).toMatch(/^\d+\.\d%$/);
    expect(expected).not.toBe('0.0%');

    const paid = (await desk(kefu).list({ state: 'paid' })).list.find((r: ClaimRow) => r.itemId === item!.id)!;
    expect(paid.supplierClaimRate).toBe(expected);

    const suppliers = await post(h, buyer, CATALOG_PATHS.productSuppliers, { flwCode: item!.flwCode, supplierType: '9' });
    expect(suppliers.body.code, suppliers.body.msg).toBe(200);
    const rows = suppliers.body.data.list as { supplierId: string; claimRate: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.filter((r) => r.supplierId === supplierId)) expect(row.claimRate).toBe(expected);
    for (const row of rows) expect(row.claimRate).toMatch(/^\d+\.\d%$/);

    // 31 days on, those claims and sales have left the window.
    const later = await supplierClaimRates(h.db, [supplierId], new Date(now.getTime() + 31 * MS_PER_DAY));
    expect(later.get(supplierId)).toBe('0.0%');
  });
});

describe('the 72-hour completion and open claims', () => {
  const fileOn = (target: { mainId: number }, itemId: number) => file(itemId, 1, target, 1);
  const statusOf = async (mainId: number) => {
    const [row] = await h.db
      .select({ status: t.orders.status, completedBy: t.orders.completedBy })
      .from(t.orders)
      .where(eq(t.orders.id, mainId));
    return row!;
  };
  /** One sweep of the job at the server's clock, over these orders only (other tests' orders are left alone). */
  const sweep = (...mainIds: number[]) => runAutoComplete(h.db, h.clock.now(), mainIds);

  it('skips an order while a claim is open (waiting, processing, to pay) and completes it once the claim is closed, 72 h having passed', async () => {
    const paid = await placeOrder(h, buyer, 2, 10);
    const rejected = await placeOrder(h, buyer, 1, 12);
    const plain = await placeOrder(h, buyer, 1, 13);
    const shown = await deliver(h, paid.mainId);
    await deliver(h, rejected.mainId);
    await deliver(h, plain.mainId);
    const paidClaim = await fileOn(paid, paid.itemIds[0]!);
    const rejectedClaim = await fileOn(rejected, rejected.itemIds[0]!);
    const later = new Date(shown.getTime() + AUTO_COMPLETE_MS + 3600_000);
    try {
      // The 订单履约 desk shows no completion time while the claim is open.
      const peihuo = await staffToken(PEIHUO!.loginName, PEIHUO!.password, '10.2.0.9');
      const [shownOrder] = await h.db.select().from(t.orders).where(eq(t.orders.id, paid.mainId));
      const deskRow = async (mainId: number) =>
        (
          await adminOrdersApi(apiFor(h.app, peihuo).client).list({ auctionDate: shownOrder!.auctionDate, keyword: shownOrder!.orderNo })
        ).list.find((r) => r.mainId === mainId)!;
      expect((await deskRow(paid.mainId)).autoCompleteAt).toBeNull();
      // 73 h after delivery: only the order without a claim completes; the two with a waiting claim (0) stay.
      h.clock.set(later);
      expect(await sweep(paid.mainId, rejected.mainId, plain.mainId)).toBe(1);
      expect(await statusOf(plain.mainId)).toEqual({ status: 5, completedBy: 'auto' });
      expect((await statusOf(paid.mainId)).status).toBe(4);
      expect((await statusOf(rejected.mainId)).status).toBe(4);

      // In processing (1), then decided but not paid (8 待赔付): still open, still skipped.
      h.clock.set(MARKET_OPEN);
      await desk(kefu).accept({ id: paidClaim });
      h.clock.set(later);
      expect(await sweep(paid.mainId)).toBe(0);
      h.clock.set(MARKET_OPEN);
      const row = (await desk(kefu).list({ state: 'processing' })).list.find((r: ClaimRow) => r.id === paidClaim)!;
      await desk(kefu).propose({ id: paidClaim, amount: row.formulaAmount, reason: '' });
      h.clock.set(later);
      expect(await sweep(paid.mainId)).toBe(0);
      expect((await statusOf(paid.mainId)).status).toBe(4);

      // Rejected (2, closed): the next sweep completes that order; paid (10, closed): that one too.
      h.clock.set(MARKET_OPEN);
      await desk(kefu).reject({ id: rejectedClaim, reason: '照片看不出问题' });
      h.clock.set(later);
      expect(await sweep(paid.mainId, rejected.mainId)).toBe(1);
      expect(await statusOf(rejected.mainId)).toEqual({ status: 5, completedBy: 'auto' });
      h.clock.set(MARKET_OPEN);
      await desk(kefu).pay({ id: paidClaim });
      h.clock.set(later);
      expect(await sweep(paid.mainId)).toBe(1);
      expect(await statusOf(paid.mainId)).toEqual({ status: 5, completedBy: 'auto' });
    } finally {
      h.clock.set(MARKET_OPEN);
    }
  });

  it('does not complete an order before 72 h even once its claim is closed', async () => {
    const target = await placeOrder(h, buyer, 1, 14);
    const shown = await deliver(h, target.mainId);
    const claim = await fileOn(target, target.itemIds[0]!);
    await desk(kefu).reject({ id: claim, reason: '不符合售后条件' });
    try {
      h.clock.set(new Date(shown.getTime() + AUTO_COMPLETE_MS - 60_000));
      expect(await sweep(target.mainId)).toBe(0);
      h.clock.set(new Date(shown.getTime() + AUTO_COMPLETE_MS));
      expect(await sweep(target.mainId)).toBe(1);
    } finally {
      h.clock.set(MARKET_OPEN);
    }
  });
});
