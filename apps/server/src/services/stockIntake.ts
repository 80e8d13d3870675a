/**
 * The 入库管理 desk (管理员, 配货发货): the lots of an auction date, a lot by form, its photo, the CSV import (a preview
 * that writes nothing, then an all-or-nothing import in one transaction), and the suppliers and varieties.
 * Every change writes exactly one audit row in its transaction (`recordAudit`).
 *
 * Decisions (see also packages/domain/src/stockIntake.ts):
 * - A CSV import is ONE audit row, action `stock.import`, entity `stock_lot`, ids = every new lot's id, `after` = the
 *   auction date, the row count and the file's lots as stored (so the trail names every lot the import wrote).
 * - An edit's 扎数 is the lot's whole intake: the stock left becomes intake − stems sold (order items not cancelled);
 *   fewer bundles than sold is refused (`soldBelow`). Once sold from, a lot's supplier, variety and stems per bundle
 *   stay as they are (`soldLocked`): the order items and pick lists name them.
 * - Lots of a past auction date are not edited (their trading is over).
 * - A lot's photo is an upload of prefix `lot` (public); setting it marks the upload attached, so the cleanup keeps it.
 */
import type {
  CsvImportResult,
  CsvPreview,
  CsvPreviewRow,
  StockLotPage,
  StockLotRow,
  StockOptions,
  StockSupplier,
  StockSupplierPage,
  StockVariety,
  StockVarietyPage,
} from '@huashi/api';
import { API_CODES } from '@huashi/api';
import {
  addDays,
  auctionDate,
  bundlesOfStems,
  checkLotRow,
  csvRowInput,
  csvTextProblem,
  isCsvCommentRow,
  formatYuan,
  isStockSupplierType,
  lengthLabel,
  LOT_FIELDS,
  mapCsvHeaders,
  maxBatches,
  parseWeightGrams,
  STOCK_INTAKE_LIMITS,
  STOCK_MESSAGES,
  stockAfterEdit,
  stockDateProblem,
  supplierFormSchema,
  validateForm,
  varietyFormSchema,
  type LotField,
  type LotInput,
  type LotKnown,
  type LotValues,
  type StockSupplierType,
  isCalendarDay,
} from '@huashi/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { anyColumnHas } from '../db/like';
import { categories, stockLots, styles, suppliers, uploads, varieties } from '../db/schema';
import { BusinessError, badRequest } from '../http/envelope';
import { recordAudit } from './audit';
import { lotBaseColumns } from './lots';
import { attachUploads, thumbKeyOf, uploadFileUrl } from './uploads';
import { alertWatchers } from './watchAlerts';

// ---------------------------------------------------------------- shared reads

function today(ctx: AppContext): string {
  const date = auctionDate(ctx.clock.now());
  if (!date) throw new Error('the clock gave an invalid instant');
  return date;
}

function assertDate(ctx: AppContext, date: string): void {
  const problem = stockDateProblem(date, today(ctx));
  if (problem) throw badRequest(problem);
}

/** The suppliers and varieties a lot row is checked against. */
async function loadKnown(db: DbOrTx): Promise<LotKnown & { names: { suppliers: Map<string, string>; varieties: Map<string, string> } }> {
  const [supplierRows, varietyRows] = await Promise.all([
    db.select({ id: suppliers.id, name: suppliers.name, type: suppliers.type }).from(suppliers),
    db.select({ flwCode: varieties.flwCode, name: varieties.name, stemsPerBunch: varieties.stemsPerBunch }).from(varieties),
  ]);
  return {
    suppliers: new Map(
      supplierRows.filter((s) => isStockSupplierType(s.type)).map((s) => [s.id, { type: s.type as StockSupplierType, name: s.name }]),
    ),
    varieties: new Map(varietyRows.map((v) => [v.flwCode, { stemsPerBunch: v.stemsPerBunch, name: v.name }])),
    names: {
      suppliers: new Map(supplierRows.map((s) => [s.id, s.name])),
      varieties: new Map(varietyRows.map((v) => [v.flwCode, v.name])),
    },
  };
}

/** Stems of a lot that buyers hold: order items not cancelled. */
const soldStems = sql<number>`coalesce((select sum(oi.buy_qty_all) from order_items oi where oi.stock_id = ${stockLots.id} and oi.cancelled_at is null), 0)::int`;

