/**
 * The figures of cart and order lines (§3 cart item and totals, §4 pay flow): one line's money and weight from its
 * lot's terms and batches, and the sums of a set of lines for an address and a member. The server computes them
 * (it is the authority); the names and rounding rules live in the modules they come from.
 */
import { lineActivityDiscountFen, type ActivityTerms } from './activity';
import { lineWeightGrams, logisticsFeeFen, type LogisticsTarget } from './logistics';
import type { Fen } from './money';
import { batchesToBunches, bunchesToStems } from './quantity';
import { memberDiscountFen, orderTotalFen, packingFeeFen } from './totals';

/** What a line's figures need to know about its lot. */
export type LotTerms = {
  /** Bunches per batch (basic sale quantity). */
  basicSaleNo: number;
  stemsPerBunch: number;
  /** Sale price per stem. */
  salePriceFen: Fen;
  /** Packing fee per kg. */
  feeBoxPerKgFen: Fen;
  /** Percent off (activity); 0 = none. */
  activityPercent: number;
  /** 满N扎: the discount applies to a line of at least this many bunches (0 = any). */
  activityMinBunches: number;
  /** Grams per bunch. */
  weightGrams: number;
};

/** Money and weight of one line, in fen and grams. */
export type LineFigures = {
  pi: number;
  bunches: number;
  stems: number;
  goodsFen: Fen;
  activityFen: Fen;
  weightGrams: number;
  boxFen: Fen;
};

/** The activity terms of a lot (percent off and 满N扎 threshold). */
export function activityTermsOf(lot: Pick<LotTerms, 'activityPercent' | 'activityMinBunches'>): ActivityTerms {
  return { percent: lot.activityPercent, minBunches: lot.activityMinBunches };
}

/** The figures of `pi` batches of a lot. */
export function lineFigures(lot: LotTerms, pi: number): LineFigures {
  const bunches = batchesToBunches(pi, lot.basicSaleNo);
  const stems = bunchesToStems(bunches, lot.stemsPerBunch);
  const goodsFen = lot.salePriceFen * stems;
  const weightGrams = lineWeightGrams(bunches, lot.weightGrams);
  return {
    pi,
    bunches,
    stems,
    goodsFen,
    // 满N扎: only a line of at least the lot's threshold gets the activity discount.
    activityFen: lineActivityDiscountFen(activityTermsOf(lot), { goodsFen, bunches }),
    weightGrams,
    boxFen: packingFeeFen(weightGrams / 1000, lot.feeBoxPerKgFen),
  };
}

/** The buyer's member terms: level (0 = not a member) and the discount in tenths of a 折 (95 = 9.5折, 100 = none). */
export type MemberTerms = { memberLevel: number; memberDiscountTenths: number };

/** The sums of a set of lines. */
export type LineSums = {
  goodsFen: Fen;
  activityFen: Fen;
  boxFen: Fen;
  weightGrams: number;
  bunches: number;
  logisticsFen: Fen;
  memberFen: Fen;
};

/**
 * The figures of a set of lines: goods, packing, weight and bunches added up, logistics to the address (none
 * without one) and the member discount.
 * Decision: the member discount applies to the flower price actually charged (goods after activity discounts).
 */
export function sumLines(lines: readonly LineFigures[], address: LogisticsTarget | null, member: MemberTerms): LineSums {
  const goodsFen = lines.reduce((s, l) => s + l.goodsFen, 0);
  const activityFen = lines.reduce((s, l) => s + l.activityFen, 0);
  const boxFen = lines.reduce((s, l) => s + l.boxFen, 0);
  const weightGrams = lines.reduce((s, l) => s + l.weightGrams, 0);
  const bunches = lines.reduce((s, l) => s + l.bunches, 0);
  const logisticsFen = address ? logisticsFeeFen(weightGrams, { logisType: address.logisType, logisWay: address.logisWay }) : 0;
  const memberFen = memberDiscountFen({
    goods: goodsFen - activityFen,
    memberLevel: member.memberLevel,
    memberDiscount: member.memberDiscountTenths / 10,
  });
  return { goodsFen, activityFen, boxFen, weightGrams, bunches, logisticsFen, memberFen };
}

/** What the buyer pays for the sums with a coupon of `couponFen` off (goods + logistics + packing − discounts). */
export function linesTotalFen(sums: LineSums, couponFen: Fen = 0): Fen {
  return orderTotalFen({
    goods: sums.goodsFen,
    logistics: sums.logisticsFen,
    packing: sums.boxFen,
    activityDiscount: sums.activityFen,
    coupon: couponFen,
    memberDiscount: sums.memberFen,
  });
}
