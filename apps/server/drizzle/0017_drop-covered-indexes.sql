-- Issue 30: indexes that others serve better, each a cost on every purchase (9 M order items, 3 M orders at a year).
-- order_items_order_idx (order_id): order_items_order_names_idx (order_id) INCLUDE (flw_name, cate_name) serves the
-- reads of all of an order's items (detail, refunds, fulfilment, the foreign key's cascade) with the same plans, and
-- order_items_standing_idx (order_id) WHERE cancelled_at IS NULL the probes for a standing item, index-only.
-- order_items_flw_name_idx (flw_name): read by nothing (the searches match names with ILIKE); order_items_names_idx
-- (flw_name, cate_name) replaces it for the buyer search's list of distinct names (services/orders.ts).
-- orders_buyer_created_idx (buyer_id, created_at): orders_buyer_created_no_idx (buyer_id, created_at DESC, id DESC)
-- INCLUDE (order_no) serves the same reads, and the search by order number index-only.
-- orders_date_session_status_idx (auction_date, session, status): orders_desk_idx (auction_date, status, id) INCLUDE
-- (session, paid_at, show_time) gives 订单履约 a status's orders in id order and its count index-only.
-- The replacements are built CONCURRENTLY (concurrent-indexes.sql) right after the journal, before the instance serves.
DROP INDEX IF EXISTS "order_items_order_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "order_items_flw_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_buyer_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_date_session_status_idx";