ALTER TABLE "withdrawals" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "processed_by" integer;