/**
 * The price board (行情, issue 33): one day's trades and a variety's history, read from the market_days rollup.
 *
 * Decisions:
 * - Never the orders: market_days (drizzle/0025) is kept by triggers on order_items in the transaction of every
 *   purchase and cancellation, so a read is a primary-key range of one day (plus the same keys 1 and 7 days before, by
 *   primary key) or one variety's index range (market_days_variety_day_idx) — a few hundred rows at most whatever the
 *   history's size. The rules (averages, changes, sorting, which days) are packages/domain priceBoard.ts.
 * - The day: the one asked for; otherwise today when today has trades, else the latest day with trades before it (the
 *   board is never empty just because the session has not opened yet) — the answer names both, and the page says so.
 * - A variety's history sums its grades and lengths per day unless one is chosen; its lowest and highest are the lowest
 *   and highest of those rows, its averages weighted by bundles (stems) as on the board.
 * - Today's open lots: the variety's lots of today's auction date with at least one 扎 left, in a session open now or
 *   opening later today (domain sessionStatus), cheapest first — each a link to buy on its product page.
 */
import {
  averageFen,
  comparisonDays,
  DEFAULT_MARKET_SORT,
  formatYuan,
  historyStart,
  MARKET_MESSAGES,
  priceChange,
  sameWeekLastYear,
  sessionStatus,
  shanghaiDate,
  sortMarketRows,
  type MarketHistorySpan,
  type MarketSort,
  type SessionType,
} from '@huashi/domain';
import type { MarketHistory, MarketPrices } from '@huashi/api';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { notFound } from '../http/envelope';

type Figures = {
  bundles: number;
  stems: number;
  amount: number;
  minBundle: number;
  maxBundle: number;
  minStem: number;
  maxStem: number;
};

