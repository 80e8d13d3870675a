-- Issue 30: orders_desk_idx (auction_date, status, id) INCLUDE (session, paid_at, show_time) is replaced by
-- orders_desk_search_idx, the same keys and columns plus buyer_id, order_no and rcv_phone (concurrent-indexes.sql):
-- 订单履约's keyword search filters a day's orders in the index alone. Dropped here, in the journal, so orders keep
-- as many indexes as before (each costs every purchase); the replacement is built CONCURRENTLY right after the
-- journal, before the instance serves — meanwhile a status's orders of a day are read through orders_date_id_idx.
DROP INDEX IF EXISTS "orders_desk_idx";
