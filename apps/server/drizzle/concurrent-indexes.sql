-- Indexes built with CREATE INDEX CONCURRENTLY after the journal's migrations (db/migrations.ts, issue 30).
-- Drizzle's migrator applies the journal in one transaction, where CONCURRENTLY is refused; a plain CREATE INDEX
-- takes a SHARE lock that stops every insert into the table for the whole build (seconds on a year's 9 M
-- order items), so a purchase would wait that long. Rule: an index on orders, order_items, balance_ledger,
-- audit_log or any table a purchase writes goes here, never in a journal migration. Each statement is
-- `CREATE INDEX CONCURRENTLY IF NOT EXISTS <name> …`, one per breakpoint, and is never edited once merged (add a new
-- one under a new name; drop an old one in a journal migration). An index left invalid by an interrupted build is
-- dropped and built again at the next start.

-- 订单履约: a date's orders by id (the desk pages by id); the old plan walked orders_pkey and filtered every order.
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_date_id_idx ON orders (auction_date, id);
--> statement-breakpoint
-- Claim rate per supplier (adminClaims supplierClaimRates): a supplier's standing items, covering the join and the
-- claim probe, instead of a scan of every order item.
CREATE INDEX CONCURRENTLY IF NOT EXISTS order_items_supplier_idx ON order_items (supplier_id, order_id) INCLUDE (id) WHERE cancelled_at IS NULL;
--> statement-breakpoint
-- …and the orders delivered in its 30-day window, index-only.
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_show_time_idx ON orders (show_time) INCLUDE (id) WHERE show_time IS NOT NULL;
--> statement-breakpoint
-- 买家 search: ILIKE '%text%' on each of the four columns, OR'd (a BitmapOr of the four); needs pg_trgm (0013).
CREATE INDEX CONCURRENTLY IF NOT EXISTS buyers_phone_trgm_idx ON buyers USING gin (phone gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS buyers_contact_phone_trgm_idx ON buyers USING gin (contact_phone gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS buyers_account_no_trgm_idx ON buyers USING gin (account_no gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS buyers_nick_name_trgm_idx ON buyers USING gin (nick_name gin_trgm_ops);
--> statement-breakpoint
-- A buyer's order search (orders.ts searchOrders) filters each item of the buyer's orders by flower or category name:
-- covering those names makes the per-order probe index-only instead of a heap visit per item.
CREATE INDEX CONCURRENTLY IF NOT EXISTS order_items_order_names_idx ON order_items (order_id) INCLUDE (flw_name, cate_name);
--> statement-breakpoint
-- 售后理赔: a state's claims in the desk's order — decided ones newest decision first (已赔付 sorted a year's 80,000
-- paid claims on every load), waiting ones oldest first — read from the index in order, a page at a time.
CREATE INDEX CONCURRENTLY IF NOT EXISTS after_sales_status_processed_idx ON after_sales (status, processed_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS after_sales_status_created_idx ON after_sales (status, created_at, id);
--> statement-breakpoint
-- A buyer's orders newest first, with the order number (orders.ts searchOrders, listOrders): the search by number
-- filters the buyer's numbers in the index alone (index-only), not one heap page per order of the buyer's history.
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_buyer_created_no_idx ON orders (buyer_id, created_at DESC, id DESC) INCLUDE (order_no);
--> statement-breakpoint
-- The distinct (flower, category) names of all order items, read by a loose index scan (one descent per name pair):
-- the buyer's order search probes items by name only when some item name holds the keyword.
CREATE INDEX CONCURRENTLY IF NOT EXISTS order_items_names_idx ON order_items (flw_name, cate_name);
--> statement-breakpoint
-- An order's standing (not cancelled) items: the "has a standing item" probe of every desk and list
-- (orderStanding.ts), index-only — 订单履约's count makes one per order of the day (57,000 on a rush day).
CREATE INDEX CONCURRENTLY IF NOT EXISTS order_items_standing_idx ON order_items (order_id) WHERE cancelled_at IS NULL;
--> statement-breakpoint
-- 订单履约 by status: a status's orders of a date in id order (the desk's order), and its count index-only with the
-- session, paid and delivered filters read from the index (a rush day's 已完成 walked 57,000 orders of the day: 467 ms).
-- (Was orders_desk_idx, without buyer_id, order_no, rcv_phone: replaced by orders_desk_search_idx below, dropped by
-- migration 0019.)
--> statement-breakpoint
-- 操作记录 by order number or buyer, and an order's history in its detail (issue 31, services/audit.ts auditAbout): an
-- entry names its order, item, claim or buyer by the first or second of its ids; each probe reads one of these.
CREATE INDEX CONCURRENTLY IF NOT EXISTS audit_log_entity_first_idx ON audit_log (entity, (entity_ids -> 0));
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS audit_log_entity_second_idx ON audit_log (entity, (entity_ids -> 1));
--> statement-breakpoint
-- 日报 (issue 31, services/dayReport.ts): the ledger's rows of a day summed by source and sign, index-only (a day of a
-- year's 4.2 M rows is one range of this index, not a scan of the table).
CREATE INDEX CONCURRENTLY IF NOT EXISTS balance_ledger_created_idx ON balance_ledger (created_at) INCLUDE (ref_type, io_value_fen, frozen_delta_fen);
--> statement-breakpoint
-- …and the claims filed on a day.
CREATE INDEX CONCURRENTLY IF NOT EXISTS after_sales_created_idx ON after_sales (created_at);
--> statement-breakpoint
-- 订单履约 by status as orders_desk_idx was, and its keyword search (adminOrders.ts deskWhere) index-only: a rush day's
-- 57,516 orders filtered by number, receiver's phone and buyer in the index, not a heap visit each (31,678 pages read).
-- Replaces orders_desk_idx (dropped by migration 0019): one index on orders as before, so a purchase writes no more.
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_desk_search_idx ON orders (auction_date, status, id) INCLUDE (session, paid_at, show_time, buyer_id, order_no, rcv_phone);
--> statement-breakpoint
-- 订单履约's rows (adminOrders.ts deskOrderRows): whether an order has an open after-sales claim, probed per order
-- instead of hashing every open claim of the market (20,592 at a year) for each page and each export batch.
CREATE INDEX CONCURRENTLY IF NOT EXISTS after_sales_order_idx ON after_sales (order_id);
--> statement-breakpoint
-- Suppliers' settlement (issue 31, services/settlements.ts): a supplier's sold items not yet tied to a settlement — the
-- rows a settlement looks for besides its period's (往期补结: paid late, or a day between settled periods). Once the
-- desk settles regularly it holds the unsettled days only — and the items sold before the market's first settlement
-- in the app (never taken: the domain's floor), which a market with a history before settlements keeps in it.
CREATE INDEX CONCURRENTLY IF NOT EXISTS order_items_unsettled_idx ON order_items (supplier_id, order_id) WHERE settlement_id IS NULL AND cancelled_at IS NULL;
--> statement-breakpoint
-- …and its items cancelled after a confirmed settlement paid them, not yet taken back (往期冲回): a handful.
CREATE INDEX CONCURRENTLY IF NOT EXISTS order_items_settled_cancelled_idx ON order_items (supplier_id) WHERE settlement_id IS NOT NULL AND cancelled_at IS NOT NULL AND reversed_by_settlement_id IS NULL;
--> statement-breakpoint
-- 提现打款 待打款 and 今日概览's payouts waiting (issue 31): the pending withdrawals in the desk's order (oldest first),
-- instead of a scan of the year's withdrawals (18,559 at seed:year scale 1; a handful pending).
CREATE INDEX CONCURRENTLY IF NOT EXISTS withdrawals_pending_idx ON withdrawals (created_at, id) WHERE status = 'pending';
