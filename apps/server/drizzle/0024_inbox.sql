CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_buyer_key_uq" ON "inbox_messages" USING btree ("buyer_id","key");--> statement-breakpoint
CREATE INDEX "inbox_messages_buyer_time_idx" ON "inbox_messages" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_messages_unread_idx" ON "inbox_messages" USING btree ("buyer_id") WHERE "inbox_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_messages_created_idx" ON "inbox_messages" USING btree ("created_at");--> statement-breakpoint
-- The live unread count (issue 33): every statement that inserts, reads (updates) or deletes inbox messages announces on
-- the channel "inbox" the buyers it touched, as comma-separated ids, 500 to a notification (a payload stays far under
-- PostgreSQL's 8,000 bytes however many buyers one alert batch reaches). Statement-level with a transition table: one
-- statement posting to thousands of buyers costs one trigger call, and a post whose key was already there (ON CONFLICT
-- DO NOTHING) is not in the transition table, so it announces nothing. Delivered at commit only.
CREATE OR REPLACE FUNCTION inbox_notify_new() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text;
BEGIN
  FOR ids IN
    SELECT string_agg(buyer_id::text, ',') FROM (
      SELECT buyer_id, (row_number() OVER (ORDER BY buyer_id) - 1) / 500 AS chunk FROM (SELECT DISTINCT buyer_id FROM new_rows) d
    ) c GROUP BY chunk
  LOOP
    PERFORM pg_notify('inbox', ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_notify_old() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text;
BEGIN
  FOR ids IN
    SELECT string_agg(buyer_id::text, ',') FROM (
      SELECT buyer_id, (row_number() OVER (ORDER BY buyer_id) - 1) / 500 AS chunk FROM (SELECT DISTINCT buyer_id FROM old_rows WHERE read_at IS NULL) d
    ) c GROUP BY chunk
  LOOP
    PERFORM pg_notify('inbox', ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inbox_messages_notify_insert AFTER INSERT ON inbox_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_notify_new();
--> statement-breakpoint
CREATE TRIGGER inbox_messages_notify_update AFTER UPDATE ON inbox_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_notify_new();
--> statement-breakpoint
CREATE TRIGGER inbox_messages_notify_delete AFTER DELETE ON inbox_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_notify_old();
