CREATE TABLE "member_prices" (
	"variant_id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"plan_id" text,
	CONSTRAINT "member_prices_price_check" CHECK ("member_prices"."price_cents" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prices" jsonb NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"site_user_id" text NOT NULL,
	"status" text NOT NULL,
	"price_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"billing_period" jsonb,
	"granted_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"payment_provider" text,
	"payment_id" text,
	"join_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_amount_check" CHECK ("memberships"."amount_cents" between 0 and 100000000)
);
--> statement-breakpoint
ALTER TABLE "member_prices" ADD CONSTRAINT "member_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_prices" ADD CONSTRAINT "member_prices_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_prices" ADD CONSTRAINT "member_prices_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_site_user_id_site_users_id_fk" FOREIGN KEY ("site_user_id") REFERENCES "public"."site_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_prices_website_idx" ON "member_prices" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "membership_plans_website_idx" ON "membership_plans" USING btree ("website_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_user_plan_idx" ON "memberships" USING btree ("site_user_id","plan_id");--> statement-breakpoint
CREATE INDEX "memberships_website_idx" ON "memberships" USING btree ("website_id","status");