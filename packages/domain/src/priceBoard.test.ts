import { describe, expect, it } from 'vitest';
import {
  averageFen,
  changeLabel,
  comparisonDays,
  historyStart,
  isMarketSort,
  monthDay,
  priceChange,
  sameWeekLastYear,
  sortMarketRows,
  type SortableMarketRow,
} from './priceBoard';

describe('price board rules', () => {
  it('averages to the nearest fen and has none without a trade', () => {
    expect(averageFen(1000, 3)).toBe(333);
    expect(averageFen(1001, 2)).toBe(501);
    expect(averageFen(500, 0)).toBeNull();
  });

  it('says a change in tenths of a percent, 持平 below 0.05 %, and — with nothing to compare', () => {
    expect(changeLabel(priceChange(2100, 2000))).toBe('+5.0%');
    expect(changeLabel(priceChange(1934, 2000))).toBe('-3.3%');
    expect(changeLabel(priceChange(2000, 2000))).toBe('持平');
    expect(changeLabel(priceChange(20_001, 20_000))).toBe('持平');
    expect(changeLabel(priceChange(2000, null))).toBe('—');
    expect(priceChange(null, 2000)).toBeNull();
    expect(priceChange(3000, 2000)).toEqual({ direction: 'up', tenthsPercent: 500 });
  });

  it('compares with the day before and the same weekday a week and a year (52 weeks) before', () => {
    expect(comparisonDays('2026-03-01')).toEqual({ dayBefore: '2026-02-28', weekBefore: '2026-02-22' });
    expect(historyStart('2026-11-29', 30)).toBe('2026-10-31');
    expect(sameWeekLastYear('2026-11-29')).toEqual({ from: '2025-11-24', to: '2025-11-30' });
    expect(comparisonDays('nope')).toBeNull();
    expect(monthDay('2026-11-08')).toBe('11月8日');
  });

  it('sorts by volume, by rise or by fall, rows without a change last', () => {
    const row = (flwCode: string, bundles: number, tenths: number | null): SortableMarketRow => ({
      flwCode,
      levelName: 'A',
      lengthCode: '60',
      bundles,
      changeDay: tenths === null ? null : { direction: tenths > 0 ? 'up' : tenths < 0 ? 'down' : 'flat', tenthsPercent: tenths },
    });
    const rows = [row('a', 10, 50), row('b', 30, -20), row('c', 20, null), row('d', 5, 120)];
    expect(sortMarketRows(rows, 'volume').map((r) => r.flwCode)).toEqual(['b', 'c', 'a', 'd']);
    expect(sortMarketRows(rows, 'rise').map((r) => r.flwCode)).toEqual(['d', 'a', 'b', 'c']);
    expect(sortMarketRows(rows, 'fall').map((r) => r.flwCode)).toEqual(['b', 'a', 'd', 'c']);
    expect(isMarketSort('rise')).toBe(true);
    expect(isMarketSort('price')).toBe(false);
  });
});
