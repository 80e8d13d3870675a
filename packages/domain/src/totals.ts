import { mulDivRound, toFenOrZero } from './internal/numbers';
import type { Fen } from './money';

export type OrderAmounts = {
  /** Goods (flower) amount. */
  goods: Fen;
  /** Logistics fee. */
  logistics: Fen;
  /** Packing fee. */
  packing: Fen;
  /** Activity (time-limited) discounts, already summed. */
  activityDiscount: Fen;
  coupon: Fen;
  memberDiscount: Fen;
};

/**
 * Total (§9) = goods + logistics + packing − activity discounts − coupon − member discount, never below zero.
 * Decision: a negative component is bad input and counts as 0 (a negative discount must not raise the price,
 * a negative fee must not lower it); fractions of a fen are rounded.
 */
export function orderTotalFen(amounts: OrderAmounts): Fen {
  const part = (fen: Fen): Fen => Math.max(0, toFenOrZero(fen));
  const total =
    part(amounts.goods) +
    part(amounts.logistics) +
    part(amounts.packing) -
    part(amounts.activityDiscount) -
    part(amounts.coupon) -
    part(amounts.memberDiscount);
  return Math.max(0, total);
}

/**
 * memberDiscount (e.g. 9.5 for 九五折) in thousandths of the price *kept*: 9.5 → 950.
 * Null when there is no valid discount: missing, not a number, ≤ 0 or ≥ 10 (a 0 would mean free flowers,
 * so it is read as "no discount", never as 100% off).
 */
function keptPermille(memberDiscount: number | string | null | undefined): number | null {
  const n = typeof memberDiscount === 'string' ? Number(memberDiscount.trim() || Number.NaN) : memberDiscount;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0 || n >= 10) return null;
  return Math.round(n * 100);
}

/**
 * The member discount (§6: a price of memberDiscount/10) as a florist reads it, the way the level table writes it
 * (issue 26: not the rate 0.03 of §9): 9.7 → "9.7折（省3%）", 9.25 → "9.25折（省7.5%）". No valid discount → ''.
 */
export function memberDiscountText(memberDiscount: number | string | null | undefined): string {
  const kept = keptPermille(memberDiscount);
  if (kept === null) return '';
  return `${kept / 100}折（省${(1000 - kept) / 10}%）`;
}

/**
 * The member discount as a 折 text: 9.7 → 9.7折, 9.25 → 9.25折; '' without a valid discount (as keptPermille reads it).
 */
export function memberDiscountZhe(memberDiscount: number | string | null | undefined): string {
  const kept = keptPermille(memberDiscount);
  return kept === null ? '' : `${kept / 100}折`;
}

/**
 * Member discount in fen on the goods amount: goods × (1 − memberDiscount/10), rounded half up to a fen.
 * Only members (memberLevel > 0) get it. Decision: it applies to the flower price only (goods), not to
 * logistics or packing, as §6 calls it "a flower price discount".
 */
export function memberDiscountFen(input: { goods: Fen; memberLevel: number; memberDiscount: number | string | null | undefined }): Fen {
  if (!(input.memberLevel > 0)) return 0;
  const kept = keptPermille(input.memberDiscount);
  if (kept === null) return 0;
  return mulDivRound(Math.max(0, toFenOrZero(input.goods)), 1000 - kept, 1000);
}

/**
 * Packing fee = weight (kg) × fee per kg, rounded half up to a fen. Weight is taken to the gram so that
 * 2.35 kg × 100 fen is exactly 235 fen. Negative or non-finite weight or fee → 0.
 */
export function packingFeeFen(weightKg: number, feePerKgFen: Fen): Fen {
  if (!Number.isFinite(weightKg) || weightKg <= 0) return 0;
  const grams = Math.round(weightKg * 1000);
  return mulDivRound(grams, Math.max(0, toFenOrZero(feePerKgFen)), 1000);
}

/** The fixed transaction fee shown on an order (§9). */
export const TRANSACTION_FEE_FEN: Fen = 900;

/**
 * The money lines of a cart, a checkout or an order, in fen: the one shape every fee block shows (issue 28; the wire's
 * allFeeGoods… yuan strings become this at the api boundary, `feeTotalsOf` in @huashi/api).
 */
export type FeeTotals = OrderAmounts & {
  /** The commission the server charged; above 0 means the fixed 交易手续费 applies (§9). */
  commission: Fen;
  /** The amount due (应付) or paid (实付). */
  payment: Fen;
};

/** The 交易手续费 line of a fee block: the fixed fee when a commission was charged, else null (the line is hidden). */
export function transactionFeeFen(commission: Fen): Fen | null {
  return Number.isFinite(commission) && commission > 0 ? TRANSACTION_FEE_FEN : null;
}

/**
 * Discount progress (§3, §9) as a percentage with 2 decimals: 45.678 → "45.68%".
 * Decision: the value is already a percentage (as the API sends it) and is clamped to 0–100 for the bar;
 * a non-number shows "0.00%".
 */
export function formatDiscountProgress(percent: number | string | null | undefined): string {
  return `${discountProgressPercent(percent).toFixed(2)}%`;
}

/** The progress percentage clamped to [0, 100] and rounded to 2 decimals, for a progress bar's value. */
export function discountProgressPercent(percent: number | string | null | undefined): number {
  const n = typeof percent === 'string' ? Number(percent.trim().replace(/%$/, '') || Number.NaN) : percent;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return 0;
  if (n >= 100) return 100;
  // Round on the decimal text so 12.345 → 12.35, not 12.34 from binary noise.
  return mulDivRound(Math.round(Number(n.toFixed(6)) * 1e6), 1, 1e4) / 100;
}

/** Progress of a discount from a done and a target amount, as a percentage (0–100, 2 decimals). Target ≤ 0 → 0. */
export function discountProgressFromAmounts(done: number, target: number): number {
  if (!Number.isFinite(done) || !Number.isFinite(target) || target <= 0) return 0;
  return discountProgressPercent((done / target) * 100);
}
