-- Issue 30: autovacuum and analyze of orders and order_items after a fixed number of rows, not a fraction of the
-- table; and the planner told how a date's orders spread over statuses.
-- PostgreSQL's defaults wait for 20 % of a table's rows inserted (or 20 % changed) before a vacuum, 10 % before an
-- analyze: 600,000 orders at a year, so a market day's orders — a rush day's 57,000 — are neither vacuumed nor known to
-- the statistics that day. Until vacuumed their pages are not all-visible, and every index-only read of them
-- (订单履约's count: one standing-item probe per order; the buyer's search by number) visits the heap row by row. A
-- vacuum of a mostly all-visible table reads only the changed pages (and skips index cleanup when few rows are dead),
-- so one every 10,000 orders (30,000 items) is cheap; an analyze (a 30,000-row sample, about a second) as often.
-- ALTER TABLE … SET takes SHARE UPDATE EXCLUSIVE: purchases go on.
ALTER TABLE orders SET (
  autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 10000,
  autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 10000
);
--> statement-breakpoint
ALTER TABLE order_items SET (
  autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 30000,
  autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 30000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 30000
);
--> statement-breakpoint
-- 订单履约 filters a date by status: the day's orders are nearly all 待配货 at noon and all 已完成 a few days later,
-- which per-column statistics cannot see (they multiply the date's share by the status's share over the year, and
-- guessed 1,905 of a rush day's 53,057 待配货, choosing to sort them all: 964 ms). The most common (date, status)
-- pairs let the planner walk orders_date_id_idx for a common status and orders_desk_idx for a rare one.
CREATE STATISTICS IF NOT EXISTS orders_date_status_stats (mcv) ON auction_date, status FROM orders;
--> statement-breakpoint
-- Filled now rather than at the next autoanalyze (a 30,000-row sample; SHARE UPDATE EXCLUSIVE, purchases go on) — on a
-- table that already holds a market's orders only. Statistics taken of a fresh seed's few orders mislead the purchase
-- path's plans until the next autoanalyze (bench:rush on a fresh seed: 1,363 → 829 orders/s with them, measured);
-- autovacuum analyzes a young table after its first 10,000 orders as set above. (Edited the hour it was merged, before
-- any release: a database that applied the plain ANALYZE keeps what it has.)
DO $$
BEGIN
  IF (SELECT reltuples FROM pg_class WHERE oid = 'orders'::regclass) > 100000 THEN
    ANALYZE orders;
  END IF;
END $$;
