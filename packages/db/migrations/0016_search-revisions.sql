CREATE TABLE "revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"title" text NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"account_id" text,
	"author_label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisions_kind_check" CHECK ("revisions"."kind" in ('page', 'item'))
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"website_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"config" text NOT NULL,
	"content_hash" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_website_id_kind_ref_id_pk" PRIMARY KEY("website_id","kind","ref_id"),
	CONSTRAINT "search_documents_kind_check" CHECK ("search_documents"."kind" in ('page', 'product', 'slide', 'item'))
);
--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_ref_idx" ON "revisions" USING btree ("website_id","kind","ref_id","created_at");--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");