CREATE TABLE "subscription_plans" (
	"product_id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"billing_period_value" integer NOT NULL,
	"billing_period_unit" text NOT NULL,
	"num_billing_cycles" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"website_id" text NOT NULL,
	"period" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_id" text,
	"order_id" text,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"product_id" text,
	"variant_id" text,
	"first_order_id" text NOT NULL,
	"site_user_id" text,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"product_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"billing_period_value" integer NOT NULL,
	"billing_period_unit" text NOT NULL,
	"num_billing_cycles" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"payment_method" jsonb NOT NULL,
	"paid_periods" integer DEFAULT 1 NOT NULL,
	"next_charge_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"shipping_address" jsonb,
	"shipping_option" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "subscriptions_first_order_id_unique" UNIQUE("first_order_id")
);
--> statement-breakpoint
CREATE TABLE "test_gateway_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_site_user_id_site_users_id_fk" FOREIGN KEY ("site_user_id") REFERENCES "public"."site_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_renewals_period_idx" ON "subscription_renewals" USING btree ("subscription_id","period");--> statement-breakpoint
CREATE INDEX "subscriptions_website_idx" ON "subscriptions" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_charge_at");