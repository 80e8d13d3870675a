-- 今日概览 live (issue 31): every change of orders, order items (a cancellation), after-sales claims and withdrawals
-- is announced on the channel "desk" with what changed ('orders', 'claims', 'payouts'), whichever path made it and
-- whichever instance; the dashboard's streams (routes/adminDashboard.ts) tell open pages to read the figures again.
-- Statement-level: one notification per statement, and PostgreSQL folds identical ones of a transaction into one, so a
-- purchase (which already notifies "stock") adds one small notification at its commit, delivered only once committed.
CREATE OR REPLACE FUNCTION desk_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('desk', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_desk_notify AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION desk_notify('orders');
--> statement-breakpoint
CREATE TRIGGER order_items_desk_notify AFTER UPDATE OR DELETE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION desk_notify('orders');
--> statement-breakpoint
CREATE TRIGGER after_sales_desk_notify AFTER INSERT OR UPDATE OR DELETE ON after_sales
  FOR EACH STATEMENT EXECUTE FUNCTION desk_notify('claims');
--> statement-breakpoint
CREATE TRIGGER withdrawals_desk_notify AFTER INSERT OR UPDATE OR DELETE ON withdrawals
  FOR EACH STATEMENT EXECUTE FUNCTION desk_notify('payouts');
