/** The 售后理赔 desk (issue 16): guards, accept → amount by the formula → pay once to the balance, lower amount, reject. */
import { adminClaimRoutes, afterSalesRoutes, adminClaimsApi, adminOrdersApi, type ClaimRow } from '@huashi/api';
import { catalogEndpoints } from '@huashi/api/contracts';
import {
  AUTO_COMPLETE_MS,
  CLAIM_DESK_MESSAGES,
  applyRatioFen,
  auditChanges,
  auditTargetText,
  CLAIM_ACTION_DONE,
  claimRateText,
  formatYuan,
  MS_PER_DAY,
  refundShares,
  STAFF_MESSAGES,
} from '@huashi/domain';
import { and, desc, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { supplierClaimRates } from '../src/services/claimRates';
import { refundItemOf, refundOrderOf } from '../src/services/cancellations';
import { runAutoComplete } from '../src/services/autoComplete';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor, settle } from './client';
import { deliver, placeOrder, placeOrderOf, post, uploadPhotos } from './claimFixtures';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';
import { auditCountOf } from './fixtures';

let h: TestApp;
let dataDir: string;
let buyer: string;
let kefu: string;
let order: { mainId: number; itemIds: number[] };
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

async function staffToken(loginName: string, password: string, ip: string): Promise<string> {
  return h.staffLogin({ loginName, password }, { ip });
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
const auditCount = (action?: string) => auditCountOf(h.db, action);
/**
 * What the buyer paid for `affected` bundles of an item: the refund rule's share of the item (after its activity
 * discount and its shares of the member discount and coupon), prorated — and the formula, 95 % of it.
 */
async function paidFor(itemId: number, affected: number) {
  const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, itemId));
  const [row] = await h.db.select().from(t.orders).where(eq(t.orders.id, item!.orderId));
  const siblings = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, item!.orderId));
  const share = refundShares(refundOrderOf(row!), siblings.map(refundItemOf)).find((s) => s.itemId === itemId)!;
  const baseFen = applyRatioFen(share.paidFen, affected, item!.buyQty);
  const listFen = applyRatioFen(item!.feeGoods, affected, item!.buyQty);
  return { order: row!, baseFen, listFen, formulaFen: applyRatioFen(baseFen, 95, 100) };
}
const balanceFen = async () => (await h.db.select().from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone)))[0]!.balanceFen;

