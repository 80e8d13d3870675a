/**
 * Suppliers as accounts and a supplier's own view (issue 31): staff at 入库管理 set a supplier's login phone and
 * password (hashed, never shown back, audited without it); the supplier logs in (throttled as every login is) with a
 * token of its own kind that opens the supplier routes and nothing else, while buyers' and staff tokens are refused
 * there; and the IDOR test — two suppliers trying each other's lots, sales, claims and photos.
 */
import { adminClaimsApi, adminSettlementsApi, adminStockApi, afterSalesRoutes, supplierApi } from '@huashi/api';
import { adminSettlementEndpoints, supplierEndpoints } from '@huashi/api/contracts';
import { ACCOUNT_MESSAGES, AFTER_SALES_TYPES, LOGIN_LIMITS, STAFF_MESSAGES, SUPPLIER_MESSAGES } from '@huashi/domain';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { pdfText } from '../src/print/readPdf';
import { DEMO_BUYER, DEMO_SUPPLIER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor, settle } from './client';
import { cheapLots, deliver, placeOrderOf, post, uploadPhotos } from './claimFixtures';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

let h: TestApp;
let dataDir: string;
let adminToken: string;
let buyerToken: string;
const [ADMIN, , CAIWU] = DEMO_STAFF;
const TODAY = '2026-11-17';

/** Two suppliers with lots on sale today, a lot of each, and their logins. */
const one = { id: '', lotId: 0, phone: '13911110001', password: 'grower-one-2026', token: '' };
const two = { id: '', lotId: 0, phone: '13911110002', password: 'grower-two-2026', token: '' };

const stockDesk = (token: string | null) => adminStockApi(apiFor(h.app, token).client);
const supplierOfToken = (token: string | null, ip?: string) => supplierApi(apiFor(h.app, token, { ip }).client);
const login = (phone: string, password: string, ip = '10.31.0.1') => settle(supplierOfToken(null, ip).login({ phone, password }));

async function raw(method: 'GET' | 'POST', url: string, token: string | null) {
  const res = await h.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: method === 'POST' ? {} : undefined,
  });
  return res;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-supplier-view-'));
  h = await createTestApp({ config: { dataDir } });
  adminToken = await h.staffLogin(ADMIN, { ip: '10.31.0.9' });
  buyerToken = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  const lots = await cheapLots(h, 60, { minStock: 200 });
  const first = lots[0]!;
  const second = lots.find((lot) => lot.supplierId !== first.supplierId)!;
  Object.assign(one, { id: first.supplierId, lotId: first.id });
  Object.assign(two, { id: second.supplierId, lotId: second.id });
  for (const s of [one, two]) await stockDesk(adminToken).supplierAccount({ id: s.id, phone: s.phone, password: s.password });
  one.token = (await login(one.phone, one.password)).data.supplierToken;
  two.token = (await login(two.phone, two.password)).data.supplierToken;
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('入库管理 keeps a supplier login', () => {
  it('lists the phone and that a password is set, never the password or its hash; the hash is scrypt', async () => {
    const page = await stockDesk(adminToken).suppliers({ keyword: one.id });
    const row = page.list.find((s) => s.id === one.id)!;
    expect(row).toMatchObject({ phone: one.phone, hasPassword: true });
    expect(JSON.stringify(page)).not.toMatch(/scrypt|grower-one/);
    const [stored] = await h.db.select().from(t.suppliers).where(eq(t.suppliers.id, one.id));
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    expect(stored!.passwordHash).not.toContain(one.password);
  });

  it('refuses a bad phone, a missing first password, a weak one, and a phone another supplier logs in with', async () => {
    const fresh = (await cheapLots(h, 60, { minStock: 0 })).find(
      (lot) => lot.supplierId !== one.id && lot.supplierId !== two.id,
    )!.supplierId;
    const set = (body: { id: string; phone: string; password: string }) => settle(stockDesk(adminToken).supplierAccount(body));
    expect(await set({ id: fresh, phone: '1391111', password: 'grower-3-2026' })).toMatchObject({
      code: 400,
      msg: SUPPLIER_MESSAGES.phoneInvalid,
    });
    expect(await set({ id: fresh, phone: '13911110003', password: '' })).toMatchObject({ code: 400, msg: SUPPLIER_MESSAGES.passwordFirst });
    expect(await set({ id: fresh, phone: '13911110003', password: 'short1' })).toMatchObject({
      code: 400,
      msg: STAFF_MESSAGES.passwordLength,
    });
    expect(await set({ id: fresh, phone: one.phone, password: 'grower-3-2026' })).toMatchObject({
      code: 409,
      msg: SUPPLIER_MESSAGES.phoneTaken,
    });
    expect(await set({ id: 'Z9999', phone: '13911110003', password: 'grower-3-2026' })).toMatchObject({
      code: 404,
      msg: SUPPLIER_MESSAGES.notFound,
    });
  });

  it('is audited without the password', async () => {
    const rows = await h.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'supplier.account')));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(rows)).not.toMatch(/grower-|scrypt/);
    expect(rows[0]!.after).toMatchObject({ phone: one.phone, hasPassword: true, passwordChanged: true });
  });

  it('is the stock desk’s: 财务 reads 403, a buyer and a supplier 401', async () => {
    const caiwu = await h.staffLogin(CAIWU, { ip: '10.31.0.8' });
    const body = { id: one.id, phone: one.phone, password: '' };
    expect(await settle(stockDesk(caiwu).supplierAccount(body))).toMatchObject({ code: 403 });
    expect(await settle(stockDesk(buyerToken).supplierAccount(body))).toMatchObject({ code: 401 });
    expect(await settle(stockDesk(one.token).supplierAccount(body))).toMatchObject({ code: 401 });
  });
});