const lotColumns = {
  ...lotBaseColumns,
  supplierType: suppliers.type,
  salepointName: stockLots.salepointName,
  soldStems,
  sourcePriceFen: stockLots.sourcePriceFen,
  positionNo: stockLots.positionNo,
  packageName: stockLots.packageName,
  enteredBy: stockLots.enteredBy,
  createdAt: stockLots.createdAt,
};

function lotQuery(db: DbOrTx) {
  return db
    .select(lotColumns)
    .from(stockLots)
    .innerJoin(suppliers, eq(suppliers.id, stockLots.supplierId))
    .innerJoin(varieties, eq(varieties.flwCode, stockLots.flwCode));
}

type LotRecord = Awaited<ReturnType<ReturnType<typeof lotQuery>['execute']>>[number];

function lotView(row: LotRecord): StockLotRow {
  const stems = row.stemsPerBunch;
  const sold = Number(row.soldStems);
  return {
    id: row.id,
    auctionDate: row.auctionDate,
    session: row.session,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    supplierType: row.supplierType,
    flwCode: row.flwCode,
    flwName: row.flwName,
    levelName: row.levelName,
    lengthCode: row.lengthCode,
    lengthLabel: lengthLabel(row.lengthCode),
    openCode: row.openCode,
    salepointName: row.salepointName ?? '',
    stemsPerBunch: stems,
    basicSaleNo: row.basicSaleNo,
    bundles: stems > 0 ? Math.floor((row.nowStock + sold) / stems) : 0,
    stockBundles: stems > 0 ? Math.floor(row.nowStock / stems) : 0,
    soldBundles: bundlesOfStems(sold, stems),
    sourcePrice: formatYuan(row.sourcePriceFen),
    salePrice: formatYuan(row.salePriceFen),
    positionNo: row.positionNo,
    packageName: row.packageName,
    photoUrl: row.photoKey ? uploadFileUrl(row.photoKey) : null,
    photoThumbUrl: row.photoKey ? uploadFileUrl(thumbKeyOf(row.photoKey)) : null,
    entered: row.enteredBy !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function lotById(db: DbOrTx, id: number): Promise<StockLotRow | null> {
  const [row] = await lotQuery(db).where(eq(stockLots.id, id)).limit(1);
  return row ? lotView(row) : null;
}

/** The columns a checked lot row writes. */
function lotColumnsOf(lot: LotValues) {
  return {
    session: lot.session,
    supplierId: lot.supplierId,
    flwCode: lot.flwCode,
    levelName: lot.levelName,
    lengthCode: lot.lengthCode,
    openCode: lot.openCode,
    salepointName: lot.salepointName,
    stemsPerBunch: lot.stemsPerBunch,
    basicSaleNo: lot.basicSaleNo,
    sourcePriceFen: lot.sourcePriceFen,
    salePriceFen: lot.salePriceFen,
    differAmountFen: lot.salePriceFen - lot.sourcePriceFen,
    positionNo: lot.positionNo,
    packageName: lot.packageName,
  };
}

function checked(input: LotInput, known: LotKnown): LotValues {
  const check = checkLotRow(input, known);
  if (!check.ok) throw badRequest(check.problems[0]!.message);
  return check.lot;
}

// ---------------------------------------------------------------- options and lots

export async function stockOptions(ctx: AppContext): Promise<StockOptions> {
  const [supplierRows, varietyRows, categoryRows] = await Promise.all([
    ctx.db.select({ id: suppliers.id, name: suppliers.name, type: suppliers.type }).from(suppliers).orderBy(asc(suppliers.id)),
    ctx.db
      .select({ flwCode: varieties.flwCode, name: varieties.name, stemsPerBunch: varieties.stemsPerBunch })
      .from(varieties)
      .orderBy(asc(varieties.flwCode)),
    ctx.db
      .select({ id: categories.id, name: categories.name, styleName: styles.name })
      .from(categories)
      .innerJoin(styles, eq(styles.id, categories.styleId))
      .orderBy(asc(styles.sort), asc(categories.sort), asc(categories.id)),
  ]);
  const first = today(ctx);
  return {
    today: first,
    lastDate: addDays(first, STOCK_INTAKE_LIMITS.daysAhead) ?? first,
    suppliers: supplierRows,
    varieties: varietyRows,
    categories: categoryRows,
  };
}

export async function listLots(
  ctx: AppContext,
  filters: { date: string; session?: 'A' | 'C'; keyword: string; page: number; limit: number },
): Promise<StockLotPage> {
  const date = isCalendarDay(filters.date) ? filters.date : today(ctx);
  const where: SQL[] = [eq(stockLots.auctionDate, date)];
  if (filters.session) where.push(eq(stockLots.session, filters.session));
  if (filters.keyword) {
    where.push(
      anyColumnHas(filters.keyword, [stockLots.supplierId, suppliers.name, stockLots.flwCode, varieties.name, stockLots.positionNo]),
    );
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    lotQuery(ctx.db)
      .where(condition)
      // Staff's own lots first (newest first), then the generated stock.
      .orderBy(sql`${stockLots.enteredBy} is null`, desc(stockLots.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    ctx.db
      .select({ n: count() })
      .from(stockLots)
      .innerJoin(suppliers, eq(suppliers.id, stockLots.supplierId))
      .innerJoin(varieties, eq(varieties.flwCode, stockLots.flwCode))
      .where(condition),
  ]);
  return { list: rows.map(lotView), total: total?.n ?? 0 };
}

export async function createLot(ctx: AppContext, actorId: number, input: LotInput & { auctionDate: string }): Promise<StockLotRow> {
  assertDate(ctx, input.auctionDate);
  return ctx.db.transaction(async (tx) => {
    const lot = checked(input, await loadKnown(tx));
    const [inserted] = await tx
      .insert(stockLots)
      .values({ ...lotColumnsOf(lot), auctionDate: input.auctionDate, nowStock: lot.bundles * lot.stemsPerBunch, enteredBy: actorId })
      .returning({ id: stockLots.id });
    const view = (await lotById(tx, inserted!.id))!;
    await recordAudit(tx, { staffId: actorId, action: 'stock.create', entity: 'stock_lot', ids: [view.id], after: view });
    // The watchers of this variety, grade, supplier hear of it in the same transaction (services/watchAlerts.ts).
    await alertWatchers(tx, ctx.clock.now(), [{ lotId: view.id, arrived: true, wasBuyable: false }]);
    return view;
  });
}

async function lockLot(tx: Tx, id: number) {
  const [row] = await tx.select().from(stockLots).where(eq(stockLots.id, id)).for('update');
  if (!row) throw new BusinessError(API_CODES.notFound, STOCK_MESSAGES.lotNotFound);
  return row;
}

/** The public `lot` upload of `key`, or a refusal (图片不存在或已失效). */
async function lotUpload(tx: Tx, key: string): Promise<string> {
  const [upload] = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.prefix, 'lot'), eq(uploads.private, false)))
    .limit(1);
  if (!key || !upload) throw badRequest(STOCK_MESSAGES.photoNotFound);
  return upload.key;
}

