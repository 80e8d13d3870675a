/**
 * The 入库管理 desk (issue 15): guards on every endpoint, lots by form (with one audit row each), the sold-lot rule,
 * the CSV preview (writes nothing) and the all-or-nothing import (one audit row naming every lot), lot photos shown
 * to buyers, suppliers and varieties.
 */
import { adminStockApi, type StockLotCreateBody } from '@huashi/api';
import { adminStockEndpoints } from '@huashi/api/contracts';
import { AUDIT_MESSAGES, LOT_FIELDS, STOCK_CSV_EXAMPLE, STOCK_CSV_HEADERS, STOCK_INTAKE_LIMITS, STOCK_MESSAGES } from '@huashi/domain';
import { count, desc, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { issueOperatorSign } from '../src/operators/sign';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor, settle } from './client';
import { createTestApp, type TestApp } from './harness';
import { uploadImages } from './claimFixtures';
import { auditCountOf } from './fixtures';

let h: TestApp;
let dataDir: string;
let adminToken: string;
let buyerToken: string;
const [ADMIN, PEIHUO, CAIWU] = DEMO_STAFF;
const TODAY = '2026-11-17';

async function staffToken(loginName: string, password: string, ip: string): Promise<string> {
  return h.staffLogin({ loginName, password }, { ip });
}
const stockApi = (token: string | null) => adminStockApi(apiFor(h.app, token).client);
const auditCount = (action?: string) => auditCountOf(h.db, action);
const lotCount = async () => (await h.db.select({ n: count() }).from(t.stockLots))[0]!.n;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-stock-'));
  h = await createTestApp({ config: { dataDir } });
  adminToken = await staffToken(ADMIN.loginName, ADMIN.password, '10.7.0.1');
  buyerToken = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const lot = (over: Partial<StockLotCreateBody> = {}): StockLotCreateBody => ({
  auctionDate: TODAY,
  supplierId: 'A1001',
  flwCode: 'MG-0001',
  levelName: 'A',
  lengthCode: '60',
  openCode: '3度',
  salepointName: '无',
  stemsPerBunch: '20',
  basicSaleNo: '1',
  bundles: '10',
  sourcePrice: '1.10',
  salePrice: '1.35',
  positionNo: '9-99-01',
  packageName: '纸箱',
  ...over,
});

/** A CSV in the template's columns; `rows` are the cells in header order. */
function csvOf(rows: string[][]): string {
  return [
    STOCK_CSV_HEADERS.join(','),
    ...rows.map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')),
  ].join('\r\n');
}
const csvRow = (i: number, over: Partial<Record<number, string>> = {}) => {
  const cells = ['A1001', 'MG-0002', 'B+', '50', '2度', '', '20', '1', String(5 + i), '0.80', '1.00', `8-0${i % 10}-1${i % 10}`, '纸箱'];
  for (const [index, value] of Object.entries(over)) cells[Number(index)] = value!;
  return cells;
};

