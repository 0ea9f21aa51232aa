CREATE TABLE "course_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"step" text DEFAULT 'general' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"course_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_drafts_step_known" CHECK ("course_drafts"."step" IN ('general', 'outcomes', 'modules', 'review', 'success'))
);
--> statement-breakpoint
CREATE TABLE "lesson_build_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"author_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "lesson_build_jobs_course_id_unique" UNIQUE("course_id"),
	CONSTRAINT "lesson_build_jobs_status_known" CHECK ("lesson_build_jobs"."status" IN ('queued', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "course_drafts" ADD CONSTRAINT "course_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_drafts" ADD CONSTRAINT "course_drafts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_build_jobs" ADD CONSTRAINT "lesson_build_jobs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_build_jobs" ADD CONSTRAINT "lesson_build_jobs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_drafts_user" ON "course_drafts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_build_jobs_due" ON "lesson_build_jobs" USING btree ("status","run_after");