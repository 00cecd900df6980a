CREATE TABLE "program_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"reason" varchar(30) NOT NULL,
	"details" varchar(1000) NOT NULL,
	"email" varchar(254),
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"note" varchar(1000),
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "detox_programs" ADD COLUMN "npi_number" varchar(10);--> statement-breakpoint
ALTER TABLE "detox_programs" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "detox_programs" ADD COLUMN "verification_method" varchar(10);--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reject_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "program_reports" ADD CONSTRAINT "program_reports_program_id_detox_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."detox_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_reports_status_idx" ON "program_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "program_reports_program_idx" ON "program_reports" USING btree ("program_id");--> statement-breakpoint
-- Existing rows: a demo row's flag was made up, so it is dropped; any other verified row was ticked by an admin.
UPDATE "detox_programs" SET "is_verified" = false WHERE "is_verified" AND "source" = 'demo';--> statement-breakpoint
UPDATE "detox_programs" SET "verified_at" = "updated_at", "verification_method" = 'admin' WHERE "is_verified";--> statement-breakpoint
ALTER TABLE "detox_programs" ADD CONSTRAINT "detox_programs_verification_check" CHECK (("detox_programs"."is_verified" and "detox_programs"."verified_at" is not null and "detox_programs"."verification_method" in ('npi', 'admin')) or (not "detox_programs"."is_verified" and "detox_programs"."verified_at" is null and "detox_programs"."verification_method" is null));