describe('guards', () => {
  it('refuses every endpoint to a visitor, a buyer token and an operator sign (401), and to 财务 (403)', async () => {
    const sign = await issueOperatorSign(h.db, h.clock, { label: '调配员甲', ttlHours: 2 });
    const caiwu = await staffToken(CAIWU.loginName, CAIWU.password, '10.7.0.2');
    const endpoints = Object.values(adminStockEndpoints);
    const gets = endpoints.filter((endpoint) => endpoint.method === 'GET').map((endpoint) => endpoint.path);
    const posts = endpoints.filter((endpoint) => endpoint.method === 'POST').map((endpoint) => endpoint.path);
    const before = await auditCount();
    const lots = await lotCount();
    for (const [method, paths] of [
      ['GET', gets],
      ['POST', posts],
    ] as const) {
      for (const p of paths) {
        const payload = method === 'POST' ? { id: 1, csv: csvOf([csvRow(1)]), auctionDate: TODAY } : undefined;
        for (const headers of [{}, { authorization: `Bearer ${buyerToken}` }]) {
          const res = await h.app.inject({ method, url: `/api${p}`, headers, payload });
          expect(res.statusCode, `${method} ${p}`).toBe(401);
          expect(res.json()).toMatchObject({ code: 401 });
        }
        const withSign = await h.app.inject({
          method,
          url: `/api${p}?sign=${encodeURIComponent(sign)}`,
          payload: payload && { ...payload, sign },
        });
        expect(withSign.statusCode, `${method} ${p} with a sign`).toBe(401);
        const wrongRole = await h.app.inject({ method, url: `/api${p}`, headers: { authorization: `Bearer ${caiwu}` }, payload });
        expect(wrongRole.statusCode, `${method} ${p} as 财务`).toBe(403);
        expect(wrongRole.json()).toEqual({ code: 403, msg: '您的角色无权进行此操作', data: null });
      }
    }
    expect(await auditCount()).toBe(before);
    expect(await lotCount()).toBe(lots);
  });

  it('lets 配货发货 work at the desk', async () => {
    const peihuo = await staffToken(PEIHUO.loginName, PEIHUO.password, '10.7.0.3');
    const options = await stockApi(peihuo).options();
    expect(options.today).toBe(TODAY);
    expect(options.lastDate).toBe('2026-11-24');
    expect(options.suppliers.length).toBeGreaterThan(10);
  });
});

describe('lots by form', () => {
  it('creates a lot with one audit row; buyers see it in the zone of its supplier type', async () => {
    const api = stockApi(adminToken);
    const before = await auditCount();
    const created = await api.create(lot({ flwCode: 'mg-0003', bundles: '12', salePrice: '1.5' }));
    expect(created).toMatchObject({
      auctionDate: TODAY,
      session: 'A',
      supplierId: 'A1001',
      flwCode: 'MG-0003',
      bundles: 12,
      stockBundles: 12,
      soldBundles: 0,
      sourcePrice: '1.10',
      salePrice: '1.50',
      lengthLabel: '55-60cm',
      entered: true,
      photoUrl: null,
    });
    expect(await auditCount()).toBe(before + 1);
    const [row] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'stock.create'));
    expect(row).toMatchObject({ entity: 'stock_lot', entityIds: [created.id] });
    const [stored] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, created.id));
    expect(stored).toMatchObject({
      nowStock: 240,
      salePriceFen: 150,
      sourcePriceFen: 110,
      differAmountFen: 40,
      enteredBy: expect.any(Number),
    });

    const page = await api.lots({ date: TODAY, keyword: 'MG-0003' });
    expect(page.list[0]).toMatchObject({ id: created.id });
    const zone = await apiFor(h.app, buyerToken).catalog.zone({ tab: 'A', flwCode: 'MG-0003', page: 1, limit: 10 } as never);
    expect(zone.list).toHaveLength(1);
  });

  it('refuses bad input with the domain message and writes nothing', async () => {
    const api = stockApi(adminToken);
    const before = await auditCount();
    const lots = await lotCount();
    const cases: [Partial<StockLotCreateBody>, string][] = [
      [{ supplierId: 'Z0000' }, '供应商「Z0000」不存在'],
      [{ bundles: '0' }, STOCK_MESSAGES.bundlesBad],
      [{ salePrice: '1.00' }, STOCK_MESSAGES.saleBelowSource],
      [{ sourcePrice: '1,10' }, STOCK_MESSAGES.sourcePriceBad],
      [{ levelName: 'S' }, STOCK_MESSAGES.gradeBad],
      [{ auctionDate: '2026-11-16' }, STOCK_MESSAGES.datePast],
      [{ auctionDate: '2026-12-30' }, STOCK_MESSAGES.dateTooFar],
    ];
    for (const [over, msg] of cases) expect(await settle(api.create(lot(over)))).toMatchObject({ code: 400, msg });
    expect(await auditCount()).toBe(before);
    expect(await lotCount()).toBe(lots);
  });

  it('edits a lot; once sold from, never below what was sold nor its supplier, variety or stems per bundle', async () => {
    const api = stockApi(adminToken);
    const created = await api.create(lot({ bundles: '10' }));
    // A buyer holds 3 bundles (60 stems) of it: an order item, the stock taken as a purchase takes it.
    const [item] = await h.db.select().from(t.orderItems).limit(1);
    const { id: _id, ...rest } = item!;
    await h.db.insert(t.orderItems).values({ ...rest, stockId: created.id, buyQty: 3, buyQtyAll: 60, cancelledAt: null });
    await h.db.update(t.stockLots).set({ nowStock: 140 }).where(eq(t.stockLots.id, created.id));

    const { auctionDate: _d, ...fields } = lot({ bundles: '10' });
    const before = await auditCount();
    expect(await settle(api.update({ id: created.id, ...fields, bundles: '2' }))).toMatchObject({
      code: 400,
      msg: STOCK_MESSAGES.soldBelow(3),
    });
    expect(await settle(api.update({ id: created.id, ...fields, stemsPerBunch: '10' }))).toMatchObject({ msg: STOCK_MESSAGES.soldLocked });
    expect(await auditCount()).toBe(before);

    const updated = await api.update({ id: created.id, ...fields, bundles: '8', salePrice: '2' });
    expect(updated).toMatchObject({ bundles: 8, soldBundles: 3, stockBundles: 5, salePrice: '2.00' });
    expect(await auditCount()).toBe(before + 1);
    const [audit] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'stock.update'));
    expect(audit).toMatchObject({
      entityIds: [created.id],
      before: expect.objectContaining({ bundles: 10 }),
      after: expect.objectContaining({ bundles: 8 }),
    });
    expect(await settle(api.update({ id: 999_999, ...fields }))).toMatchObject({ code: 404, msg: STOCK_MESSAGES.lotNotFound });
  });
});

