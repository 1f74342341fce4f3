CREATE TABLE "subscription_first_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"payment_method" jsonb NOT NULL,
	"site_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_first_payments" ADD CONSTRAINT "subscription_first_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_first_payments" ADD CONSTRAINT "subscription_first_payments_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;