/**
 * Suppliers' settlement (issue 31): the 供应商结算 desk's guards; a day from sale to payout (orders through the buy path,
 * a claim decided and charged back on the 售后理赔 desk, draft → confirm → payout file → paid); a confirmed settlement
 * never changes; and, for random histories, the settlement equals orders − claims charged back (property test).
 */
import { adminClaimsApi, adminSettlementRoutes, adminSettlementsApi, afterSalesRoutes, type SettlementRow } from '@huashi/api';
import { commissionFen, formatYuan, PAYOUT_COLUMNS, saleLineKindLabel, SETTLEMENT_MESSAGES, STAFF_MESSAGES } from '@huashi/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor, settle } from './client';
import { cheapLots, deliver, placeOrderOf, post, uploadPhotos } from './claimFixtures';
import { auditCountOf, buyerIdOf } from './fixtures';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

/** 5 % commission: every figure below shows it taken once, on the period's sales. */
const COMMISSION_BP = 500;
const DAY = '2026-11-17';
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

let h: TestApp;
let buyer: string;
let buyerId: number;
let caiwu: string;
let kefu: string;

beforeAll(async () => {
  h = await createTestApp({ config: { supplierCommissionBp: COMMISSION_BP } });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  buyerId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  caiwu = await h.staffLogin(CAIWU!, { ip: '10.3.0.1' });
  kefu = await h.staffLogin(KEFU!, { ip: '10.3.0.2' });
});
afterAll(async () => {
  await h?.close();
});

const desk = (token: string | null = caiwu) => adminSettlementsApi(apiFor(h.app, token).client);
const claims = (token: string | null = kefu) => adminClaimsApi(apiFor(h.app, token).client);

/** The morning after the market day: only a period that is over can be confirmed. */
const NEXT_DAY = new Date('2026-11-18T09:00:00+08:00');
let nextDayToken: string | undefined;
/** 确认 as 财务 the next morning (the clock is set back to the market day after, where the other tokens live). */
async function confirmNextDay(id: number, owed: string) {
  h.clock.set(NEXT_DAY);
  try {
    nextDayToken ??= await h.staffLogin(CAIWU!, { ip: '10.3.0.20' });
    return await desk(nextDayToken).confirm({ id, owed });
  } finally {
    h.clock.set(MARKET_OPEN);
  }
}

let supplierCount = 0;
/** A new supplier with `n` lots of the market day's cheap all-day lots, copied with its own settlement prices (fen per stem). */
async function supplierWithLots(prices: number[]): Promise<{ id: string; lotIds: number[] }> {
  supplierCount += 1;
  const id = `T${String(supplierCount).padStart(4, '0')}`;
  await h.db.insert(t.suppliers).values({ id, name: `测试花农${supplierCount}`, type: 'A' });
  const models = await cheapLots(h, prices.length, { minStock: 200 });
  const lotIds: number[] = [];
  for (const [i, price] of prices.entries()) {
    const { id: _id, createdAt: _at, ...model } = models[i]!;
    const [lot] = await h.db
      .insert(t.stockLots)
      .values({ ...model, supplierId: id, sourcePriceFen: price, nowStock: 100_000 })
      .returning({ id: t.stockLots.id });
    lotIds.push(lot!.id);
  }
  return { id, lotIds };
}

const rowOf = (list: SettlementRow[], supplierId: string) => list.find((r) => r.supplierId === supplierId);

