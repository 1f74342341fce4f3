CREATE TABLE "js_error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"message" text NOT NULL,
	"stack" text NOT NULL,
	"file" text NOT NULL,
	"line" integer NOT NULL,
	"column" integer NOT NULL,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"page_url" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "js_error_reports" ADD CONSTRAINT "js_error_reports_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_items" ADD CONSTRAINT "trace_items_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "js_error_reports_website_idx" ON "js_error_reports" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "trace_items_website_idx" ON "trace_items" USING btree ("website_id","created_at");