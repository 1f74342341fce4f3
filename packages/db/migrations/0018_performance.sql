CREATE TABLE "performance_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"page_load_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"path" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"band" text NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_samples" ADD CONSTRAINT "performance_samples_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "performance_samples_load_metric_idx" ON "performance_samples" USING btree ("website_id","page_load_id","metric");--> statement-breakpoint
CREATE INDEX "performance_samples_website_at_idx" ON "performance_samples" USING btree ("website_id","at");--> statement-breakpoint
CREATE INDEX "performance_samples_at_idx" ON "performance_samples" USING btree ("at");--> statement-breakpoint
-- hand-written: what a visitor can send is bounded in the table too (decision 043).
ALTER TABLE "performance_samples" ADD CONSTRAINT "performance_samples_metric_check" CHECK ("metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB'));--> statement-breakpoint
ALTER TABLE "performance_samples" ADD CONSTRAINT "performance_samples_band_check" CHECK ("band" in ('good', 'needs-improvement', 'poor'));--> statement-breakpoint
ALTER TABLE "performance_samples" ADD CONSTRAINT "performance_samples_device_check" CHECK ("device" in ('mobile', 'desktop'));--> statement-breakpoint
ALTER TABLE "performance_samples" ADD CONSTRAINT "performance_samples_path_length_check" CHECK (length("path") <= 2048);
