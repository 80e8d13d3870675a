/**
 * 入库管理 (the back office's stock intake, issue 15): the rules of a lot as staff enter it — by the form or as one row
 * of a CSV import — of a supplier and of a variety, with their Chinese messages. The server refuses with the same
 * texts; the CSV preview lists every row's problems with them.
 *
 * Decisions:
 * - Prices are entered in yuan per stem (枝), as buyers see them (§3: salePrice / sourcePrice are per stem), read with
 *   `parseYuan` (never floats), at most 2 decimals, above 0 and at most 10000 yuan; the sale price may not be below the
 *   settlement price.
 * - A lot's stock is entered in bundles (扎); the database keeps stems (bundles × stems per bundle).
 * - The session follows the supplier's type: growers (A) and agents (B) sell in the limited-time session A,
 *   floor-price suppliers (C) in the all-day session C (as the buyer's zones read them).
 * - Lots are entered for today's auction date or up to `STOCK_INTAKE_LIMITS.daysAhead` days ahead, never for a past one.
 * - A supplier's code is its type letter and 4 digits (A1023); its type never changes (its lots' sessions follow it),
 *   only its name. A variety's code is two capital letters, a dash and 4 digits (MG-0001).
 */
import { LENGTH_MAP } from './catalog';
import { normaliseDigits } from './internal/numbers';
import { parseYuan, type Fen } from './money';
import { parseQuantity } from './quantity';
import { addDays, isCalendarDay } from './time';

/** Grades from best to worst (the market's A+ … D). */
export const STOCK_GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D'] as const;
export type StockGrade = (typeof STOCK_GRADES)[number];

/** Length codes of the §3 length map ("30" … "80"). */
export const STOCK_LENGTH_CODES = Object.keys(LENGTH_MAP) as readonly string[];

/** Openness codes of the §3 openness map. */
export const STOCK_OPEN_CODES = ['1度', '2度', '3度', '4度', '5度'] as const;

export const STOCK_SUPPLIER_TYPES = {
  A: { name: '花农直供', session: 'A' },
  B: { name: '花卉经纪', session: 'A' },
  C: { name: '底价供应', session: 'C' },
} as const;
export type StockSupplierType = keyof typeof STOCK_SUPPLIER_TYPES;
export const STOCK_SUPPLIER_TYPE_CODES = Object.keys(STOCK_SUPPLIER_TYPES) as StockSupplierType[];

export function isStockSupplierType(value: unknown): value is StockSupplierType {
  return typeof value === 'string' && Object.hasOwn(STOCK_SUPPLIER_TYPES, value);
}

/** The session a supplier's lots sell in: A and B in A (limited time), C in C (all day). */
export function sessionOfSupplierType(type: StockSupplierType): 'A' | 'C' {
  return STOCK_SUPPLIER_TYPES[type].session;
}

export const STOCK_INTAKE_LIMITS = {
  stemsPerBunchMax: 200,
  basicSaleNoMax: 99,
  bundlesMax: 100_000,
  /** Per stem: 10000 yuan. */
  priceMaxFen: 1_000_000,
  positionNoMax: 20,
  salepointMax: 20,
  packageNameMax: 10,
  supplierNameMax: 30,
  varietyNameMax: 20,
  descriptionMax: 200,
  /** Grams of one bundle: 1 g … 50 kg. */
  weightGramsMax: 50_000,
  /** Lots of one CSV import. */
  importRowsMax: 1000,
  /** Size of one CSV file (KB): 1000 rows are under 100 KB; the request itself stops at 1 MB. */
  csvKbMax: 500,
  /** How far ahead an auction date may be stocked. */
  daysAhead: 7,
} as const;

export const DEFAULT_PACKAGE_NAME = '纸箱';

/** A lot's fields as typed (form) or read (CSV), in the template's column order. */
export const LOT_FIELDS = [
  'supplierId',
  'flwCode',
  'levelName',
  'lengthCode',
  'openCode',
  'salepointName',
  'stemsPerBunch',
  'basicSaleNo',
  'bundles',
  'sourcePrice',
  'salePrice',
  'positionNo',
  'packageName',
] as const;
export type LotField = (typeof LOT_FIELDS)[number];
export type LotInput = Partial<Record<LotField, string>>;

