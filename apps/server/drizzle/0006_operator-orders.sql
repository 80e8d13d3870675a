ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
UPDATE "orders" SET "paid_at" = "created_at";
