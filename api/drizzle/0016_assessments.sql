CREATE TABLE "exam_questions" (
	"exam_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"question_id" uuid,
	"learning_outcome_id" text NOT NULL,
	"module_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"type" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"difficulty_level" smallint NOT NULL,
	"cognitive_level" smallint NOT NULL,
	"answer" jsonb,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"passed" boolean,
	"score" smallint,
	"marked_by" uuid,
	CONSTRAINT "exam_questions_pk" PRIMARY KEY("exam_id","position"),
	CONSTRAINT "exam_questions_score_range" CHECK ("exam_questions"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"progress_id" uuid NOT NULL,
	"lesson_id" text,
	"name" text NOT NULL,
	"mode" text DEFAULT 'count' NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"total_score" real DEFAULT 0 NOT NULL,
	"out_of" integer DEFAULT 0 NOT NULL,
	"percentage_score" real,
	"xp_gained" integer DEFAULT 0 NOT NULL,
	"config" jsonb,
	CONSTRAINT "exams_hash_unique" UNIQUE("hash"),
	CONSTRAINT "exams_kind_known" CHECK ("exams"."kind" IN ('lesson', 'placement', 'review')),
	CONSTRAINT "exams_status_known" CHECK ("exams"."status" IN ('in_progress', 'marking', 'scored')),
	CONSTRAINT "exams_mode_known" CHECK ("exams"."mode" IN ('count', 'time'))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"learning_outcome_id" text NOT NULL,
	"module_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"type" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"difficulty_level" smallint NOT NULL,
	"cognitive_level" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type_known" CHECK ("questions"."type" IN ('mcq', 'tf', 'essay')),
	CONSTRAINT "questions_difficulty_range" CHECK ("questions"."difficulty_level" BETWEEN 1 AND 3),
	CONSTRAINT "questions_cognitive_range" CHECK ("questions"."cognitive_level" BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"progress_id" uuid NOT NULL,
	"learning_outcome_id" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"card" jsonb NOT NULL,
	CONSTRAINT "review_cards_outcome" UNIQUE("progress_id","learning_outcome_id")
);
--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_progress_id_course_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_progress_id_course_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_user_started" ON "exams" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "exams_progress_lesson" ON "exams" USING btree ("progress_id","lesson_id");--> statement-breakpoint
CREATE INDEX "questions_course_lesson" ON "questions" USING btree ("course_id","lesson_id");--> statement-breakpoint
CREATE INDEX "review_cards_due" ON "review_cards" USING btree ("due");