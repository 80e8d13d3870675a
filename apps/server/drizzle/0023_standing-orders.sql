CREATE TABLE "standing_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"standing_order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"flw_code" text NOT NULL,
	"level_name" text,
	"length_min" smallint,
	"length_max" smallint,
	"bunches" integer NOT NULL,
	"max_price_per_bunch_fen" integer,
	"supplier_id" text,
	"allow_alternative" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"name" text NOT NULL,
	"session" char(1) NOT NULL,
	"run_time" text NOT NULL,
	"days_mask" smallint NOT NULL,
	"budget_fen" bigint,
	"paused" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"standing_order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"order_no" text,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"taken" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_flw_code_varieties_flw_code_fk" FOREIGN KEY ("flw_code") REFERENCES "public"."varieties"("flw_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_runs" ADD CONSTRAINT "standing_runs_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_runs" ADD CONSTRAINT "standing_runs_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standing_order_lines_position_idx" ON "standing_order_lines" USING btree ("standing_order_id","position");--> statement-breakpoint
CREATE INDEX "standing_orders_buyer_idx" ON "standing_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "standing_orders_due_idx" ON "standing_orders" USING btree ("next_run_at") WHERE not "standing_orders"."paused";--> statement-breakpoint
CREATE UNIQUE INDEX "standing_runs_once_idx" ON "standing_runs" USING btree ("standing_order_id","run_at");--> statement-breakpoint
CREATE INDEX "standing_runs_buyer_idx" ON "standing_runs" USING btree ("buyer_id","id");