/** Lowest / average / highest per 扎 and per 枝, as yuan for the wire. */
function pricesOf(f: Figures) {
  return {
    perBundle: { min: formatYuan(f.minBundle), avg: formatYuan(averageFen(f.amount, f.bundles) ?? 0), max: formatYuan(f.maxBundle) },
    perStem: { min: formatYuan(f.minStem), avg: formatYuan(averageFen(f.amount, f.stems) ?? 0), max: formatYuan(f.maxStem) },
  };
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type MarketPricesFilter = { day: string | null; form: number | null; grade?: string; q: string; sort?: MarketSort };

/** One day's board (see the top of this file). */
export async function marketPrices(db: DbOrTx, now: Date, filter: MarketPricesFilter): Promise<MarketPrices> {
  const today = shanghaiDate(now)!;
  let day = filter.day;
  if (!day) {
    const [latest] = (
      await db.execute<{ day: string | null }>(sql`select max(day)::text as day from market_days where day <= ${today}::date`)
    ).rows;
    day = latest?.day ?? today;
  }
  const { dayBefore, weekBefore } = comparisonDays(day)!;
  const q = filter.q.trim();
  const [{ rows }, { rows: forms }] = await Promise.all([
    db.execute<
      Figures & {
        flw_code: string;
        name: string;
        form: string;
        form_id: number;
        level_name: string;
        length_code: string;
        day_amount: string | null;
        day_bundles: number | null;
        week_amount: string | null;
        week_bundles: number | null;
      }
    >(sql`
      select m.flw_code, v.name, coalesce(s.name, '') as form, m.style_id as form_id, m.level_name, m.length_code,
             m.bundles, m.stems, m.amount_fen::text as amount, m.min_bundle_fen as "minBundle", m.max_bundle_fen as "maxBundle",
             m.min_stem_fen as "minStem", m.max_stem_fen as "maxStem",
             y.amount_fen::text as day_amount, y.bundles as day_bundles, w.amount_fen::text as week_amount, w.bundles as week_bundles
        from market_days m
        join varieties v on v.flw_code = m.flw_code
        left join styles s on s.id = m.style_id
        left join market_days y on y.day = ${dayBefore}::date and y.flw_code = m.flw_code and y.level_name = m.level_name and y.length_code = m.length_code
        left join market_days w on w.day = ${weekBefore}::date and w.flw_code = m.flw_code and w.level_name = m.level_name and w.length_code = m.length_code
       where m.day = ${day}::date
         ${filter.form === null ? sql`` : sql`and m.style_id = ${filter.form}`}
         ${filter.grade ? sql`and m.level_name = ${filter.grade}` : sql``}
         ${q ? sql`and (v.name like ${likePattern(q)} or m.flw_code = ${q})` : sql``}`),
    db.execute<{ id: number; name: string }>(sql`select id, name from styles order by sort, id`),
  ]);
  const view = rows.map((r) => {
    const figures = { ...r, amount: Number(r.amount) };
    const avg = averageFen(figures.amount, r.bundles);
    const avgOf = (amount: string | null, bundles: number | null) =>
      amount === null || !bundles ? null : averageFen(Number(amount), bundles);
    return {
      flwCode: r.flw_code,
      name: r.name,
      form: r.form,
      formId: r.form_id,
      levelName: r.level_name,
      lengthCode: r.length_code,
      bundles: r.bundles,
      stems: r.stems,
      ...pricesOf(figures),
      changeDay: priceChange(avg, avgOf(r.day_amount, r.day_bundles)),
      changeWeek: priceChange(avg, avgOf(r.week_amount, r.week_bundles)),
    };
  });
  return { day, today, forms, rows: sortMarketRows(view, filter.sort ?? DEFAULT_MARKET_SORT) };
}

export type MarketHistoryFilter = { variety: string; grade?: string; length: string; days: MarketHistorySpan };

/** A variety's history, the same week last year and today's open lots (see the top of this file). */
export async function marketHistory(db: DbOrTx, now: Date, filter: MarketHistoryFilter): Promise<MarketHistory> {
  const today = shanghaiDate(now)!;
  const [variety] = (
    await db.execute<{ name: string; form: string }>(sql`
      select v.name, coalesce(s.name, '') as form from varieties v
        left join categories c on c.id = v.category_id left join styles s on s.id = c.style_id
       where v.flw_code = ${filter.variety}`)
  ).rows;
  if (!variety) throw notFound(MARKET_MESSAGES.varietyMissing);
  const from = historyStart(today, filter.days)!;
  const grade = filter.grade ?? null;
  const length = filter.length || null;
  const keyFilter = sql`${grade === null ? sql`` : sql`and level_name = ${grade}`} ${length === null ? sql`` : sql`and length_code = ${length}`}`;
  const pointsQuery = (since: string, until: string) => sql`
    select day::text as day, sum(bundles)::int as bundles, sum(stems)::int as stems, sum(amount_fen)::text as amount,
           min(min_bundle_fen) as "minBundle", max(max_bundle_fen) as "maxBundle", min(min_stem_fen) as "minStem", max(max_stem_fen) as "maxStem"
      from market_days
     where flw_code = ${filter.variety} and day between ${since}::date and ${until}::date ${keyFilter}
     group by day order by day`;
  type PointRow = Omit<Figures, 'amount'> & { day: string; amount: string };
  const week = sameWeekLastYear(today)!;
  // Four independent reads, side by side on the pool's connections (one round trip of time, not four).
  const [{ rows: points }, { rows: keys }, { rows: lastYearRows }, lots] = await Promise.all([
    db.execute<PointRow>(pointsQuery(from, today)),
    db.execute<{ level_name: string; length_code: string }>(sql`
      select distinct level_name, length_code from market_days where flw_code = ${filter.variety} and day between ${from}::date and ${today}::date`),
    db.execute<PointRow>(pointsQuery(week.from, week.to)),
    openLots(db, now, today, filter.variety),
  ]);
  const lastYearBundles = lastYearRows.reduce((sum, r) => sum + r.bundles, 0);
  const lastYearAmount = lastYearRows.reduce((sum, r) => sum + Number(r.amount), 0);
  return {
    flwCode: filter.variety,
    name: variety.name,
    form: variety.form,
    day: today,
    span: filter.days,
    levelName: grade,
    lengthCode: length,
    grades: [...new Set(keys.map((k) => k.level_name))].sort(),
    lengths: [...new Set(keys.map((k) => k.length_code))].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b)),
    points: points.map((p) => ({ day: p.day, bundles: p.bundles, ...pricesOf({ ...p, amount: Number(p.amount) }) })),
    lastYear:
      lastYearBundles > 0
        ? { ...week, bundles: lastYearBundles, avgBundle: formatYuan(averageFen(lastYearAmount, lastYearBundles) ?? 0) }
        : null,
    lots,
  };
}