/** The fields' Chinese names: the form's labels and the CSV template's headers (in `LOT_FIELDS` order). */
export const LOT_FIELD_NAMES: Readonly<Record<LotField, string>> = {
  supplierId: '供应商编号',
  flwCode: '品种编号',
  levelName: '等级',
  lengthCode: '长度(cm)',
  openCode: '开放度',
  salepointName: '瑕疵/卖点',
  stemsPerBunch: '每扎枝数',
  basicSaleNo: '起售扎数',
  bundles: '扎数',
  sourcePrice: '结算价(元/枝)',
  salePrice: '销售价(元/枝)',
  positionNo: '位置号',
  packageName: '包装',
};

/** The CSV template's header row, in order. */
export const STOCK_CSV_HEADERS: readonly string[] = LOT_FIELDS.map((field) => LOT_FIELD_NAMES[field]);

/** Fields a CSV may leave empty (or leave out): defect (none), package (纸箱), stems per bundle (the variety's), basic sale quantity (1). */
export const OPTIONAL_LOT_FIELDS: readonly LotField[] = ['salepointName', 'packageName', 'stemsPerBunch', 'basicSaleNo'];

export const STOCK_MESSAGES = {
  dateMissing: '请选择拍卖日期',
  datePast: '不能为已过去的拍卖日入库',
  dateTooFar: `只能为今天起${STOCK_INTAKE_LIMITS.daysAhead}天内的拍卖日入库`,
  supplierMissing: '请填写供应商编号',
  /** The lot form's selects left empty (a CSV cell left empty reads 请填写… / the allowed values). */
  supplierNotChosen: '请选择供应商',
  varietyNotChosen: '请选择品种',
  gradeNotChosen: '请选择等级',
  lengthNotChosen: '请选择长度',
  openNotChosen: '请选择开放度',
  supplierUnknown: (code: string) => `供应商「${code}」不存在`,
  varietyMissing: '请填写品种编号',
  varietyUnknown: (code: string) => `品种「${code}」不存在`,
  gradeBad: `等级须为 ${STOCK_GRADES.join('、')} 之一`,
  lengthBad: '长度须为 30-80 之间 5 的倍数（厘米）',
  openBad: '开放度须为 1度-5度',
  salepointLong: `瑕疵/卖点不能超过${STOCK_INTAKE_LIMITS.salepointMax}个字`,
  stemsBad: `每扎枝数须为 1-${STOCK_INTAKE_LIMITS.stemsPerBunchMax} 的整数`,
  basicBad: `起售扎数须为 1-${STOCK_INTAKE_LIMITS.basicSaleNoMax} 的整数`,
  bundlesMissing: '请填写扎数',
  bundlesBad: '扎数须为大于 0 的整数',
  bundlesTooMany: `扎数不能超过${STOCK_INTAKE_LIMITS.bundlesMax}`,
  sourcePriceMissing: '请填写结算价',
  sourcePriceBad: '结算价格式不正确（元/枝，最多两位小数）',
  sourcePriceZero: '结算价须大于 0',
  sourcePriceTooHigh: '结算价不能超过 10000 元/枝',
  salePriceMissing: '请填写销售价',
  salePriceBad: '销售价格式不正确（元/枝，最多两位小数）',
  salePriceZero: '销售价须大于 0',
  salePriceTooHigh: '销售价不能超过 10000 元/枝',
  saleBelowSource: '销售价不能低于结算价',
  positionMissing: '请填写位置号',
  positionLong: `位置号不能超过${STOCK_INTAKE_LIMITS.positionNoMax}个字`,
  positionFormat: '位置号格式为 区-排-位（数字和横线），如 9-03-06',
  formulaCell: '内容不能以 = + - @ 开头（可能是表格公式）',
  packageLong: `包装不能超过${STOCK_INTAKE_LIMITS.packageNameMax}个字`,
  lotNotFound: '批次不存在',
  soldBelow: (soldBundles: number) => `该批次已售出${soldBundles}扎，扎数不能少于已售数量`,
  soldLocked: '该批次已有售出，不能修改供应商、品种或每扎枝数',
  csvEmpty: 'CSV 文件没有数据行',
  csvNotUtf8: '文件不是 UTF-8 编码，请在 Excel 中另存为「CSV UTF-8（逗号分隔）」后再导入',
  csvTooLarge: `CSV 文件不能超过${STOCK_INTAKE_LIMITS.csvKbMax}KB（一次最多导入${STOCK_INTAKE_LIMITS.importRowsMax}行）`,
  csvUnreadable: 'CSV 文件无法读取，请使用模板另存为 CSV（UTF-8）',
  csvMissingColumns: (names: readonly string[]) => `缺少列：${names.join('、')}（请使用下载的模板）`,
  csvTooManyRows: `一次最多导入${STOCK_INTAKE_LIMITS.importRowsMax}行`,
  csvRowShape: '该行的列数与表头不一致',
  importHasProblems: (rows: number) => `有${rows}行存在问题，未导入任何数据，请修改后重新导入`,
  photoNotFound: '图片不存在或已失效，请重新上传',
  supplierCodeBad: '供应商编号须为类型字母加4位数字，如 A1023',
  supplierCodeType: '供应商编号的首字母须与类型一致',
  supplierCodeTaken: '该供应商编号已存在',
  supplierNameMissing: '请填写供应商名称',
  supplierNameLong: `供应商名称不能超过${STOCK_INTAKE_LIMITS.supplierNameMax}个字`,
  supplierTypeMissing: '请选择供应商类型',
  supplierNotFound: '供应商不存在',
  varietyCodeBad: '品种编号须为两个大写字母、横线和4位数字，如 MG-0001',
  varietyCodeTaken: '该品种编号已存在',
  varietyNameMissing: '请填写品种名称',
  varietyNameLong: `品种名称不能超过${STOCK_INTAKE_LIMITS.varietyNameMax}个字`,
  categoryMissing: '请选择分类',
  weightBad: '每扎重量须为大于 0 的公斤数，最多三位小数，不超过 50 公斤',
  descriptionLong: `品种介绍不能超过${STOCK_INTAKE_LIMITS.descriptionMax}个字`,
  varietyNotFound: '品种不存在',
} as const;

