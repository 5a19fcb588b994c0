CREATE TABLE "interview_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_number" integer NOT NULL,
	"question" text NOT NULL,
	"expected_answer" text NOT NULL,
	"difficulty" text NOT NULL,
	"focus_area" text,
	"question_source" text NOT NULL,
	"question_engine" jsonb,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answer_mode" text,
	"score" integer,
	"feedback" text,
	"evidence" jsonb,
	"engine" jsonb,
	"evaluation_source" text,
	"reference_overlap" real,
	"answered_at" timestamp with time zone,
	CONSTRAINT "interview_questions_score_check" CHECK ("interview_questions"."score" is null or "interview_questions"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "interview_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"override_score" integer,
	"reason" text,
	"ai_overall_score" integer NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_reviews_override_check" CHECK ("interview_reviews"."override_score" is null or "interview_reviews"."override_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"total" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_sessions_total_check" CHECK ("interview_sessions"."total" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "scored_by" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "engines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "evidence" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "reference_overlaps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "overall_score_method" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "overall_score_engines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "override_score" integer;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_application_id_interview_sessions_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."interview_sessions"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reviews" ADD CONSTRAINT "interview_reviews_result_id_interview_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."interview_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_questions_position_uq" ON "interview_questions" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "interview_questions_applicant_idx" ON "interview_questions" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "interview_reviews_result_idx" ON "interview_reviews" USING btree ("result_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "interview_sessions_applicant_idx" ON "interview_sessions" USING btree ("applicant_id");--> statement-breakpoint
ALTER TABLE "interview_results" ADD CONSTRAINT "interview_results_override_check" CHECK ("interview_results"."override_score" is null or ("interview_results"."override_score" between 0 and 100 and "interview_results"."override_reason" is not null));--> statement-breakpoint
ALTER TABLE "interview_results" ADD CONSTRAINT "interview_results_scored_by_check" CHECK ("interview_results"."scored_by" in ('server', 'client'));