describe('a supplier logs in', () => {
  it('the demo supplier of the dev seed (README) logs in with its published phone and password', async () => {
    const demo = await login(DEMO_SUPPLIER.phone, DEMO_SUPPLIER.password, '10.31.2.1');
    expect(demo).toMatchObject({ code: 200, data: { supplier: { id: DEMO_SUPPLIER.id, phone: DEMO_SUPPLIER.phone } } });
  });

  it('with its phone and password; unknown phone and wrong password answer alike', async () => {
    expect(await login('13911119999', one.password)).toMatchObject({ code: 400, msg: SUPPLIER_MESSAGES.loginFailed });
    expect(await login(one.phone, 'wrong-password-1')).toMatchObject({ code: 400, msg: SUPPLIER_MESSAGES.loginFailed });
    expect(await login('', '')).toMatchObject({ code: 400, msg: SUPPLIER_MESSAGES.phoneMissing });
    const ok = await login(` ${one.phone} `, one.password);
    expect(ok.code).toBe(200);
    expect(ok.data.supplier).toEqual({ id: one.id, name: expect.any(String), type: expect.any(String), phone: one.phone });
    expect(await supplierOfToken(ok.data.supplierToken).me()).toMatchObject({ id: one.id });
  });

  it('is throttled as every login: an address that failed too often is refused, another still logs in', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++) await login(two.phone, `wrong-${i}-password`, '10.31.1.1');
    expect(await login(two.phone, two.password, '10.31.1.1')).toMatchObject({ code: 429, msg: ACCOUNT_MESSAGES.loginLocked });
    expect((await login(two.phone, two.password, '10.31.1.2')).code).toBe(200);
  });

  it('ends its sessions when staff set a new password or phone', async () => {
    const token = (await login(one.phone, one.password)).data.supplierToken;
    await stockDesk(adminToken).supplierAccount({ id: one.id, phone: one.phone, password: 'grower-one-2027' });
    expect((await raw('GET', supplierEndpoints.me.path, token)).statusCode).toBe(401);
    expect(await login(one.phone, one.password)).toMatchObject({ code: 400, msg: SUPPLIER_MESSAGES.loginFailed });
    one.password = 'grower-one-2027';
    one.token = (await login(one.phone, one.password)).data.supplierToken;
  });

  it('logs out', async () => {
    const token = (await login(two.phone, two.password, '10.31.1.3')).data.supplierToken;
    await supplierOfToken(token).logout();
    expect((await raw('GET', supplierEndpoints.me.path, token)).statusCode).toBe(401);
  });
});

