ALTER TABLE "interview_results" ADD COLUMN "feedback" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "answer_modes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_results" ADD COLUMN "video_deleted_at" timestamp with time zone;