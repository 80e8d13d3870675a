import { describe, expect, it } from 'vitest';
import {
  isOpeningRun,
  isOpeningTime,
  mayRetryStandingRun,
  STANDING_RETRY,
  standingAttemptTexts,
  standingShareNote,
  nextRunAt,
  nextUnrecordedRunAt,
  planStandingRun,
  rankStandingLots,
  scheduleProblems,
  scheduleText,
  seededRandom,
  shareAllowance,
  shuffled,
  standingEditRefusal,
  standingFairRuleText,
  standingOrderProblems,
  standingRunKey,
  standingShortText,
  STANDING_MESSAGES,
  type StandingCandidate,
  type StandingLine,
} from './standing';

/** Shanghai wall time → epoch ms (2026-11-30 is a Monday). */
const at = (text: string) => new Date(`${text}+08:00`).getTime();
/** A run while 限时直供 trades. */
const RUN = at('2026-11-30T11:30:00');

const line = (over: Partial<StandingLine> = {}): StandingLine => ({
  flwCode: 'KLL',
  levelName: 'A',
  lengthMin: null,
  lengthMax: null,
  bunches: 10,
  maxPricePerBunchFen: null,
  supplierId: null,
  allowAlternative: false,
  ...over,
});

const lot = (id: number, over: Partial<StandingCandidate> = {}): StandingCandidate => ({
  id,
  session: 'A',
  supplierId: 'S1',
  flwCode: 'KLL',
  levelName: 'A',
  lengthCode: '60',
  salePriceFen: 100, // ¥1.00 a stem
  stemsPerBunch: 20, // ¥20.00 a 扎
  basicSaleNo: 1,
  nowStock: 2000, // 100 扎
  ...over,
});

describe('schedule', () => {
  it('runs a 限时直供 order at the 11:30 opening only', () => {
    expect(scheduleProblems({ days: [1], session: 'A', time: '11:30' })).toEqual({});
    expect(scheduleProblems({ days: [1], session: 'A', time: '12:00' })).toEqual({ time: STANDING_MESSAGES.timeA });
  });

  it('runs a 全天专区 order at a time it trades, not in the 16:10–18:00 preparation', () => {
    expect(scheduleProblems({ days: [1], session: 'C', time: '09:00' })).toEqual({});
    expect(scheduleProblems({ days: [1], session: 'C', time: '18:00' })).toEqual({});
    expect(scheduleProblems({ days: [1], session: 'C', time: '16:10' })).toEqual({ time: STANDING_MESSAGES.timeC });
    expect(scheduleProblems({ days: [1], session: 'C', time: '17:59' })).toEqual({ time: STANDING_MESSAGES.timeC });
    expect(scheduleProblems({ days: [1], session: 'C', time: '9:00' })).toEqual({ time: STANDING_MESSAGES.timeFormat });
    expect(scheduleProblems({ days: [1], session: 'C', time: '24:00' })).toEqual({ time: STANDING_MESSAGES.timeFormat });
  });

  it('needs at least one real weekday', () => {
    expect(scheduleProblems({ days: [], session: 'A', time: '11:30' })).toEqual({ days: STANDING_MESSAGES.daysRequired });
    expect(scheduleProblems({ days: [7], session: 'A', time: '11:30' })).toEqual({ days: STANDING_MESSAGES.dayInvalid });
  });

  it('says the schedule in words, Monday first, 每天 for the whole week', () => {
    expect(scheduleText({ days: [3, 1], session: 'A', time: '11:30' })).toBe('周一、周三 11:30 限时直供');
    expect(scheduleText({ days: [0, 1, 2, 3, 4, 5, 6], session: 'C', time: '08:00' })).toBe('每天 08:00 全天专区');
  });

  it('finds the next run strictly after the instant, on a scheduled Shanghai weekday', () => {
    const mon = { days: [1], session: 'A' as const, time: '11:30' };
    expect(nextRunAt(mon, at('2026-11-29T20:00:00'))).toBe(at('2026-11-30T11:30:00')); // Sunday evening → Monday
    expect(nextRunAt(mon, at('2026-11-30T11:29:59'))).toBe(at('2026-11-30T11:30:00'));
    expect(nextRunAt(mon, at('2026-11-30T11:30:00'))).toBe(at('2026-12-07T11:30:00')); // the run itself → next week
    // 03:00 UTC on Monday is 11:00 in Shanghai: the zone is Shanghai's, not the process's.
    expect(nextRunAt({ days: [1, 2], session: 'C', time: '23:30' }, at('2026-11-30T23:45:00'))).toBe(at('2026-12-01T23:30:00'));
    expect(nextRunAt({ days: [], session: 'A', time: '11:30' }, at('2026-11-30T00:00:00'))).toBeNull();
  });

  it('passes over runs already recorded (a skipped run stays skipped)', () => {
    const weekdays = { days: [1, 2, 3, 4, 5], session: 'A' as const, time: '11:30' };
    const monday = at('2026-11-30T11:30:00');
    const tuesday = at('2026-12-01T11:30:00');
    expect(nextUnrecordedRunAt(weekdays, at('2026-11-30T09:00:00'), new Set())).toBe(monday);
    expect(nextUnrecordedRunAt(weekdays, at('2026-11-30T09:00:00'), new Set([monday]))).toBe(tuesday);
    expect(nextUnrecordedRunAt(weekdays, at('2026-11-30T09:00:00'), new Set([monday, tuesday]))).toBe(at('2026-12-02T11:30:00'));
    // A record that is not a run of the schedule changes nothing.
    expect(nextUnrecordedRunAt(weekdays, at('2026-11-30T09:00:00'), new Set([tuesday]))).toBe(monday);
    expect(nextUnrecordedRunAt({ ...weekdays, days: [] }, at('2026-11-30T09:00:00'), new Set([monday]))).toBeNull();
  });

  it('knows the openings where the share applies: 限时直供 11:30, 全天专区 00:00 and 18:00', () => {
    expect(isOpeningRun('A', at('2026-11-30T11:30:00'))).toBe(true);
    expect(isOpeningRun('C', at('2026-11-30T11:30:00'))).toBe(false);
    expect(isOpeningRun('A', at('2026-11-30T11:31:00'))).toBe(false);
    expect(isOpeningRun('C', at('2026-11-30T00:00:00'))).toBe(true);
    expect(isOpeningRun('C', at('2026-11-30T18:00:00'))).toBe(true);
    expect(isOpeningRun('C', at('2026-11-30T18:00:01'))).toBe(false);
    expect(isOpeningRun('C', at('2026-11-30T09:00:00'))).toBe(false);
    expect(isOpeningRun('A', at('2026-11-30T00:00:00'))).toBe(false);
    expect(isOpeningRun('C', Number.NaN)).toBe(false);
    expect(isOpeningTime('C', '18:00')).toBe(true);
    expect(isOpeningTime('C', '09:00')).toBe(false);
    expect(isOpeningTime('A', '11:30')).toBe(true);
  });
});

