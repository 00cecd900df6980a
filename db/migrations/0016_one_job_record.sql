-- One job record (issue 28): imports are job_runs of kind 'import', like every other long job. Their rows move
-- over with their history: started_at becomes created_at, processed becomes done, the counts go to `counts`,
-- the pg-boss job id to queue_job_id; 'succeeded' is 'done', and an 'abandoned' run a failed one saying so.
ALTER TABLE "job_runs" ADD COLUMN "queue_job_id" varchar(64);--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "counts" jsonb;--> statement-breakpoint
CREATE INDEX "job_runs_queue_job_idx" ON "job_runs" USING btree ("queue_job_id");--> statement-breakpoint
INSERT INTO "job_runs" ("id", "kind", "status", "input", "total", "done", "result", "error", "created_at", "updated_at", "finished_at", "queue_job_id", "counts")
SELECT "id", 'import',
  CASE "status" WHEN 'succeeded' THEN 'done' WHEN 'running' THEN 'running' ELSE 'failed' END,
  jsonb_build_object('source', "source", 'replaceAll', "replace_all"),
  "total", "processed", "result",
  CASE WHEN "status" = 'abandoned' THEN 'The import stopped without finishing (its server stopped); nothing was changed.' ELSE "error" END,
  "started_at", "updated_at", "finished_at", "job_id",
  jsonb_build_object('imported', "imported", 'updated', "updated", 'skipped', "skipped", 'failed', "failed")
FROM "import_runs";--> statement-breakpoint
DROP TABLE "import_runs" CASCADE;