/** Whether a session can still be bought today: open now, or opening later on the same Kunming day. */
function tradableToday(session: SessionType, now: Date, today: string): boolean {
  const status = sessionStatus(session, now);
  if (!status) return false;
  return status.open || shanghaiDate(status.opensAt) === today;
}

async function openLots(db: DbOrTx, now: Date, today: string, flwCode: string): Promise<MarketHistory['lots']> {
  const sessions = (['A', 'C'] as const).filter((session) => tradableToday(session, now, today));
  if (sessions.length === 0) return [];
  const rows = (
    await db.execute<{
      id: number;
      session: SessionType;
      supplier_id: string;
      supplier_name: string;
      level_name: string;
      length_code: string;
      price: number;
      spb: number;
      bundles: number;
    }>(sql`
      select l.id, l.session, l.supplier_id, s.name as supplier_name, l.level_name, l.length_code, l.sale_price_fen as price,
             l.stems_per_bunch as spb, (l.now_stock / l.stems_per_bunch)::int as bundles
        from stock_lots l join suppliers s on s.id = l.supplier_id
       where l.auction_date = ${today}::date and l.session in (${sql.join(
         sessions.map((s) => sql`${s}`),
         sql`, `,
       )}) and l.flw_code = ${flwCode} and l.now_stock >= l.stems_per_bunch
       order by l.sale_price_fen * l.stems_per_bunch, l.id
       limit 20`)
  ).rows;
  return rows.map((r) => ({
    id: r.id,
    session: r.session,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    levelName: r.level_name,
    lengthCode: r.length_code,
    bunchPrice: formatYuan(r.price * r.spb),
    price: formatYuan(r.price),
    bundles: r.bundles,
  }));
}

/** How many days back ledger:check recounts the price board's rollup (the board's change reads 7 days back). */
export const MARKET_RECOUNT_DAYS = 31;

export type MarketRollupDifference = { key: string; kept: string | null; counted: string | null };

/**
 * The price board's rollup against a recount from the orders of its last MARKET_RECOUNT_DAYS auction days (every
 * standing item by its order's auction date): the keys whose bundles, stems, amount, lowest or highest differ
 * (ledger:check; a test recounts the whole history with `days` null).
 */
export async function marketRollupDifferences(
  db: DbOrTx,
  days: number | null = MARKET_RECOUNT_DAYS,
): Promise<{ keys: number; since: string | null; differences: MarketRollupDifference[] }> {
  const { rows } = await db.execute<{ key: string; kept: string | null; counted: string | null; same: boolean }>(sql`
    with since as (${days === null ? sql`select '-infinity'::date as day` : sql`select max(day) - ${days}::int as day from market_days`}),
    counted as (
      select o.auction_date as day, i.flw_code, i.level_name, i.length_code,
             concat_ws(' ', sum(i.buy_qty), sum(i.buy_qty_all), sum(i.buy_qty_all::bigint * i.buy_price_fen),
               min(i.buy_price_fen * i.stems_per_bunch), max(i.buy_price_fen * i.stems_per_bunch), min(i.buy_price_fen), max(i.buy_price_fen)) as figures
        from since, orders o join order_items i on i.order_id = o.id
       where o.auction_date >= since.day and i.cancelled_at is null
       group by 1, 2, 3, 4
    ),
    kept as (
      select m.day, m.flw_code, m.level_name, m.length_code,
             concat_ws(' ', m.bundles, m.stems, m.amount_fen, m.min_bundle_fen, m.max_bundle_fen, m.min_stem_fen, m.max_stem_fen) as figures
        from market_days m, since where m.day >= since.day
    )
    select concat_ws(' ', coalesce(k.day, c.day)::text, coalesce(k.flw_code, c.flw_code), coalesce(k.level_name, c.level_name),
             coalesce(k.length_code, c.length_code)) as key, k.figures as kept, c.figures as counted,
           k.figures is not distinct from c.figures as same
      from kept k full join counted c
        on c.day = k.day and c.flw_code = k.flw_code and c.level_name = k.level_name and c.length_code = k.length_code
     order by 1`);
  const since = rows.length > 0 ? rows.map((r) => r.key.slice(0, 10)).reduce((a, b) => (a < b ? a : b)) : null;
  return { keys: rows.length, since, differences: rows.filter((r) => !r.same).map(({ key, kept, counted }) => ({ key, kept, counted })) };
}
