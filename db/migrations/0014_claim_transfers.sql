CREATE TABLE "claim_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"from_owner_id" uuid,
	"to_owner_id" uuid NOT NULL,
	"method" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "claim_transfers" ADD CONSTRAINT "claim_transfers_program_id_detox_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."detox_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_transfers" ADD CONSTRAINT "claim_transfers_from_owner_id_owners_id_fk" FOREIGN KEY ("from_owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_transfers" ADD CONSTRAINT "claim_transfers_to_owner_id_owners_id_fk" FOREIGN KEY ("to_owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_transfers_pending_idx" ON "claim_transfers" USING btree ("program_id","to_owner_id") WHERE "claim_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "claim_transfers_status_idx" ON "claim_transfers" USING btree ("status","created_at");