-- Every change to the programs table tells every app server, whoever made it: the app's own writes already
-- publish on the read cache's channel (lib/data/cache-sync.ts), but a fix made in psql, a script or a
-- restore did not, and each server's in-memory search index (lib/data/program-index.ts) would have kept the
-- old rows until its next scheduled rebuild. One notification per statement, sent when its transaction
-- commits (PostgreSQL folds identical ones within a transaction), so an import costs a few, not one per row.
CREATE OR REPLACE FUNCTION "detox_programs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('detox_read_cache', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "detox_programs_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "detox_programs"
  FOR EACH STATEMENT EXECUTE FUNCTION "detox_programs_changed"();
