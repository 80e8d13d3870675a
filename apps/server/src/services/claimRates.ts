/**
 * A supplier's 售后率 (the domain's claimRateText), read by the 售后理赔 desk and the buyer's supplier rows: of the
 * supplier's items delivered in the last 30 days (CLAIM_RATE_DAYS: the order's show_time in [now − 30 days, now], the
 * item not cancelled), how many carry a claim the market accepted (CLAIM_RATE_STATUSES) — a claim still waiting,
 * rejected or withdrawn moves nothing.
 *
 * Decisions (issue 30):
 * - Read from a rollup, not from the orders. Counting the window from order_items ⋈ orders grows with the history: at
 *   a year (3 M orders, 9 M items) ten suppliers' rates were a parallel hash join of 30 days' delivered orders
 *   (244,000) with those suppliers' year of items (106,547), 243–767 ms (EXPLAIN ANALYZE on seed:year scale 1), and the
 *   read bench fell from 7,747 to 2,228 req/s. An index through the lots was tried (519 ms). The rollup
 *   `supplier_claim_days` (drizzle/0015) holds per supplier and Kunming day of delivery the items delivered (their
 *   ids and count) and the accepted count; a rate reads at most 31 of its rows per supplier, whatever the history.
 * - Exact, not estimated, and current at once: triggers on orders (show_time), order_items (insert into a delivered
 *   order, cancellation, delete) and after_sales (status) keep it in the transaction of the change, whichever code path
 *   made it; server tests prove it equals a recount from orders, items and claims after a random history.
 * - The window is a sliding 30 × 24 hours, as before, not whole days: the days strictly inside it are summed from their
 *   counts; its first and last day are partly inside, so their items (the ids the rollup row keeps, about a day of one
 *   supplier's deliveries) are looked up and their order's show_time compared with the window — a few dozen primary-key
 *   probes per supplier.
 * - Rejected: a delivered_at copied onto order_items with a (supplier_id, delivered_at) index. Exact too, but it reads
 *   every item of the window (400 per supplier at a year, growing with trade) plus a claim probe each, and its backfill
 *   rewrites all 9 M order items (a 2.7 GB table) inside the migration; the rollup's fill only reads them.
 */
import { CLAIM_RATE_DAYS, claimRateText, MS_PER_DAY } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

/** A supplier's basis of the window: items delivered and not cancelled, and how many of them a claim was accepted on. */
export type ClaimCounts = { delivered: number; accepted: number };

/** Claim rate text per supplier id (every id asked for has one; no deliveries reads 暂无). */
export async function supplierClaimRates(db: AppContext['db'], supplierIds: readonly string[], now: Date): Promise<Map<string, string>> {
  const counts = await supplierClaimCounts(db, supplierIds, now);
  return new Map([...counts].map(([id, c]) => [id, claimRateText(c.accepted, c.delivered)]));
}

/** The window's counts per supplier id, from the rollup (every id asked for has an entry). */
export async function supplierClaimCounts(
  db: AppContext['db'],
  supplierIds: readonly string[],
  now: Date,
): Promise<Map<string, ClaimCounts>> {
  const ids = [...new Set(supplierIds)];
  const counts = new Map<string, ClaimCounts>();
  if (ids.length === 0) return counts;
  const since = new Date(now.getTime() - CLAIM_RATE_DAYS * MS_PER_DAY).toISOString();
  const until = now.toISOString();
  const { rows } = await db.execute<{ supplier_id: string; delivered: number; accepted: number }>(sql`
    with span as (select supplier_claim_day(${since}::timestamptz) as first, supplier_claim_day(${until}::timestamptz) as last),
    days as (
      select d.supplier_id, d.day, d.delivered, d.accepted, d.item_ids from supplier_claim_days d, span
      where d.supplier_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and d.day between span.first and span.last
    ),
    counted as (
      select supplier_id, delivered, accepted from days, span where day > span.first and day < span.last
      union all
      select i.supplier_id, 1, supplier_claim_accepted(a.status)::int
      from days cross join span cross join unnest(days.item_ids) as edge(item_id)
      join order_items i on i.id = edge.item_id
      join orders o on o.id = i.order_id
      left join after_sales a on a.item_id = i.id
      where (days.day = span.first or days.day = span.last) and i.cancelled_at is null
        and o.show_time >= ${since}::timestamptz and o.show_time <= ${until}::timestamptz
    )
    select supplier_id, sum(delivered)::int as delivered, sum(accepted)::int as accepted from counted group by supplier_id`);
  const bySupplier = new Map(rows.map((r) => [r.supplier_id, r]));
  for (const id of ids) {
    const row = bySupplier.get(id);
    counts.set(id, { delivered: Number(row?.delivered ?? 0), accepted: Number(row?.accepted ?? 0) });
  }
  return counts;
}

/** A supplier day where the rollup and a recount from the orders differ (null: no row on that side). */
export type ClaimRollupDifference = { supplierId: string; day: string; kept: ClaimCounts | null; counted: ClaimCounts | null };

/**
 * The rollup against a recount of its last 31 days (those a rate can read, up to its latest day): the supplier days
 * that differ in delivered or accepted count or in their items, and how many supplier days were compared. For
 * `npm run ledger:check` (and after seed:year and a restore); not the whole history, which takes a minute on a year.
 */
export async function claimRollupDifferences(
  db: AppContext['db'],
): Promise<{ days: number; since: string | null; differences: ClaimRollupDifference[] }> {
  type Row = {
    supplier_id: string;
    day: string;
    kept_delivered: number | null;
    kept_accepted: number | null;
    delivered: number | null;
    accepted: number | null;
    same: boolean;
  };
  const { rows } = await db.execute<Row>(sql`
    with since as (select max(day) - ${CLAIM_RATE_DAYS}::int as day from supplier_claim_days),
    counted as (
      select i.supplier_id, supplier_claim_day(o.show_time) as day, count(*)::int as delivered,
             count(*) filter (where supplier_claim_accepted(a.status))::int as accepted, array_agg(i.id order by i.id) as item_ids
      from since, orders o join order_items i on i.order_id = o.id left join after_sales a on a.item_id = i.id
      where o.show_time >= since.day::timestamp at time zone 'Asia/Shanghai' and i.cancelled_at is null
      group by 1, 2
    ),
    kept as (
      select d.supplier_id, d.day, d.delivered, d.accepted, array(select unnest(d.item_ids) order by 1) as item_ids
      from supplier_claim_days d, since where d.day >= since.day
    )
    select coalesce(k.supplier_id, c.supplier_id) as supplier_id, coalesce(k.day, c.day)::text as day,
           k.delivered as kept_delivered, k.accepted as kept_accepted, c.delivered, c.accepted,
           (k.delivered, k.accepted, k.item_ids) is not distinct from (c.delivered, c.accepted, c.item_ids) as same
    from kept k full join counted c on c.supplier_id = k.supplier_id and c.day = k.day
    order by 2, 1`);
  const since = rows.length > 0 ? rows.map((r) => r.day).reduce((a, b) => (a < b ? a : b)) : null;
  const counts = (delivered: number | null, accepted: number | null) =>
    delivered === null ? null : { delivered, accepted: accepted ?? 0 };
  return {
    days: rows.length,
    since,
    differences: rows
      .filter((r) => !r.same)
      .map((r) => ({
        supplierId: r.supplier_id,
        day: r.day,
        kept: counts(r.kept_delivered, r.kept_accepted),
        counted: counts(r.delivered, r.accepted),
      })),
  };
}
