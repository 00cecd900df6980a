ALTER TABLE "import_runs" ADD COLUMN "job_id" varchar(64);--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "result" jsonb;--> statement-breakpoint
CREATE INDEX "import_runs_job_idx" ON "import_runs" USING btree ("job_id");