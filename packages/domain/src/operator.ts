import { toCode, toCount, toFenOrZero } from './internal/numbers';
import { formatYuan, multiplyFen, type Fen } from './money';
import { OPERATOR_PAGE_SIZE_OPTIONS, PAGE_SIZES, type OperatorPageSize } from './constants';

/**
 * Operator allocation tool rules (/goodTp, §5, §9).
 */

/** Sale price = product coefficient (differAmount) + settlement price (sourcePrice). May be below 0 only if the data is. */
export function operatorSalePriceFen(coefficientFen: Fen, settlementPriceFen: Fen): Fen {
  return toFenOrZero(toFenOrZero(coefficientFen) + toFenOrZero(settlementPriceFen));
}

/** The sale price as shown: coefficient + settlement price with 2 decimals ("12.30"). */
export function formatOperatorSalePrice(coefficientFen: Fen, settlementPriceFen: Fen): string {
  return formatYuan(operatorSalePriceFen(coefficientFen, settlementPriceFen));
}

/** Price filter bounds: 0 to ¥1000. */
export const PRICE_RANGE_FEN = { min: 0, max: 100_000 } as const;

/**
 * Normalises the price filter: an empty bound takes the range's end, each bound is clamped into 0–1000,
 * and when the maximum is below the minimum the two are swapped.
 */
export function normalizePriceRange(range: { minFen: Fen | null; maxFen: Fen | null }): { minFen: Fen; maxFen: Fen } {
  const clamp = (fen: Fen | null, fallback: Fen): Fen =>
    fen === null || !Number.isFinite(fen) ? fallback : Math.min(PRICE_RANGE_FEN.max, Math.max(PRICE_RANGE_FEN.min, toFenOrZero(fen)));
  const min = clamp(range.minFen, PRICE_RANGE_FEN.min);
  const max = clamp(range.maxFen, PRICE_RANGE_FEN.max);
  return max < min ? { minFen: max, maxFen: min } : { minFen: min, maxFen: max };
}

/** Default bundles to buy (buyTemp) = floor(stock ÷ stems per bundle); 0 when stems per bundle is missing. */
export function defaultBundlesToBuy(stock: number, stemsPerBundle: number): number {
  const stems = toCount(stemsPerBundle);
  return stems === 0 ? 0 : Math.floor(toCount(stock) / stems);
}

/** A stock item is transferred in when fromStockid is above 0. */
export function isTransferredStock(fromStockid: unknown): boolean {
  const code = toCode(fromStockid);
  return code !== null && code > 0;
}

/** Allocation cart row total = sale price (per stem) × stems. */
export function allocationRowTotalFen(salePriceFen: Fen, stems: number): Fen {
  return multiplyFen(salePriceFen, stems);
}

/** Batch price change: add or subtract an amount from each selected price; a price never goes below 0. */
export const PRICE_CHANGE_TYPES = ['add', 'sub'] as const;
export type PriceChangeType = (typeof PRICE_CHANGE_TYPES)[number];

export function applyPriceChangeFen(priceFen: Fen, deltaFen: Fen, type: PriceChangeType): Fen {
  const delta = Math.abs(toFenOrZero(deltaFen));
  return Math.max(0, toFenOrZero(priceFen) + (type === 'add' ? delta : -delta));
}

/** Auto-allocation type: 0 all, 1 transferred in, 2 not transferred. Labels are ours (the spec gives none). */
export const AUTO_ALLOCATION_TYPES = {
  0: { key: 'all', label: '全部' },
  1: { key: 'transferred', label: '调入' },
  2: { key: 'notTransferred', label: '非调入' },
} as const;
export type AutoAllocationType = keyof typeof AUTO_ALLOCATION_TYPES;

/** Auto-allocation clear option: 1 clear the allocation cart first, 2 keep it. Labels are ours. */
export const AUTO_ALLOCATION_CLEAR = {
  1: { key: 'clear', label: '清空' },
  2: { key: 'keep', label: '保留' },
} as const;
export type AutoAllocationClear = keyof typeof AUTO_ALLOCATION_CLEAR;

/** Auto-allocation defaults: type 0, num 1, clear 1, temp A; the quantity minimum is 0. */
export const AUTO_ALLOCATION_DEFAULTS = { type: 0, num: 1, clear: 1, temp: 'A' } as const;
export const AUTO_ALLOCATION_MIN_QUANTITY = 0;

/** The confirm text when auto-allocating with no category or no grade chosen. */
export const AUTO_ALLOCATION_CONFIRM_TEXT = '未选择品类或等级, 是否继续?';

/**
 * True when auto-allocation must ask 未选择品类或等级, 是否继续? first.
 * Decision: the text says "category or grade not chosen", so either one missing asks (not only both).
 */
export function autoAllocationNeedsConfirm(input: { cateId: unknown; levelName: unknown }): boolean {
  const missing = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';
  return missing(input.cateId) || missing(input.levelName);
}

/** The goods list's sortable fields (the keys of orderBys, field → 'asc' | 'desc'); others are ignored. */
export const OPERATOR_SORT_FIELDS = [
  'id',
  'flwCode',
  'flwName',
  'supplierId',
  'levelName',
  'lenthName',
  'openName',
  'salePrice',
  'sourcePrice',
  'differAmount',
  'nowStock',
  'buyTemp',
  'positionNo',
] as const;
export type OperatorSortField = (typeof OPERATOR_SORT_FIELDS)[number];

/** The default supplier filter of the goods list. */
export const OPERATOR_DEFAULT_SUPPLIER_TYPE = 'A';

/** A page size from the query or a select: one of 10/50/100/200, else the default 100. */
export function normalizeOperatorPageSize(size: unknown): OperatorPageSize {
  const code = toCode(size);
  const options: readonly number[] = OPERATOR_PAGE_SIZE_OPTIONS;
  return code !== null && options.includes(code) ? (code as OperatorPageSize) : PAGE_SIZES.operatorGoodsDefault;
}

/** Checkout: pay 0 places the order unpaid, pay 1 pays at once from the buyer's balance. */
export const OPERATOR_PAY_MODES = { unpaid: 0, paid: 1 } as const;

/** The operator's selection message (add-to-order, batch price change, batch delete with nothing selected). */
export const OPERATOR_SELECTION_MESSAGE = '请选择商品';

/** How long a sign issued in the back office lives: the choices, in hours (the longest a month). */
export const SIGN_TTL_CHOICES = [
  { hours: 12, label: '12小时' },
  { hours: 24, label: '1天' },
  { hours: 24 * 7, label: '7天' },
  { hours: 24 * 30, label: '30天' },
] as const;
export const SIGN_MESSAGES = {
  labelMissing: '请输入调配员姓名',
  labelLong: '调配员姓名不能超过20个字',
  ttlInvalid: '请选择有效期',
  notFound: '签名不存在',
  alreadyRevoked: '该签名已撤销',
} as const;
export const SIGN_STATE_NAMES = { active: '有效', expired: '已过期', revoked: '已撤销' } as const;
export type SignState = keyof typeof SIGN_STATE_NAMES;
