/**
 * Contracts of the back office's 入库管理 desk (ours, beyond the spec): the lots of an auction date (paged), a lot by
 * form (create, update, photo), the CSV template, preview and import, and the suppliers and varieties.
 * The lot's fields travel as typed (formValue) and are checked by the domain's lot rules (`checkLotRow`), so the
 * form, the CSV preview and the server answer the same Chinese messages. Prices cross the wire as yuan per stem.
 */
import { LOT_FIELDS, STOCK_MESSAGES, type LotField } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, file, isoTime, staffPage, whole, yuan } from './answers';
import { body, formValue, int, nothing, oneOf, query, staffPaging, text } from './fields';

const paging = staffPaging(20, 200);
const lotId = int({ msg: STOCK_MESSAGES.lotNotFound, code: 404 });
/** A "YYYY-MM-DD" date as sent; the service checks it (stockDateProblem). */
const date = text(10);

/** A lot's fields as typed: every one a formValue the domain's lot rules check. */
const lotFields = Object.fromEntries(LOT_FIELDS.map((field) => [field, formValue<string>()])) as Record<
  LotField,
  ReturnType<typeof formValue<string>>
>;

const lotFieldEnum = z.enum(LOT_FIELDS);

// ---------------------------------------------------------------- answers

export const stockLotRowSchema = entity({
  id: whole,
  auctionDate: z.string(),
  session: z.enum(['A', 'C']),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierType: z.string(),
  flwCode: z.string(),
  flwName: z.string(),
  levelName: z.string(),
  /** The length code ("60") and the range buyers see (55-60cm). */
  lengthCode: z.string(),
  lengthLabel: z.string(),
  openCode: z.string(),
  salepointName: z.string(),
  stemsPerBunch: whole,
  basicSaleNo: whole,
  /** The intake: bundles left plus bundles sold (items not cancelled). */
  bundles: whole,
  /** Whole bundles still in stock. */
  stockBundles: whole,
  soldBundles: whole,
  /** Yuan per stem. */
  sourcePrice: yuan,
  salePrice: yuan,
  positionNo: z.string(),
  packageName: z.string(),
  /** The photo buyers see instead of the illustration (public), and its thumbnail; null without one. */
  photoUrl: z.string().nullable(),
  photoThumbUrl: z.string().nullable(),
  /** Entered at this desk (form or CSV); false: the generated demo stock. */
  entered: z.boolean(),
  createdAt: isoTime,
});
export type StockLotRow = z.infer<typeof stockLotRowSchema>;

export const stockLotPageSchema = staffPage(stockLotRowSchema);
export type StockLotPage = z.infer<typeof stockLotPageSchema>;

export const stockSupplierSchema = entity({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  lotCount: whole,
  /** The supplier's login phone ('' without a login) and whether a password is set (never the password). */
  phone: z.string(),
  hasPassword: z.boolean(),
  createdAt: isoTime,
});
export type StockSupplier = z.infer<typeof stockSupplierSchema>;
export const stockSupplierPageSchema = staffPage(stockSupplierSchema);
export type StockSupplierPage = z.infer<typeof stockSupplierPageSchema>;

export const stockVarietySchema = entity({
  flwCode: z.string(),
  name: z.string(),
  categoryId: whole,
  categoryName: z.string(),
  styleName: z.string(),
  stemsPerBunch: whole,
  /** Grams of one bundle. */
  weightGrams: whole,
  description: z.string(),
  recommended: z.boolean(),
  image: z.string(),
});
export type StockVariety = z.infer<typeof stockVarietySchema>;
export const stockVarietyPageSchema = staffPage(stockVarietySchema);
export type StockVarietyPage = z.infer<typeof stockVarietyPageSchema>;

/** What the lot form and the variety form choose from: every supplier, variety and category (short lists). */
export const stockOptionsSchema = entity({
  today: z.string(),
  lastDate: z.string(),
  suppliers: z.array(entity({ id: z.string(), name: z.string(), type: z.string() })),
  varieties: z.array(entity({ flwCode: z.string(), name: z.string(), stemsPerBunch: whole })),
  categories: z.array(entity({ id: whole, name: z.string(), styleName: z.string() })),
});
export type StockOptions = z.infer<typeof stockOptionsSchema>;

export const csvPreviewRowSchema = entity({
  /** The line of the file (the header is line 1). */
  line: whole,
  cells: z.record(lotFieldEnum, z.string()),
  supplierName: z.string(),
  flwName: z.string(),
  problems: z.array(entity({ field: lotFieldEnum, message: z.string() })),
});
export type CsvPreviewRow = z.infer<typeof csvPreviewRowSchema>;

