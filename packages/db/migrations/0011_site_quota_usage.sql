CREATE TABLE "site_quota_usage" (
	"website_id" text NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_quota_usage_website_id_kind_window_start_pk" PRIMARY KEY("website_id","kind","window_start")
);
--> statement-breakpoint
ALTER TABLE "site_quota_usage" ADD CONSTRAINT "site_quota_usage_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;