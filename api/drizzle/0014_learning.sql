CREATE TABLE "learning_performance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"progress_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"learning_outcome_id" text NOT NULL,
	"module_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"question_id" uuid,
	"exam_id" uuid,
	"passed" boolean NOT NULL,
	"difficulty_level" smallint NOT NULL,
	"cognitive_level" smallint NOT NULL,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_performance_difficulty_range" CHECK ("learning_performance"."difficulty_level" BETWEEN 1 AND 3),
	CONSTRAINT "learning_performance_cognitive_range" CHECK ("learning_performance"."cognitive_level" BETWEEN 1 AND 6),
	CONSTRAINT "learning_performance_time_not_negative" CHECK ("learning_performance"."time_spent_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_time" (
	"progress_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_time_pk" PRIMARY KEY("progress_id","lesson_id"),
	CONSTRAINT "lesson_time_seconds_not_negative" CHECK ("lesson_time"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "learning_performance" ADD CONSTRAINT "learning_performance_progress_id_course_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_performance" ADD CONSTRAINT "learning_performance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_performance" ADD CONSTRAINT "learning_performance_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_time" ADD CONSTRAINT "lesson_time_progress_id_course_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_performance_progress_outcome" ON "learning_performance" USING btree ("progress_id","learning_outcome_id");--> statement-breakpoint
CREATE INDEX "learning_performance_user_created" ON "learning_performance" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "learning_performance_exam" ON "learning_performance" USING btree ("exam_id");