/**
 * 修改批次 → 保存: the fields and, when one was chosen in the form, the new photo (uploaded at once, attached only
 * here: 取消 leaves the lot as it was and the unattached upload is cleaned after 24 h). One update, one audit row.
 */
export async function updateLot(ctx: AppContext, actorId: number, id: number, input: LotInput, photoKey = ''): Promise<StockLotRow> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockLot(tx, id);
    if (current.auctionDate < today(ctx)) throw badRequest(STOCK_MESSAGES.datePast);
    const lot = checked(input, await loadKnown(tx));
    const photo = photoKey ? await lotUpload(tx, photoKey) : null;
    const before = (await lotById(tx, id))!;
    const sold = await tx.execute<{ n: number }>(
      sql`select coalesce(sum(buy_qty_all), 0)::int as n from order_items where stock_id = ${id} and cancelled_at is null`,
    );
    const soldStemsNow = Number(sold.rows[0]?.n ?? 0);
    if (
      soldStemsNow > 0 &&
      (lot.supplierId !== current.supplierId || lot.flwCode !== current.flwCode || lot.stemsPerBunch !== current.stemsPerBunch)
    ) {
      throw badRequest(STOCK_MESSAGES.soldLocked);
    }
    const nowStock = stockAfterEdit({ bundles: lot.bundles, stemsPerBunch: lot.stemsPerBunch, soldStems: soldStemsNow });
    if (nowStock === null) throw badRequest(STOCK_MESSAGES.soldBelow(bundlesOfStems(soldStemsNow, current.stemsPerBunch)));
    await tx
      .update(stockLots)
      .set({ ...lotColumnsOf(lot), nowStock, ...(photo ? { photoKey: photo } : {}) })
      .where(eq(stockLots.id, id));
    if (photo) await attachUploads(tx, [photo], ctx.clock.now());
    const after = (await lotById(tx, id))!;
    await recordAudit(tx, { staffId: actorId, action: 'stock.update', entity: 'stock_lot', ids: [id], before, after });
    // A lower price or stock back on sale alerts its watchers (services/watchAlerts.ts).
    const wasBuyable =
      maxBatches({ stock: current.nowStock, stemsPerBunch: current.stemsPerBunch, basicSaleQuantity: current.basicSaleNo }) > 0;
    await alertWatchers(tx, ctx.clock.now(), [{ lotId: id, arrived: false, wasBuyable }]);
    return after;
  });
}