describe('edit cut-off', () => {
  const next = at('2026-11-30T11:30:00');
  it('allows edits until 10 minutes before a run, then refuses them', () => {
    expect(standingEditRefusal({ paused: false, nextRunAt: next }, at('2026-11-30T11:19:59'))).toBeNull();
    expect(standingEditRefusal({ paused: false, nextRunAt: next }, at('2026-11-30T11:20:00'))).toBe(STANDING_MESSAGES.editCutOff);
    expect(standingEditRefusal({ paused: false, nextRunAt: next }, at('2026-11-30T11:31:00'))).toBe(STANDING_MESSAGES.editCutOff);
  });
  it('never refuses a paused order (no run to protect)', () => {
    expect(standingEditRefusal({ paused: true, nextRunAt: next }, at('2026-11-30T11:25:00'))).toBeNull();
    expect(standingEditRefusal({ paused: false, nextRunAt: null }, at('2026-11-30T11:25:00'))).toBeNull();
  });
});

describe('run key and random order', () => {
  it('derives one key per standing order, run and attempt', () => {
    const run = at('2026-11-30T11:30:00');
    expect(standingRunKey(7, run)).toBe(`standing:7:${run}`);
    expect(standingRunKey(7, run, 2)).toBe(`standing:7:${run}:2`);
    expect(standingRunKey(7, run)).not.toBe(standingRunKey(8, run));
  });

  it('shuffles the same way for the same seed, a permutation every time, without changing the input', () => {
    const ids = Array.from({ length: 50 }, (_, i) => i);
    const a = shuffled(ids, seededRandom(42));
    expect(shuffled(ids, seededRandom(42))).toEqual(a);
    expect(shuffled(ids, seededRandom(43))).not.toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(ids);
    expect(ids[0]).toBe(0);
  });

  it('gives every order each place about equally often', () => {
    const firsts = new Map<number, number>();
    const random = seededRandom(1);
    for (let i = 0; i < 4000; i++) {
      const first = shuffled([0, 1, 2, 3], random)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const n of firsts.values()) expect(n).toBeGreaterThan(900);
  });
});

