ALTER TABLE "stock_lots" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "back_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "back_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "back_decided_by" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_fen" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_by" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "upload_key" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_date_session_status_idx" ON "orders" USING btree ("auction_date","session","status");--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("show_time") WHERE status = 4;