describe('CSV import', () => {
  it('answers the template with the Chinese headers, UTF-8 with a BOM', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api${adminStockEndpoints.template.path}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, note, example, ...rest] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(STOCK_CSV_HEADERS.join(','));
    expect(note).toMatch(/^# 以 # 开头的行不会导入/);
    expect(example).toBe(LOT_FIELDS.map((field) => STOCK_CSV_EXAMPLE[field]).join(','));
    expect(rest.join('')).toBe('');

    // The template as downloaded, with two rows typed under the example: the note and the example are skipped, the
    // rows keep their line numbers in the file.
    const typed = [csvRow(1), csvRow(2, { 0: 'A9999' })].map((cells) => cells.join(',')).join('\r\n');
    const preview = await stockApi(adminToken).preview({ auctionDate: TODAY, csv: `${res.body}${typed}\r\n` });
    expect(preview).toMatchObject({ fileProblems: [], total: 2, bad: 1 });
    expect(preview.rows.map((r) => r.line)).toEqual([4, 5]);
  });

  it('says plainly that a GBK file (Excel on Chinese Windows) is not UTF-8, and states the size limit', async () => {
    const api = stockApi(adminToken);
    // GBK bytes of the headers read as UTF-8 in the browser (File.text()) turn into U+FFFD replacement characters.
    const gbkAsUtf8 = new TextDecoder('utf-8').decode(
      new Uint8Array([0xb9, 0xa9, 0xd3, 0xa6, 0xc9, 0xcc, 0xb1, 0xe0, 0xba, 0xc5, 0x2c, 0x41]),
    );
    const misread = `${gbkAsUtf8}\r\n${csvRow(1).join(',')}`;
    expect((await api.preview({ auctionDate: TODAY, csv: misread })).fileProblems).toEqual([STOCK_MESSAGES.csvNotUtf8]);
    expect(await settle(api.importCsv({ auctionDate: TODAY, csv: misread }))).toMatchObject({ code: 400, msg: STOCK_MESSAGES.csvNotUtf8 });
    expect(STOCK_MESSAGES.csvTooLarge).toMatch(/500KB/);
    const huge = `${csvOf([csvRow(1)])}\r\n${'#'.padEnd(STOCK_INTAKE_LIMITS.csvKbMax * 1024, ' ')}`;
    expect((await api.preview({ auctionDate: TODAY, csv: huge })).fileProblems).toEqual([STOCK_MESSAGES.csvTooLarge]);
  });

  it('previews every row problem and writes nothing; an import with one bad row writes nothing either', async () => {
    const api = stockApi(adminToken);
    const rows = Array.from({ length: 20 }, (_, i) => csvRow(i));
    rows[4] = csvRow(4, { 0: 'A9999' });
    rows[11] = csvRow(11, { 9: '1.50', 10: '1.20' });
    const before = await auditCount();
    const lots = await lotCount();
    const preview = await api.preview({ auctionDate: TODAY, csv: `\uFEFF${csvOf(rows)}` });
    expect(preview).toMatchObject({ total: 20, bad: 2, fileProblems: [] });
    expect(preview.rows.filter((r) => r.problems.length > 0)).toEqual([
      expect.objectContaining({ line: 6, problems: [{ field: 'supplierId', message: '供应商「A9999」不存在' }] }),
      expect.objectContaining({ line: 13, problems: [{ field: 'salePrice', message: STOCK_MESSAGES.saleBelowSource }] }),
    ]);
    expect(preview.rows[0]).toMatchObject({
      supplierName: expect.any(String),
      flwName: expect.any(String),
      cells: { supplierId: 'A1001', flwCode: 'MG-0002' },
    });

    const oneBad = Array.from({ length: 20 }, (_, i) => csvRow(i));
    oneBad[19] = csvRow(19, { 8: '-1' });
    const refused = await settle(api.importCsv({ auctionDate: TODAY, csv: csvOf(oneBad) }));
    expect(refused).toMatchObject({ code: 400, msg: STOCK_MESSAGES.importHasProblems(1) });
    expect(refused.data).toMatchObject({ bad: 1, total: 20 });
    expect(await auditCount()).toBe(before);
    expect(await lotCount()).toBe(lots);
  });

  it('refuses a file without the template columns, an empty one, and a past date', async () => {
    const api = stockApi(adminToken);
    expect((await api.preview({ auctionDate: TODAY, csv: '供应商编号,品种编号\nA1001,MG-0001' })).fileProblems).toEqual([
      STOCK_MESSAGES.csvMissingColumns(['等级', '长度(cm)', '开放度', '扎数', '结算价(元/枝)', '销售价(元/枝)', '位置号']),
    ]);
    expect((await api.preview({ auctionDate: TODAY, csv: '' })).fileProblems).toEqual([STOCK_MESSAGES.csvEmpty]);
    // A cell a spreadsheet would run as a formula, and a 位置号 out of the market's pattern, are row problems.
    const risky = await api.preview({ auctionDate: TODAY, csv: csvOf([csvRow(1, { 5: '=1+2', 11: 'PH-01' })]) });
    expect(risky.rows[0]!.problems).toEqual([
      { field: 'positionNo', message: STOCK_MESSAGES.positionFormat },
      { field: 'salepointName', message: STOCK_MESSAGES.formulaCell },
    ]);
    expect(await settle(api.importCsv({ auctionDate: '2026-11-01', csv: csvOf([csvRow(1)]) }))).toMatchObject({
      code: 400,
      msg: STOCK_MESSAGES.datePast,
    });
  });

  it('imports 20 lots in one transaction with ONE audit row naming every lot; buyers see them', async () => {
    const api = stockApi(adminToken);
    const rows = Array.from({ length: 20 }, (_, i) => csvRow(i, { 1: i < 10 ? 'KN-0001' : 'KN-0002', 0: i % 2 ? 'C3005' : 'B2003' }));
    const before = await auditCount();
    const lots = await lotCount();
    const result = await api.importCsv({ auctionDate: TODAY, csv: csvOf(rows) });
    expect(result.count).toBe(20);
    expect(await lotCount()).toBe(lots + 20);
    expect(await auditCount()).toBe(before + 1);
    const [audit] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'stock.import'));
    expect(audit).toMatchObject({ entity: 'stock_lot', entityIds: result.ids });
    expect(audit!.after).toMatchObject({ auctionDate: TODAY, count: 20 });
    const stored = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, result.ids[1]!));
    expect(stored[0]).toMatchObject({ session: 'C', supplierId: 'C3005', flwCode: 'KN-0001', nowStock: 6 * 20 });
    const page = await api.lots({ date: TODAY, keyword: 'C3005', limit: 100 });
    expect(page.list.filter((l) => result.ids.includes(l.id))).toHaveLength(10);
  });
});

