CREATE TABLE "import_run_rows" (
	"run_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"program_id" uuid,
	"name" varchar(200) NOT NULL,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "import_run_rows" ADD CONSTRAINT "import_run_rows_run_id_job_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."job_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_rows" ADD CONSTRAINT "import_run_rows_program_id_detox_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."detox_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_run_rows_run_idx" ON "import_run_rows" USING btree ("run_id","outcome","row");--> statement-breakpoint
CREATE INDEX "import_run_rows_program_idx" ON "import_run_rows" USING btree ("program_id");