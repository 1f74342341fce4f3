CREATE TABLE "gallery_collections" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" text PRIMARY KEY NOT NULL,
	"collection_id" text NOT NULL,
	"website_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"media_id" text,
	"poster_media_id" text,
	"slug" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"click_through_url" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_items_type_check" CHECK (("gallery_items"."type" = 'image' and "gallery_items"."media_id" is not null and "gallery_items"."poster_media_id" is null) or ("gallery_items"."type" = 'video' and "gallery_items"."media_id" is null))
);
--> statement-breakpoint
ALTER TABLE "gallery_collections" ADD CONSTRAINT "gallery_collections_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_collection_id_gallery_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."gallery_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_poster_media_id_media_id_fk" FOREIGN KEY ("poster_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_collections_website_slug_idx" ON "gallery_collections" USING btree ("website_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_items_collection_slug_idx" ON "gallery_items" USING btree ("collection_id","slug");--> statement-breakpoint
CREATE INDEX "gallery_items_collection_position_idx" ON "gallery_items" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "gallery_items_media_idx" ON "gallery_items" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "gallery_items_poster_media_idx" ON "gallery_items" USING btree ("poster_media_id");