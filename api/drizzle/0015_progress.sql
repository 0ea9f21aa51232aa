CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"progress_id" uuid,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"learner_name" text NOT NULL,
	"course_title" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "learner_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text,
	"educational_system_id" uuid,
	"grade_level_id" uuid
);
--> statement-breakpoint
CREATE TABLE "learning_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"progress_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"alarm_time" text NOT NULL,
	"repeat_days" smallint[] NOT NULL,
	"time_zone" text NOT NULL,
	"next_fire_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_times_alarm_format" CHECK ("learning_times"."alarm_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "viewed_materials" (
	"progress_id" uuid NOT NULL,
	"material_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewed_materials_pk" PRIMARY KEY("progress_id","material_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_progress_id_course_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_educational_system_id_educational_systems_id_fk" FOREIGN KEY ("educational_system_id") REFERENCES "public"."educational_systems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_times" ADD CONSTRAINT "learning_times_progress_id_course_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_materials" ADD CONSTRAINT "viewed_materials_progress_id_course_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_valid_progress" ON "certificates" USING btree ("progress_id") WHERE "certificates"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "certificates_user" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "learning_times_due" ON "learning_times" USING btree ("next_fire_at");--> statement-breakpoint
CREATE INDEX "learning_times_progress" ON "learning_times" USING btree ("progress_id");