/** What a lot row is checked against: the suppliers and varieties the market knows (by code). */
export type LotKnown = {
  suppliers: ReadonlyMap<string, { type: StockSupplierType; name?: string }>;
  varieties: ReadonlyMap<string, { stemsPerBunch: number; name?: string }>;
};

/** A lot that passed every rule, ready to store. */
export type LotValues = {
  supplierId: string;
  flwCode: string;
  session: 'A' | 'C';
  levelName: StockGrade;
  lengthCode: string;
  openCode: string;
  salepointName: string | null;
  stemsPerBunch: number;
  basicSaleNo: number;
  bundles: number;
  sourcePriceFen: Fen;
  salePriceFen: Fen;
  positionNo: string;
  packageName: string;
};

export type LotProblem = { field: LotField; message: string };

const clean = (value: string | undefined): string => normaliseDigits(typeof value === 'string' ? value : '').trim();
const chars = (value: string): number => [...value].length;

/** "a+" / "Ａ＋" → "A+"; anything not a grade → null. */
export function readGrade(value: string | undefined): StockGrade | null {
  const text = clean(value)
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[－–—]/g, '-');
  return (STOCK_GRADES as readonly string[]).includes(text) ? (text as StockGrade) : null;
}

/** "40", "40cm", "40 厘米" → "40"; anything off the length map → null. */
export function readLengthCode(value: string | undefined): string | null {
  const match = /^(\d{2})\s*(?:cm|厘米)?$/i.exec(clean(value));
  return match && STOCK_LENGTH_CODES.includes(match[1]!) ? match[1]! : null;
}

/** "3", "3度" → "3度"; anything else → null. */
export function readOpenCode(value: string | undefined): string | null {
  const match = /^([1-5])\s*度?$/.exec(clean(value));
  return match ? `${match[1]}度` : null;
}

function readCount(value: string | undefined, max: number): number | null {
  const n = parseQuantity(clean(value));
  return n !== null && n >= 1 && n <= max ? n : null;
}

