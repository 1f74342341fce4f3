CREATE TABLE "website_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"email" text NOT NULL,
	"role" integer NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_invitations" ADD CONSTRAINT "website_invitations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_invitations" ADD CONSTRAINT "website_invitations_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_invitations_website_email_idx" ON "website_invitations" USING btree ("website_id","email");--> statement-breakpoint
CREATE INDEX "website_invitations_email_idx" ON "website_invitations" USING btree ("email");