CREATE TABLE "rollup_fills" (
	"name" text PRIMARY KEY NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_claim_days" (
	"supplier_id" text NOT NULL,
	"day" date NOT NULL,
	"delivered" integer NOT NULL,
	"accepted" integer NOT NULL,
	"item_ids" integer[] NOT NULL,
	CONSTRAINT "supplier_claim_days_supplier_id_day_pk" PRIMARY KEY("supplier_id","day"),
	CONSTRAINT "supplier_claim_days_counts" CHECK ("supplier_claim_days"."delivered" = cardinality("supplier_claim_days"."item_ids") and "supplier_claim_days"."accepted" between 0 and "supplier_claim_days"."delivered")
);
--> statement-breakpoint
-- The claim rate's rollup (issue 30; services/claimRates.ts reads it). An item counts on its supplier's day of
-- delivery when its order has a show_time and the item is not cancelled; it counts as accepted when its claim (one per
-- item, after_sales_item_uq) is in the domain's CLAIM_RATE_STATUSES (1 处理中, 8/9 待赔付, 10 已赔付 — a server test
-- proves the list below equals the domain's). Triggers keep it in the transaction of every change, whichever path made
-- it (fulfilment, the 72-hour job, cancellations, claim decisions, seeds, a test's own SQL); a bulk load that skips
-- triggers (seed:year's session_replication_role = replica) refills it with supplier_claim_days_fill(true).
CREATE FUNCTION supplier_claim_day(shown timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (shown AT TIME ZONE 'Asia/Shanghai')::date $$;
--> statement-breakpoint
CREATE FUNCTION supplier_claim_accepted(status smallint) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(status IN (1, 8, 9, 10), false) $$;
--> statement-breakpoint
-- One item into (sign 1) or out of (sign -1) its supplier's day of delivery, with its acceptance.
CREATE FUNCTION supplier_claim_days_move(p_supplier text, p_shown timestamptz, p_item integer, p_sign integer, p_accepted boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_sign > 0 THEN
    INSERT INTO supplier_claim_days AS d (supplier_id, day, delivered, accepted, item_ids)
    VALUES (p_supplier, supplier_claim_day(p_shown), 1, p_accepted::int, ARRAY[p_item])
    ON CONFLICT (supplier_id, day) DO UPDATE
      SET delivered = d.delivered + 1, accepted = d.accepted + excluded.accepted, item_ids = d.item_ids || p_item;
  ELSE
    UPDATE supplier_claim_days
      SET delivered = delivered - 1, accepted = accepted - p_accepted::int, item_ids = array_remove(item_ids, p_item)
      WHERE supplier_id = p_supplier AND day = supplier_claim_day(p_shown) AND p_item = ANY (item_ids);
    DELETE FROM supplier_claim_days WHERE supplier_id = p_supplier AND day = supplier_claim_day(p_shown) AND delivered = 0;
  END IF;
END;
$$;
--> statement-breakpoint
-- An item's claim entered (delta 1) or left (-1) the accepted statuses: its day's accepted count, when the item counts.
CREATE FUNCTION supplier_claim_days_accept(p_item integer, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE supplier_claim_days d SET accepted = d.accepted + p_delta
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.id = p_item AND i.cancelled_at IS NULL AND o.show_time IS NOT NULL
      AND d.supplier_id = i.supplier_id AND d.day = supplier_claim_day(o.show_time) AND p_item = ANY (d.item_ids);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_claim_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item record;
  shown_before timestamptz := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.show_time END;
  shown_after timestamptz := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.show_time END;
BEGIN
  FOR item IN
    SELECT i.id, i.supplier_id, supplier_claim_accepted(a.status) AS accepted
      FROM order_items i LEFT JOIN after_sales a ON a.item_id = i.id
      WHERE i.order_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END AND i.cancelled_at IS NULL
      ORDER BY i.supplier_id, i.id
  LOOP
    IF shown_before IS NOT NULL THEN PERFORM supplier_claim_days_move(item.supplier_id, shown_before, item.id, -1, item.accepted); END IF;
    IF shown_after IS NOT NULL THEN PERFORM supplier_claim_days_move(item.supplier_id, shown_after, item.id, 1, item.accepted); END IF;
  END LOOP;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_claim_days_show_time AFTER UPDATE OF show_time ON orders
  FOR EACH ROW WHEN (OLD.show_time IS DISTINCT FROM NEW.show_time) EXECUTE FUNCTION orders_claim_days();
--> statement-breakpoint
-- Before: a deleted order's items go with it (ON DELETE CASCADE), and by then they are gone.
CREATE TRIGGER orders_claim_days_delete BEFORE DELETE ON orders
  FOR EACH ROW WHEN (OLD.show_time IS NOT NULL) EXECUTE FUNCTION orders_claim_days();
--> statement-breakpoint
-- Items inserted into a delivered order (seeds; a purchase inserts into an order not yet delivered): one statement-level
-- join per insert. A new item has no claim yet (after_sales.item_id references it).
CREATE FUNCTION order_items_claim_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT n.id, n.supplier_id, o.show_time FROM new_items n JOIN orders o ON o.id = n.order_id
      WHERE o.show_time IS NOT NULL AND n.cancelled_at IS NULL ORDER BY n.supplier_id, n.id
  LOOP
    PERFORM supplier_claim_days_move(item.supplier_id, item.show_time, item.id, 1, false);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_claim_days_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_claim_days_insert();
--> statement-breakpoint
-- An item cancelled (or restored), moved to another supplier or order, or deleted.
CREATE FUNCTION order_items_claim_days_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  accepted boolean;
  shown timestamptz;
BEGIN
  SELECT supplier_claim_accepted(a.status) INTO accepted FROM after_sales a WHERE a.item_id = OLD.id;
  accepted := coalesce(accepted, false);
  IF OLD.cancelled_at IS NULL THEN
    SELECT o.show_time INTO shown FROM orders o WHERE o.id = OLD.order_id;
    IF shown IS NOT NULL THEN PERFORM supplier_claim_days_move(OLD.supplier_id, shown, OLD.id, -1, accepted); END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.cancelled_at IS NULL THEN
    SELECT o.show_time INTO shown FROM orders o WHERE o.id = NEW.order_id;
    IF shown IS NOT NULL THEN PERFORM supplier_claim_days_move(NEW.supplier_id, shown, NEW.id, 1, accepted); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_claim_days_update AFTER UPDATE OF cancelled_at, supplier_id, order_id ON order_items
  FOR EACH ROW WHEN ((OLD.cancelled_at IS NULL) IS DISTINCT FROM (NEW.cancelled_at IS NULL) OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id OR OLD.order_id IS DISTINCT FROM NEW.order_id)
  EXECUTE FUNCTION order_items_claim_days_change();
--> statement-breakpoint
CREATE TRIGGER order_items_claim_days_delete AFTER DELETE ON order_items
  FOR EACH ROW WHEN (OLD.cancelled_at IS NULL) EXECUTE FUNCTION order_items_claim_days_change();
--> statement-breakpoint
-- A claim filed, decided, moved or withdrawn (deleted): the item's acceptance before and after.
CREATE FUNCTION after_sales_claim_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_item integer := CASE WHEN TG_OP <> 'INSERT' AND supplier_claim_accepted(OLD.status) THEN OLD.item_id END;
  after_item integer := CASE WHEN TG_OP <> 'DELETE' AND supplier_claim_accepted(NEW.status) THEN NEW.item_id END;
BEGIN
  IF before_item IS NOT DISTINCT FROM after_item THEN RETURN NULL; END IF;
  IF before_item IS NOT NULL THEN PERFORM supplier_claim_days_accept(before_item, -1); END IF;
  IF after_item IS NOT NULL THEN PERFORM supplier_claim_days_accept(after_item, 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER after_sales_claim_days AFTER INSERT OR DELETE OR UPDATE OF status, item_id ON after_sales
  FOR EACH ROW EXECUTE FUNCTION after_sales_claim_days();
--> statement-breakpoint
-- The rollup from the history: every delivered, standing item by supplier and day. Run once after this migration by
-- migrateDb (force false: a no-op once rollup_fills names it), outside the journal's transaction so that no purchase
-- waits on it; by seed:year after its load (force true). EXCLUSIVE lets readers read the table but makes a delivery's
-- trigger wait until the fill commits, so every change is counted once: a delivery committed before the lock is in
-- the recount (its own additions are deleted with the rest); one that commits after adds itself on top.
CREATE FUNCTION supplier_claim_days_fill(force boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT force AND EXISTS (SELECT 1 FROM rollup_fills WHERE name = 'supplier_claim_days') THEN RETURN false; END IF;
  LOCK TABLE supplier_claim_days IN EXCLUSIVE MODE;
  DELETE FROM supplier_claim_days;
  INSERT INTO supplier_claim_days (supplier_id, day, delivered, accepted, item_ids)
    SELECT i.supplier_id, supplier_claim_day(o.show_time), count(*), count(*) FILTER (WHERE supplier_claim_accepted(a.status)),
           array_agg(i.id ORDER BY i.id)
      FROM order_items i JOIN orders o ON o.id = i.order_id LEFT JOIN after_sales a ON a.item_id = i.id
      WHERE o.show_time IS NOT NULL AND i.cancelled_at IS NULL
      GROUP BY 1, 2;
  INSERT INTO rollup_fills (name) VALUES ('supplier_claim_days') ON CONFLICT (name) DO UPDATE SET filled_at = now();
  RETURN true;
END;
$$;
