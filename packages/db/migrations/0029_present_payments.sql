ALTER TABLE "test_gateway_cards" ADD COLUMN "requires_action" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_charges" ADD COLUMN "website_id" text;--> statement-breakpoint
ALTER TABLE "test_gateway_charges" ADD COLUMN "return_to" text;