import { describe, expect, it } from 'vitest';
import {
  ALTERNATIVES_SHOWN,
  BUY_LINE_NOTES,
  BUY_LINE_REASONS,
  BUY_SHEET_MESSAGES,
  buyLineReasonText,
  buyNowRefusal,
  buySheetTotals,
  priceChangeText,
  gradeMatches,
  lastPaidStemPriceFen,
  lotWhen,
  matchBuyLine,
  quantityFor,
  type BuyLine,
  type LotCandidate,
} from './buyLines';

/** An instant given as Shanghai wall time on 2026-11-29. */
const sh = (time: string, date = '2026-11-29'): Date => new Date(`${date}T${time}+08:00`);
const IN_C = sh('09:00:00'); // C open, A later today
const IN_A = sh('12:00:00'); // both open
const AFTER_A = sh('14:00:00'); // A over for today, C open
const PREPARING = sh('17:00:00'); // A over, C opens again at 18:00

let nextId = 1;
/** A lot of 卡罗拉 (20 stems a bunch, 1 bunch a batch, 100 bunches in stock) unless said. */
const lot = (over: Partial<LotCandidate> = {}): LotCandidate => ({
  id: nextId++,
  session: 'C',
  supplierId: 'C1001',
  supplierName: '斗南花卉',
  flwCode: 'KLL',
  flwName: '卡罗拉',
  levelName: 'A',
  lengthCode: '50',
  priceFen: 60,
  stemsPerBunch: 20,
  stock: 2000,
  basicSaleQuantity: 1,
  ...over,
});
const line = (over: Partial<BuyLine> = {}): BuyLine => ({ flwCode: 'KLL', levelName: 'A', lengthCode: '50', bunches: 10, ...over });

describe('lotWhen: a session open now, later today, or over for today (Asia/Shanghai)', () => {
  it.each([
    ['A', '09:00:00', 'later'],
    ['A', '11:30:00', 'open'],
    ['A', '12:59:59', 'open'],
    ['A', '13:00:00', 'ended'],
    ['C', '09:00:00', 'open'],
    ['C', '16:10:00', 'later'],
    ['C', '17:59:59', 'later'],
    ['C', '18:00:00', 'open'],
    ['C', '23:59:59', 'open'],
  ] as const)('session %s at %s is %s', (session, time, when) => {
    expect(lotWhen(session, sh(time))).toBe(when);
  });

  it('an invalid instant is over (nothing is bought on a broken clock)', () => {
    expect(lotWhen('C', Number.NaN)).toBe('ended');
  });
});

describe('gradeMatches', () => {
  it.each([
    ['A', 'A+', true],
    ['A', 'A-', true],
    ['a', 'A', true],
    ['A', 'B', false],
    ['A+', 'A+', true],
    ['A+', 'A', false],
    ['', 'C', true],
    [null, 'D', true],
    [undefined, 'B+', true],
    [' b ', 'B-', true],
  ] as const)('asked %s, lot %s → %s', (asked, level, result) => {
    expect(gradeMatches(asked, level)).toBe(result);
  });
});