async function uploadLotPhoto(token: string): Promise<string> {
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#d04a72' } })
    .png()
    .toBuffer();
  return (await uploadImages(h, token, 'lot', [bytes])).data.key;
}

describe('lot photos', () => {
  it('sets a photo (attached, audited); buyers see it instead of the illustration, anyone can read it', async () => {
    const api = stockApi(adminToken);
    const created = await api.create(lot({ flwCode: 'XQ-0001', supplierId: 'A1001', stemsPerBunch: '5' }));
    const key = await uploadLotPhoto(adminToken);
    const before = await auditCount();
    const withPhoto = await api.setPhoto({ id: created.id, key });
    expect(withPhoto.photoUrl).toBe(`/api/upload/file?key=${encodeURIComponent(key)}`);
    expect(await auditCount()).toBe(before + 1);
    const [upload] = await h.db.select().from(t.uploads).where(eq(t.uploads.key, key));
    expect(upload!.attachedAt).not.toBeNull();

    const zone = await apiFor(h.app, buyerToken).catalog.zone({ tab: 'A', flwCode: 'XQ-0001', page: 1, limit: 10 } as never);
    expect(zone.list[0]!.productImage).toBe(withPhoto.photoThumbUrl);
    const image = await h.app.inject({ method: 'GET', url: withPhoto.photoThumbUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    expect(await settle(api.setPhoto({ id: created.id, key: 'lot/2026-11-17/nothing.png' }))).toMatchObject({
      msg: STOCK_MESSAGES.photoNotFound,
    });
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('a photo chosen in 修改批次', () => {
  it('is uploaded at once but attached only by 保存: one update, one audit row; 取消 leaves the lot as it was', async () => {
    const api = stockApi(adminToken);
    const { auctionDate: _date, ...fields } = lot({ flwCode: 'XQ-0001', supplierId: 'A1001', stemsPerBunch: '5', bundles: '7' });
    const created = await api.create({ auctionDate: TODAY, ...fields });
    const before = await auditCount();
    // Chosen, then 取消: the upload exists, the lot has no photo and nothing was audited.
    const dropped = await uploadLotPhoto(adminToken);
    const [lotRow] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, created.id));
    expect(lotRow!.photoKey).toBeNull();
    expect(await auditCount()).toBe(before);
    const [unattached] = await h.db.select().from(t.uploads).where(eq(t.uploads.key, dropped));
    expect(unattached!.attachedAt).toBeNull();

    // Chosen, then 保存 with a change of price: one update carrying both, one audit row.
    const key = await uploadLotPhoto(adminToken);
    const saved = await api.update({ id: created.id, ...fields, salePrice: '1.60', photoKey: key });
    expect(saved).toMatchObject({ photoUrl: `/api/upload/file?key=${encodeURIComponent(key)}` });
    expect(await auditCount()).toBe(before + 1);
    const [upload] = await h.db.select().from(t.uploads).where(eq(t.uploads.key, key));
    expect(upload!.attachedAt).not.toBeNull();
    const [audit] = await h.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'stock.update', entityIds: [created.id] });
    expect(await settle(api.update({ id: created.id, ...fields, photoKey: 'lot/2026-11-17/nothing.png' }))).toMatchObject({
      msg: STOCK_MESSAGES.photoNotFound,
    });
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('a save that changes nothing', () => {
  it('writes no audit row and says 没有修改 (a lot, a supplier)', async () => {
    const api = stockApi(adminToken);
    const { auctionDate: _date, ...fields } = lot({ flwCode: 'XQ-0001', supplierId: 'A1001', stemsPerBunch: '5', bundles: '9' });
    const created = await api.create({ auctionDate: TODAY, ...fields });
    const before = await auditCount();
    expect(await settle(api.update({ id: created.id, ...fields }))).toMatchObject({ code: 400, msg: AUDIT_MESSAGES.unchanged });
    const supplier = await api.createSupplier({ id: 'C3998', name: '不变花行', type: 'C' });
    const afterCreate = await auditCount();
    expect(afterCreate).toBe(before + 1);
    expect(await settle(api.updateSupplier({ id: supplier.id, name: '不变花行' }))).toMatchObject({
      msg: AUDIT_MESSAGES.unchanged,
    });
    expect(await auditCount()).toBe(afterCreate);
  });
});

describe('suppliers and varieties', () => {
  it('creates and renames a supplier, one audit row each; a taken code and a code of another type are refused', async () => {
    const api = stockApi(adminToken);
    const before = await auditCount();
    const created = await api.createSupplier({ id: 'c3999', name: '斗南新花行', type: 'C' });
    expect(created).toMatchObject({ id: 'C3999', name: '斗南新花行', type: 'C', lotCount: 0 });
    expect(await settle(api.createSupplier({ id: 'C3999', name: '重复', type: 'C' }))).toMatchObject({
      code: 409,
      msg: STOCK_MESSAGES.supplierCodeTaken,
    });
    expect(await settle(api.createSupplier({ id: 'A3998', name: '错类', type: 'C' }))).toMatchObject({
      msg: STOCK_MESSAGES.supplierCodeType,
    });
    const renamed = await api.updateSupplier({ id: 'C3999', name: '斗南新花行（二店）' });
    expect(renamed.name).toBe('斗南新花行（二店）');
    expect(await auditCount()).toBe(before + 2);
    expect((await api.suppliers({ keyword: '新花行' })).list).toEqual([expect.objectContaining({ id: 'C3999' })]);
  });

  it('creates and edits a variety, one audit row each; its lots can then be entered', async () => {
    const api = stockApi(adminToken);
    const before = await auditCount();
    const [category] = await h.db.select().from(t.categories).limit(1);
    const created = await api.createVariety({
      flwCode: 'MG-0900',
      name: '新品红',
      categoryId: String(category!.id),
      stemsPerBunch: '20',
      weightKg: '1.25',
      description: '',
    });
    expect(created).toMatchObject({ flwCode: 'MG-0900', weightGrams: 1250, image: '/media/flowers/MG-0900.svg' });
    expect(
      await settle(
        api.createVariety({ flwCode: 'MG-0900', name: 'x', categoryId: String(category!.id), stemsPerBunch: '20', weightKg: '1' }),
      ),
    ).toMatchObject({
      code: 409,
    });
    const edited = await api.updateVariety({
      flwCode: 'MG-0900',
      name: '新品红二号',
      categoryId: String(category!.id),
      stemsPerBunch: '10',
      weightKg: '0.7',
      description: '试种',
    });
    expect(edited).toMatchObject({ name: '新品红二号', stemsPerBunch: 10, weightGrams: 700, description: '试种' });
    expect(await auditCount()).toBe(before + 2);
    const newLot = await api.create(lot({ flwCode: 'MG-0900', stemsPerBunch: '' }));
    expect(newLot).toMatchObject({ flwName: '新品红二号', stemsPerBunch: 10 });
  });
});
