CREATE TABLE "market_day_prices" (
	"day" date NOT NULL,
	"flw_code" text NOT NULL,
	"level_name" text NOT NULL,
	"length_code" text NOT NULL,
	"price_fen" integer NOT NULL,
	"stems_per_bunch" smallint NOT NULL,
	"bundles" integer NOT NULL,
	"stems" integer NOT NULL,
	CONSTRAINT "market_day_prices_day_flw_code_level_name_length_code_price_fen_stems_per_bunch_pk" PRIMARY KEY("day","flw_code","level_name","length_code","price_fen","stems_per_bunch"),
	CONSTRAINT "market_day_prices_nonneg" CHECK ("market_day_prices"."bundles" >= 0 and "market_day_prices"."stems" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_days" (
	"day" date NOT NULL,
	"flw_code" text NOT NULL,
	"level_name" text NOT NULL,
	"length_code" text NOT NULL,
	"style_id" integer NOT NULL,
	"bundles" integer NOT NULL,
	"stems" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"min_bundle_fen" integer NOT NULL,
	"max_bundle_fen" integer NOT NULL,
	"min_stem_fen" integer NOT NULL,
	"max_stem_fen" integer NOT NULL,
	CONSTRAINT "market_days_day_flw_code_level_name_length_code_pk" PRIMARY KEY("day","flw_code","level_name","length_code"),
	CONSTRAINT "market_days_positive" CHECK ("market_days"."bundles" > 0 and "market_days"."stems" > 0)
);
--> statement-breakpoint
CREATE INDEX "market_days_variety_day_idx" ON "market_days" USING btree ("flw_code","day","level_name","length_code");--> statement-breakpoint
-- The price board's rollup (行情, issue 33; services/market.ts reads it, schema/market.ts says what each table holds).
-- A trade counts on its order's auction date while its item is not cancelled, at its buy_price_fen per stem. Triggers
-- keep both tables in the transaction of every change, whichever path made it (the rush's group commit, a single
-- order, an operator's order, a standing run, a cancellation, seeds, a test's own SQL); a bulk load that skips
-- triggers (seed:year's session_replication_role = replica) refills them with market_days_fill(true).
-- market_days_apply takes signed changes of price levels (parallel arrays: one statement's items at once), adds them,
-- deletes the levels left at zero and re-reads the touched keys' summaries from their levels (a handful of rows each),
-- never from the orders. Rows are written in key order, so two transactions touching the same keys lock them in one
-- order and never deadlock on them.
CREATE FUNCTION market_days_apply(p_days date[], p_flws text[], p_levels text[], p_lengths text[], p_prices integer[],
  p_spbs integer[], p_bundles integer[], p_stems integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO market_day_prices AS p (day, flw_code, level_name, length_code, price_fen, stems_per_bunch, bundles, stems)
    SELECT u.day, u.flw, u.lvl, u.len, u.price, u.spb, sum(u.b), sum(u.s)
      FROM unnest(p_days, p_flws, p_levels, p_lengths, p_prices, p_spbs, p_bundles, p_stems) AS u(day, flw, lvl, len, price, spb, b, s)
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(u.b) > 0
      ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, flw_code, level_name, length_code, price_fen, stems_per_bunch) DO UPDATE
      SET bundles = p.bundles + excluded.bundles, stems = p.stems + excluded.stems;
  UPDATE market_day_prices p SET bundles = p.bundles + d.b, stems = p.stems + d.s
    FROM (SELECT u.day, u.flw, u.lvl, u.len, u.price, u.spb, sum(u.b)::int AS b, sum(u.s)::int AS s
            FROM unnest(p_days, p_flws, p_levels, p_lengths, p_prices, p_spbs, p_bundles, p_stems) AS u(day, flw, lvl, len, price, spb, b, s)
            GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(u.b) < 0) d
    WHERE p.day = d.day AND p.flw_code = d.flw AND p.level_name = d.lvl AND p.length_code = d.len
      AND p.price_fen = d.price AND p.stems_per_bunch = d.spb;
  DELETE FROM market_day_prices p
    USING (SELECT DISTINCT u.day, u.flw, u.lvl, u.len FROM unnest(p_days, p_flws, p_levels, p_lengths, p_bundles) AS u(day, flw, lvl, len, b)
            WHERE u.b < 0) k
    WHERE p.day = k.day AND p.flw_code = k.flw AND p.level_name = k.lvl AND p.length_code = k.len AND p.bundles <= 0;
  INSERT INTO market_days AS m (day, flw_code, level_name, length_code, style_id, bundles, stems, amount_fen,
      min_bundle_fen, max_bundle_fen, min_stem_fen, max_stem_fen)
    SELECT p.day, p.flw_code, p.level_name, p.length_code, coalesce(min(c.style_id), 0), sum(p.bundles), sum(p.stems),
           sum(p.stems::bigint * p.price_fen), min(p.price_fen * p.stems_per_bunch), max(p.price_fen * p.stems_per_bunch),
           min(p.price_fen), max(p.price_fen)
      FROM (SELECT DISTINCT u.day, u.flw, u.lvl, u.len FROM unnest(p_days, p_flws, p_levels, p_lengths) AS u(day, flw, lvl, len)) k
      JOIN market_day_prices p ON p.day = k.day AND p.flw_code = k.flw AND p.level_name = k.lvl AND p.length_code = k.len
      LEFT JOIN varieties v ON v.flw_code = p.flw_code LEFT JOIN categories c ON c.id = v.category_id
      GROUP BY 1, 2, 3, 4
      ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, flw_code, level_name, length_code) DO UPDATE
      SET style_id = excluded.style_id, bundles = excluded.bundles, stems = excluded.stems, amount_fen = excluded.amount_fen,
          min_bundle_fen = excluded.min_bundle_fen, max_bundle_fen = excluded.max_bundle_fen,
          min_stem_fen = excluded.min_stem_fen, max_stem_fen = excluded.max_stem_fen;
  DELETE FROM market_days m
    USING (SELECT DISTINCT u.day, u.flw, u.lvl, u.len FROM unnest(p_days, p_flws, p_levels, p_lengths, p_bundles) AS u(day, flw, lvl, len, b)
            WHERE u.b < 0) k
    WHERE m.day = k.day AND m.flw_code = k.flw AND m.level_name = k.lvl AND m.length_code = k.len
      AND NOT EXISTS (SELECT 1 FROM market_day_prices p
                        WHERE p.day = k.day AND p.flw_code = k.flw AND p.level_name = k.lvl AND p.length_code = k.len);
END;
$$;
--> statement-breakpoint
-- Items inserted (every purchase path writes an order's items in one statement; the group commit a batch's): one call
-- for the whole statement. An item inserted already cancelled (a test's own SQL) does not count.
CREATE FUNCTION order_items_market_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  SELECT array_agg(o.auction_date) AS days, array_agg(n.flw_code) AS flws, array_agg(n.level_name) AS levels,
         array_agg(n.length_code) AS lengths, array_agg(n.buy_price_fen) AS prices, array_agg(n.stems_per_bunch::int) AS spbs,
         array_agg(n.buy_qty) AS bundles, array_agg(n.buy_qty_all) AS stems
    INTO d
    FROM new_items n JOIN orders o ON o.id = n.order_id
    WHERE n.cancelled_at IS NULL;
  IF d.days IS NOT NULL THEN
    PERFORM market_days_apply(d.days, d.flws, d.levels, d.lengths, d.prices, d.spbs, d.bundles, d.stems);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_market_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_market_insert();
--> statement-breakpoint
-- An item cancelled (or restored), changed or deleted: out of its day as it was, into its day as it is. A deleted
-- order's items were taken out by orders_market_delete first (their order is gone when the cascade reaches them).
CREATE FUNCTION order_items_market_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day date;
BEGIN
  IF OLD.cancelled_at IS NULL THEN
    SELECT o.auction_date INTO day FROM orders o WHERE o.id = OLD.order_id;
    IF day IS NOT NULL THEN
      PERFORM market_days_apply(ARRAY[day], ARRAY[OLD.flw_code], ARRAY[OLD.level_name], ARRAY[OLD.length_code],
        ARRAY[OLD.buy_price_fen], ARRAY[OLD.stems_per_bunch::int], ARRAY[-OLD.buy_qty], ARRAY[-OLD.buy_qty_all]);
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.cancelled_at IS NULL THEN
      day := NULL;
      SELECT o.auction_date INTO day FROM orders o WHERE o.id = NEW.order_id;
      IF day IS NOT NULL THEN
        PERFORM market_days_apply(ARRAY[day], ARRAY[NEW.flw_code], ARRAY[NEW.level_name], ARRAY[NEW.length_code],
          ARRAY[NEW.buy_price_fen], ARRAY[NEW.stems_per_bunch::int], ARRAY[NEW.buy_qty], ARRAY[NEW.buy_qty_all]);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_market_update AFTER UPDATE OF cancelled_at, order_id, flw_code, level_name, length_code,
    buy_price_fen, stems_per_bunch, buy_qty, buy_qty_all ON order_items
  FOR EACH ROW WHEN ((OLD.cancelled_at IS NULL) IS DISTINCT FROM (NEW.cancelled_at IS NULL) OR OLD.order_id IS DISTINCT FROM NEW.order_id
    OR OLD.flw_code IS DISTINCT FROM NEW.flw_code OR OLD.level_name IS DISTINCT FROM NEW.level_name
    OR OLD.length_code IS DISTINCT FROM NEW.length_code OR OLD.buy_price_fen IS DISTINCT FROM NEW.buy_price_fen
    OR OLD.stems_per_bunch IS DISTINCT FROM NEW.stems_per_bunch OR OLD.buy_qty IS DISTINCT FROM NEW.buy_qty
    OR OLD.buy_qty_all IS DISTINCT FROM NEW.buy_qty_all)
  EXECUTE FUNCTION order_items_market_change();
--> statement-breakpoint
CREATE TRIGGER order_items_market_delete AFTER DELETE ON order_items
  FOR EACH ROW WHEN (OLD.cancelled_at IS NULL) EXECUTE FUNCTION order_items_market_change();
--> statement-breakpoint
-- An order deleted (tests, seeds) or moved to another auction date: its standing items out of the old day (before the
-- cascade deletes them), into the new one.
-- One order's standing items into (sign 1) or out of (sign -1) a day.
CREATE FUNCTION market_days_order(p_order integer, p_day date, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  SELECT array_agg(p_day) AS days, array_agg(i.flw_code) AS flws, array_agg(i.level_name) AS levels,
         array_agg(i.length_code) AS lengths, array_agg(i.buy_price_fen) AS prices, array_agg(i.stems_per_bunch::int) AS spbs,
         array_agg(p_sign * i.buy_qty) AS bundles, array_agg(p_sign * i.buy_qty_all) AS stems
    INTO d FROM order_items i WHERE i.order_id = p_order AND i.cancelled_at IS NULL;
  IF d.days IS NOT NULL THEN
    PERFORM market_days_apply(d.days, d.flws, d.levels, d.lengths, d.prices, d.spbs, d.bundles, d.stems);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_market_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM market_days_order(OLD.id, OLD.auction_date, -1);
  IF TG_OP = 'UPDATE' THEN PERFORM market_days_order(NEW.id, NEW.auction_date, 1); END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_market_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_market_change();
--> statement-breakpoint
CREATE TRIGGER orders_market_date AFTER UPDATE OF auction_date ON orders
  FOR EACH ROW WHEN (OLD.auction_date IS DISTINCT FROM NEW.auction_date) EXECUTE FUNCTION orders_market_change();
--> statement-breakpoint
-- Both tables from the history: every standing item by its order's auction date. Run once after this migration by
-- migrateDb (force false: a no-op once rollup_fills names it), outside the journal's transaction; by seed:year after
-- its load (force true). EXCLUSIVE lets the board read on, but a purchase's trigger waits until the fill commits, so
-- every trade is counted once: one committed before the lock is in the recount; one that commits after adds itself on
-- top. Unlike 0015's rollup (deliveries) purchases do wait here: on a year of trades that is the fill's few seconds at
-- the first start of this build — upgrade outside the sessions (README, 行情).
CREATE FUNCTION market_days_fill(force boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT force AND EXISTS (SELECT 1 FROM rollup_fills WHERE name = 'market_days') THEN RETURN false; END IF;
  LOCK TABLE market_day_prices, market_days IN EXCLUSIVE MODE;
  DELETE FROM market_day_prices;
  DELETE FROM market_days;
  INSERT INTO market_day_prices (day, flw_code, level_name, length_code, price_fen, stems_per_bunch, bundles, stems)
    SELECT o.auction_date, i.flw_code, i.level_name, i.length_code, i.buy_price_fen, i.stems_per_bunch, sum(i.buy_qty), sum(i.buy_qty_all)
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.cancelled_at IS NULL
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(i.buy_qty) > 0;
  INSERT INTO market_days (day, flw_code, level_name, length_code, style_id, bundles, stems, amount_fen,
      min_bundle_fen, max_bundle_fen, min_stem_fen, max_stem_fen)
    SELECT p.day, p.flw_code, p.level_name, p.length_code, coalesce(min(c.style_id), 0), sum(p.bundles), sum(p.stems),
           sum(p.stems::bigint * p.price_fen), min(p.price_fen * p.stems_per_bunch), max(p.price_fen * p.stems_per_bunch),
           min(p.price_fen), max(p.price_fen)
      FROM market_day_prices p LEFT JOIN varieties v ON v.flw_code = p.flw_code LEFT JOIN categories c ON c.id = v.category_id
      GROUP BY 1, 2, 3, 4;
  INSERT INTO rollup_fills (name) VALUES ('market_days') ON CONFLICT (name) DO UPDATE SET filled_at = now();
  RETURN true;
END;
$$;
