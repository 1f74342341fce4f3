CREATE TABLE "analytics_event_daily" (
	"website_id" text NOT NULL,
	"day" text NOT NULL,
	"name" text NOT NULL,
	"object_id" text NOT NULL,
	"label" text,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_event_daily_website_id_day_name_object_id_pk" PRIMARY KEY("website_id","day","name","object_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "object_id" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "analytics_event_daily" ADD CONSTRAINT "analytics_event_daily_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the new kinds, and the new fields bounded in the table too (decision 042).
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_kind_check";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_kind_check" CHECK ("kind" in ('landing', 'hit', 'button-render', 'button-click', 'form-render', 'overlay', 'quick-view', 'event', 'service-event', 'editor-event'));--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_event_fields_length_check" CHECK (length("name") <= 64 and length("object_id") <= 128 and length("label") <= 200);