describe('quantityFor: bunches → whole batches, clipped to stock, said in words', () => {
  it('takes the bunches as asked when the lot sells one bunch a batch and has stock', () => {
    expect(quantityFor(10, { stock: 2000, stemsPerBunch: 20, basicSaleQuantity: 1 })).toEqual({
      batches: 10,
      bunches: 10,
      maxBatches: 100,
      notes: [],
    });
  });

  it('rounds to the nearest batch and says so', () => {
    expect(quantityFor(10, { stock: 2000, stemsPerBunch: 20, basicSaleQuantity: 3 })).toEqual({
      batches: 3,
      bunches: 9,
      maxBatches: 33,
      notes: [BUY_LINE_NOTES.rounded(3, 9)],
    });
    expect(quantityFor(11, { stock: 2000, stemsPerBunch: 20, basicSaleQuantity: 3 }).bunches).toBe(12);
    expect(BUY_LINE_NOTES.rounded(3, 12)).toBe('按每批3扎，调整为12扎');
  });

  it('never rounds below one batch', () => {
    expect(quantityFor(1, { stock: 2000, stemsPerBunch: 20, basicSaleQuantity: 5 })).toMatchObject({ batches: 1, bunches: 5 });
  });

  it('clips to the stock and says how much is left', () => {
    expect(quantityFor(10, { stock: 80, stemsPerBunch: 20, basicSaleQuantity: 1 })).toEqual({
      batches: 4,
      bunches: 4,
      maxBatches: 4,
      notes: ['库存不足，仅可买4扎'],
    });
  });

  it('rounds, then clips, with both notes', () => {
    expect(quantityFor(10, { stock: 100, stemsPerBunch: 10, basicSaleQuantity: 4 }).notes).toEqual([
      '按每批4扎，调整为12扎',
      '库存不足，仅可买8扎',
    ]);
  });

  it('is 0 batches on a lot that cannot sell one, with no clipping note', () => {
    expect(quantityFor(10, { stock: 19, stemsPerBunch: 20, basicSaleQuantity: 1 })).toEqual({
      batches: 0,
      bunches: 0,
      maxBatches: 0,
      notes: [],
    });
  });

  it('treats a bad quantity as one bunch and a bad basic sale quantity as one bunch a batch', () => {
    expect(quantityFor(0, { stock: 2000, stemsPerBunch: 20, basicSaleQuantity: 1 })).toMatchObject({ batches: 1, bunches: 1 });
    expect(quantityFor(Number.NaN, { stock: 2000, stemsPerBunch: 20, basicSaleQuantity: 0 })).toMatchObject({ batches: 1 });
  });
});

describe('matchBuyLine: nothing to buy, with the reason in words', () => {
  it('今日无此品种 when no lot of the variety is on sale today', () => {
    const result = matchBuyLine(line(), [lot({ flwCode: 'HMS' })], IN_C);
    expect(result).toEqual({ state: 'none', reason: 'noVariety' });
    expect(buyLineReasonText('noVariety')).toBe('今日无此品种');
  });

  it('今日无此品种 with no candidates at all', () => {
    expect(matchBuyLine(line(), [], IN_C)).toEqual({ state: 'none', reason: 'noVariety' });
  });

  it('今日场次已结束 when the only lots are of a session over for today', () => {
    expect(matchBuyLine(line(), [lot({ session: 'A' })], AFTER_A)).toEqual({ state: 'none', reason: 'sessionEnded' });
    expect(BUY_LINE_REASONS.sessionEnded).toBe('今日场次已结束');
  });

  it('已售罄 when every lot of the variety is sold out (of any grade)', () => {
    const lots = [lot({ stock: 0 }), lot({ levelName: 'B', stock: 19 })];
    expect(matchBuyLine(line(), lots, IN_C)).toEqual({ state: 'none', reason: 'soldOut' });
    expect(BUY_LINE_REASONS.soldOut).toBe('已售罄');
  });

  it('已售罄 wins over 今日场次已结束 when an open lot exists but is sold out', () => {
    expect(matchBuyLine(line(), [lot({ session: 'A' }), lot({ stock: 0 })], AFTER_A)).toEqual({ state: 'none', reason: 'soldOut' });
  });
});

