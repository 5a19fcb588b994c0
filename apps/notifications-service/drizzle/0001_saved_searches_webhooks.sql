CREATE TABLE "mail_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"job" jsonb NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_id" uuid,
	CONSTRAINT "saved_search_matches_saved_search_id_job_id_pk" PRIMARY KEY("saved_search_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"q" text,
	"job_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"duration" integer,
	"filters_key" text NOT NULL,
	"digest" text DEFAULT 'daily' NOT NULL,
	"last_digest_at" timestamp with time zone,
	"last_match_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_digest_check" CHECK ("saved_searches"."digest" in ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"origin" text DEFAULT 'event' NOT NULL,
	"payload" jsonb NOT NULL,
	"event_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"lease_until" timestamp with time zone,
	"response_status" integer,
	"error" text,
	"duration_ms" integer,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "webhook_deliveries_origin_check" CHECK ("webhook_deliveries"."origin" in ('event', 'ping', 'redelivery'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ALTER COLUMN "notification_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "digest_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_digest_id_mail_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."mail_digests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_digests_user_idx" ON "mail_digests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("user_id") WHERE "saved_search_matches"."digest_id" is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_digest_idx" ON "saved_search_matches" USING btree ("digest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_filters_key" ON "saved_searches" USING btree ("user_id","filters_key");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_once_per_event" ON "webhook_deliveries" USING btree ("webhook_id","event_id","type") WHERE "webhook_deliveries"."origin" = 'event';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhooks_recruiter_idx" ON "webhooks" USING btree ("recruiter_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_digest_id_mail_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."mail_digests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_digest_id_unique" UNIQUE("digest_id");--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_one_subject" CHECK (num_nonnulls("mail_queue"."notification_id", "mail_queue"."digest_id") = 1);