/** The preview of a CSV import: nothing is written. `fileProblems` are the file's own (columns, rows, shape). */
export const csvPreviewSchema = entity({
  auctionDate: z.string(),
  fileProblems: z.array(z.string()),
  rows: z.array(csvPreviewRowSchema),
  total: whole,
  bad: whole,
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

export const csvImportResultSchema = entity({ count: whole, ids: z.array(whole) });
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

// ---------------------------------------------------------------- contracts

/** A supplier or variety list: a keyword and the page. */
const listQuery = query({ keyword: text(40), ...paging });

/** A variety's fields as typed (its code aside: typed when created, fixed after). */
const varietyFields = {
  name: formValue<string>(),
  categoryId: formValue<string>(),
  stemsPerBunch: formValue<string>(),
  weightKg: formValue<string>(),
  description: formValue<string>(),
  recommended: z.boolean().optional().default(false),
};

/** The CSV file's text as the browser read it (the service parses it with papaparse). */
const csvBody = body({ auctionDate: date, csv: formValue<string>() });

export const adminStockEndpoints = endpoints('adminStock', {
  options: endpoint('GET', '/admin/stock/options', 'staff:stock', { querystring: nothing, response: answers(stockOptionsSchema) }),
  lots: endpoint('GET', '/admin/stock/lots', 'staff:stock', {
    querystring: query({ date, session: oneOf(['A', 'C'] as const), keyword: text(40), ...paging }),
    response: answers(stockLotPageSchema),
  }),
  create: endpoint('POST', '/admin/stock/lots/create', 'staff:stock', {
    body: body({ auctionDate: date, ...lotFields }),
    response: answers(stockLotRowSchema),
  }),
  /** `photoKey`: a new photo uploaded while the form was open (prefix lot), attached with the save; '' keeps the photo. */
  update: endpoint('POST', '/admin/stock/lots/update', 'staff:stock', {
    body: body({ id: lotId, ...lotFields, photoKey: text(200) }),
    response: answers(stockLotRowSchema),
  }),
  photo: endpoint('POST', '/admin/stock/lots/photo', 'staff:stock', {
    body: body({ id: lotId, key: text(200) }),
    response: answers(stockLotRowSchema),
  }),
  /** The CSV template (UTF-8 with a BOM): a file, not an envelope. */
  template: endpoint('GET', '/admin/stock/template.csv', 'staff:stock', {
    querystring: nothing,
    response: { 200: file('text/csv; charset=utf-8') },
  }),
  preview: endpoint('POST', '/admin/stock/import/preview', 'staff:stock', { body: csvBody, response: answers(csvPreviewSchema) }),
  import: endpoint('POST', '/admin/stock/import', 'staff:stock', { body: csvBody, response: answers(csvImportResultSchema) }),
  suppliers: endpoint('GET', '/admin/stock/suppliers', 'staff:stock', {
    querystring: listQuery,
    response: answers(stockSupplierPageSchema),
  }),
  createSupplier: endpoint('POST', '/admin/stock/suppliers/create', 'staff:stock', {
    body: body({ id: formValue<string>(), name: formValue<string>(), type: formValue<string>() }),
    response: answers(stockSupplierSchema),
  }),
  updateSupplier: endpoint('POST', '/admin/stock/suppliers/update', 'staff:stock', {
    body: body({ id: text(10), name: formValue<string>() }),
    response: answers(stockSupplierSchema),
  }),
  /** The supplier's login (issue 31): its phone and a new password ('' keeps the current one); its sessions end. */
  supplierAccount: endpoint('POST', '/admin/stock/suppliers/account', 'staff:stock', {
    body: body({ id: text(10), phone: formValue<string>(), password: formValue<string>() }),
    response: answers(stockSupplierSchema),
  }),
  varieties: endpoint('GET', '/admin/stock/varieties', 'staff:stock', {
    querystring: listQuery,
    response: answers(stockVarietyPageSchema),
  }),
  createVariety: endpoint('POST', '/admin/stock/varieties/create', 'staff:stock', {
    body: body({ flwCode: formValue<string>(), ...varietyFields }),
    response: answers(stockVarietySchema),
  }),
  updateVariety: endpoint('POST', '/admin/stock/varieties/update', 'staff:stock', {
    body: body({ flwCode: text(10), ...varietyFields }),
    response: answers(stockVarietySchema),
  }),
});

export type StockLotCreateBody = z.input<typeof adminStockEndpoints.create.schema.body>;