describe('token kinds and scopes', () => {
  it('a supplier token opens no buyer or staff route (401)', async () => {
    expect((await raw('POST', afterSalesRoutes.afterList.path, one.token)).statusCode).toBe(401);
    expect((await raw('GET', '/admin/me', one.token)).statusCode).toBe(401);
    expect((await raw('GET', '/admin/stock/suppliers', one.token)).statusCode).toBe(401);
    expect((await raw('GET', '/admin/orders', one.token)).statusCode).toBe(401);
    expect((await raw('POST', '/upload', one.token)).statusCode).toBe(401);
  });

  it('a buyer token, a staff token or none opens no supplier route (401)', async () => {
    for (const token of [buyerToken, adminToken, null, 'not-a-token']) {
      for (const endpoint of [supplierEndpoints.me, supplierEndpoints.day, supplierEndpoints.claims, supplierEndpoints.logout]) {
        expect((await raw(endpoint.method, endpoint.path, token)).statusCode, `${endpoint.path} ${String(token)}`).toBe(401);
      }
      expect((await raw('GET', `${supplierEndpoints.claimImage.path}?claim=1&key=x`, token)).statusCode).toBe(401);
    }
  });
});

describe('a supplier’s day: its lots and what they sold at what price', () => {
  it('shows its own lots with stock and sales of paid orders, never another’s', async () => {
    await placeOrderOf(h, buyerToken, [one.lotId, two.lotId], 2);
    const mine = await supplierOfToken(one.token).day();
    expect(mine.day).toBe(TODAY);
    const [lot] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, one.lotId));
    const row = mine.lots.find((l) => l.id === one.lotId)!;
    expect(row.soldBundles).toBeGreaterThanOrEqual(2 * lot!.basicSaleNo);
    expect(row.stockBundles).toBe(Math.floor(lot!.nowStock / lot!.stemsPerBunch));
    expect(row.prices.reduce((sum, line) => sum + line.bundles, 0)).toBe(row.soldBundles);
    expect(Number(mine.soldAmount)).toBeGreaterThan(0);
    // Every lot shown is the supplier's own; the other's lot is not among them.
    const ownLots = await h.db
      .select({ id: t.stockLots.id })
      .from(t.stockLots)
      .where(and(eq(t.stockLots.supplierId, one.id), eq(t.stockLots.auctionDate, TODAY)));
    expect(mine.lots.map((l) => l.id).sort()).toEqual(ownLots.map((l) => l.id).sort());
    expect(mine.lots.some((l) => l.id === two.lotId)).toBe(false);
    expect((await supplierOfToken(two.token).day()).lots.some((l) => l.id === one.lotId)).toBe(false);
  });

  it('takes a past day and refuses a future, malformed or too old one', async () => {
    expect((await supplierOfToken(one.token).day({ day: '2026-11-16' })).lots.every((l) => l.id !== one.lotId)).toBe(true);
    expect(await settle(supplierOfToken(one.token).day({ day: '2026-11-18' }))).toMatchObject({
      code: 400,
      msg: SUPPLIER_MESSAGES.dayFuture,
    });
    expect(await settle(supplierOfToken(one.token).day({ day: '17/11/2026' }))).toMatchObject({ code: 400, msg: SUPPLIER_MESSAGES.dayBad });
    expect(await settle(supplierOfToken(one.token).day({ day: '2026-01-01' }))).toMatchObject({
      code: 400,
      msg: SUPPLIER_MESSAGES.dayTooOld,
    });
  });
});