/** A price column, refused with STOCK_MESSAGES' <column>Missing, Bad, Zero or TooHigh. */
function readPrice(value: string | undefined, column: 'sourcePrice' | 'salePrice'): { fen: Fen } | { problem: string } {
  const parsed = parseYuan(clean(value));
  if (!parsed.ok) return { problem: parsed.error === 'empty' ? STOCK_MESSAGES[`${column}Missing`] : STOCK_MESSAGES[`${column}Bad`] };
  if (parsed.fen <= 0) return { problem: STOCK_MESSAGES[`${column}Zero`] };
  if (parsed.fen > STOCK_INTAKE_LIMITS.priceMaxFen) return { problem: STOCK_MESSAGES[`${column}TooHigh`] };
  return { fen: parsed.fen };
}

/**
 * Every problem of a lot row (per field, in column order; at most one per field, the sale-below-settlement check on
 * 销售价), or its values when it has none. An empty stems per bundle takes the variety's; an empty package 纸箱.
 */
export function checkLotRow(row: LotInput, known: LotKnown): { ok: true; lot: LotValues } | { ok: false; problems: LotProblem[] } {
  const problems: LotProblem[] = [];
  const problem = (field: LotField, message: string) => problems.push({ field, message });

  const supplierId = clean(row.supplierId).toUpperCase();
  const supplier = known.suppliers.get(supplierId);
  if (!supplierId) problem('supplierId', STOCK_MESSAGES.supplierMissing);
  else if (!supplier) problem('supplierId', STOCK_MESSAGES.supplierUnknown(supplierId));

  const flwCode = clean(row.flwCode).toUpperCase();
  const variety = known.varieties.get(flwCode);
  if (!flwCode) problem('flwCode', STOCK_MESSAGES.varietyMissing);
  else if (!variety) problem('flwCode', STOCK_MESSAGES.varietyUnknown(flwCode));

  const levelName = readGrade(row.levelName);
  if (!levelName) problem('levelName', STOCK_MESSAGES.gradeBad);
  const lengthCode = readLengthCode(row.lengthCode);
  if (!lengthCode) problem('lengthCode', STOCK_MESSAGES.lengthBad);
  const openCode = readOpenCode(row.openCode);
  if (!openCode) problem('openCode', STOCK_MESSAGES.openBad);

  const salepoint = clean(row.salepointName);
  if (chars(salepoint) > STOCK_INTAKE_LIMITS.salepointMax) problem('salepointName', STOCK_MESSAGES.salepointLong);

  const stemsText = clean(row.stemsPerBunch);
  const stemsPerBunch = stemsText === '' ? (variety?.stemsPerBunch ?? null) : readCount(stemsText, STOCK_INTAKE_LIMITS.stemsPerBunchMax);
  if (stemsText !== '' && stemsPerBunch === null) problem('stemsPerBunch', STOCK_MESSAGES.stemsBad);

  const basicText = clean(row.basicSaleNo);
  const basicSaleNo = basicText === '' ? 1 : readCount(basicText, STOCK_INTAKE_LIMITS.basicSaleNoMax);
  if (basicSaleNo === null) problem('basicSaleNo', STOCK_MESSAGES.basicBad);

  const bundlesText = clean(row.bundles);
  const bundlesRead = parseQuantity(bundlesText);
  let bundles: number | null = null;
  if (bundlesText === '') problem('bundles', STOCK_MESSAGES.bundlesMissing);
  else if (bundlesRead === null || bundlesRead < 1) problem('bundles', STOCK_MESSAGES.bundlesBad);
  else if (bundlesRead > STOCK_INTAKE_LIMITS.bundlesMax) problem('bundles', STOCK_MESSAGES.bundlesTooMany);
  else bundles = bundlesRead;

  const source = readPrice(row.sourcePrice, 'sourcePrice');
  if ('problem' in source) problem('sourcePrice', source.problem);
  const sale = readPrice(row.salePrice, 'salePrice');
  if ('problem' in sale) problem('salePrice', sale.problem);
  else if ('fen' in source && sale.fen < source.fen) problem('salePrice', STOCK_MESSAGES.saleBelowSource);

  const positionNo = clean(row.positionNo);
  if (!positionNo) problem('positionNo', STOCK_MESSAGES.positionMissing);
  else if (chars(positionNo) > STOCK_INTAKE_LIMITS.positionNoMax) problem('positionNo', STOCK_MESSAGES.positionLong);
  else if (!POSITION_RULE.test(positionNo)) problem('positionNo', STOCK_MESSAGES.positionFormat);

  const packageText = clean(row.packageName);
  if (chars(packageText) > STOCK_INTAKE_LIMITS.packageNameMax) problem('packageName', STOCK_MESSAGES.packageLong);

  // A cell a spreadsheet would run as a formula (=, +, -, @; a negative number is a number, checked above) is refused.
  for (const field of LOT_FIELDS) {
    if (isFormulaCell(row[field]) && !problems.some((p) => p.field === field)) problem(field, STOCK_MESSAGES.formulaCell);
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    lot: {
      supplierId,
      flwCode,
      session: sessionOfSupplierType(supplier!.type),
      levelName: levelName!,
      lengthCode: lengthCode!,
      openCode: openCode!,
      salepointName: salepoint || null,
      stemsPerBunch: stemsPerBunch!,
      basicSaleNo: basicSaleNo!,
      bundles: bundles!,
      sourcePriceFen: (source as { fen: Fen }).fen,
      salePriceFen: (sale as { fen: Fen }).fen,
      positionNo,
      packageName: packageText || DEFAULT_PACKAGE_NAME,
    },
  };
}