describe('guards', () => {
  it('answers 401 to a visitor and a buyer, 403 to 客服 and 配货发货; 财务 and 管理员 work', async () => {
    const peihuo = await h.staffLogin(PEIHUO!, { ip: '10.3.0.3' });
    const admin = await h.staffLogin(ADMIN!, { ip: '10.3.0.4' });
    const before = await auditCountOf(h.db);
    const calls = [
      { method: 'GET' as const, url: `${adminSettlementRoutes.list.path}?from=${DAY}&to=${DAY}` },
      { method: 'POST' as const, url: adminSettlementRoutes.draft.path, payload: { from: DAY, to: DAY } },
      { method: 'GET' as const, url: adminSettlementRoutes.payout.path },
    ];
    for (const call of calls) {
      const as = (headers: Record<string, string>) =>
        h.app.inject({ method: call.method, url: `/api${call.url}`, headers, payload: call.payload });
      expect((await as({})).statusCode).toBe(401);
      expect((await as({ authorization: `Bearer ${buyer}` })).statusCode).toBe(401);
      for (const token of [peihuo, kefu]) {
        const res = await as({ authorization: `Bearer ${token}` });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: STAFF_MESSAGES.forbidden, data: null });
      }
    }
    expect(await auditCountOf(h.db)).toBe(before);
    expect((await settle(desk(caiwu).list({ from: DAY, to: DAY }))).code).toBe(200);
    expect((await settle(desk(admin).list({ from: DAY, to: DAY }))).code).toBe(200);
  });

  it('refuses a bad period with its message', async () => {
    expect(await settle(desk().list({ from: '2026-11-18', to: DAY }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.periodReversed,
    });
    expect(await settle(desk().draft({ from: '2026-10-01', to: DAY }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.periodTooLong,
    });
    expect(await settle(desk().draft({ from: '', to: DAY }))).toMatchObject({ code: 400, msg: SETTLEMENT_MESSAGES.periodInvalid });
    // A period that has not begun (the market day is DAY): nothing to draft; one under way may be drafted.
    expect(await settle(desk().draft({ from: '2026-11-18', to: '2026-11-24' }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.periodNotStarted,
    });
  });
});

describe('a day from sale to payout', () => {
  it('settles sales at settlement price less a charged-back claim and the commission; confirmed, it never changes; paid once', async () => {
    h.clock.set(MARKET_OPEN);
    const supplier = await supplierWithLots([35, 120]);
    const order = await placeOrderOf(h, buyer, supplier.lotIds, 2);
    const items = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.mainId));
    const expectedSales = items.reduce((n, i) => n + i.buyQty * i.stemsPerBunch * (i.stockId === supplier.lotIds[0] ? 35 : 120), 0);

    // A claim on the first item, decided with the formula's amount, then charged back with a reason.
    await deliver(h, order.mainId);
    const photos = await uploadPhotos(h, buyer, 1);
    const filed = await post(h, buyer, afterSalesRoutes.addAfter.path, {
      mainId: order.mainId,
      itemId: order.itemIds[0],
      asType: '2',
      asTypeName: '数量短缺',
      asQty: 1,
      asReason: '少了一扎',
      asImages: photos,
    });
    expect(filed.body.code, filed.body.msg).toBe(200);
    const claimId = filed.body.data.id as number;
    expect(await settle(claims().chargeBack({ id: claimId, chargeBack: true, reason: '包装破损' }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.chargeBackNotDecided,
    });
    const pending = await claims().list({ state: 'pending' });
    const formula = pending.list.find((r) => r.id === claimId)!.formulaAmount;
    await claims().propose({ id: claimId, amount: formula, reason: '' });
    expect(await settle(claims().chargeBack({ id: claimId, chargeBack: true, reason: ' ' }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.chargeBackReasonRequired,
    });
    const audits = await auditCountOf(h.db, 'claim.charge-back');
    const decided = await claims().chargeBack({ id: claimId, chargeBack: true, reason: '供应商包装不当，花头压伤' });
    expect(decided.row).toMatchObject({ chargeBack: true, chargeBackReason: '供应商包装不当，花头压伤', chargeBackLocked: false });
    expect(await auditCountOf(h.db, 'claim.charge-back')).toBe(audits + 1);
    const claimFen = Math.round(Number(formula) * 100);

    // 生成: the supplier's draft.
    const page = await desk().draft({ from: DAY, to: DAY });
    const commission = commissionFen(expectedSales, COMMISSION_BP);
    const draft = rowOf(page.list, supplier.id)!;
    expect(page.commissionRate).toBe('5%');
    expect(draft).toMatchObject({
      status: 'draft',
      statusLabel: '待确认',
      bundles: 4,
      sales: formatYuan(expectedSales),
      chargeBack: formatYuan(claimFen),
      commission: formatYuan(commission),
      owed: formatYuan(expectedSales - claimFen - commission),
      saleCount: 2,
      chargeBackCount: 1,
      hasPayee: false,
    });
    const detail = await desk().detail({ id: draft.id });
    expect(detail.sales.map((s) => s.price)).toEqual(['0.35', '1.20']);
    expect(detail.chargeBacks).toMatchObject([{ claimId, amount: formula, reason: '供应商包装不当，花头压伤' }]);

    // The day is not over: refused. The next morning, the desk showed an old 应付: refused, nothing confirmed.
    expect(await settle(desk().confirm({ id: draft.id, owed: draft.owed }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.periodNotOver,
    });
    expect(await settle(confirmNextDay(draft.id, '0.01'))).toMatchObject({ code: 400, msg: SETTLEMENT_MESSAGES.changed });
    // A payee, then 确认 with the figures shown.
    expect(
      await settle(desk().payee({ supplierId: supplier.id, bankName: '农行', accountName: '测试花农', accountNo: '123' })),
    ).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.payeeAccountInvalid,
    });
    await desk().payee({
      supplierId: supplier.id,
      bankName: '中国农业银行昆明呈贡支行',
      accountName: '李春花',
      accountNo: '6228 4800 1234 5678',
    });
    const confirmed = await confirmNextDay(draft.id, draft.owed);
    expect(confirmed.row).toMatchObject({
      status: 'confirmed',
      statusLabel: '已确认',
      owed: draft.owed,
      confirmedBy: CAIWU!.displayName,
      hasPayee: true,
    });
    expect(await settle(claims().chargeBack({ id: claimId, chargeBack: false, reason: '' }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.chargeBackLocked,
    });
    // The desk reads it as final (no control offered any more).
    const listed = await claims().list({ state: decided.row.state, keyword: draft.supplierName });
    expect(listed.list.find((r) => r.id === claimId)).toMatchObject({ chargeBack: true, chargeBackLocked: true });

    // Later data changes: a cancelled item, a new settlement price — the confirmed settlement stays as it was.
    await h.db.update(t.orderItems).set({ cancelledAt: h.clock.now() }).where(eq(t.orderItems.id, order.itemIds[1]!));
    await h.db.update(t.stockLots).set({ sourcePriceFen: 999 }).where(eq(t.stockLots.id, supplier.lotIds[0]!));
    const again = await desk().draft({ from: DAY, to: DAY });
    expect(rowOf(again.list, supplier.id)).toEqual(confirmed.row);
    expect(await desk().detail({ id: draft.id })).toEqual(confirmed);
    expect(await settle(confirmNextDay(draft.id, draft.owed))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.notDraft,
    });
    // A week holding the confirmed day cannot be confirmed for this supplier too.
    const week = rowOf((await desk().draft({ from: '2026-11-11', to: DAY })).list, supplier.id)!;
    expect(await settle(confirmNextDay(week.id, week.owed))).toMatchObject({ code: 400, msg: SETTLEMENT_MESSAGES.overlap });

    // The payout file: GBK, the documented columns, this settlement's row.
    const file = await h.app.inject({
      method: 'GET',
      url: `/api${adminSettlementRoutes.payout.path}`,
      headers: { authorization: `Bearer ${caiwu}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=gbk');
    const lines = iconv.decode(file.rawPayload, 'gbk').trimEnd().split('\r\n');
    expect(lines[0]).toBe(PAYOUT_COLUMNS.join(','));
    expect(lines.slice(1)).toEqual([
      ['1', '6228480012345678', '李春花', '中国农业银行昆明呈贡支行', draft.owed, `花市货款 ${supplier.id} ${DAY}`, `JS-${draft.id}`].join(
        ',',
      ),
    ]);

    // 标记已付款 with the bank's reference, once; then it leaves the payout file.
    expect(await settle(desk().pay({ id: draft.id, bankReference: '' }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.bankReferenceRequired,
    });
    const paid = await desk().pay({ id: draft.id, bankReference: 'CMB2026111700042' });
    expect(paid.row).toMatchObject({ status: 'paid', statusLabel: '已付款', bankReference: 'CMB2026111700042', owed: draft.owed });
    expect(await settle(desk().pay({ id: draft.id, bankReference: 'CMB2026111700043' }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.alreadyPaid,
    });
    const after = await h.app.inject({
      method: 'GET',
      url: `/api${adminSettlementRoutes.payout.path}`,
      headers: { authorization: `Bearer ${caiwu}` },
    });
    expect(iconv.decode(after.rawPayload, 'gbk').trimEnd().split('\r\n')).toEqual([PAYOUT_COLUMNS.join(',')]);
  });
});

describe('confirming what the desk showed', () => {
  it('refuses a draft whose figures changed since it was generated, refreshes it, and confirms the refreshed one', async () => {
    h.clock.set(MARKET_OPEN);
    const supplier = await supplierWithLots([50, 60]);
    const order = await placeOrderOf(h, buyer, supplier.lotIds, 1);
    const shown = rowOf((await desk().draft({ from: DAY, to: DAY })).list, supplier.id)!;
    await h.db.update(t.orderItems).set({ cancelledAt: h.clock.now() }).where(eq(t.orderItems.id, order.itemIds[1]!));
    expect(await settle(confirmNextDay(shown.id, shown.owed))).toMatchObject({ code: 400, msg: SETTLEMENT_MESSAGES.changed });
    const refreshed = rowOf((await desk().list({ from: DAY, to: DAY })).list, supplier.id)!;
    expect(refreshed).toMatchObject({ status: 'draft', saleCount: 1 });
    expect(refreshed.owed).not.toBe(shown.owed);
    expect((await confirmNextDay(shown.id, refreshed.owed)).row).toMatchObject({ status: 'confirmed', owed: refreshed.owed });
  });
});

/** Inserts an order of the demo buyer (a history row: the property test writes its histories directly). */
async function insertOrder(auctionDate: string, paid: boolean, n: number): Promise<number> {
  const [order] = await h.db
    .insert(t.orders)
    .values({
      orderNo: `PT${Date.now()}${n}${Math.floor(Math.random() * 1e6)}`,
      buyerId,
      session: 'C',
      auctionDate,
      rcvUser: '张三',
      rcvPhone: '13800000001',
      rcvPname: '云南省',
      rcvCname: '昆明市',
      rcvZname: '五华区',
      rcvAddress: '测试路1号',
      deliveryType: 1,
      paidAt: paid ? MARKET_OPEN : null,
    })
    .returning({ id: t.orders.id });
  return order!.id;
}

/** Inserts a sold item of `lot` on an order (a history row). */
async function insertItem(orderId: number, lot: typeof t.stockLots.$inferSelect, supplierId: string, bundles: number): Promise<number> {
  const [row] = await h.db
    .insert(t.orderItems)
    .values({
      orderId,
      stockId: lot.id,
      flwCode: lot.flwCode,
      flwName: '测试品种',
      cateName: '玫瑰',
      levelName: lot.levelName,
      lengthCode: lot.lengthCode,
      openCode: lot.openCode,
      supplierId,
      supplierName: '测试花农',
      productImage: '',
      buyPriceFen: lot.salePriceFen,
      stemsPerBunch: lot.stemsPerBunch,
      buyQty: bundles,
      buyQtyAll: bundles * lot.stemsPerBunch,
      weightGrams: 0,
    })
    .returning({ id: t.orderItems.id });
  return row!.id;
}

/** An accepted claim (待赔付 8) of `amountFen` on an item. */
async function insertClaim(orderId: number, itemId: number, amountFen: number): Promise<number> {
  const [claim] = await h.db
    .insert(t.afterSales)
    .values({
      buyerId,
      orderId,
      itemId,
      asType: '2',
      asTypeName: '数量短缺',
      asQty: 1,
      asReason: '测试',
      asImages: [],
      status: 8,
      realAmountFen: amountFen,
    })
    .returning({ id: t.afterSales.id });
  return claim!.id;
}

const lotsOf = (supplierId: string) =>
  h.db.select().from(t.stockLots).where(eq(t.stockLots.supplierId, supplierId)).orderBy(t.stockLots.id);
const settlementsOf = (supplierId: string) =>
  h.db.select().from(t.settlements).where(eq(t.settlements.supplierId, supplierId)).orderBy(t.settlements.id);
const valueOf = (lot: typeof t.stockLots.$inferSelect, bundles: number) => bundles * lot.stemsPerBunch * lot.sourcePriceFen;

/** Generates the day's drafts and confirms this supplier's (if it has one) as shown; the confirmed row, or undefined. */
async function settleDay(day: string, supplierId: string) {
  const row = rowOf((await desk().draft({ from: day, to: day })).list, supplierId);
  if (!row) return undefined;
  await desk().confirm({ id: row.id, owed: row.owed });
  return row;
}

describe('exactly once: late payments, late cancellations, shortfalls carried', () => {
  it("a later settlement takes an earlier day's item paid late (往期补结) and takes back one cancelled after it was paid (往期冲回)", async () => {
    h.clock.set(MARKET_OPEN);
    const supplier = await supplierWithLots([40, 70]);
    const [lotA, lotB] = await lotsOf(supplier.id);
    // 11-13: one paid order, one an operator placed unpaid.
    const paidOrder = await insertOrder('2026-11-13', true, 1);
    const paidItem = await insertItem(paidOrder, lotA!, supplier.id, 3);
    const unpaidOrder = await insertOrder('2026-11-13', false, 2);
    const lateItem = await insertItem(unpaidOrder, lotB!, supplier.id, 2);
    const first = (await settleDay('2026-11-13', supplier.id))!;
    expect(first).toMatchObject({ sales: formatYuan(valueOf(lotA!, 3)), saleCount: 1 });
    const firstConfirmed = await desk().detail({ id: first.id });

    // Then the unpaid order is paid, the paid item cancelled, and the price of lot A edited; 11-14 sells one more.
    await h.db.update(t.orders).set({ paidAt: MARKET_OPEN }).where(eq(t.orders.id, unpaidOrder));
    await h.db.update(t.orderItems).set({ cancelledAt: MARKET_OPEN }).where(eq(t.orderItems.id, paidItem));
    await h.db.update(t.stockLots).set({ sourcePriceFen: 999 }).where(eq(t.stockLots.id, lotA!.id));
    const dayItem = await insertItem(await insertOrder('2026-11-14', true, 3), lotB!, supplier.id, 1);
    const second = (await settleDay('2026-11-14', supplier.id))!;
    const sales = valueOf(lotB!, 2) + valueOf(lotB!, 1) - valueOf(lotA!, 3);
    const commission = commissionFen(sales, COMMISSION_BP);
    expect(second).toMatchObject({ sales: formatYuan(sales), commission: formatYuan(commission), owed: formatYuan(sales - commission) });
    const detail = await desk().detail({ id: second.id });
    expect(detail.sales.map((l) => [saleLineKindLabel(l.kind), l.itemId, l.amount])).toEqual([
      ['往期补结', lateItem, formatYuan(valueOf(lotB!, 2))],
      ['', dayItem, formatYuan(valueOf(lotB!, 1))],
      // Taken back at the price that paid it (0.40), not the lot's new 9.99.
      ['往期冲回', paidItem, formatYuan(-valueOf(lotA!, 3))],
    ]);
    // Settled once: the next day holds none of them, and the first settlement is as it was confirmed.
    expect(await settleDay('2026-11-15', supplier.id)).toBeUndefined();
    expect(await desk().detail({ id: first.id })).toEqual(firstConfirmed);
  });

  it("a settlement that owes less than nothing starts the supplier's next one (上期结欠), once", async () => {
    h.clock.set(MARKET_OPEN);
    const admin = await h.staffLogin(ADMIN!, { ip: '10.3.0.21' });
    const supplier = await supplierWithLots([10]);
    const [lot] = await lotsOf(supplier.id);
    const order = await insertOrder('2026-11-13', true, 1);
    const item = await insertItem(order, lot!, supplier.id, 1);
    const claimFen = valueOf(lot!, 1) + 2_000;
    const claimId = await insertClaim(order, item, claimFen);
    h.clock.set(new Date('2026-11-13T15:00:00+08:00'));
    await claims(admin).chargeBack({ id: claimId, chargeBack: true, reason: '花头腐烂' });
    h.clock.set(MARKET_OPEN);
    const short = (await settleDay('2026-11-13', supplier.id))!;
    const shortFen = valueOf(lot!, 1) - claimFen - commissionFen(valueOf(lot!, 1), COMMISSION_BP);
    expect(short.owed).toBe(formatYuan(shortFen));
    expect(shortFen).toBeLessThan(0);

    await insertItem(await insertOrder('2026-11-14', true, 2), lot!, supplier.id, 50);
    const next = (await settleDay('2026-11-14', supplier.id))!;
    const sales = valueOf(lot!, 50);
    expect(next).toMatchObject({ carried: formatYuan(shortFen), owed: formatYuan(sales - commissionFen(sales, COMMISSION_BP) + shortFen) });
    expect((await desk().detail({ id: next.id })).carries).toEqual([
      { settlementId: short.id, from: '2026-11-13', to: '2026-11-13', amount: formatYuan(shortFen) },
    ]);
    // Carried once: a third settlement starts from nothing.
    await insertItem(await insertOrder('2026-11-15', true, 3), lot!, supplier.id, 1);
    expect(await settleDay('2026-11-15', supplier.id)).toMatchObject({ carried: '0.00' });
  });
});

describe('property: over random histories, all settlements sum to sales − cancellations − charge-backs − commission', () => {
  // Single-day periods settled in turn; events happen before or after each day's confirmation; the last day settles
  // what the others left. Decisions are made on their day (before its period's end).
  const DAYS = ['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16'];
  const moment = fc.record({ step: fc.nat({ max: 3 }), afterConfirm: fc.boolean() });
  const item = fc.record({
    lot: fc.nat({ max: 2 }),
    bundles: fc.integer({ min: 1, max: 60 }),
    day: fc.nat({ max: 3 }),
    pay: fc.option(moment),
    cancel: fc.option(moment),
    claim: fc.option(fc.record({ amountFen: fc.integer({ min: 0, max: 50_000 }), charge: fc.boolean(), at: moment })),
  });
  const history = fc.record({
    prices: fc.tuple(fc.integer({ min: 1, max: 800 }), fc.integer({ min: 1, max: 800 }), fc.integer({ min: 1, max: 800 })),
    items: fc.array(item, { maxLength: 8 }),
  });
  const tick = (m: { step: number; afterConfirm: boolean }) => m.step * 2 + (m.afterConfirm ? 1 : 0);

  beforeAll(async () => {
    // The market settles in the app from 11-11 on: a settlement of that day is confirmed (the 往期补结 floor).
    h.clock.set(MARKET_OPEN);
    const starter = await supplierWithLots([30]);
    const [lot] = await lotsOf(starter.id);
    await insertItem(await insertOrder('2026-11-11', true, 0), lot!, starter.id, 1);
    expect(await settleDay('2026-11-11', starter.id)).toBeDefined();
  });

  it('each sold item is paid once, each late cancellation taken back once, each charge-back counted once; confirmed ones never change', async () => {
    const admin = await h.staffLogin(ADMIN!, { ip: '10.3.0.9' });
    await fc.assert(
      fc.asyncProperty(history, async ({ prices, items }) => {
        h.clock.set(MARKET_OPEN);
        const supplier = await supplierWithLots(prices);
        const lots = await lotsOf(supplier.id);
        type Event = { at: number; run: () => Promise<unknown> };
        const events: Event[] = [];
        let sold = 0;
        let chargedBack = 0;
        for (const [n, x] of items.entries()) {
          const lot = lots[x.lot]!;
          const orderId = await insertOrder(DAYS[x.day]!, false, n);
          const itemId = await insertItem(orderId, lot, supplier.id, x.bundles);
          const paidAt = x.pay ? Math.max(tick(x.pay), x.day * 2) : null;
          if (paidAt !== null) {
            events.push({ at: paidAt, run: () => h.db.update(t.orders).set({ paidAt: MARKET_OPEN }).where(eq(t.orders.id, orderId)) });
          }
          if (x.cancel) {
            const at = Math.max(tick(x.cancel), paidAt ?? 0);
            events.push({ at, run: () => h.db.update(t.orderItems).set({ cancelledAt: MARKET_OPEN }).where(eq(t.orderItems.id, itemId)) });
          }
          if (paidAt !== null && !x.cancel) sold += valueOf(lot, x.bundles);
          if (!x.claim) continue;
          const claimId = await insertClaim(orderId, itemId, x.claim.amountFen);
          const { charge, at } = x.claim;
          if (charge) chargedBack += x.claim.amountFen;
          events.push({
            at: tick(at),
            run: async () => {
              h.clock.set(new Date(`${DAYS[at.step]!}T12:00:00+08:00`));
              const decided = await claims(admin).chargeBack({ id: claimId, chargeBack: charge, reason: '测试扣款' });
              h.clock.set(MARKET_OPEN);
              return decided;
            },
          });
        }
        const happen = async (at: number) => {
          for (const e of events) if (e.at === at) await e.run();
        };
        const confirmed: (typeof t.settlements.$inferSelect)[] = [];
        for (const [step, day] of DAYS.entries()) {
          await happen(step * 2);
          const row = await settleDay(day, supplier.id);
          if (row) confirmed.push((await settlementsOf(supplier.id)).find((s) => s.id === row.id)!);
          await happen(step * 2 + 1);
        }

        const all = (await settlementsOf(supplier.id)).filter((s) => s.status === 'confirmed');
        // A confirmed settlement never changes (but for the link to the one that took its shortfall over).
        const figures = ({ carriedIntoId: _c, ...rest }: typeof t.settlements.$inferSelect) => rest;
        expect(all.map(figures)).toEqual(confirmed.map(figures));
        const sum = (pick: (s: (typeof all)[number]) => number) => all.reduce((n, s) => n + pick(s), 0);
        expect(sum((s) => s.salesFen)).toBe(sold);
        expect(sum((s) => s.chargeBackFen)).toBe(chargedBack);
        expect(all.every((s) => s.commissionFen === commissionFen(s.salesFen, COMMISSION_BP))).toBe(true);
        // What the market pays or still holds: the settlements not carried into a later one.
        const open = all.filter((s) => s.carriedIntoId === null);
        expect(open.reduce((n, s) => n + s.owedFen, 0)).toBe(sold - chargedBack - sum((s) => s.commissionFen));
        // Only a shortfall is carried, into a later confirmed settlement of the supplier.
        for (const s of all.filter((x) => x.carriedIntoId !== null)) {
          expect(s.owedFen).toBeLessThan(0);
          expect(all.find((x) => x.id === s.carriedIntoId)!.id).toBeGreaterThan(s.id);
        }
      }),
      { numRuns: 20 },
    );
  });
});
