CREATE TABLE "site_user_password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"site_user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_user_password_resets" ADD CONSTRAINT "site_user_password_resets_site_user_id_site_users_id_fk" FOREIGN KEY ("site_user_id") REFERENCES "public"."site_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_user_password_resets_user_idx" ON "site_user_password_resets" USING btree ("site_user_id");