describe('IDOR: claims and their photos reach only the lot’s supplier', () => {
  it('one sees the claim against its lot with photos; two neither lists it nor reads its photos', async () => {
    h.clock.set(MARKET_OPEN);
    const order = await placeOrderOf(h, buyerToken, [one.lotId], 1);
    await deliver(h, order.mainId);
    const photos = await uploadPhotos(h, buyerToken, 2);
    const type = Object.entries(AFTER_SALES_TYPES).find(([, name]) => name === '数量短缺')![0];
    const filed = await post(h, buyerToken, afterSalesRoutes.addAfter.path, {
      mainId: order.mainId,
      itemId: order.itemIds[0],
      asType: type,
      asTypeName: '数量短缺',
      asQty: 1,
      asReason: '少了一扎',
      asImages: JSON.stringify(photos),
    });
    expect(filed.body.code, filed.body.msg).toBe(200);
    const [claim] = await h.db.select().from(t.afterSales).where(eq(t.afterSales.itemId, order.itemIds[0]!));

    const mine = await supplierOfToken(one.token).claims();
    const shown = mine.list.find((c) => c.id === claim!.id)!;
    expect(shown).toMatchObject({
      typeName: '数量短缺',
      reason: '少了一扎',
      bundles: 1,
      statusName: '等待处理',
      paidAmount: null,
      chargedBack: null,
      chargeBackAmount: null,
    });
    expect(JSON.stringify(shown)).not.toContain(DEMO_BUYER.phone);
    expect(shown.images).toHaveLength(2);
    const photo = await h.app.inject({ method: 'GET', url: shown.images[0]!.url, headers: { authorization: `Bearer ${one.token}` } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const thumb = await h.app.inject({ method: 'GET', url: shown.images[0]!.thumbUrl, headers: { authorization: `Bearer ${one.token}` } });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');

    // The other supplier: not in its list, and each photo URL (with one's claim id) reads 404 as if nothing were there.
    expect((await supplierOfToken(two.token).claims()).list.some((c) => c.id === claim!.id)).toBe(false);
    for (const image of shown.images) {
      for (const url of [image.url, image.thumbUrl]) {
        expect((await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${two.token}` } })).statusCode).toBe(404);
      }
    }
    // One's claim id with a key that is no photo of that claim (another upload), and an unknown claim: 404.
    const [other] = await uploadPhotos(h, buyerToken, 1);
    const claimImage = (claimId: number | string, key: string) =>
      h.app.inject({
        method: 'GET',
        url: `/api${supplierEndpoints.claimImage.path}?claim=${claimId}&key=${encodeURIComponent(key)}`,
        headers: { authorization: `Bearer ${one.token}` },
      });
    expect((await claimImage(claim!.id, other!)).statusCode).toBe(404);
    expect((await claimImage(claim!.id + 1000, photos[0]!)).statusCode).toBe(404);
    expect((await claimImage(claim!.id, '../../etc/passwd')).statusCode).toBe(404);
    // A malformed claim id is refused by the request contract (envelope code 404, as every unknown id).
    expect((await claimImage('abc', photos[0]!)).json()).toMatchObject({ code: 404, msg: SUPPLIER_MESSAGES.claimNotFound });

    // The market sets the amount and charges it back (issue 31): one reads amount and reason; two still reads nothing.
    const claimsDesk = adminClaimsApi(apiFor(h.app, adminToken).client);
    const accepted = await claimsDesk.accept({ id: claim!.id });
    await claimsDesk.propose({ id: claim!.id, amount: accepted.row.formulaAmount });
    await claimsDesk.chargeBack({ id: claim!.id, chargeBack: true, reason: '装箱少发一扎，供应商责任' });
    const charged = (await supplierOfToken(one.token).claims()).list.find((c) => c.id === claim!.id);
    expect(charged).toMatchObject({
      statusName: '待赔付',
      chargedBack: true,
      chargeBackAmount: accepted.row.formulaAmount,
      chargeBackReason: '装箱少发一扎，供应商责任',
    });
    expect((await supplierOfToken(two.token).claims()).list.some((c) => c.id === claim!.id)).toBe(false);
    await claimsDesk.chargeBack({ id: claim!.id, chargeBack: false, reason: '' });
    expect((await supplierOfToken(one.token).claims()).list.find((c) => c.id === claim!.id)).toMatchObject({
      chargedBack: false,
      chargeBackAmount: null,
      chargeBackReason: '',
    });
  });
});

describe('IDOR: settlements reach only their supplier, once confirmed', () => {
  it('a draft is not shown; a confirmed one is, to its supplier only', async () => {
    // 财务 settle the day the next morning (only a period that is over is confirmed); the suppliers read on the day.
    h.clock.set(new Date('2026-11-18T09:00:00+08:00'));
    const caiwu = await h.staffLogin(CAIWU, { ip: '10.31.0.7' });
    h.clock.set(MARKET_OPEN);
    const desk = adminSettlementsApi(apiFor(h.app, caiwu).client);
    const confirm = async (row: { id: number; owed: string }) => {
      h.clock.set(new Date('2026-11-18T09:00:00+08:00'));
      await desk.confirm({ id: row.id, owed: row.owed }).finally(() => h.clock.set(MARKET_OPEN));
    };
    const page = await desk.draft({ from: TODAY, to: TODAY });
    const mine = page.list.find((row) => row.supplierId === one.id)!;
    const theirs = page.list.find((row) => row.supplierId === two.id)!;
    expect((await supplierOfToken(one.token).settlements()).list).toEqual([]);

    await confirm(mine);
    const shown = (await supplierOfToken(one.token).settlements()).list;
    expect(shown).toEqual([
      expect.objectContaining({
        id: mine.id,
        from: TODAY,
        to: TODAY,
        statusLabel: '已确认',
        paid: false,
        owed: mine.owed,
        sales: mine.sales,
        late: '0.00',
        reversed: '0.00',
        carried: mine.carried,
      }),
    ]);
    expect((await supplierOfToken(two.token).settlements()).list).toEqual([]);

    // 下载结算单: a supplier reads its own confirmed one; another's, a draft and a missing id read the same 404.
    const pdf = (token: string, id: number) => raw('GET', `${supplierEndpoints.settlementPdf.path}?id=${id}`, token);
    /** A file answer is the PDF; a refusal is the JSON envelope with its code (DESIGN.md). */
    const code = (res: Awaited<ReturnType<typeof pdf>>) =>
      String(res.headers['content-type']).startsWith('application/pdf') ? 'pdf' : (res.json() as { code: number }).code;
    const own = await pdf(one.token, mine.id);
    expect(code(own)).toBe('pdf');
    expect(decodeURIComponent(String(own.headers['content-disposition']))).toContain(`结算单-${one.id}-${TODAY}.pdf`);
    const ownText = (await pdfText(own.rawPayload)).flatMap((p) => p.texts.map((t) => t.text)).join(' ');
    expect(ownText).toContain(`（${one.id}）`);
    expect(ownText).toContain('已确认');
    expect(ownText).not.toContain('草稿');
    const missing = await pdf(one.token, 99_999_999);
    expect(missing.json()).toMatchObject({ code: 404, msg: '结算单不存在' });
    for (const [token, id] of [
      [two.token, mine.id],
      [one.token, theirs.id],
    ] as const) {
      const refused = await pdf(token, id);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: missing.statusCode, body: missing.json() });
    }
    expect(code(await pdf(buyerToken, mine.id))).toBe(401);
    expect(code(await pdf(adminToken, mine.id))).toBe(401);
    // The desk prints the draft, marked 草稿.
    const deskPdf = await raw('GET', `${adminSettlementEndpoints.pdf.path}?id=${theirs.id}`, caiwu);
    expect(code(deskPdf)).toBe('pdf');
    const draftText = (await pdfText(deskPdf.rawPayload)).flatMap((p) => p.texts.map((t) => t.text)).join(' ');
    expect(draftText).toMatch(new RegExp(`结算单 JS-${theirs.id} 待确认 .*（${two.id}）.*草稿：未确认，不作付款依据`));
    expect(code(await raw('GET', `${adminSettlementEndpoints.pdf.path}?id=${theirs.id}`, two.token))).toBe(401);

    await confirm(theirs);
    expect((await supplierOfToken(two.token).settlements()).list.map((row) => row.id)).toEqual([theirs.id]);
    expect((await supplierOfToken(one.token).settlements()).list.map((row) => row.id)).toEqual([mine.id]);
    expect(code(await pdf(two.token, theirs.id))).toBe('pdf');
    expect(code(await pdf(one.token, theirs.id))).toBe(404);
  });
});
