ALTER TABLE "uploads" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "prefix" text DEFAULT 'after-sales' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "private" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE attached_at is null;