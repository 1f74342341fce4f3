CREATE TABLE "analytics_daily" (
	"website_id" text NOT NULL,
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_website_id_day_dimension_key_pk" PRIMARY KEY("website_id","day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_key" text NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"source" text,
	"campaign" text,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"website_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hourly_website_id_hour_pk" PRIMARY KEY("website_id","hour")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_website_at_idx" ON "analytics_events" USING btree ("website_id","at");--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
-- hand-written: what a visitor can send is bounded in the table too (decision 037).
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_kind_check" CHECK ("kind" in ('landing', 'hit', 'button-render', 'button-click'));--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_path_length_check" CHECK (length("path") <= 2048);