/** Sets a lot's photo: an upload of prefix `lot` (public), marked attached in the same transaction. */
export async function setLotPhoto(ctx: AppContext, actorId: number, id: number, key: string): Promise<StockLotRow> {
  return ctx.db.transaction(async (tx) => {
    await lockLot(tx, id);
    const photo = await lotUpload(tx, key);
    const before = (await lotById(tx, id))!;
    await tx.update(stockLots).set({ photoKey: photo }).where(eq(stockLots.id, id));
    await attachUploads(tx, [photo], ctx.clock.now());
    const after = (await lotById(tx, id))!;
    await recordAudit(tx, { staffId: actorId, action: 'stock.photo', entity: 'stock_lot', ids: [id], before, after });
    return after;
  });
}

// ---------------------------------------------------------------- CSV

/** Parses the CSV text (papaparse) and checks the date, the columns and every row; writes nothing. */
async function previewCsv(ctx: AppContext, db: DbOrTx, date: string, csv: unknown): Promise<{ preview: CsvPreview; lots: LotValues[] }> {
  const fileProblems: string[] = [];
  const dateProblem = stockDateProblem(date, today(ctx));
  if (dateProblem) fileProblems.push(dateProblem);
  const text = typeof csv === 'string' ? csv.replace(/^\uFEFF/, '') : '';
  const empty: CsvPreview = { auctionDate: date, fileProblems, rows: [], total: 0, bad: 0 };
  const textProblem = csvTextProblem(text);
  if (textProblem) {
    fileProblems.push(textProblem);
    return { preview: empty, lots: [] };
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header = [], ...lines] = parsed.data;
  // The template's note and example rows (first cell starting with #) are skipped; each row keeps its line number.
  const data = lines.map((cells, index) => ({ cells, line: index + 2 })).filter((row) => !isCsvCommentRow(row.cells));
  if (header.length === 0 || data.length === 0) {
    fileProblems.push(STOCK_MESSAGES.csvEmpty);
    return { preview: empty, lots: [] };
  }
  if (parsed.errors.some((error) => error.type === 'Quotes')) fileProblems.push(STOCK_MESSAGES.csvUnreadable);
  const { columns, missing } = mapCsvHeaders(header);
  if (missing.length > 0) {
    fileProblems.push(STOCK_MESSAGES.csvMissingColumns(missing));
    return { preview: empty, lots: [] };
  }
  if (data.length > STOCK_INTAKE_LIMITS.importRowsMax) {
    fileProblems.push(STOCK_MESSAGES.csvTooManyRows);
    return { preview: { ...empty, total: data.length }, lots: [] };
  }
  const known = await loadKnown(db);
  const lots: LotValues[] = [];
  const rows: CsvPreviewRow[] = data.map(({ cells, line }) => {
    const input = csvRowInput(cells, columns);
    const check = checkLotRow(input, known);
    const problems = check.ok ? [] : check.problems;
    if (check.ok) lots.push(check.lot);
    if (cells.length !== header.length) problems.push({ field: LOT_FIELDS[0], message: STOCK_MESSAGES.csvRowShape });
    const cellsOut = Object.fromEntries(LOT_FIELDS.map((field) => [field, (input[field] ?? '').trim()])) as Record<LotField, string>;
    return {
      line,
      cells: cellsOut,
      supplierName: known.names.suppliers.get(cellsOut.supplierId.toUpperCase()) ?? '',
      flwName: known.names.varieties.get(cellsOut.flwCode.toUpperCase()) ?? '',
      problems,
    };
  });
  const bad = rows.filter((row) => row.problems.length > 0).length;
  return { preview: { auctionDate: date, fileProblems, rows, total: rows.length, bad }, lots };
}

export async function previewImport(ctx: AppContext, date: string, csv: unknown): Promise<CsvPreview> {
  return (await previewCsv(ctx, ctx.db, date, csv)).preview;
}

/**
 * Imports every lot of the file in one transaction, or none: the file is checked again inside it (against the
 * suppliers and varieties as they are now); any problem refuses the whole file with the preview as the refusal's data.
 * One audit row names every new lot.
 */
