-- Search that stays fast when every query is new (decisions.md, "Speed when the cache cannot help").
-- Hand-written (drizzle-kit --custom): the two generated columns below are read only by raw SQL in
-- lib/data/programs.ts and are deliberately absent from db/schema.ts, so `select()` never returns them.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- array_to_string is only STABLE (it takes anyarray); on text[] it is immutable, which a generated column needs.
CREATE OR REPLACE FUNCTION detox_join_words(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
-- Full-text search: English stems, weighted name (A) > city (B) > program types (C) > description (D).
ALTER TABLE "detox_programs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("city", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(detox_join_words("program_types"), '')), 'C') ||
  setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'D')
) STORED;--> statement-breakpoint
CREATE INDEX "detox_programs_search_idx" ON "detox_programs" USING gin ("search_vector");--> statement-breakpoint
-- Radius search: the point on earthdistance's sphere, stored so that the index recheck compares
-- stored cubes instead of calling ll_to_earth per row; GiST answers earth_box(centre, r) @> earth_loc.
ALTER TABLE "detox_programs" ADD COLUMN "earth_loc" earth GENERATED ALWAYS AS (
  ll_to_earth("latitude"::float8, "longitude"::float8)
) STORED;--> statement-breakpoint
CREATE INDEX "detox_programs_earth_idx" ON "detox_programs" USING gist ("earth_loc");--> statement-breakpoint
-- Descriptions are matched by the full-text index now; their trigram index only slowed writes.
DROP INDEX IF EXISTS "detox_programs_description_trgm_idx";--> statement-breakpoint
-- The latitude/longitude b-tree served the bounding-box prefilter the GiST index replaces.
DROP INDEX IF EXISTS "detox_programs_location_idx";;--> statement-breakpoint
-- Sorts the indexes could not serve: ORDER BY price_max DESC NULLS LAST (the old index, read backwards,
-- gives NULLS FIRST) and ORDER BY created_at DESC, id (DESC means NULLS FIRST, and the id tie-break).
DROP INDEX IF EXISTS "detox_programs_price_max_idx";--> statement-breakpoint
CREATE INDEX "detox_programs_price_max_idx" ON "detox_programs" USING btree ("price_max" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX IF EXISTS "detox_programs_created_at_idx";--> statement-breakpoint
CREATE INDEX "detox_programs_created_at_idx" ON "detox_programs" USING btree ("created_at" DESC NULLS FIRST,"id");
