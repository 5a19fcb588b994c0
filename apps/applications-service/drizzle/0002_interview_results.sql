CREATE TABLE "interview_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"overall_score" integer NOT NULL,
	"video_file_id" text,
	"video_file_name" text,
	"video_content_type" text,
	"video_size" integer,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_results_score_check" CHECK ("interview_results"."overall_score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "interview_results" ADD CONSTRAINT "interview_results_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_results_application_uq" ON "interview_results" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_results_recruiter_idx" ON "interview_results" USING btree ("recruiter_id","completed_at");--> statement-breakpoint
CREATE INDEX "interview_results_applicant_idx" ON "interview_results" USING btree ("applicant_id","completed_at");