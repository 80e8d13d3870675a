CREATE TABLE "saved_list_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"flw_code" text NOT NULL,
	"level_name" text,
	"length_code" text,
	"supplier_id" text,
	"bunches" integer NOT NULL,
	CONSTRAINT "saved_list_lines_bunches" CHECK ("saved_list_lines"."bunches" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_flw_code_varieties_flw_code_fk" FOREIGN KEY ("flw_code") REFERENCES "public"."varieties"("flw_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_list_lines_list_idx" ON "saved_list_lines" USING btree ("list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_buyer_name_uq" ON "saved_lists" USING btree ("buyer_id","name");