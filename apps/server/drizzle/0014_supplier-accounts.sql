CREATE TABLE "supplier_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "supplier_tokens" ADD CONSTRAINT "supplier_tokens_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_tokens_hash_uq" ON "supplier_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "supplier_tokens_supplier_idx" ON "supplier_tokens" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_phone_uq" ON "suppliers" USING btree ("phone") WHERE phone is not null;