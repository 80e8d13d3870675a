-- Live stock (issue 19): every change of a lot's remaining stock is announced on the channel "stock" with the
-- lot's id, stock in stems and what a batch holds, whichever path changed it (buyer or operator orders,
-- cancellations returning stock, 入库管理). NOTIFY is delivered at commit, so only committed stock is announced;
-- a rolled-back purchase announces nothing. Every server instance LISTENs on one connection of its own.
CREATE OR REPLACE FUNCTION stock_lots_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stock', json_build_object('id', NEW.id, 'nowStock', NEW.now_stock, 'stems', NEW.stems_per_bunch, 'basic', NEW.basic_sale_no)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_lots_notify_update AFTER UPDATE OF now_stock, stems_per_bunch, basic_sale_no ON stock_lots
  FOR EACH ROW WHEN (OLD.now_stock IS DISTINCT FROM NEW.now_stock OR OLD.stems_per_bunch IS DISTINCT FROM NEW.stems_per_bunch OR OLD.basic_sale_no IS DISTINCT FROM NEW.basic_sale_no)
  EXECUTE FUNCTION stock_lots_notify();
