CREATE TABLE "file_holds" (
	"file_id" uuid NOT NULL,
	"holder" text NOT NULL,
	CONSTRAINT "file_holds_pk" PRIMARY KEY("file_id","holder")
);
--> statement-breakpoint
CREATE TABLE "file_owners" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"profile_version" integer DEFAULT -1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "idle_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "file_holds" ADD CONSTRAINT "file_holds_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_reservations_owner_idx" ON "upload_reservations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "files_idle_idx" ON "files" USING btree ("idle_since");--> statement-breakpoint
-- Files stored before holds existed: interview videos were kept only when their result was saved;
-- resumes and photos are held as legacy until the owner's next profile event says which ones the profile names.
INSERT INTO "file_holds" ("file_id", "holder") SELECT "id", 'interview-result' FROM "files" WHERE "kind" = 'interview-video';--> statement-breakpoint
INSERT INTO "file_holds" ("file_id", "holder") SELECT "id", 'legacy' FROM "files" WHERE "kind" <> 'interview-video';
