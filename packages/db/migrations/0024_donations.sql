CREATE TABLE "donations" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"page_id" text NOT NULL,
	"campaign" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"donor_name" text NOT NULL,
	"email" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_id" text,
	"next_charge_at" timestamp with time zone,
	"saved_payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_attempt_idx" ON "donations" USING btree ("website_id","attempt_id");--> statement-breakpoint
CREATE INDEX "donations_website_created_idx" ON "donations" USING btree ("website_id","created_at");