/** Every problem of a lot row, per field in column order (empty: the row can be stored). */
export function lotRowProblems(row: LotInput, known: LotKnown): LotProblem[] {
  const check = checkLotRow(row, known);
  return check.ok ? [] : check.problems;
}

/** 位置号 as the market writes it (the seed's zone-row-place): 1–2 digits, then two groups of 2 digits, e.g. 9-03-06. */
const POSITION_RULE = /^\d{1,2}-\d{2}-\d{2}$/;

/** Whether a cell would start a spreadsheet formula (= + - @, tab or CR first) — a plain negative number aside. */
export function isFormulaCell(value: string | undefined): boolean {
  const text = (value ?? '').trim();
  return /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text);
}

/** The problem of an auction date to stock (today's auction date `today` … `daysAhead` later), or null. */
export function stockDateProblem(date: string, today: string): string | null {
  if (!isCalendarDay(date)) return STOCK_MESSAGES.dateMissing;
  if (date < today) return STOCK_MESSAGES.datePast;
  const last = addDays(today, STOCK_INTAKE_LIMITS.daysAhead);
  if (last !== null && date > last) return STOCK_MESSAGES.dateTooFar;
  return null;
}

/** The CSV header row → which column holds which field; the template's headers that are missing. */
export function mapCsvHeaders(headers: readonly string[]): { columns: Partial<Record<LotField, number>>; missing: string[] } {
  const columns: Partial<Record<LotField, number>> = {};
  const names = headers.map((h) => (typeof h === 'string' ? h.replace(/^\uFEFF/, '').trim() : ''));
  for (const field of LOT_FIELDS) {
    const index = names.indexOf(LOT_FIELD_NAMES[field]);
    if (index >= 0) columns[field] = index;
  }
  const missing = LOT_FIELDS.filter((field) => columns[field] === undefined && !OPTIONAL_LOT_FIELDS.includes(field)).map(
    (field) => LOT_FIELD_NAMES[field],
  );
  return { columns, missing };
}

/** One CSV data row → the lot's fields by the header mapping. */
export function csvRowInput(cells: readonly string[], columns: Partial<Record<LotField, number>>): LotInput {
  const input: LotInput = {};
  for (const field of LOT_FIELDS) {
    const index = columns[field];
    input[field] = index === undefined ? '' : (cells[index] ?? '');
  }
  return input;
}

/**
 * The bundles a lot holds in its stock of stems (whole bundles) and the stems left when a lot's bundles are set to
 * `bundles` with `soldStems` already sold: null when that would be fewer than what was sold.
 *
 * Decision: on an edit the 扎数 is the lot's whole intake (what is left plus what buyers hold: items not cancelled).
 * Lowering it below what was sold is refused; otherwise the stock left becomes intake − sold.
 */
export function stockAfterEdit(input: { bundles: number; stemsPerBunch: number; soldStems: number }): number | null {
  const intake = input.bundles * input.stemsPerBunch;
  return intake < input.soldStems ? null : intake - input.soldStems;
}

