import { normaliseDigits, toCount } from './internal/numbers';

/**
 * Quantities (§5). A buyer orders in batches (批, "pi"): one batch is `basicSaleno` bunches (扎),
 * one bunch is `flwUnitno` stems (枝); stock (`nowStock`) is counted in stems.
 */
export const QUANTITY_MESSAGES = {
  belowMin: '不能再少啦',
  aboveMax: '不能再多啦',
  zeroInCart: '数量不能为零',
  noneSelected: '请选择商品',
} as const;
export type QuantityMessage = (typeof QUANTITY_MESSAGES)[keyof typeof QUANTITY_MESSAGES];

export const MIN_BATCHES = 1;

export type StockLot = {
  /** Stems in stock (nowStock). */
  stock: number;
  /** Stems per bunch (flwUnitno). */
  stemsPerBunch: number;
  /** Bunches per batch (basicSaleno). */
  basicSaleQuantity: number;
};

/**
 * At most floor(stock ÷ stems per bunch ÷ basic sale quantity) batches.
 * Decision: a missing or non-positive basic sale quantity means the lot sells one bunch per batch (the florist can
 * still buy it); a missing or non-positive stems-per-bunch means the stock cannot be counted in bunches, so 0.
 */
export function maxBatches(lot: StockLot): number {
  const stock = toCount(lot.stock);
  const stems = toCount(lot.stemsPerBunch);
  const basic = toCount(lot.basicSaleQuantity) || 1;
  if (stems === 0) return 0;
  // floor(floor(s / a) / b) === floor(s / (a·b)) for positive integers; integer division avoids float drift.
  return Math.floor(Math.floor(stock / stems) / basic);
}

/** Batches → bunches (batches × basic sale quantity). */
export function batchesToBunches(batches: number, basicSaleQuantity: number): number {
  return toCount(batches) * (toCount(basicSaleQuantity) || 1);
}

/** Bunches → stems (bunches × stems per bunch). */
export function bunchesToStems(bunches: number, stemsPerBunch: number): number {
  return toCount(bunches) * toCount(stemsPerBunch);
}

/** Input filter for the quantity box: keeps only the digits (full-width digits become ASCII). "1a2" → "12", "-3" → "3". */
export function digitsOnly(raw: string): string {
  return normaliseDigits(typeof raw === 'string' ? raw : '').replace(/\D/g, '');
}

/** Text or number → a whole count, or null when it is not digits only ("", "1.5", "-1", "abc", "1e3"). */
export function parseQuantity(raw: string | number): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  const text = normaliseDigits(typeof raw === 'string' ? raw : '').trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

export type QuantityCheck =
  | { ok: true; value: number }
  | {
      ok: false;
      message: QuantityMessage;
      /** What the stepper shows instead (clamped into range; 0 when nothing can be bought). */
      value: number;
    };

/**
 * Checks a batch quantity typed into the stepper against [1, max].
 * Not digits / below 1 → 不能再少啦 (value 1); above max → 不能再多啦 (value max).
 * Sold out (max < 1): any quantity gives 不能再多啦 with value 0, since no batch can be bought.
 */
export function checkBatchQuantity(raw: string | number, max: number): QuantityCheck {
  const limit = toCount(max);
  const value = parseQuantity(raw);
  if (limit < MIN_BATCHES) return { ok: false, message: QUANTITY_MESSAGES.aboveMax, value: 0 };
  if (value === null || value < MIN_BATCHES) {
    return { ok: false, message: QUANTITY_MESSAGES.belowMin, value: MIN_BATCHES };
  }
  if (value > limit) return { ok: false, message: QUANTITY_MESSAGES.aboveMax, value: limit };
  return { ok: true, value };
}

/** The stepper's − and + buttons: current ± 1, refused with the same messages at the limits. */
export function stepBatchQuantity(current: number, direction: 'up' | 'down', max: number): QuantityCheck {
  const base = parseQuantity(current) ?? MIN_BATCHES;
  return checkBatchQuantity(direction === 'up' ? base + 1 : Math.max(0, base - 1), max);
}

/**
 * A quantity changed in the cart: 0 (or empty) → 数量不能为零; otherwise the stepper rules.
 */
export function checkCartQuantity(raw: string | number, max: number): QuantityCheck {
  const value = parseQuantity(raw);
  if (value === 0 || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: false, message: QUANTITY_MESSAGES.zeroInCart, value: MIN_BATCHES };
  }
  return checkBatchQuantity(raw, max);
}

/** True when at least one line has a quantity above 0 (otherwise the page shows 请选择商品). */
export function hasSelection(lines: readonly { quantity: number }[]): boolean {
  return lines.some((line) => toCount(line.quantity) > 0);
}

/** 请选择商品 when no line has a quantity above 0, else null. */
export function selectionMessage(lines: readonly { quantity: number }[]): QuantityMessage | null {
  return hasSelection(lines) ? null : QUANTITY_MESSAGES.noneSelected;
}
