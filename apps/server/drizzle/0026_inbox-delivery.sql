CREATE TABLE "inbox_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"buyer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"subscription_id" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_deliveries_channel" CHECK ("inbox_deliveries"."channel" in ('push', 'sms')),
	CONSTRAINT "inbox_deliveries_state" CHECK ("inbox_deliveries"."state" in ('queued', 'retry', 'sent', 'failed', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "inbox_delivery_choices" (
	"buyer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inbox_delivery_choices_buyer_id_kind_pk" PRIMARY KEY("buyer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "inbox_delivery_settings" (
	"buyer_id" integer PRIMARY KEY NOT NULL,
	"sms_on" boolean DEFAULT false NOT NULL,
	"quiet_from" text DEFAULT '22:00' NOT NULL,
	"quiet_to" text DEFAULT '07:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_deliveries" ADD CONSTRAINT "inbox_deliveries_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_deliveries" ADD CONSTRAINT "inbox_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_delivery_choices" ADD CONSTRAINT "inbox_delivery_choices_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_delivery_settings" ADD CONSTRAINT "inbox_delivery_settings_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_deliveries_due_idx" ON "inbox_deliveries" USING btree ("next_at") WHERE "inbox_deliveries"."state" in ('queued', 'retry');--> statement-breakpoint
CREATE INDEX "inbox_deliveries_message_idx" ON "inbox_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "inbox_deliveries_buyer_idx" ON "inbox_deliveries" USING btree ("buyer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_buyer_idx" ON "push_subscriptions" USING btree ("buyer_id");