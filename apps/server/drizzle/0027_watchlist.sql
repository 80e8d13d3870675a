CREATE TABLE "watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"target" text NOT NULL,
	"flw_code" text,
	"level_name" text,
	"length_code" text,
	"supplier_id" text,
	"stock_id" integer,
	"alert_arrived" boolean DEFAULT false NOT NULL,
	"alert_restock" boolean DEFAULT false NOT NULL,
	"target_price_fen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_one_target" CHECK (("watches"."target" = 'variety' and "watches"."flw_code" is not null and "watches"."supplier_id" is null and "watches"."stock_id" is null)
       or ("watches"."target" = 'supplier' and "watches"."supplier_id" is not null and "watches"."flw_code" is null and "watches"."level_name" is null and "watches"."length_code" is null and "watches"."stock_id" is null)
       or ("watches"."target" = 'lot' and "watches"."stock_id" is not null and "watches"."flw_code" is null and "watches"."level_name" is null and "watches"."length_code" is null and "watches"."supplier_id" is null)),
	CONSTRAINT "watches_target_price" CHECK ("watches"."target_price_fen" is null or "watches"."target_price_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_flw_code_varieties_flw_code_fk" FOREIGN KEY ("flw_code") REFERENCES "public"."varieties"("flw_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_stock_id_stock_lots_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watches_buyer_target_uq" ON "watches" USING btree ("buyer_id","target",coalesce("flw_code", ''),coalesce("level_name", ''),coalesce("length_code", ''),coalesce("supplier_id", ''),coalesce("stock_id", 0));--> statement-breakpoint
CREATE INDEX "watches_variety_idx" ON "watches" USING btree ("flw_code") WHERE target = 'variety';--> statement-breakpoint
CREATE INDEX "watches_supplier_idx" ON "watches" USING btree ("supplier_id") WHERE target = 'supplier';--> statement-breakpoint
CREATE INDEX "watches_lot_idx" ON "watches" USING btree ("stock_id") WHERE target = 'lot';