/**
 * The price board's rules (行情, issue 33): what a change against an earlier day is, how the board sorts, which days a
 * history and "the same week last year" cover. Pure: the server passes the day; the figures come from the market_days
 * rollup (apps/server drizzle/0025).
 *
 * Decisions:
 * - A row is a variety × grade × length code of one auction day. Its average per 扎 is weighted by bundles
 *   (amount / bundles), per 枝 by stems (amount / stems), rounded to the fen once, here.
 * - The change compares the average per 扎 with the same row's on the calendar day before and 7 days before (the same
 *   weekday: florists compare Mondays with Mondays). A row with no trade on that day has no change (shown —), never a
 *   change against another row or another day: a missing day is not a price of zero.
 * - The change is in tenths of a percent (integers: 52 = +5.2%), rounded half away from zero; below ±0.05% is 持平.
 * - Sorts: 成交量 (bundles, most first; the default), 涨幅 (change against the day before, biggest rise first) and
 *   跌幅 (biggest fall first); rows without a change go last; ties by variety code, grade and length.
 * - The same week last year: the 7 days ending 364 days before the day (52 weeks: the same weekdays), where data exists.
 */
import { addDays } from './time';

export const MARKET_SORTS = [
  { key: 'volume', label: '成交量' },
  { key: 'rise', label: '涨幅' },
  { key: 'fall', label: '跌幅' },
] as const;
export type MarketSort = (typeof MARKET_SORTS)[number]['key'];
export const MARKET_SORT_KEYS = MARKET_SORTS.map((sort) => sort.key) as readonly MarketSort[];
export const DEFAULT_MARKET_SORT: MarketSort = 'volume';

export function isMarketSort(value: unknown): value is MarketSort {
  return typeof value === 'string' && (MARKET_SORT_KEYS as readonly string[]).includes(value);
}

/** The history spans a variety page offers (days, ending at the board's day). */
export const MARKET_HISTORY_SPANS = [30, 90] as const;
export type MarketHistorySpan = (typeof MARKET_HISTORY_SPANS)[number];

/** The board's and the variety page's texts. */
export const MARKET_MESSAGES = {
  title: '行情',
  description: '花市每日成交：最低、均价、最高，与前一日和上周同日相比。',
  empty: '当日暂无成交',
  noMatch: '没有符合条件的成交',
  notToday: (day: string) => `今日暂无成交，显示 ${monthDay(day)} 的行情`,
  varietyMissing: '品种不存在',
  dayInvalid: '日期格式不正确',
  noHistory: '这段时间暂无成交',
  noLots: '今日暂无可买的货',
  lastYearNone: '去年同期暂无成交',
} as const;

/** "2026-11-28" → "11月28日". */
export function monthDay(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${Number(match[1])}月${Number(match[2])}日` : day;
}

/** An average in fen of `amountFen` over `count` (bundles or stems), to the nearest fen; null for no trade. */
export function averageFen(amountFen: number, count: number): number | null {
  return count > 0 ? Math.round(amountFen / count) : null;
}

export type PriceChange = { direction: 'up' | 'down' | 'flat'; tenthsPercent: number };

/** The change of `now` against `before` (both fen), in tenths of a percent; null when either is missing. */
export function priceChange(now: number | null, before: number | null): PriceChange | null {
  if (now === null || before === null || before <= 0) return null;
  const raw = ((now - before) * 1000) / before;
  const tenths = Math.sign(raw) * Math.round(Math.abs(raw));
  const tenthsPercent = tenths === 0 ? 0 : tenths;
  return { direction: tenthsPercent > 0 ? 'up' : tenthsPercent < 0 ? 'down' : 'flat', tenthsPercent };
}

/** "+5.2%", "-3.0%", "持平", or "—" with no change to show. */
export function changeLabel(change: PriceChange | null): string {
  if (!change) return '—';
  if (change.direction === 'flat') return '持平';
  const abs = Math.abs(change.tenthsPercent);
  return `${change.direction === 'up' ? '+' : '-'}${Math.floor(abs / 10)}.${abs % 10}%`;
}

/** The days a change compares with: the day before and 7 days before. */
export function comparisonDays(day: string): { dayBefore: string; weekBefore: string } | null {
  const dayBefore = addDays(day, -1);
  const weekBefore = addDays(day, -7);
  return dayBefore && weekBefore ? { dayBefore, weekBefore } : null;
}

/** The first day of a history of `span` days ending at `day` (inclusive). */
export function historyStart(day: string, span: MarketHistorySpan): string | null {
  return addDays(day, -(span - 1));
}

/** The same week last year: the 7 days ending 364 days before `day`. */
export function sameWeekLastYear(day: string): { from: string; to: string } | null {
  const to = addDays(day, -364);
  const from = to ? addDays(to, -6) : null;
  return from && to ? { from, to } : null;
}

/** What sorting needs of a row. */
export type SortableMarketRow = {
  flwCode: string;
  levelName: string;
  lengthCode: string;
  bundles: number;
  changeDay: PriceChange | null;
};

const byKey = (a: SortableMarketRow, b: SortableMarketRow): number =>
  a.flwCode.localeCompare(b.flwCode) || a.levelName.localeCompare(b.levelName) || a.lengthCode.localeCompare(b.lengthCode);

/** The rows in the board's order for `sort` (a new array). */
export function sortMarketRows<R extends SortableMarketRow>(rows: readonly R[], sort: MarketSort): R[] {
  const sign = sort === 'fall' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort === 'volume') return b.bundles - a.bundles || byKey(a, b);
    if (!a.changeDay || !b.changeDay) return a.changeDay ? -1 : b.changeDay ? 1 : b.bundles - a.bundles || byKey(a, b);
    return sign * (a.changeDay.tenthsPercent - b.changeDay.tenthsPercent) || b.bundles - a.bundles || byKey(a, b);
  });
}
