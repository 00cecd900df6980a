ALTER TABLE "detox_programs" ADD COLUMN "telehealth" boolean;--> statement-breakpoint
ALTER TABLE "detox_programs" ADD COLUMN "accepting_new_patients" boolean;--> statement-breakpoint
ALTER TABLE "detox_programs" ADD COLUMN "payment_options" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "detox_programs" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "detox_programs" ADD COLUMN "services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "detox_programs" ADD COLUMN "hours" jsonb;--> statement-breakpoint
CREATE INDEX "detox_programs_payment_idx" ON "detox_programs" USING gin ("payment_options");--> statement-breakpoint
CREATE INDEX "detox_programs_languages_idx" ON "detox_programs" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "detox_programs_services_idx" ON "detox_programs" USING gin ("services");--> statement-breakpoint
CREATE INDEX "detox_programs_telehealth_idx" ON "detox_programs" USING btree ("rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"name","id") WHERE "detox_programs"."telehealth" and "detox_programs"."is_active";--> statement-breakpoint
CREATE INDEX "detox_programs_new_patients_idx" ON "detox_programs" USING btree ("rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"name","id") WHERE "detox_programs"."accepting_new_patients" and "detox_programs"."is_active";