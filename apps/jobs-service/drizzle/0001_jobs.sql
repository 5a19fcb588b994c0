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
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"recruiter_name" text NOT NULL,
	"title" text NOT NULL,
	"job_type" text NOT NULL,
	"salary" integer NOT NULL,
	"duration" integer NOT NULL,
	"skillsets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_of_posting" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"max_applicants" integer NOT NULL,
	"max_positions" integer NOT NULL,
	"interview_questions" integer NOT NULL,
	"requires_interview" boolean DEFAULT false NOT NULL,
	"accepted_candidates" integer DEFAULT 0 NOT NULL,
	"active_applications" integer DEFAULT 0 NOT NULL,
	"applications_sequence" bigint DEFAULT 0 NOT NULL,
	"rating" double precision DEFAULT -1 NOT NULL,
	"rating_version" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (jobs_search_text("jobs"."title", "jobs"."skillsets")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_job_type_check" CHECK ("jobs"."job_type" in ('Full Time', 'Part Time', 'Work From Home')),
	CONSTRAINT "jobs_title_check" CHECK (length(btrim("jobs"."title")) between 1 and 200),
	CONSTRAINT "jobs_salary_check" CHECK ("jobs"."salary" >= 0),
	CONSTRAINT "jobs_duration_check" CHECK ("jobs"."duration" between 0 and 6),
	CONSTRAINT "jobs_max_applicants_check" CHECK ("jobs"."max_applicants" >= 1),
	CONSTRAINT "jobs_max_positions_check" CHECK ("jobs"."max_positions" >= 1),
	CONSTRAINT "jobs_interview_questions_check" CHECK ("jobs"."interview_questions" in (1, 3, 5, 7, 10)),
	CONSTRAINT "jobs_skillsets_check" CHECK (jsonb_typeof("jobs"."skillsets") = 'array'),
	CONSTRAINT "jobs_counts_check" CHECK ("jobs"."accepted_candidates" >= 0 and "jobs"."active_applications" >= 0),
	CONSTRAINT "jobs_rating_check" CHECK ("jobs"."rating" = -1 or "jobs"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "recruiters" (
	"recruiter_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","occurred_at");--> statement-breakpoint
CREATE INDEX "jobs_deadline_idx" ON "jobs" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "jobs_recruiter_deadline_idx" ON "jobs" USING btree ("recruiter_id","deadline");--> statement-breakpoint
CREATE INDEX "jobs_posted_idx" ON "jobs" USING btree ("date_of_posting","id");--> statement-breakpoint
CREATE INDEX "jobs_salary_idx" ON "jobs" USING btree ("salary");--> statement-breakpoint
CREATE INDEX "jobs_duration_idx" ON "jobs" USING btree ("duration");--> statement-breakpoint
CREATE INDEX "jobs_rating_idx" ON "jobs" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);