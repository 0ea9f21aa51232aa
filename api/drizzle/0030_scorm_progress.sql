CREATE TABLE "scorm_packages" (
	"upload_key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"launch" text NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_progress" (
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"lesson_status" text NOT NULL,
	"score_raw" real,
	"score_min" real,
	"score_max" real,
	"suspend_data" text DEFAULT '' NOT NULL,
	"lesson_location" text DEFAULT '' NOT NULL,
	"total_time" text DEFAULT '0000:00:00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_progress_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD CONSTRAINT "scorm_packages_upload_key_material_uploads_key_fk" FOREIGN KEY ("upload_key") REFERENCES "public"."material_uploads"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_progress" ADD CONSTRAINT "scorm_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_progress" ADD CONSTRAINT "scorm_progress_file_id_material_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."material_files"("id") ON DELETE cascade ON UPDATE no action;