CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"contact_user" text NOT NULL,
	"contact_phone" text NOT NULL,
	"province_id" text NOT NULL,
	"province_name" text NOT NULL,
	"city_id" text NOT NULL,
	"city_name" text NOT NULL,
	"district_id" text NOT NULL,
	"district_name" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"logis_type" smallint NOT NULL,
	"logis_name" text,
	"logis_way" smallint,
	"receiver_type" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text DEFAULT 'top' NOT NULL,
	"image_url" text NOT NULL,
	"pc_link" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"as_type" text NOT NULL,
	"as_type_name" text NOT NULL,
	"as_qty" integer NOT NULL,
	"as_reason" text NOT NULL,
	"as_images" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"as_notice" text,
	"real_amount_fen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "allocation_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_sign_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"buy_qty" integer NOT NULL,
	"sale_price_fen" integer NOT NULL,
	"differ_amount_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"io_value_fen" bigint NOT NULL,
	"io_notice" text NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"card_name" text NOT NULL,
	"card_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"bank_branch" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text DEFAULT 'session' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"account_no" text NOT NULL,
	"nick_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"user_type" text DEFAULT 'buyer' NOT NULL,
	"member_level" smallint DEFAULT 0 NOT NULL,
	"member_discount_tenths" smallint DEFAULT 100 NOT NULL,
	"member_coupon" boolean DEFAULT false NOT NULL,
	"buyer_type" text,
	"region_province_id" text,
	"region_province" text,
	"region_city_id" text,
	"region_city" text,
	"region_district_id" text,
	"region_district" text,
	"detail_address" text,
	"invite_code" text,
	"create_os" text,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"frozen_fen" bigint DEFAULT 0 NOT NULL,
	"savings_fen" bigint DEFAULT 0 NOT NULL,
	"manager_phone" text,
	"customer_qr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyers_balance_nonneg" CHECK ("buyers"."balance_fen" >= 0),
	CONSTRAINT "buyers_frozen_nonneg" CHECK ("buyers"."frozen_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"buy_pi" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_pi_pos" CHECK ("cart_items"."buy_pi" > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"style_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"set_value_fen" integer NOT NULL,
	"min_amount_fen" integer DEFAULT 0 NOT NULL,
	"use_limit" smallint DEFAULT 1 NOT NULL,
	"flower_rule" text,
	"end_time" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"buyer_id" integer NOT NULL,
	"flw_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_buyer_id_flw_code_pk" PRIMARY KEY("buyer_id","flw_code")
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"cill_text" text NOT NULL,
	"discount_text" text NOT NULL,
	"coupon_text" text NOT NULL,
	"discount_tenths" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"begin_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_signs" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sign_hash" text NOT NULL,
	"edit_differ_amount" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"flw_code" text NOT NULL,
	"flw_name" text NOT NULL,
	"cate_name" text NOT NULL,
	"level_name" text NOT NULL,
	"length_code" text NOT NULL,
	"open_code" text NOT NULL,
	"supplier_id" text NOT NULL,
	"supplier_name" text NOT NULL,
	"product_image" text NOT NULL,
	"buy_price_fen" integer NOT NULL,
	"stems_per_bunch" smallint NOT NULL,
	"buy_qty" integer NOT NULL,
	"buy_qty_all" integer NOT NULL,
	"fee_goods" bigint DEFAULT 0 NOT NULL,
	"fee_discount" bigint DEFAULT 0 NOT NULL,
	"weight_grams" integer NOT NULL,
	"back_status" smallint DEFAULT 1 NOT NULL,
	"after_sales_status" smallint DEFAULT -1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"session" char(1) NOT NULL,
	"auction_date" date NOT NULL,
	"rcv_user" text NOT NULL,
	"rcv_phone" text NOT NULL,
	"rcv_pname" text NOT NULL,
	"rcv_cname" text NOT NULL,
	"rcv_zname" text NOT NULL,
	"rcv_address" text NOT NULL,
	"delivery_type" smallint NOT NULL,
	"delivery_name" text,
	"logis_code" text,
	"logis_name" text,
	"logis_number" text,
	"order_notice" text,
	"pre_weight_grams" integer DEFAULT 0 NOT NULL,
	"real_weight_grams" integer,
	"check_time" timestamp with time zone,
	"fee_goods" bigint DEFAULT 0 NOT NULL,
	"fee_logis" bigint DEFAULT 0 NOT NULL,
	"fee_box" bigint DEFAULT 0 NOT NULL,
	"fee_discount" bigint DEFAULT 0 NOT NULL,
	"fee_coupon" bigint DEFAULT 0 NOT NULL,
	"fee_member" bigint DEFAULT 0 NOT NULL,
	"fee_payment" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"fee_delivery_real" bigint DEFAULT 0 NOT NULL,
	"fee_short" bigint DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"show_time" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"placed_by" text DEFAULT 'buyer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payment_nonneg" CHECK ("orders"."fee_payment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"sign" text PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_name_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"real_id_number" text NOT NULL,
	"start_time" text NOT NULL,
	"expired_time" text NOT NULL,
	"front_image" text NOT NULL,
	"behind_image" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"out_trade_no" text NOT NULL,
	"pay_fee_fen" bigint NOT NULL,
	"pay_way" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_date" date NOT NULL,
	"session" char(1) NOT NULL,
	"supplier_id" text NOT NULL,
	"flw_code" text NOT NULL,
	"level_name" text NOT NULL,
	"length_code" text NOT NULL,
	"open_code" text NOT NULL,
	"stems_per_bunch" smallint NOT NULL,
	"basic_sale_no" smallint DEFAULT 1 NOT NULL,
	"package_name" text NOT NULL,
	"position_no" text NOT NULL,
	"now_stock" integer NOT NULL,
	"sale_price_fen" integer NOT NULL,
	"source_price_fen" integer NOT NULL,
	"differ_amount_fen" integer DEFAULT 0 NOT NULL,
	"merit_name" text,
	"salepoint_name" text,
	"fee_box_per_kg_fen" integer DEFAULT 0 NOT NULL,
	"activity_percent" smallint DEFAULT 0 NOT NULL,
	"activity_rule_text" text,
	"from_stock_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lots_stock_nonneg" CHECK ("stock_lots"."now_stock" >= 0),
	CONSTRAINT "stock_lots_session" CHECK ("stock_lots"."session" in ('A','C'))
);
--> statement-breakpoint
CREATE TABLE "styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" char(1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "varieties" (
	"flw_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"stems_per_bunch" smallint NOT NULL,
	"unit_name" text DEFAULT '扎' NOT NULL,
	"weight_grams" integer NOT NULL,
	"image" text NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"fee_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_cart_items" ADD CONSTRAINT "allocation_cart_items_operator_sign_id_operator_signs_id_fk" FOREIGN KEY ("operator_sign_id") REFERENCES "public"."operator_signs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_cart_items" ADD CONSTRAINT "allocation_cart_items_stock_id_stock_lots_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_tokens" ADD CONSTRAINT "buyer_tokens_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_stock_id_stock_lots_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_flw_code_varieties_flw_code_fk" FOREIGN KEY ("flw_code") REFERENCES "public"."varieties"("flw_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stock_id_stock_lots_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_records" ADD CONSTRAINT "real_name_records_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_flw_code_varieties_flw_code_fk" FOREIGN KEY ("flw_code") REFERENCES "public"."varieties"("flw_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "varieties" ADD CONSTRAINT "varieties_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_buyer_idx" ON "addresses" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("buyer_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_item_uq" ON "after_sales" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "after_sales_buyer_idx" ON "after_sales" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "allocation_cart_sign_stock_uq" ON "allocation_cart_items" USING btree ("operator_sign_id","stock_id");--> statement-breakpoint
CREATE INDEX "balance_ledger_buyer_idx" ON "balance_ledger" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_buyer_uq" ON "bank_cards" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_tokens_hash_uq" ON "buyer_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "buyer_tokens_buyer_idx" ON "buyer_tokens" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_phone_uq" ON "buyers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_account_no_uq" ON "buyers" USING btree ("account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_buyer_stock_uq" ON "cart_items" USING btree ("buyer_id","stock_id");--> statement-breakpoint
CREATE INDEX "categories_style_idx" ON "categories" USING btree ("style_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "coupons_buyer_idx" ON "coupons" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "notices_begin_idx" ON "notices" USING btree ("begin_time");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_signs_hash_uq" ON "operator_signs" USING btree ("sign_hash");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_flw_name_idx" ON "order_items" USING btree ("flw_name");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_status_idx" ON "orders" USING btree ("buyer_id","status");--> statement-breakpoint
CREATE INDEX "rate_events_key_idx" ON "rate_events" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "real_name_buyer_idx" ON "real_name_records" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_trade_no_uq" ON "recharges" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "recharges_buyer_idx" ON "recharges" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "stock_lots_date_session_flw_idx" ON "stock_lots" USING btree ("auction_date","session","flw_code");--> statement-breakpoint
CREATE INDEX "stock_lots_date_supplier_idx" ON "stock_lots" USING btree ("auction_date","supplier_id");--> statement-breakpoint
CREATE INDEX "stock_lots_date_price_idx" ON "stock_lots" USING btree ("auction_date","sale_price_fen");--> statement-breakpoint
CREATE INDEX "suppliers_type_idx" ON "suppliers" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_uq" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "varieties_category_idx" ON "varieties" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "varieties_name_idx" ON "varieties" USING btree ("name");--> statement-breakpoint
CREATE INDEX "withdrawals_buyer_idx" ON "withdrawals" USING btree ("buyer_id");