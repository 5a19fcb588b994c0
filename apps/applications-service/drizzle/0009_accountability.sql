CREATE TABLE "human_interview_requests" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid
);
--> statement-breakpoint
CREATE TABLE "recording_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"viewer_role" text NOT NULL,
	"action" text NOT NULL,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_access_action_check" CHECK ("recording_access"."action" in ('play', 'download')),
	CONSTRAINT "recording_access_role_check" CHECK ("recording_access"."viewer_role" in ('applicant', 'recruiter'))
);
--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "review_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "video_deleted_reason" text;--> statement-breakpoint
ALTER TABLE "human_interview_requests" ADD CONSTRAINT "human_interview_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_access" ADD CONSTRAINT "recording_access_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_access_application_idx" ON "recording_access" USING btree ("application_id","accessed_at");--> statement-breakpoint
UPDATE "interview_results" SET "video_deleted_reason" = 'applicant' WHERE "video_deleted_at" IS NOT NULL;
