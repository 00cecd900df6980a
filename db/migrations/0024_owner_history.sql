CREATE TABLE "review_reply_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"owner_id" uuid,
	"action" varchar(10) NOT NULL,
	"body" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_changes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "review_reply_versions" ADD CONSTRAINT "review_reply_versions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reply_versions" ADD CONSTRAINT "review_reply_versions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reply_versions_review_idx" ON "review_reply_versions" USING btree ("review_id","created_at");--> statement-breakpoint
-- Replies published before versions were kept: their current text is their first version.
INSERT INTO "review_reply_versions" ("review_id", "owner_id", "action", "body", "created_at") SELECT "review_id", "owner_id", 'published', "body", "created_at" FROM "review_replies";
