CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sets_password" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "website_invitations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_invitations" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_account_idx" ON "email_verifications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "website_invitations_token_idx" ON "website_invitations" USING btree ("token_hash");--> statement-breakpoint
-- The seeded demo accounts (a reserved .test domain that receives no mail) count as confirmed, as new seeds do.
UPDATE "accounts" SET "email_verified_at" = "created_at" WHERE "email" IN ('owner@demo.test', 'viewer@demo.test');
