CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"status" text NOT NULL,
	"sop" text DEFAULT '' NOT NULL,
	"date_of_application" timestamp with time zone DEFAULT now() NOT NULL,
	"date_of_joining" timestamp with time zone,
	"interview_completed" boolean DEFAULT false NOT NULL,
	"interview_score" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('applied', 'shortlisted', 'accepted', 'rejected', 'deleted', 'cancelled', 'finished')),
	CONSTRAINT "applications_interview_score_check" CHECK ("applications"."interview_score" is null or "applications"."interview_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_projection" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"resume" text DEFAULT '' NOT NULL,
	"rating" double precision DEFAULT -1 NOT NULL,
	"rating_version" integer DEFAULT 0 NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_projection" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"recruiter_name" text NOT NULL,
	"title" text NOT NULL,
	"job_type" text NOT NULL,
	"salary" integer NOT NULL,
	"duration" integer NOT NULL,
	"skillsets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_of_posting" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"max_applicants" integer NOT NULL,
	"max_positions" integer NOT NULL,
	"interview_questions" integer NOT NULL,
	"requires_interview" boolean NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" integer NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"active_count" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_projection" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_targets" (
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_targets_pk" PRIMARY KEY("target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"rater_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_pk" PRIMARY KEY("rater_id","target_type","target_id"),
	CONSTRAINT "ratings_target_type_check" CHECK ("ratings"."target_type" in ('job', 'applicant')),
	CONSTRAINT "ratings_rating_check" CHECK ("ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_active_per_job" ON "applications" USING btree ("job_id","applicant_id") WHERE "applications"."status" in ('applied', 'shortlisted', 'accepted');--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("job_id","status","date_of_application");--> statement-breakpoint
CREATE INDEX "applications_recruiter_status_idx" ON "applications" USING btree ("recruiter_id","status","date_of_joining");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id","date_of_application");--> statement-breakpoint
CREATE INDEX "status_history_application_idx" ON "status_history" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE INDEX "ratings_target_idx" ON "ratings" USING btree ("target_type","target_id");