describe('matchBuyLine: matched — same variety, grade and length, then the same supplier, then open now, then the cheapest', () => {
  it('picks the exact lot with the quantity asked', () => {
    const exact = lot();
    const result = matchBuyLine(line(), [lot({ levelName: 'B', priceFen: 30 }), exact], IN_C);
    expect(result.state).toBe('matched');
    if (result.state !== 'matched') return;
    expect(result.pick).toMatchObject({ lot: exact, when: 'open', batches: 10, bunches: 10, notes: [] });
  });

  it('prefers the same supplier over a cheaper exact lot', () => {
    const mine = lot({ supplierId: 'C2002', priceFen: 80 });
    const cheaper = lot({ priceFen: 50 });
    const result = matchBuyLine(line({ supplierId: 'C2002' }), [cheaper, mine], IN_C);
    expect(result.state === 'matched' && result.pick.lot).toBe(mine);
  });

  it('prefers an exact lot of another supplier over the same supplier in another grade, and says so', () => {
    const otherGrade = lot({ supplierId: 'C2002', levelName: 'B' });
    const exactElsewhere = lot({ supplierId: 'C3003', priceFen: 90 });
    const result = matchBuyLine(line({ supplierId: 'C2002' }), [otherGrade, exactElsewhere], IN_C);
    expect(result.state).toBe('matched');
    if (result.state !== 'matched') return;
    expect(result.pick.lot).toBe(exactElsewhere);
    expect(result.pick.notes).toEqual([BUY_LINE_NOTES.otherSupplier]);
    expect(result.alternatives.map((p) => p.lot)).toEqual([otherGrade]);
  });

  it('takes the cheapest exact lot when no supplier is preferred', () => {
    const cheap = lot({ priceFen: 40 });
    const result = matchBuyLine(line(), [lot({ priceFen: 60 }), cheap, lot({ priceFen: 55 })], IN_C);
    expect(result.state === 'matched' && result.pick.lot).toBe(cheap);
  });

  it('takes an exact lot open now over a cheaper one opening later today (open now first, then price)', () => {
    const cheaperLater = lot({ session: 'A', priceFen: 40 });
    const openNow = lot({ priceFen: 60 });
    const result = matchBuyLine(line(), [cheaperLater, openNow], IN_C);
    expect(result.state).toBe('matched');
    if (result.state !== 'matched') return;
    expect(result.pick).toMatchObject({ lot: openNow, when: 'open' });
    expect(result.alternatives.map((p) => p.lot)).toEqual([cheaperLater]);
    // Once both trade, the cheaper wins again.
    expect(matchBuyLine(line(), [cheaperLater, openNow], IN_A)).toMatchObject({ state: 'matched', pick: { lot: cheaperLater } });
  });

  it('at an equal price, takes the lot open now over one opening later today, then the larger stock', () => {
    const later = lot({ session: 'A' });
    const small = lot({ stock: 400 });
    const big = lot({ stock: 4000 });
    const result = matchBuyLine(line(), [later, small, big], IN_C);
    expect(result.state === 'matched' && result.pick.lot).toBe(big);
    const onlyLater = matchBuyLine(line(), [later], IN_C);
    expect(onlyLater.state === 'matched' && onlyLater.pick.when).toBe('later');
  });

  it('"A" takes A+, A and A-; a line without grade or length takes any', () => {
    const aPlus = lot({ levelName: 'A+' });
    expect(matchBuyLine(line(), [aPlus], IN_C)).toMatchObject({ state: 'matched', pick: { lot: aPlus } });
    const any = lot({ levelName: 'C', lengthCode: '70' });
    expect(matchBuyLine(line({ levelName: null, lengthCode: '' }), [any], IN_C)).toMatchObject({ state: 'matched', pick: { lot: any } });
  });

  it('passes over a sold-out exact lot to a buyable exact lot', () => {
    const fresh = lot({ priceFen: 90 });
    const result = matchBuyLine(line(), [lot({ priceFen: 40, stock: 0 }), fresh], IN_C);
    expect(result.state === 'matched' && result.pick.lot).toBe(fresh);
  });

  it('clips the quantity to the stock of the lot picked, in words', () => {
    const result = matchBuyLine(line({ bunches: 30 }), [lot({ stock: 200 })], IN_C);
    expect(result).toMatchObject({ state: 'matched', pick: { batches: 10, bunches: 10, notes: ['库存不足，仅可买10扎'] } });
  });

  it('lists the other buyable lots as alternatives, ranked, at most ALTERNATIVES_SHOWN', () => {
    const lots = Array.from({ length: 9 }, (_, i) => lot({ priceFen: 50 + i }));
    const result = matchBuyLine(line(), lots, IN_C);
    expect(result.state).toBe('matched');
    if (result.state !== 'matched') return;
    expect(result.pick.lot).toBe(lots[0]);
    expect(result.alternatives.map((p) => p.lot)).toEqual(lots.slice(1, 1 + ALTERNATIVES_SHOWN));
    expect(matchBuyLine(line(), lots, IN_C, { maxAlternatives: 2 })).toMatchObject({ alternatives: { length: 2 } });
  });

  it('ignores lots of other varieties and of sessions over for today', () => {
    const exact = lot({ priceFen: 70 });
    const result = matchBuyLine(line(), [lot({ flwCode: 'HMS', priceFen: 1 }), lot({ session: 'A', priceFen: 2 }), exact], AFTER_A);
    expect(result).toEqual({ state: 'matched', pick: expect.objectContaining({ lot: exact }), alternatives: [] });
  });

  it('in the stock-preparation pause the all-day lots open later today', () => {
    const result = matchBuyLine(line(), [lot()], PREPARING);
    expect(result).toMatchObject({ state: 'matched', pick: { when: 'later' } });
  });

  it('does not change its arguments', () => {
    const lots = [lot({ priceFen: 70 }), lot({ priceFen: 50 })];
    const copy = structuredClone(lots);
    matchBuyLine(line(), lots, IN_A);
    expect(lots).toEqual(copy);
  });
});

