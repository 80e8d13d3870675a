import { mulDivRound, normaliseDigits, toCount, toFenOrZero } from './internal/numbers';

/** Money is integer fen everywhere in the domain; yuan only appears when formatted for display. */
export type Fen = number;

export const FEN_PER_YUAN = 100;

/** 1234 → "12.34"; negative amounts keep their sign ("-0.50"). Non-integer input is rounded to the nearest fen. */
export function formatYuan(fen: Fen): string {
  const rounded = Math.round(Number.isFinite(fen) ? fen : 0);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

/** 1234 → "￥12.34" (the full-width sign the spec's texts use, e.g. 已退款￥{realAmount}); -50 → "-￥0.50". */
export function formatPrice(fen: Fen): string {
  const text = formatYuan(fen);
  return text.startsWith('-') ? `-￥${text.slice(1)}` : `￥${text}`;
}

/** Largest yuan amount accepted from text: 13 integer digits keeps every fen value a safe integer. */
const MAX_YUAN_DIGITS = 13;

/**
 * Decimal text → fen, rounding the third decimal half away from zero.
 * Returns null when the text is not a plain decimal number.
 */
function decimalTextToFen(text: string): Fen | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', intDigits = '', fracDigits = ''] = match;
  if (intDigits === '' && fracDigits === '') return null;
  const intPart = intDigits.replace(/^0+(?=\d)/, '');
  if (intPart.length > MAX_YUAN_DIGITS) return null;
  const frac = fracDigits.padEnd(3, '0');
  let fen = Number(intPart || '0') * 100 + Number(frac.slice(0, 2));
  if (Number(frac.charAt(2)) >= 5) fen += 1;
  if (sign === '-') fen = -fen;
  return fen === 0 ? 0 : fen;
}

export type ParseYuanError = 'empty' | 'format' | 'negative' | 'precision' | 'too_large';
export type ParseYuanResult = { ok: true; fen: Fen } | { ok: false; error: ParseYuanError };

/**
 * A yuan amount typed by a user → fen, refusing anything that is not an exact amount:
 * "1000" → 100000, "0.1" → 10, ".5" → 50, "12." → 1200, "￥12.30" → 1230.
 * Full-width digits and the IME full stop ("１２。５") are accepted, since a Chinese keyboard produces them.
 * Refused: "" (empty), "abc" / "1e3" / "1,000" / "Infinity" (format), "-5" (negative),
 * "1.234" (precision: a third decimal is never silently rounded away), more than 13 integer digits (too_large).
 * Zero is accepted here; each form decides its own minimum.
 */
export function parseYuan(input: string): ParseYuanResult {
  const text = normaliseDigits(typeof input === 'string' ? input : '')
    .trim()
    .replace(/^[¥￥]\s*/, '');
  if (text === '') return { ok: false, error: 'empty' };
  if (text.startsWith('-')) return { ok: false, error: 'negative' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, error: 'format' };
  const [, intDigits = '', fracDigits = ''] = match;
  if (intDigits === '' && fracDigits === '') return { ok: false, error: 'format' };
  if (fracDigits.replace(/0+$/, '').length > 2) return { ok: false, error: 'precision' };
  if (intDigits.replace(/^0+/, '').length > MAX_YUAN_DIGITS) return { ok: false, error: 'too_large' };
  const fen = decimalTextToFen(`${intDigits}.${fracDigits.slice(0, 2)}`);
  return fen === null ? { ok: false, error: 'format' } : { ok: true, fen };
}

/**
 * A yuan amount received from the API (number like 12.5 or numeric string like "12.50") → fen.
 * Floating-point noise is removed: 0.1 + 0.2 → 30, 1.005 → 101 (half away from zero on the decimal value).
 * Returns null for NaN, ±Infinity, non-numeric strings and amounts beyond 13 integer digits.
 */
export function yuanToFen(yuan: number | string): Fen | null {
  if (typeof yuan === 'number') {
    if (!Number.isFinite(yuan) || Math.abs(yuan) >= 10 ** MAX_YUAN_DIGITS) return null;
    // toFixed(6) strips binary noise (0.30000000000000004 → "0.300000") before decimal rounding.
    return decimalTextToFen(yuan.toFixed(6));
  }
  if (typeof yuan !== 'string') return null;
  return decimalTextToFen(yuan.trim());
}

/** A yuan amount as the API shows it ("12.30") → fen, for display; absent or unreadable → 0. */
export function fenOf(yuan: string | number | null | undefined): Fen {
  if (yuan === null || yuan === undefined || yuan === '') return 0;
  return yuanToFen(yuan) ?? 0;
}

/** fen → yuan as a number for API payloads that want yuan (1230 → 12.3). Non-finite input gives 0. */
export function fenToYuan(fen: Fen): number {
  const yuan = toFenOrZero(fen) / FEN_PER_YUAN;
  return yuan === 0 ? 0 : yuan;
}

/** Sum of amounts in fen, exact (each is rounded to a whole fen first; NaN counts as 0). Empty list → 0. */
export function sumFen(amounts: readonly Fen[]): Fen {
  let total = 0;
  for (const amount of amounts) total += toFenOrZero(amount);
  return total === 0 ? 0 : total;
}

/** price × quantity in fen (e.g. bunch price × bunches). A negative or fractional quantity is floored to a count ≥ 0. */
export function multiplyFen(fen: Fen, quantity: number): Fen {
  return toFenOrZero(toFenOrZero(fen) * toCount(quantity));
}

/**
 * fen × numerator ÷ denominator rounded half away from zero to a whole fen, with exact integer arithmetic
 * (e.g. 95% of 1999 fen = applyRatioFen(1999, 95, 100) = 1899). Non-integer ratio parts or denominator ≤ 0 → 0.
 */
export function applyRatioFen(fen: Fen, numerator: number, denominator: number): Fen {
  return mulDivRound(toFenOrZero(fen), numerator, denominator);
}

/**
 * Bunch price (§9) = unit price (per stem) × stems per bunch. 35 fen × 20 stems = 700 fen ("7.00").
 * A negative unit price or a bad stem count counts as 0.
 */
export function bunchPriceFen(unitPriceFen: Fen, stemsPerBunch: number): Fen {
  return multiplyFen(Math.max(0, toFenOrZero(unitPriceFen)), stemsPerBunch);
}

/**
 * The per-stem price of a bunch price (the inverse of bunchPriceFen), rounded to a whole fen: 700 fen a bunch of 20 →
 * 35 fen a stem. A bad stem count (< 1) → 0.
 */
export function stemPriceFen(bunchFen: Fen, stemsPerBunch: number): Fen {
  const stems = toCount(stemsPerBunch);
  return stems < 1 ? 0 : applyRatioFen(Math.max(0, toFenOrZero(bunchFen)), 1, stems);
}

/** Clamp an amount at zero (a total or fee is never negative). */
export function nonNegativeFen(fen: Fen): Fen {
  return Math.max(0, toFenOrZero(fen));
}
