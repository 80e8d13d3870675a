import { describe, expect, it } from 'vitest';
import { activityTermsOf, lineFigures, linesTotalFen, sumLines, type LotTerms } from './pricing';

/** 2 bunches a batch of 20 stems at ¥0.35 a stem, 500 g a bunch, ¥1/kg packing, 9折 from 4 bunches. */
const lot: LotTerms = {
  basicSaleNo: 2,
  stemsPerBunch: 20,
  salePriceFen: 35,
  feeBoxPerKgFen: 100,
  activityPercent: 10,
  activityMinBunches: 4,
  weightGrams: 500,
};
const nonMember = { memberLevel: 0, memberDiscountTenths: 100 };

describe('lineFigures', () => {
  it('counts bunches, stems, goods, weight and packing of the batches', () => {
    expect(lineFigures(lot, 3)).toEqual({
      pi: 3,
      bunches: 6,
      stems: 120,
      goodsFen: 4_200,
      activityFen: 420,
      weightGrams: 3_000,
      boxFen: 300,
    });
  });
  it('gives the activity discount only from the lot’s threshold (满N扎)', () => {
    expect(lineFigures(lot, 1)).toMatchObject({ bunches: 2, goodsFen: 1_400, activityFen: 0, weightGrams: 1_000, boxFen: 100 });
    expect(lineFigures({ ...lot, activityMinBunches: 0 }, 1).activityFen).toBe(140);
    expect(lineFigures({ ...lot, activityPercent: 0 }, 3).activityFen).toBe(0);
  });
  it('is all zero for no batches', () => {
    expect(lineFigures(lot, 0)).toEqual({ pi: 0, bunches: 0, stems: 0, goodsFen: 0, activityFen: 0, weightGrams: 0, boxFen: 0 });
  });
});

describe('activityTermsOf', () => {
  it('reads the lot’s percent and threshold', () => {
    expect(activityTermsOf(lot)).toEqual({ percent: 10, minBunches: 4 });
  });
});

describe('sumLines', () => {
  const lines = [lineFigures(lot, 3), lineFigures(lot, 1)];
  it('adds the lines and charges logistics by weight to the address', () => {
    expect(sumLines(lines, { logisType: 2, logisWay: 2 }, nonMember)).toEqual({
      goodsFen: 5_600,
      activityFen: 420,
      boxFen: 400,
      weightGrams: 4_000,
      bunches: 8,
      logisticsFen: 1_200,
      memberFen: 0,
    });
  });
  it('charges no logistics for self-pickup or without an address', () => {
    expect(sumLines(lines, { logisType: 1, logisWay: null }, nonMember).logisticsFen).toBe(0);
    expect(sumLines(lines, null, nonMember).logisticsFen).toBe(0);
  });
  it('takes the member discount off the goods after activity discounts', () => {
    expect(sumLines(lines, null, { memberLevel: 1, memberDiscountTenths: 95 }).memberFen).toBe(259);
    expect(sumLines(lines, null, { memberLevel: 0, memberDiscountTenths: 95 }).memberFen).toBe(0);
  });
  it('is zero for no lines', () => {
    expect(sumLines([], { logisType: 2, logisWay: 2 }, nonMember)).toEqual({
      goodsFen: 0,
      activityFen: 0,
      boxFen: 0,
      weightGrams: 0,
      bunches: 0,
      logisticsFen: 0,
      memberFen: 0,
    });
  });
});

describe('linesTotalFen', () => {
  const sums = sumLines(
    [lineFigures(lot, 3), lineFigures(lot, 1)],
    { logisType: 2, logisWay: 2 },
    { memberLevel: 1, memberDiscountTenths: 95 },
  );
  it('= goods + logistics + packing − activity − member − coupon', () => {
    expect(linesTotalFen(sums)).toBe(5_600 + 1_200 + 400 - 420 - 259);
    expect(linesTotalFen(sums, 1_000)).toBe(5_600 + 1_200 + 400 - 420 - 259 - 1_000);
  });
  it('never goes below zero', () => {
    expect(linesTotalFen(sums, 1_000_000)).toBe(0);
  });
});
