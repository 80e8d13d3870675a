import { LOGIS_TYPE_LABELS, LOGIS_WAY_LABELS, addressWayLabel } from './address';
import { mulDivRound } from './internal/numbers';
import type { Fen } from './money';

/**
 * Logistics fee of an order (ours: the spec gives no rate, only "fees by weight" and that
 * pre-collected logistics fees are settled next day).
 *
 * Decision: a fee per kg of the order's estimated weight, by the delivery address's logistics way;
 * self-pickup (logisType 1) is free. Rates (fen per kg): rail 0.80, road cold-chain 1.00,
 * air 3.00, express 5.00. Weight is counted to the gram and the fee rounded half up to a fen.
 * An agent-collection address with no (or an unknown) way is charged at the road rate, since
 * the market's agents collect by road unless told otherwise.
 */
export const LOGISTICS_FEE_PER_KG_FEN = { 1: 80, 2: 300, 3: 100, 4: 500 } as const satisfies Record<number, Fen>;
export const DEFAULT_LOGISTICS_WAY = 3;

export type LogisticsTarget = {
  /** 1 self-pickup, 2 agent collection. */
  logisType: number;
  /** 1 rail, 2 air, 3 road, 4 express; null/undefined when none. */
  logisWay: number | null | undefined;
  /** The cp6 receiver type, when known: it names the way (冷链到店 travels as road, logisWay 3). */
  receiverType?: number | null;
};

/** Fen per kg for the address: 0 for self-pickup, else the rate of its way (road when unknown). */
export function logisticsRatePerKgFen(target: LogisticsTarget): Fen {
  if (Number(target.logisType) === 1) return 0;
  const way = Number(target.logisWay);
  const rate = (LOGISTICS_FEE_PER_KG_FEN as Record<number, Fen>)[way];
  return rate ?? LOGISTICS_FEE_PER_KG_FEN[DEFAULT_LOGISTICS_WAY];
}

/** Logistics fee in fen for `weightGrams` to the address (0 for no weight or self-pickup). */
export function logisticsFeeFen(weightGrams: number, target: LogisticsTarget): Fen {
  if (!Number.isFinite(weightGrams) || weightGrams <= 0) return 0;
  return mulDivRound(Math.round(weightGrams), logisticsRatePerKgFen(target), 1000);
}

/** Activity (time-limited) discount of one line: goods × percent ÷ 100, rounded half up; 0 outside 1–99 %. */
export function activityDiscountFen(goodsFen: Fen, percent: number): Fen {
  if (!Number.isInteger(percent) || percent <= 0 || percent >= 100 || !(goodsFen > 0)) return 0;
  return mulDivRound(Math.round(goodsFen), percent, 100);
}

/** Weight of `bunches` bunches of `gramsPerBunch` grams, in grams (never negative). */
export function lineWeightGrams(bunches: number, gramsPerBunch: number): number {
  if (!Number.isFinite(bunches) || !Number.isFinite(gramsPerBunch) || bunches <= 0 || gramsPerBunch <= 0) return 0;
  return Math.round(bunches) * Math.round(gramsPerBunch);
}

/** Grams shown as kg with 2 decimals: 2350 → "2.35". */
export function formatKg(grams: number): string {
  const g = Number.isFinite(grams) && grams > 0 ? Math.round(grams) : 0;
  const hundredths = mulDivRound(g, 1, 10);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Sum of line weights in grams. */
export function totalWeightGrams(lines: readonly number[]): number {
  return lines.reduce((sum, grams) => sum + (Number.isFinite(grams) && grams > 0 ? Math.round(grams) : 0), 0);
}

/**
 * The delivery label of an address: 自提 for self-pickup, else its way's one label (addressWayLabel, from
 * DELIVERY_WAY_LABELS), 公路冷链 when unknown.
 */
export function deliveryWayName(target: LogisticsTarget): string {
  if (Number(target.logisType) === 1) return LOGIS_TYPE_LABELS[1];
  return addressWayLabel(target) || LOGIS_WAY_LABELS[DEFAULT_LOGISTICS_WAY];
}
