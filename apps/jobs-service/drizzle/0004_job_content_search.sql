CREATE TABLE "job_search_term_keys" (
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"norm" text NOT NULL,
	CONSTRAINT "job_search_term_keys_kind_norm_key_pk" PRIMARY KEY("kind","norm","key")
);
--> statement-breakpoint
CREATE TABLE "job_search_terms" (
	"kind" text NOT NULL,
	"norm" text NOT NULL,
	"display" text NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"open_until" timestamp with time zone,
	CONSTRAINT "job_search_terms_kind_norm_pk" PRIMARY KEY("kind","norm"),
	CONSTRAINT "job_search_terms_kind_check" CHECK ("job_search_terms"."kind" in ('title', 'skill'))
);
--> statement-breakpoint
CREATE TABLE "job_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"expansions" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (jobs_search_document("jobs"."title", "jobs"."skillsets", "jobs"."description", "jobs"."company_name", "jobs"."location_city", "jobs"."location_country")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recruiters" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "job_search_term_keys_prefix_idx" ON "job_search_term_keys" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "job_search_words_trgm_idx" ON "job_search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_open_facets_idx" ON "jobs" USING btree ("deadline","job_type","salary","duration","remote");--> statement-breakpoint
CREATE INDEX "jobs_location_city_idx" ON "jobs" USING btree (lower("location_city"));--> statement-breakpoint
CREATE INDEX "jobs_location_country_idx" ON "jobs" USING btree (lower("location_country"));