export async function importCsv(ctx: AppContext, actorId: number, date: string, csv: unknown): Promise<CsvImportResult> {
  return ctx.db.transaction(async (tx) => {
    const { preview, lots } = await previewCsv(ctx, tx, date, csv);
    if (preview.fileProblems.length > 0) throw new BusinessError(API_CODES.badRequest, preview.fileProblems[0]!, preview);
    if (preview.bad > 0) throw new BusinessError(API_CODES.badRequest, STOCK_MESSAGES.importHasProblems(preview.bad), preview);
    const inserted = await tx
      .insert(stockLots)
      .values(
        lots.map((lot) => ({ ...lotColumnsOf(lot), auctionDate: date, nowStock: lot.bundles * lot.stemsPerBunch, enteredBy: actorId })),
      )
      .returning({ id: stockLots.id });
    const ids = inserted.map((row) => row.id);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'stock.import',
      entity: 'stock_lot',
      ids,
      after: { auctionDate: date, count: ids.length, lots: lots.map((lot, i) => ({ id: ids[i], ...lot })) },
    });
    await alertWatchers(
      tx,
      ctx.clock.now(),
      ids.map((lotId) => ({ lotId, arrived: true, wasBuyable: false })),
    );
    return { count: ids.length, ids };
  });
}

// ---------------------------------------------------------------- suppliers

const supplierColumns = {
  id: suppliers.id,
  name: suppliers.name,
  type: suppliers.type,
  createdAt: suppliers.createdAt,
  // Written out qualified: drizzle names a single table's column unqualified, which the subquery would read as l.id.
  lotCount: sql<number>`(select count(*) from stock_lots l where l.supplier_id = "suppliers"."id")::int`,
  /** The supplier's login (services/supplierAccounts.ts): its phone, and whether a password is set — never the hash. */
  phone: suppliers.phone,
  hasPassword: sql<boolean>`("suppliers"."password_hash" is not null)`,
};

function supplierView(row: {
  id: string;
  name: string;
  type: string;
  createdAt: Date;
  lotCount: number;
  phone: string | null;
  hasPassword: boolean;
}): StockSupplier {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    lotCount: Number(row.lotCount),
    phone: row.phone ?? '',
    hasPassword: Boolean(row.hasPassword),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function supplierById(db: DbOrTx, id: string): Promise<StockSupplier | null> {
  const [row] = await db.select(supplierColumns).from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return row ? supplierView(row) : null;
}

export async function listSuppliers(
  ctx: AppContext,
  filters: { keyword: string; page: number; limit: number },
): Promise<StockSupplierPage> {
  const condition = filters.keyword ? anyColumnHas(filters.keyword, [suppliers.id, suppliers.name]) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(supplierColumns)
      .from(suppliers)
      .where(condition)
      .orderBy(asc(suppliers.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    ctx.db.select({ n: count() }).from(suppliers).where(condition),
  ]);
  return { list: rows.map(supplierView), total: total?.n ?? 0 };
}

export async function createSupplier(ctx: AppContext, actorId: number, input: unknown): Promise<StockSupplier> {
  const check = validateForm(supplierFormSchema, input);
  if (!check.ok) throw badRequest(check.message);
  const id = check.value.id.trim().toUpperCase();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values({ id, name: check.value.name, type: check.value.type })
      .onConflictDoNothing()
      .returning({ id: suppliers.id });
    if (!row) throw new BusinessError(API_CODES.conflict, STOCK_MESSAGES.supplierCodeTaken);
    const after = (await supplierById(tx, id))!;
    await recordAudit(tx, { staffId: actorId, action: 'supplier.create', entity: 'supplier', ids: [id], after });
    return after;
  });
}

/** Renames a supplier (its code and type stay: its lots' sessions follow the type). */
export async function updateSupplier(ctx: AppContext, actorId: number, id: string, input: { name?: unknown }): Promise<StockSupplier> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(suppliers).where(eq(suppliers.id, id.toUpperCase())).for('update');
    if (!current) throw new BusinessError(API_CODES.notFound, STOCK_MESSAGES.supplierNotFound);
    const check = validateForm(supplierFormSchema, { id: current.id, type: current.type, name: input.name });
    if (!check.ok) throw badRequest(check.message);
    const before = (await supplierById(tx, current.id))!;
    await tx.update(suppliers).set({ name: check.value.name }).where(eq(suppliers.id, current.id));
    const after = (await supplierById(tx, current.id))!;
    await recordAudit(tx, { staffId: actorId, action: 'supplier.update', entity: 'supplier', ids: [current.id], before, after });
    return after;
  });
}

