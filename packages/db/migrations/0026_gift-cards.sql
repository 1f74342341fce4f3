CREATE TABLE "gift_card_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"gift_card_id" text NOT NULL,
	"website_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_products" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"denominations" jsonb NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"code_hash" text,
	"code_last4" text DEFAULT '' NOT NULL,
	"product_id" text,
	"sku" text DEFAULT '' NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_email" text DEFAULT '' NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"payment_provider" text DEFAULT '' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance_cents" >= 0 and "gift_cards"."balance_cents" <= "gift_cards"."initial_cents")
);
--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_products" ADD CONSTRAINT "gift_card_products_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_order_idx" ON "gift_card_ledger" USING btree ("gift_card_id","order_id","kind");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_order_id_idx" ON "gift_card_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_products_website_idx" ON "gift_card_products" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_idx" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_website_created_idx" ON "gift_cards" USING btree ("website_id","created_at");