describe('share', () => {
  it('allows floor(share × the stock at the opening) stems, less what standing orders took', () => {
    const allowance = shareAllowance(
      [
        { id: 1, nowStock: 1000, takenByStanding: 0 },
        { id: 2, nowStock: 801, takenByStanding: 200 }, // opening 1001 → 500, 200 taken → 300
        { id: 3, nowStock: 0, takenByStanding: 0 },
      ],
      0.5,
    );
    expect([...allowance]).toEqual([
      [1, 500],
      [2, 300],
      [3, 0],
    ]);
    expect(shareAllowance([{ id: 1, nowStock: 100, takenByStanding: 0 }], 0.25).get(1)).toBe(25);
  });

  it('never exceeds the share across a whole opening of runs in random order', () => {
    const lots = [lot(1, { nowStock: 1000 }), lot(2, { nowStock: 333, lengthCode: '50' })];
    let allowance: Map<number, number> | undefined = shareAllowance(
      lots.map((l) => ({ id: l.id, nowStock: l.nowStock, takenByStanding: 0 })),
      0.5,
    );
    const taken = new Map<number, number>();
    const orders = shuffled(
      Array.from({ length: 30 }, (_, i) => i),
      seededRandom(9),
    );
    let stock = lots;
    for (const _ of orders) {
      const plan = planStandingRun({
        lines: [line({ bunches: 7, allowAlternative: true })],
        session: 'A',
        candidates: stock,
        budgetFen: null,
        now: RUN,
        allowance,
      });
      allowance = plan.allowance;
      for (const b of plan.buys) taken.set(b.lotId, (taken.get(b.lotId) ?? 0) + b.stems);
      stock = stock.map((l) => ({
        ...l,
        nowStock: l.nowStock - plan.buys.filter((b) => b.lotId === l.id).reduce((s, b) => s + b.stems, 0),
      }));
    }
    expect(taken.get(1)).toBeLessThanOrEqual(500);
    expect(taken.get(2) ?? 0).toBeLessThanOrEqual(166);
    expect((taken.get(1) ?? 0) + (taken.get(2) ?? 0)).toBeGreaterThan(600); // it does buy up to the share
  });

  it('says the fairness rule with the market share', () => {
    expect(standingFairRuleText(0.5)).toBe(
      '公平规则：开场时（限时直供 11:30，全天专区 00:00 和 18:00），全部固定订单合计最多买走每个批次库存的 50%，按随机顺序执行；其余留给现场下单的买家。全天专区的其他时间没有开场抢购，固定订单和现场买家一样先到先得。',
    );
  });

  it("says in the editor whether the schedule's run is capped by the share, in a florist's words", () => {
    expect(standingShareNote({ session: 'A', time: '11:30' }, 0.5)).toBe(
      '限时直供 11:30 是开场时间：所有买家的固定订单加起来，每个批次最多买走开场库存的 50%，按随机顺序执行，剩下的留给现场下单的买家。份额用完时，没买到的扎数会写明“固定订单份额已用完”。',
    );
    expect(standingShareNote({ session: 'C', time: '18:00' }, 0.3)).toMatch(/^全天专区 18:00 是开场时间：.*最多买走开场库存的 30%/);
    expect(standingShareNote({ session: 'C', time: '09:00' }, 0.5)).toBe(
      '全天专区 09:00 没有开场抢购：固定订单和现场买家一样按下单先后购买，不受份额限制（份额只在开场时适用：限时直供 11:30，全天专区 00:00 和 18:00，合计最多买走每个批次的 50%）。',
    );
    expect(standingShareNote({ session: 'C', time: '9点' }, 0.5)).toMatch(/^全天专区其他时间没有开场抢购/);
  });
});

