CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'dead'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
-- Every email put in the outbox gets its delivery job in the same transaction, whichever module
-- wrote it (modules/email delivers it; the key makes it once per email).
CREATE FUNCTION "email_outbox_enqueue_delivery"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'pending' THEN
    INSERT INTO "jobs" ("id", "name", "key", "payload")
    VALUES (gen_random_uuid()::text, 'email.deliver', 'email.deliver:' || NEW."id", jsonb_build_object('emailId', NEW."id"))
    ON CONFLICT ("key") DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "email_outbox_enqueue_delivery" AFTER INSERT ON "email_outbox"
  FOR EACH ROW EXECUTE FUNCTION "email_outbox_enqueue_delivery"();--> statement-breakpoint
INSERT INTO "jobs" ("id", "name", "key", "payload")
  SELECT gen_random_uuid()::text, 'email.deliver', 'email.deliver:' || "id", jsonb_build_object('emailId', "id")
  FROM "email_outbox" WHERE "status" = 'pending'
  ON CONFLICT ("key") DO NOTHING;