/** Files a 数量短缺 claim of `asQty` on an item of `target` (the shared order by default); returns its id. */
async function file(itemId: number, asQty: number, target: { mainId: number } = order, photoCount = 2): Promise<number> {
  const photos = await uploadPhotos(h, buyer, photoCount);
  const res = await post(h, buyer, afterSalesRoutes.addAfter.path, {
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
      { method: 'GET' as const, url: adminClaimRoutes.list.path, payload: undefined },
      { method: 'POST' as const, url: adminClaimRoutes.accept.path, payload: { id: 1 } },
      { method: 'POST' as const, url: adminClaimRoutes.pay.path, payload: { id: 1 } },
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
    const paid = await paidFor(itemId, 2);
    const formula = paid.formulaFen;
    // The demo buyer is a member: they paid less than the list price, and the formula pays on what they paid.
    expect(paid.order.feeMember).toBeGreaterThan(0);
    expect(paid.baseFen).toBeLessThan(paid.listFen);

    const pending = await desk(kefu).list({ state: 'pending' });
    const row = pending.list.find((r: ClaimRow) => r.id === id)!;
    expect(row).toMatchObject({
      status: 0,
      state: 'pending',
      awaitsReply: true,
      overdue: false,
      baseAmount: formatYuan(paid.baseFen),
      formulaAmount: formatYuan(formula),
      asQty: 2,
    });
    expect(row.images).toHaveLength(2);
    expect(row.supplierClaimRate).toMatch(/^近30天售后率 /);
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

    const record = await post(h, buyer, afterSalesRoutes.fetchAfter.path, { mainId: order.mainId, itemId });
    expect(record.body.data[0]).toMatchObject({ status: 10, statusText: `退款成功，已退款￥${formatYuan(formula)}`, canCancel: false });
    expect((await post(h, buyer, afterSalesRoutes.cancelAfter.path, { id })).body.code).toBe(400);
  });

  it('answers the 操作记录 entry of a claim with its order number; its statuses and money read in words (issue 26)', async () => {
    const admin = await staffToken(ADMIN!.loginName, ADMIN!.password, '10.2.0.9');
    const [entry] = (await apiFor(h.app, admin).staff.audit({ action: 'claim.pay' })).list;
    const [placed] = await h.db.select({ orderNo: t.orders.orderNo }).from(t.orders).where(eq(t.orders.id, order.mainId));
    expect(entry).toMatchObject({ entity: 'after_sales', orderNos: [placed!.orderNo] });
    expect(auditTargetText(entry!.entity, entry!.entityIds, entry!.orderNos)).toBe(
      `售后申请 #${entry!.entityIds[0]}（订单 ${placed!.orderNo}）`,
    );
    const changes = auditChanges(entry!.before, entry!.after, entry!.entity);
    expect(changes).toContainEqual({ field: 'status', name: '状态', before: '待赔付', after: '已赔付' });
    expect(changes.find((c) => c.field === 'amount')!.after).toMatch(/^￥\d+\.\d{2}$/);
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
    const rejection = await post(h, kefu, adminClaimRoutes.reject.path, { id: rejected, reason: '照片看不出问题' });
    expect(rejection.body.data.row).toMatchObject({ status: 2, state: 'rejected' });
    expect(rejection.body.msg).toBe(CLAIM_ACTION_DONE.reject); // 已驳回, not 已处理失败
    expect(await auditCount('claim.reject')).toBe(before + 1);
    const record = await post(h, buyer, afterSalesRoutes.fetchAfter.path, { mainId: order.mainId, itemId: order.itemIds[2] });
    expect(record.body.data[0]).toMatchObject({ status: 2, statusText: '处理失败', asNotice: '照片看不出问题' });
    expect((await settle(desk(kefu).accept({ id: 999_999 }))).code).toBe(404);
  });

  it('accepts and sets the amount in one step (0 → 8, one audit row), saying what it did', async () => {
    const target = await placeOrder(h, buyer, 1, 15, 3);
    await deliver(h, target.mainId);
    const itemId = target.itemIds[0]!;
    const id = await file(itemId, 2, target, 1);
    const { formulaFen } = await paidFor(itemId, 2);
    const before = await auditCount();
    const res = await post(h, kefu, adminClaimRoutes.propose.path, { id, amount: formatYuan(formulaFen), reason: '' });
    expect(res.body.msg).toBe(CLAIM_ACTION_DONE.propose);
    expect(res.body.data.row).toMatchObject({ status: 8, state: 'toPay', realAmount: formatYuan(formulaFen) });
    expect(await auditCount()).toBe(before + 1);
    const [audit] = await h.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'claim.propose'))
      .orderBy(desc(t.auditLog.id))
      .limit(1);
    expect(audit!.before).toEqual({ status: 0 });
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
  /** The count behind a rate text: 近30天售后率 x%（accepted/delivered）. */
  const basis = (text: string | undefined) => {
    const match = /（(\d+)\/(\d+)）$/.exec(text ?? '');
    return match ? { accepted: Number(match[1]), delivered: Number(match[2]) } : null;
  };

  it('counts only accepted claims over delivered items of 近30天, shows its basis, and reads 暂无 with too few items', async () => {
    // 21 delivered orders of one lot (one item each), and one placed but not delivered.
    const [lot] = await h.db
      .select()
      .from(t.stockLots)
      .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17')))
      .orderBy(desc(t.stockLots.nowStock))
      .limit(1);
    const orders = [];
    for (let i = 0; i < 21; i++) orders.push(await placeOrderOf(h, buyer, [lot!.id]));
    for (const o of orders) await deliver(h, o.mainId);
    const undelivered = await placeOrderOf(h, buyer, [lot!.id]);
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, orders[0]!.itemIds[0]!));
    const supplierId = item!.supplierId;
    const rate = async () => (await supplierClaimRates(h.db, [supplierId], h.clock.now())).get(supplierId);

    const start = basis(await rate())!;
    expect(start.delivered).toBeGreaterThanOrEqual(21);
    // The undelivered order is not counted: cancel nothing, deliver it, and the basis grows by one.
    await deliver(h, undelivered.mainId);
    expect(basis(await rate())).toEqual({ ...start, delivered: start.delivered + 1 });
    const before = basis(await rate())!;

    // A pending claim moves nothing; a rejected one neither; an accepted one counts.
    const pending = await file(orders[1]!.itemIds[0]!, 1, orders[1]!, 1);
    expect(basis(await rate())).toEqual(before);
    const rejected = await file(orders[2]!.itemIds[0]!, 1, orders[2]!, 1);
    await desk(kefu).reject({ id: rejected, reason: '照片看不出问题' });
    expect(basis(await rate())).toEqual(before);
    await desk(kefu).accept({ id: pending });
    const after = await rate();
    expect(basis(after)).toEqual({ accepted: before.accepted + 1, delivered: before.delivered });
    expect(after).toBe(claimRateText(before.accepted + 1, before.delivered));
    expect(after).toMatch(/^近30天售后率 \d+\.\d%（\d+\/\d+）$/);

    // The same text on the desk and on the buyer's supplier rows.
    const processing = (await desk(kefu).list({ state: 'processing' })).list.find((r: ClaimRow) => r.id === pending)!;
    expect(processing.supplierClaimRate).toBe(after);
    const suppliers = await post(h, buyer, catalogEndpoints.productSuppliers.path, { flwCode: item!.flwCode, supplierType: '9' });
    expect(suppliers.body.code, suppliers.body.msg).toBe(200);
    const rows = suppliers.body.data.list as { supplierId: string; claimRate: string }[];
    expect(rows.filter((r) => r.supplierId === supplierId).map((r) => r.claimRate)).toContain(after);

    // 31 days on, those deliveries have left the window: too few items for a rate.
    const later = await supplierClaimRates(h.db, [supplierId], new Date(h.clock.now().getTime() + 31 * MS_PER_DAY));
    expect(later.get(supplierId)).toBe('近30天售后率 暂无');
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
