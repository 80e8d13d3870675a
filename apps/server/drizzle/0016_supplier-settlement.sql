CREATE TABLE "claim_charge_backs" (
	"claim_id" integer PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"charge_back" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"settlement_id" integer
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"bundles" integer NOT NULL,
	"stems" integer NOT NULL,
	"sales_fen" bigint NOT NULL,
	"charge_back_fen" bigint NOT NULL,
	"commission_bp" integer NOT NULL,
	"commission_fen" bigint NOT NULL,
	"owed_fen" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"bank_reference" text,
	CONSTRAINT "settlements_status" CHECK ("settlements"."status" in ('draft','confirmed','paid')),
	CONSTRAINT "settlements_period" CHECK ("settlements"."period_from" <= "settlements"."period_to")
);
--> statement-breakpoint
CREATE TABLE "supplier_payees" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "claim_charge_backs" ADD CONSTRAINT "claim_charge_backs_claim_id_after_sales_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_charge_backs" ADD CONSTRAINT "claim_charge_backs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_charge_backs" ADD CONSTRAINT "claim_charge_backs_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_charge_backs" ADD CONSTRAINT "claim_charge_backs_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_confirmed_by_staff_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_paid_by_staff_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payees" ADD CONSTRAINT "supplier_payees_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payees" ADD CONSTRAINT "supplier_payees_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_charge_backs_open_idx" ON "claim_charge_backs" USING btree ("supplier_id","decided_at") WHERE "claim_charge_backs"."settlement_id" is null and "claim_charge_backs"."charge_back";--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_supplier_period_uq" ON "settlements" USING btree ("supplier_id","period_from","period_to");--> statement-breakpoint
CREATE INDEX "settlements_period_idx" ON "settlements" USING btree ("period_from","period_to");--> statement-breakpoint
CREATE INDEX "settlements_status_idx" ON "settlements" USING btree ("status");