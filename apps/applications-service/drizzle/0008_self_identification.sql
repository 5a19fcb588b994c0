CREATE TABLE "self_identifications" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"sex" text,
	"race_ethnicity" text,
	"age_band" text,
	"disability" text,
	"veteran" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
