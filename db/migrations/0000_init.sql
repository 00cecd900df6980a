CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "detox_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" varchar(5000) NOT NULL,
	"address" varchar(300) NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"email" varchar(254),
	"website" varchar(2048),
	"image_url" varchar(2048),
	"latitude" numeric(10, 8) NOT NULL,
	"longitude" numeric(11, 8) NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"price_min" integer,
	"price_max" integer,
	"program_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"source" varchar(40),
	"source_id" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practitioners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"slug" varchar(150) NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"credentials" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"modalities" text[] DEFAULT '{}'::text[] NOT NULL,
	"npi_number" varchar(10),
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"telehealth" boolean DEFAULT false NOT NULL,
	"insurance" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_experience" integer,
	"education" text[] DEFAULT '{}'::text[] NOT NULL,
	"affiliations" text[] DEFAULT '{}'::text[] NOT NULL,
	"pricing_note" varchar(500),
	"bio" varchar(2000),
	"content_sections" jsonb,
	"sources" jsonb,
	"editorial_status" varchar(20) DEFAULT 'draft' NOT NULL,
	"quality_score" numeric(5, 2),
	"last_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"user_email" varchar(254) NOT NULL,
	"rating" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"comment" varchar(1000) NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practitioners" ADD CONSTRAINT "practitioners_program_id_detox_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."detox_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_program_id_detox_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."detox_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "detox_programs_state_idx" ON "detox_programs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "detox_programs_types_idx" ON "detox_programs" USING gin ("program_types");--> statement-breakpoint
CREATE INDEX "detox_programs_rating_idx" ON "detox_programs" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "detox_programs_price_min_idx" ON "detox_programs" USING btree ("price_min");--> statement-breakpoint
CREATE INDEX "detox_programs_price_max_idx" ON "detox_programs" USING btree ("price_max");--> statement-breakpoint
CREATE INDEX "detox_programs_created_at_idx" ON "detox_programs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "detox_programs_name_trgm_idx" ON "detox_programs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "detox_programs_city_trgm_idx" ON "detox_programs" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "detox_programs_description_trgm_idx" ON "detox_programs" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "detox_programs_zip_idx" ON "detox_programs" USING btree ("zip_code");--> statement-breakpoint
CREATE INDEX "detox_programs_location_idx" ON "detox_programs" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "detox_programs_source_idx" ON "detox_programs" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "practitioners_program_idx" ON "practitioners" USING btree ("program_id","editorial_status");--> statement-breakpoint
CREATE INDEX "reviews_program_idx" ON "reviews" USING btree ("program_id","is_published","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_moderation_idx" ON "reviews" USING btree ("is_published","created_at" DESC NULLS LAST);