/**
 * Suppliers' settlement (issue 31): the 供应商结算 desk's guards; a day from sale to payout (orders through the buy path,
 * a claim decided and charged back on the 售后理赔 desk, draft → confirm → payout file → paid); a confirmed settlement
 * never changes; and, for random histories, the settlement equals orders − claims charged back (property test).
 */
import { adminClaimsApi, adminSettlementRoutes, adminSettlementsApi, afterSalesRoutes, type SettlementRow } from '@huashi/api';
import { commissionFen, formatYuan, PAYOUT_COLUMNS, periodEndMs, SETTLEMENT_MESSAGES, STAFF_MESSAGES } from '@huashi/domain';
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

    // The desk showed an old 应付: refused, nothing confirmed.
    expect(await settle(desk().confirm({ id: draft.id, owed: '0.01' }))).toMatchObject({ code: 400, msg: SETTLEMENT_MESSAGES.changed });
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
    const confirmed = await desk().confirm({ id: draft.id, owed: draft.owed });
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
    expect(await settle(desk().confirm({ id: draft.id, owed: draft.owed }))).toMatchObject({
      code: 400,
      msg: SETTLEMENT_MESSAGES.notDraft,
    });
    // A week holding the confirmed day cannot be confirmed for this supplier too.
    const week = rowOf((await desk().draft({ from: '2026-11-16', to: '2026-11-22' })).list, supplier.id)!;
    expect(await settle(desk().confirm({ id: week.id, owed: week.owed }))).toMatchObject({ code: 400, msg: SETTLEMENT_MESSAGES.overlap });

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
    expect(await settle(desk().confirm({ id: shown.id, owed: shown.owed }))).toMatchObject({ code: 400, msg: SETTLEMENT_MESSAGES.changed });
    const refreshed = rowOf((await desk().list({ from: DAY, to: DAY })).list, supplier.id)!;
    expect(refreshed).toMatchObject({ status: 'draft', saleCount: 1 });
    expect(refreshed.owed).not.toBe(shown.owed);
    expect((await desk().confirm({ id: shown.id, owed: refreshed.owed })).row).toMatchObject({ status: 'confirmed', owed: refreshed.owed });
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

describe('property: for random histories the settlement equals orders − claims charged back', () => {
  // The period ends at midnight before the market day, so a decision before or after its end is within the staff
  // session's lifetime on the pinned clock.
  const FROM = '2026-11-12';
  const TO = '2026-11-16';
  const end = periodEndMs(TO)!;
  const item = fc.record({
    lot: fc.nat({ max: 2 }),
    bundles: fc.integer({ min: 1, max: 60 }),
    inPeriod: fc.boolean(),
    paid: fc.boolean(),
    cancelled: fc.boolean(),
    claim: fc.option(
      fc.record({
        status: fc.constantFrom(0, 2, 8, 9, 10),
        amountFen: fc.integer({ min: 0, max: 50_000 }),
        decision: fc.constantFrom('none', 'charge', 'spare'),
        decidedBeforeEnd: fc.boolean(),
      }),
    ),
  });
  const history = fc.record({
    prices: fc.tuple(fc.integer({ min: 1, max: 800 }), fc.integer({ min: 1, max: 800 }), fc.integer({ min: 1, max: 800 })),
    items: fc.array(item, { maxLength: 8 }),
  });

  it('sales = Σ paid, uncancelled bundles × stems × settlement price; charged back = Σ accepted claims charged back', async () => {
    const admin = await h.staffLogin(ADMIN!, { ip: '10.3.0.9' });
    await fc.assert(
      fc.asyncProperty(history, async ({ prices, items }) => {
        const supplier = await supplierWithLots(prices);
        const lots = await h.db.select().from(t.stockLots).where(eq(t.stockLots.supplierId, supplier.id));
        let sales = 0;
        let chargedBack = 0;
        for (const [n, x] of items.entries()) {
          const lot = lots[x.lot]!;
          const orderId = await insertOrder(x.inPeriod ? '2026-11-14' : '2026-11-11', x.paid, n);
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
              supplierId: supplier.id,
              supplierName: '测试花农',
              productImage: '',
              buyPriceFen: lot.salePriceFen,
              stemsPerBunch: lot.stemsPerBunch,
              buyQty: x.bundles,
              buyQtyAll: x.bundles * lot.stemsPerBunch,
              weightGrams: 0,
              cancelledAt: x.cancelled ? MARKET_OPEN : null,
            })
            .returning({ id: t.orderItems.id });
          if (x.inPeriod && x.paid && !x.cancelled) sales += x.bundles * lot.stemsPerBunch * lot.sourcePriceFen;
          if (!x.claim) continue;
          const [claim] = await h.db
            .insert(t.afterSales)
            .values({
              buyerId,
              orderId,
              itemId: row!.id,
              asType: '2',
              asTypeName: '数量短缺',
              asQty: 1,
              asReason: '测试',
              asImages: [],
              status: x.claim.status as 0,
              realAmountFen: x.claim.status >= 8 ? x.claim.amountFen : null,
            })
            .returning({ id: t.afterSales.id });
          if (x.claim.decision === 'none') continue;
          // The decision through the desk (refused before an amount is decided), at a time before or after the period's end.
          h.clock.set(new Date(x.claim.decidedBeforeEnd ? end - 3_600_000 : end + 3_600_000));
          const decided = await settle(
            claims(admin).chargeBack({ id: claim!.id, chargeBack: x.claim.decision === 'charge', reason: '测试扣款' }),
          );
          h.clock.set(MARKET_OPEN);
          if (x.claim.status < 8) {
            expect(decided.msg).toBe(SETTLEMENT_MESSAGES.chargeBackNotDecided);
            continue;
          }
          expect(decided.code).toBe(200);
          if (x.claim.decision === 'charge' && x.claim.decidedBeforeEnd) chargedBack += x.claim.amountFen;
        }
        const page = await desk().draft({ from: FROM, to: TO });
        const row = rowOf(page.list, supplier.id);
        if (sales === 0 && chargedBack === 0) {
          expect(row).toBeUndefined();
          return;
        }
        const commission = commissionFen(sales, COMMISSION_BP);
        expect(row).toMatchObject({
          sales: formatYuan(sales),
          chargeBack: formatYuan(chargedBack),
          commission: formatYuan(commission),
          owed: formatYuan(sales - chargedBack - commission),
        });
      }),
      { numRuns: 25 },
    );
  });
});