/** Whole bundles of `stems` (rounded up: a part-bundle sold counts as sold). */
export function bundlesOfStems(stems: number, stemsPerBunch: number): number {
  return stemsPerBunch > 0 ? Math.ceil(Math.max(0, stems) / stemsPerBunch) : 0;
}

/** A supplier's code for its type: A1023 (type letter + 4 digits). */
export function supplierCodeProblem(code: string, type: string): string | null {
  const text = clean(code).toUpperCase();
  if (!/^[ABC]\d{4}$/.test(text)) return STOCK_MESSAGES.supplierCodeBad;
  if (isStockSupplierType(type) && text.charAt(0) !== type) return STOCK_MESSAGES.supplierCodeType;
  return null;
}

export function varietyCodeProblem(code: string): string | null {
  return /^[A-Z]{2}-\d{4}$/.test(clean(code).toUpperCase()) ? null : STOCK_MESSAGES.varietyCodeBad;
}

/** "1.3" kg → 1300 g (at most 3 decimals, above 0, at most 50 kg), else null. Exact decimal arithmetic. */
export function parseWeightGrams(value: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{0,3}))?$/.exec(clean(value));
  if (!match) return null;
  const grams = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return grams >= 1 && grams <= STOCK_INTAKE_LIMITS.weightGramsMax ? grams : null;
}

/** 1300 g → "1.3" (the form's kg text). */
export function formatWeightKg(grams: number): string {
  const whole = Math.floor(grams / 1000);
  const rest = String(grams % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

/** A CSV row whose first cell starts with this is a note or an example: the import skips it. */
export const CSV_COMMENT_PREFIX = '#';

/** Whether a CSV data row is a note or the template's example (first cell starts with #): not imported. */
export function isCsvCommentRow(cells: readonly string[]): boolean {
  return (cells[0] ?? '').trim().startsWith(CSV_COMMENT_PREFIX);
}

/** The template's example row (skipped on import: its first cell starts with #), in `LOT_FIELDS` order. */
export const STOCK_CSV_EXAMPLE: Readonly<Record<LotField, string>> = {
  supplierId: '#A1023',
  flwCode: 'MG-0001',
  levelName: 'A',
  lengthCode: '50',
  openCode: '2度',
  salepointName: '',
  stemsPerBunch: '20',
  basicSaleNo: '1',
  bundles: '30',
  sourcePrice: '0.80',
  salePrice: '1.20',
  positionNo: '1-03-06',
  packageName: '纸箱',
};

/**
 * The template: the header row, a note and one example row (both start with #, so the import skips them: staff may
 * keep or delete them), for a UTF-8 CSV with a BOM (Excel opens it as UTF-8 then).
 */
export function stockCsvTemplate(): string {
  const note = `${CSV_COMMENT_PREFIX} 以 # 开头的行不会导入；下一行是示例（供应商编号前去掉 # 即为有效行），请在其下方逐行填写`;
  const example = LOT_FIELDS.map((field) => STOCK_CSV_EXAMPLE[field]).join(',');
  return `\uFEFF${STOCK_CSV_HEADERS.join(',')}\r\n${note}\r\n${example}\r\n`;
}

/**
 * The problem of a chosen CSV file's bytes before it is read as text, or null: too large, or not UTF-8 (a file
 * saved by Excel on Chinese Windows as plain "CSV" is GBK, whose column names would read as garbage).
 */
export function csvFileProblem(bytes: Uint8Array): string | null {
  if (bytes.byteLength > STOCK_INTAKE_LIMITS.csvKbMax * 1024) return STOCK_MESSAGES.csvTooLarge;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return null;
  } catch {
    return STOCK_MESSAGES.csvNotUtf8;
  }
}

/**
 * The problem of a CSV's text as received, or null: a file decoded as UTF-8 without being UTF-8 holds U+FFFD
 * replacement characters; a text longer than the size limit is refused too.
 */
export function csvTextProblem(text: string): string | null {
  if (text.length > STOCK_INTAKE_LIMITS.csvKbMax * 1024) return STOCK_MESSAGES.csvTooLarge;
  return text.includes('\uFFFD') ? STOCK_MESSAGES.csvNotUtf8 : null;
}
