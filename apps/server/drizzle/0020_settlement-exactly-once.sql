-- Issue 31: every sold item is settled exactly once (packages/domain/src/settlement.ts). A confirmed settlement ties the
-- items it counted (order_items.settlement_id) and those it took back (reversed_by_settlement_id); a negative one is
-- carried into the supplier's next (settlements.carried_fen, carried_into_id).
-- Cheap on a year's 9 M order items: a nullable column without a default is a catalog change only (no rewrite), and no
-- foreign key is added on order_items (its validation would read every row under a lock). The partial indexes the
-- settlement reads are built CONCURRENTLY in concurrent-indexes.sql.
ALTER TABLE "order_items" ADD COLUMN "settlement_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "reversed_by_settlement_id" integer;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "carried_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "carried_into_id" integer;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_carried_into_id_settlements_id_fk" FOREIGN KEY ("carried_into_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The items the settlements confirmed before this migration counted (their lines) are tied to them, so none is settled
-- twice; a settlement holds a period's items of one supplier (hundreds of rows each), updated by primary key.
UPDATE order_items SET settlement_id = s.id
FROM settlements s, jsonb_array_elements(s.lines -> 'sales') AS line
WHERE s.status IN ('confirmed', 'paid') AND order_items.id = (line ->> 'itemId')::integer AND order_items.settlement_id IS NULL;