describe('lots a line may buy from', () => {
  it('prefers the length range, then the preferred supplier, then the cheapest', () => {
    const lots = [
      lot(1, { salePriceFen: 90, lengthCode: '40' }),
      lot(2, { salePriceFen: 120, supplierId: 'S2' }),
      lot(3, { salePriceFen: 110 }),
      lot(4, { salePriceFen: 100, levelName: 'B' }),
    ];
    const ranked = rankStandingLots(line({ lengthMin: 50, lengthMax: 70, supplierId: 'S2', allowAlternative: true }), 'A', lots, RUN);
    expect(ranked.lots.map((l) => l.id)).toEqual([2, 3, 1]);
    expect(rankStandingLots(line({ lengthMin: 50, lengthMax: 70 }), 'A', lots, RUN).lots.map((l) => l.id)).toEqual([3, 2]);
    expect(rankStandingLots(line({ levelName: null }), 'A', lots, RUN).lots.map((l) => l.id)).toEqual([1, 4, 3, 2]);
  });

  it('names why there is none', () => {
    expect(rankStandingLots(line({ flwCode: 'HMS' }), 'A', [lot(1)], RUN).reason).toBe('noVariety');
    // On sale today only in the other zone: said so, not 今日无此品种/等级 (trial 2 of issue 32).
    expect(rankStandingLots(line(), 'C', [lot(1)], RUN).reason).toBe('varietyOnlyInA');
    expect(rankStandingLots(line(), 'C', [lot(1, { nowStock: 0 })], RUN).reason).toBe('noVariety');
    const zones = [lot(1, { session: 'C' }), lot(2, { levelName: 'B' })];
    expect(rankStandingLots(line({ levelName: 'B' }), 'C', zones, RUN).reason).toBe('gradeOnlyInA');
    expect(rankStandingLots(line({ levelName: 'C' }), 'C', zones, RUN).reason).toBe('noGrade');
    expect(standingShortText('自由', { bunches: 5, reason: 'gradeOnlyInA', detail: '' })).toBe('自由 差 5 扎：今日此等级只在限时直供有货');
    expect(standingShortText('自由', { bunches: 5, reason: 'varietyOnlyInC', detail: '' })).toBe(
      '自由 差 5 扎：今日此品种只在全天专区有货',
    );
    expect(rankStandingLots(line(), 'A', [lot(1)], at('2026-11-30T14:00:00')).reason).toBe('sessionClosed');
    expect(rankStandingLots(line({ levelName: 'B' }), 'A', [lot(1)], RUN).reason).toBe('noGrade');
    expect(rankStandingLots(line({ lengthMin: 70 }), 'A', [lot(1)], RUN).reason).toBe('noLength');
    expect(rankStandingLots(line(), 'A', [lot(1, { nowStock: 19 })], RUN).reason).toBe('soldOut');
    const over = rankStandingLots(line({ maxPricePerBunchFen: 1500 }), 'A', [lot(1)], RUN);
    expect(over.reason).toBe('overPrice');
    expect(over.detail).toBe('今日最低 ¥20.00/扎，最高价 ¥15.00/扎');
  });
});

describe("a run's plan", () => {
  it('buys each line within stock, in whole batches, never more than asked', () => {
    const plan = planStandingRun({
      lines: [line({ bunches: 10 }), line({ flwCode: 'HMS', bunches: 5 })],
      session: 'A',
      candidates: [lot(1), lot(2, { flwCode: 'HMS', basicSaleNo: 2, salePriceFen: 50 })],
      budgetFen: null,
      now: RUN,
    });
    expect(plan.buys).toEqual([
      { line: 0, lotId: 1, pi: 10, bunches: 10, stems: 200, pricePerBunchFen: 2000, goodsFen: 20000 },
      { line: 1, lotId: 2, pi: 2, bunches: 4, stems: 80, pricePerBunchFen: 1000, goodsFen: 4000 },
    ]);
    expect(plan.shorts).toEqual([{ line: 1, bunches: 1, reason: 'batchTooBig', detail: '' }]);
    expect(plan.goodsFen).toBe(24000);
  });

  it('fills a line from the next lot when the first runs out, and says what is short', () => {
    const plan = planStandingRun({
      lines: [line({ bunches: 10 })],
      session: 'A',
      candidates: [lot(1, { nowStock: 60 }), lot(2, { nowStock: 80, salePriceFen: 150 })],
      budgetFen: null,
      now: RUN,
    });
    expect(plan.buys.map((b) => [b.lotId, b.bunches])).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(plan.shorts).toEqual([{ line: 0, bunches: 3, reason: 'soldOut', detail: '' }]);
  });

  it('skips lots above the price cap', () => {
    const plan = planStandingRun({
      lines: [line({ bunches: 5, maxPricePerBunchFen: 2500 })],
      session: 'A',
      candidates: [lot(1, { salePriceFen: 130 }), lot(2, { salePriceFen: 120 })],
      budgetFen: null,
      now: RUN,
    });
    expect(plan.buys.map((b) => b.lotId)).toEqual([2]);
  });

  it('stops at the budget cap: the line that passes it is cut to what fits, the rest skipped', () => {
    const plan = planStandingRun({
      lines: [line({ bunches: 10 }), line({ bunches: 10, flwCode: 'HMS' })],
      session: 'A',
      candidates: [lot(1), lot(2, { flwCode: 'HMS' })],
      budgetFen: 25_000, // 12 扎 at ¥20
      now: RUN,
    });
    expect(plan.buys.map((b) => [b.lotId, b.bunches])).toEqual([
      [1, 10],
      [2, 2],
    ]);
    expect(plan.shorts).toEqual([{ line: 1, bunches: 8, reason: 'overBudget', detail: '' }]);
    expect(plan.goodsFen).toBeLessThanOrEqual(25_000);
  });

  it('takes no more than the share allowance and says so', () => {
    const plan = planStandingRun({
      lines: [line({ bunches: 10 })],
      session: 'A',
      candidates: [lot(1)],
      budgetFen: null,
      now: RUN,
      allowance: new Map([[1, 100]]),
    });
    expect(plan.buys.map((b) => b.stems)).toEqual([100]);
    expect(plan.shorts).toEqual([{ line: 0, bunches: 5, reason: 'shareUsed', detail: '' }]);
    expect(plan.allowance?.get(1)).toBe(0);
  });

  it('says a short line in words', () => {
    expect(standingShortText('卡罗拉', { bunches: 5, reason: 'overPrice', detail: '今日最低 ¥20.00/扎，最高价 ¥15.00/扎' })).toBe(
      '卡罗拉 差 5 扎：高于最高价（今日最低 ¥20.00/扎，最高价 ¥15.00/扎）',
    );
    expect(standingShortText('黑魔术', { bunches: 2, reason: 'shareUsed', detail: '' })).toBe(
      '黑魔术 差 2 扎：固定订单份额已用完（留给现场买家）',
    );
  });
});

