ALTER TABLE "analytics_daily" ADD COLUMN "bounces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "timed_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "time_on_page_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "browser" text;--> statement-breakpoint
-- hand-written: the derived dimensions are short known values (decision 044).
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_country_check" CHECK ("country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_device_check" CHECK ("device" in ('phone', 'tablet', 'desktop'));--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_browser_check" CHECK (length("browser") <= 32);
