CREATE TABLE "claim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"program_id" uuid,
	"owner_id" uuid,
	"token" varchar(64),
	"secret_hash" varchar(64) NOT NULL,
	"email" varchar(254),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_programs" (
	"program_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"method" varchar(10) NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254),
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"actor" varchar(20) NOT NULL,
	"owner_id" uuid,
	"via" varchar(60) NOT NULL,
	"changes" jsonb NOT NULL,
	"revert_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"owner_id" uuid,
	"body" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_review_id_unique" UNIQUE("review_id")
);
--> statement-breakpoint
ALTER TABLE "claim_tokens" ADD CONSTRAINT "claim_tokens_program_id_detox_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."detox_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_tokens" ADD CONSTRAINT "claim_tokens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_programs" ADD CONSTRAINT "owner_programs_program_id_detox_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."detox_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_programs" ADD CONSTRAINT "owner_programs_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_changes" ADD CONSTRAINT "program_changes_program_id_detox_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."detox_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_changes" ADD CONSTRAINT "program_changes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_tokens_secret_idx" ON "claim_tokens" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "claim_tokens_program_idx" ON "claim_tokens" USING btree ("program_id","kind");--> statement-breakpoint
CREATE INDEX "owner_programs_owner_idx" ON "owner_programs" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_email_idx" ON "owners" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "program_changes_program_idx" ON "program_changes" USING btree ("program_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "program_changes_owner_idx" ON "program_changes" USING btree ("program_id","actor","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Change history (decisions.md "Owners keep their listing true"): every UPDATE of a program that changes a
-- field writes one row with each changed field's old and new value, whatever path made it. Who and through
-- what come from the transaction's settings detox.actor, detox.owner_id, detox.via and detox.revert_of
-- (lib/data/history.ts); a write that set none is recorded as actor "system". Timestamps, the generated
-- search columns, and rating/review_count (derived from reviews, which have their own moderation record)
-- are not program edits and are left out.
CREATE FUNCTION "record_program_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb;
BEGIN
  SELECT jsonb_object_agg(n.key, jsonb_build_object('old', o.value, 'new', n.value))
    INTO diff
    FROM jsonb_each(to_jsonb(NEW)) AS n
    JOIN jsonb_each(to_jsonb(OLD)) AS o USING (key)
   WHERE n.value IS DISTINCT FROM o.value
     AND n.key NOT IN ('updated_at', 'created_at', 'search_vector', 'earth_loc', 'rating', 'review_count');
  IF diff IS NULL THEN
    RETURN NEW;
  END IF;
  INSERT INTO "program_changes" ("program_id", "actor", "owner_id", "via", "changes", "revert_of")
  VALUES (
    NEW."id",
    coalesce(nullif(current_setting('detox.actor', true), ''), 'system'),
    nullif(current_setting('detox.owner_id', true), '')::uuid,
    coalesce(nullif(current_setting('detox.via', true), ''), 'database'),
    diff,
    nullif(current_setting('detox.revert_of', true), '')::uuid
  );
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "detox_programs_history" AFTER UPDATE ON "detox_programs" FOR EACH ROW EXECUTE FUNCTION "record_program_change"();
