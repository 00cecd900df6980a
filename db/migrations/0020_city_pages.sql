-- City pages (/states/{state}/{city}, features/places/). city_slug() is the city's URL slug; the TypeScript twin
-- is features/places/city-slug.ts, and an integration test holds the two to the same answers.
CREATE OR REPLACE FUNCTION "city_slug"(city text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT trim(BOTH '-' FROM regexp_replace(lower(translate(city,
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ',
    'AAAAAACEEEEIIIINOOOOOOUUUUYaaaaaaceeeeiiiinoooooouuuuyy')), '[^a-z0-9]+', '-', 'g'))
$$;
--> statement-breakpoint
CREATE TABLE "city_redirects" (
	"state" varchar(2) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"to_state" varchar(2) NOT NULL,
	"to_slug" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_redirects_state_slug_pk" PRIMARY KEY("state","slug")
);
--> statement-breakpoint
CREATE INDEX "detox_programs_city_top_idx" ON "detox_programs" USING btree ("state",city_slug("city"),(case when "review_count" > 0 then (3::float8 * 4::float8 + "rating"::float8 * "review_count") / (3 + "review_count") end) desc nulls last,"review_count" DESC NULLS FIRST,"name","id") WHERE "detox_programs"."is_active";
--> statement-breakpoint
-- A city left with no active program by an update (renamed, merged, a typo fixed) redirects to where its
-- programs went; redirects that pointed at it follow, and a city that has programs again is no longer redirected.
CREATE OR REPLACE FUNCTION "record_city_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_slug text := city_slug(OLD.city);
  new_slug text := city_slug(NEW.city);
BEGIN
  IF old_slug = '' OR new_slug = '' OR NOT NEW.is_active OR NOT OLD.is_active THEN RETURN NULL; END IF;
  IF OLD.state = NEW.state AND old_slug = new_slug THEN RETURN NULL; END IF;
  DELETE FROM "city_redirects" WHERE "state" = NEW.state AND "slug" = new_slug;
  IF EXISTS (SELECT 1 FROM "detox_programs" WHERE "is_active" AND "state" = OLD.state AND city_slug("city") = old_slug) THEN
    RETURN NULL;
  END IF;
  UPDATE "city_redirects" SET "to_state" = NEW.state, "to_slug" = new_slug WHERE "to_state" = OLD.state AND "to_slug" = old_slug;
  INSERT INTO "city_redirects" ("state", "slug", "to_state", "to_slug") VALUES (OLD.state, old_slug, NEW.state, new_slug)
    ON CONFLICT ("state", "slug") DO UPDATE SET "to_state" = EXCLUDED."to_state", "to_slug" = EXCLUDED."to_slug", "created_at" = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "detox_programs_city_moved"
  AFTER UPDATE OF "city", "state" ON "detox_programs"
  FOR EACH ROW WHEN (OLD."city" IS DISTINCT FROM NEW."city" OR OLD."state" IS DISTINCT FROM NEW."state")
  EXECUTE FUNCTION "record_city_move"();
