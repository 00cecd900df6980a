CREATE TABLE "program_daily_events" (
	"program_id" uuid NOT NULL,
	"day" date NOT NULL,
	"view" integer DEFAULT 0 NOT NULL,
	"call" integer DEFAULT 0 NOT NULL,
	"website" integer DEFAULT 0 NOT NULL,
	"directions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "program_daily_events_program_id_day_pk" PRIMARY KEY("program_id","day")
);
--> statement-breakpoint
ALTER TABLE "program_daily_events" ADD CONSTRAINT "program_daily_events_program_id_detox_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."detox_programs"("id") ON DELETE cascade ON UPDATE no action;