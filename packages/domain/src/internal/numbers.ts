/**
 * Small normalisers shared by the domain modules. Not exported from the package root.
 * Every one of them is total: any input (NaN, strings, null) maps to a defined output.
 */

/** A status or type code as sent by the API (number or numeric string) → integer, or null when it is not one. */
export function toCode(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : null;
  }
  return null;
}

/** A count (stems, bunches, batches): non-negative integer; anything else (NaN, negative, fractional part) is floored into range. */
export function toCount(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.floor(value);
}

/** A money amount in fen: finite and integer (rounded), else 0. */
export function toFenOrZero(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.round(value);
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Full-width digits (０-９), the full-width dot and the ideographic full stop typed by a Chinese IME → ASCII. */
export function normaliseDigits(text: string): string {
  return text.replace(/[\uFF10-\uFF19]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xff10 + 0x30)).replace(/[\uFF0E\u3002]/g, '.');
}

/**
 * round(n × num ÷ den) with halves away from zero, exact for any integers (BigInt inside).
 * Non-integer arguments or den ≤ 0 give 0 (callers normalise first; this keeps the function total).
 */
export function mulDivRound(n: number, num: number, den: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den <= 0) return 0;
  const product = BigInt(n) * BigInt(num);
  const d = BigInt(den);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const q = (2n * abs + d) / (2n * d);
  const result = Number(negative ? -q : q);
  return result === 0 ? 0 : result;
}