describe('matchBuyLine: choose — no exact lot to buy, alternatives of the same variety ranked', () => {
  it('原规格已售罄 when the exact lot is sold out: same grade first, then the nearest length, then the cheapest', () => {
    const lots = [
      lot({ levelName: 'A+', stock: 0 }),
      lot({ levelName: 'B', lengthCode: '50', priceFen: 30 }),
      lot({ levelName: 'A', lengthCode: '70', priceFen: 40 }),
      lot({ levelName: 'A', lengthCode: '60', priceFen: 90 }),
      lot({ levelName: 'A-', lengthCode: '50', priceFen: 99, supplierId: 'X', basicSaleQuantity: 4 }),
    ];
    const result = matchBuyLine(line({ levelName: 'A+' }), lots, IN_C);
    expect(result.state).toBe('choose');
    if (result.state !== 'choose') return;
    expect(result.reason).toBe('exactSoldOut');
    expect(BUY_LINE_REASONS.exactSoldOut).toBe('原规格已售罄，请选择替代');
    // A+ asked: the A class next (by length distance: 50, 60, 70), then B.
    expect(result.alternatives.map((p) => [p.lot.levelName, p.lot.lengthCode])).toEqual([
      ['A-', '50'],
      ['A', '60'],
      ['A', '70'],
      ['B', '50'],
    ]);
    expect(result.alternatives[0]).toMatchObject({ batches: 3, bunches: 12, notes: ['按每批4扎，调整为12扎'] });
  });

  it('今日无相同等级和长度 when no lot of that grade and length is on sale today', () => {
    const result = matchBuyLine(line({ lengthCode: '40' }), [lot({ lengthCode: '60' })], IN_C);
    expect(result).toMatchObject({ state: 'choose', reason: 'noExact', alternatives: [{ lot: { lengthCode: '60' } }] });
    expect(BUY_LINE_REASONS.noExact).toBe('今日无相同等级和长度，请选择替代');
  });

  it('an exact lot only in a session over for today counts as not on sale', () => {
    const result = matchBuyLine(line(), [lot({ session: 'A' }), lot({ levelName: 'B' })], AFTER_A);
    expect(result).toMatchObject({ state: 'choose', reason: 'noExact' });
  });

  it('ranks the preferred supplier first among equally close alternatives', () => {
    const theirs = lot({ levelName: 'B', supplierId: 'C2002', priceFen: 80 });
    const cheaper = lot({ levelName: 'B', priceFen: 40 });
    const result = matchBuyLine(line({ supplierId: 'C2002' }), [cheaper, theirs], IN_C);
    expect(result.state === 'choose' && result.alternatives.map((p) => p.lot)).toEqual([theirs, cheaper]);
  });
});

describe('matchBuyLine with a length range (standing orders)', () => {
  it('takes a lot within the range as exact, ranking the others by their distance to it', () => {
    const near = lot({ lengthCode: '70', priceFen: 50 });
    const inside = lot({ lengthCode: '60', priceFen: 80 });
    const far = lot({ lengthCode: '40', priceFen: 40 });
    const match = matchBuyLine(line({ lengthCode: null }), [far, near, inside], IN_C, { lengthRange: { min: 50, max: 65 } });
    expect(match.state === 'matched' && match.pick.lot.id).toBe(inside.id);
    expect(match.state === 'matched' && match.alternatives.map((a) => a.lot.id)).toEqual([near.id, far.id]);
  });

  it('chooses among the others when none is within the range; an open end takes any length on that side', () => {
    const short = lot({ lengthCode: '40' });
    expect(matchBuyLine(line({ lengthCode: null }), [short], IN_C, { lengthRange: { min: 50, max: null } })).toMatchObject({
      state: 'choose',
      reason: 'noExact',
    });
    expect(matchBuyLine(line({ lengthCode: null }), [short], IN_C, { lengthRange: { min: null, max: 40 } }).state).toBe('matched');
  });
});

