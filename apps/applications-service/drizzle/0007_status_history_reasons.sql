ALTER TABLE "status_history" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "cause_job_id" uuid;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "reason_codes" text[];--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "reason_text" text;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "reason_shared" boolean DEFAULT false NOT NULL;