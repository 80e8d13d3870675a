/**
 * Time-limited activity discounts (§3 rule_text, e.g. 满50扎享9折) as data: a lot carries the percent off
 * and the threshold in bunches; the rule text is derived from the two, so text and rule can never disagree.
 *
 * Decision (ours): the threshold counts the bunches of ONE LINE of the lot (one cart line / one order line,
 * i.e. one lot). A lot's activity is that lot's offer, so buying 30 bunches of lot X and 20 of lot Y does not
 * reach 满50扎 on either; a cart merges repeated adds of one lot into one line, so a buyer cannot split a lot
 * below the threshold by accident.
 */
import type { Fen } from './money';
import { activityDiscountFen } from './logistics';

export type ActivityTerms = {
  /** Percent off the goods (10 = 9折); 0 (or anything outside 1–99) means no activity. */
  percent: number;
  /** The discount applies to a line of at least this many bunches; 0 (or 1) = any quantity. */
  minBunches: number;
};

function validPercent(percent: number): boolean {
  return Number.isInteger(percent) && percent > 0 && percent < 100;
}

function threshold(minBunches: number): number {
  return Number.isFinite(minBunches) && minBunches > 0 ? Math.floor(minBunches) : 0;
}

/** Whether the lot has an activity at all (whatever the quantity). */
export function hasActivity(terms: ActivityTerms): boolean {
  return validPercent(terms.percent);
}

/** Whether a line of `bunches` bunches reaches the activity: bunches ≥ minBunches (and the lot has one). */
export function activityApplies(terms: ActivityTerms, bunches: number): boolean {
  if (!hasActivity(terms) || !Number.isFinite(bunches) || bunches <= 0) return false;
  return bunches >= threshold(terms.minBunches);
}

/** The activity discount of one line in fen: goods × percent ÷ 100 when the line reaches the threshold, else 0. */
export function lineActivityDiscountFen(terms: ActivityTerms, line: { goodsFen: Fen; bunches: number }): Fen {
  return activityApplies(terms, line.bunches) ? activityDiscountFen(line.goodsFen, terms.percent) : 0;
}

/** 折 of a percent off: 10 → "9", 15 → "8.5", 12 → "8.8". */
export function formatZhe(percentOff: number): string {
  const tenths = 100 - percentOff;
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** The rule text of an activity: 满50扎享9折 (享9折 without a threshold); '' when there is no activity. */
export function activityRuleText(terms: ActivityTerms): string {
  if (!hasActivity(terms)) return '';
  const min = threshold(terms.minBunches);
  return `${min > 1 ? `满${min}扎` : ''}享${formatZhe(terms.percent)}折`;
}