describe('the review sheet: price against last time, 立即购买, totals', () => {
  it.each([
    [65, 60, '比上次贵¥0.05/枝'],
    [55, 60, '比上次便宜¥0.05/枝'],
    [60, 60, '与上次同价'],
    [60, null, null],
  ] as const)('today %s fen, last %s fen → %s', (today, last, text) => {
    expect(priceChangeText(today, last)).toBe(text);
  });

  const c = { session: 'C' as const, when: 'open' as const };
  it('立即购买 takes lines of one session that trades now', () => {
    expect(buyNowRefusal([c, { ...c }])).toBeNull();
  });
  it('refuses nothing chosen, a session not open yet, and 限时直供 with 全天专区 in one order', () => {
    expect(buyNowRefusal([])).toBe(BUY_SHEET_MESSAGES.noneChosen);
    expect(buyNowRefusal([c, { ...c, session: 'A', when: 'later' }])).toBe(BUY_SHEET_MESSAGES.notOpen);
    expect(buyNowRefusal([c, { ...c, session: 'A' }])).toBe('限时直供和全天专区的货需分开下单，请加入购物车');
  });
  it('totals the lines as the cart does: list-price goods, less activity and member discounts, plus logistics and packing', () => {
    // 2 bunches a batch of 20 stems at ¥0.35, 500 g a bunch, ¥1/kg packing, 9折 from 4 bunches (pricing.test's lot).
    const terms = {
      basicSaleNo: 2,
      stemsPerBunch: 20,
      salePriceFen: 35,
      feeBoxPerKgFen: 100,
      activityPercent: 10,
      activityMinBunches: 4,
      weightGrams: 500,
    };
    const pricing = { address: { logisType: 2, logisWay: 2 }, member: { memberLevel: 1, memberDiscountTenths: 95 } };
    const totals = buySheetTotals(
      [
        { terms, batches: 3 },
        { terms, batches: 1 },
      ],
      pricing,
    );
    expect(totals.lines).toBe(2);
    // 5,600 goods, 420 activity, 259 member (9.5折 after the activity), 4 kg by air 1,200, packing 400.
    expect(totals.sums).toMatchObject({ goodsFen: 5_600, activityFen: 420, memberFen: 259, logisticsFen: 1_200, boxFen: 400, bunches: 8 });
    expect(totals.totalFen).toBe(5_600 - 420 - 259 + 1_200 + 400);
    expect(buySheetTotals([], { address: null, member: { memberLevel: 0, memberDiscountTenths: 100 } })).toMatchObject({
      lines: 0,
      totalFen: 0,
    });
  });
});

describe('lastPaidStemPriceFen: the last price paid for a saved list line', () => {
  const bought = [
    { flwCode: 'KLL', levelName: 'A+', lengthCode: '60', stemPriceFen: 95 },
    { flwCode: 'KLL', levelName: 'B', lengthCode: '50', stemPriceFen: 60 },
    { flwCode: 'KLL', levelName: 'A', lengthCode: '50', stemPriceFen: 80 },
  ];
  it.each([
    ['the newest of the grade class and length', { flwCode: 'KLL', levelName: 'A', lengthCode: '50' }, 80],
    ['a full grade takes only itself', { flwCode: 'KLL', levelName: 'A+', lengthCode: '50' }, null],
    ['no grade or length: the newest of the variety', { flwCode: 'KLL', levelName: null, lengthCode: '' }, 95],
    ['a grade without length', { flwCode: 'KLL', levelName: 'B' }, 60],
    ['never bought', { flwCode: 'HMS', levelName: 'A', lengthCode: '50' }, null],
  ] as const)('%s', (_, asked, price) => {
    expect(lastPaidStemPriceFen(asked, bought)).toBe(price);
  });
});