describe('a standing order as entered', () => {
  const ok = { name: '每周一玫瑰', schedule: { days: [1], session: 'A' as const, time: '11:30' }, budgetFen: 100_000, lines: [line()] };
  it('accepts a complete order', () => {
    expect(standingOrderProblems(ok)).toEqual({});
  });
  it('names every bad field with its message', () => {
    expect(
      standingOrderProblems({
        name: ' ',
        schedule: { days: [], session: 'C', time: '17:00' },
        budgetFen: 0,
        lines: [line({ flwCode: '', bunches: 0, maxPricePerBunchFen: -1, lengthMin: 70, lengthMax: 50 })],
      }),
    ).toEqual({
      name: STANDING_MESSAGES.nameRequired,
      days: STANDING_MESSAGES.daysRequired,
      time: STANDING_MESSAGES.timeC,
      budget: STANDING_MESSAGES.budgetFormat,
      'lines.0.flwCode': STANDING_MESSAGES.varietyRequired,
      'lines.0.bunches': STANDING_MESSAGES.bunchesFormat,
      'lines.0.maxPrice': STANDING_MESSAGES.priceFormat,
      'lines.0.lengthMax': STANDING_MESSAGES.lengthRange,
    });
    expect(standingOrderProblems({ ...ok, lines: [] })).toEqual({ lines: STANDING_MESSAGES.linesRequired });
  });
});

describe('a run that lost its race to live buyers', () => {
  it('is tried again a bounded number of times, only before its cut-off', () => {
    expect(STANDING_RETRY.attempts).toBe(3);
    expect(mayRetryStandingRun(1, RUN, RUN + 2000)).toBe(true);
    expect(mayRetryStandingRun(2, RUN, RUN + 60_000)).toBe(true);
    expect(mayRetryStandingRun(3, RUN, RUN + 4000)).toBe(false);
    expect(mayRetryStandingRun(1, RUN, RUN + STANDING_RETRY.windowMs - 1)).toBe(true);
    expect(mayRetryStandingRun(1, RUN, RUN + STANDING_RETRY.windowMs)).toBe(false);
  });

  it('says which attempts lost and how the run went on', () => {
    expect(standingAttemptTexts([], 'limit')).toEqual([]);
    expect(standingAttemptTexts(['卡罗拉：库存不足'], 'retried')).toEqual([
      '第1次下单时库存已被现场买家买走（卡罗拉：库存不足），已按最新库存重新下单',
    ]);
    expect(standingAttemptTexts(['a', 'b', 'c'], 'limit')).toEqual([
      '第1次下单时库存已被现场买家买走（a），已按最新库存重新下单',
      '第2次下单时库存已被现场买家买走（b），已按最新库存重新下单',
      '第3次下单时库存已被现场买家买走（c），已试3次，不再重试',
    ]);
    expect(standingAttemptTexts(['a'], 'cutOff')).toEqual([
      '第1次下单时库存已被现场买家买走（a），已过重试截止时间（执行后5分钟），不再重试',
    ]);
  });

  it('keys each attempt of a run apart, the first as before', () => {
    expect(standingRunKey(7, RUN)).toBe(`standing:7:${RUN}`);
    expect(standingRunKey(7, RUN, 1)).toBe(`standing:7:${RUN}`);
    expect(standingRunKey(7, RUN, 2)).toBe(`standing:7:${RUN}:2`);
  });
});