// ---------------------------------------------------------------- varieties

const varietyColumns = {
  flwCode: varieties.flwCode,
  name: varieties.name,
  categoryId: varieties.categoryId,
  categoryName: categories.name,
  styleName: styles.name,
  stemsPerBunch: varieties.stemsPerBunch,
  weightGrams: varieties.weightGrams,
  description: varieties.description,
  recommended: varieties.recommended,
  image: varieties.image,
};

function varietyQuery(db: DbOrTx) {
  return db
    .select(varietyColumns)
    .from(varieties)
    .innerJoin(categories, eq(categories.id, varieties.categoryId))
    .innerJoin(styles, eq(styles.id, categories.styleId));
}

type VarietyRecord = Awaited<ReturnType<ReturnType<typeof varietyQuery>['execute']>>[number];

const varietyView = (row: VarietyRecord): StockVariety => ({ ...row, description: row.description ?? '' });

async function varietyByCode(db: DbOrTx, code: string): Promise<StockVariety | null> {
  const [row] = await varietyQuery(db).where(eq(varieties.flwCode, code)).limit(1);
  return row ? varietyView(row) : null;
}

export async function listVarieties(ctx: AppContext, filters: { keyword: string; page: number; limit: number }): Promise<StockVarietyPage> {
  const condition = filters.keyword ? anyColumnHas(filters.keyword, [varieties.flwCode, varieties.name, categories.name]) : undefined;
  const [rows, [total]] = await Promise.all([
    varietyQuery(ctx.db)
      .where(condition)
      .orderBy(asc(varieties.flwCode))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    ctx.db.select({ n: count() }).from(varieties).innerJoin(categories, eq(categories.id, varieties.categoryId)).where(condition),
  ]);
  return { list: rows.map(varietyView), total: total?.n ?? 0 };
}

async function checkedVariety(tx: Tx, input: unknown) {
  const check = validateForm(varietyFormSchema, input);
  if (!check.ok) throw badRequest(check.message);
  const categoryId = Number(check.value.categoryId);
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) throw badRequest(STOCK_MESSAGES.categoryMissing);
  return {
    flwCode: check.value.flwCode.trim().toUpperCase(),
    name: check.value.name,
    categoryId,
    stemsPerBunch: Number(check.value.stemsPerBunch),
    weightGrams: parseWeightGrams(check.value.weightKg)!,
    description: check.value.description || null,
    recommended: check.value.recommended,
  };
}

export async function createVariety(ctx: AppContext, actorId: number, input: unknown): Promise<StockVariety> {
  return ctx.db.transaction(async (tx) => {
    const values = await checkedVariety(tx, input);
    const [row] = await tx
      .insert(varieties)
      // A new variety shows the generated illustration until a lot of it has a photo.
      .values({ ...values, unitName: '扎', image: `/media/flowers/${values.flwCode}.svg` })
      .onConflictDoNothing()
      .returning({ flwCode: varieties.flwCode });
    if (!row) throw new BusinessError(API_CODES.conflict, STOCK_MESSAGES.varietyCodeTaken);
    const after = (await varietyByCode(tx, values.flwCode))!;
    await recordAudit(tx, { staffId: actorId, action: 'variety.create', entity: 'variety', ids: [values.flwCode], after });
    return after;
  });
}

/** Changes a variety's name, category, stems per bundle, weight, description (its code stays). */
export async function updateVariety(
  ctx: AppContext,
  actorId: number,
  input: { flwCode: string } & Record<string, unknown>,
): Promise<StockVariety> {
  return ctx.db.transaction(async (tx) => {
    const code = input.flwCode.toUpperCase();
    const [current] = await tx.select({ flwCode: varieties.flwCode }).from(varieties).where(eq(varieties.flwCode, code)).for('update');
    if (!current) throw new BusinessError(API_CODES.notFound, STOCK_MESSAGES.varietyNotFound);
    const { flwCode: _code, ...values } = await checkedVariety(tx, { ...input, flwCode: code });
    const before = (await varietyByCode(tx, code))!;
    await tx.update(varieties).set(values).where(eq(varieties.flwCode, code));
    const after = (await varietyByCode(tx, code))!;
    await recordAudit(tx, { staffId: actorId, action: 'variety.update', entity: 'variety', ids: [code], before, after });
    return after;
  });
}
