CREATE TABLE "course_calculator_keys" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"keys" jsonb,
	"assessment_keys" jsonb,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_calculator_keys" ADD CONSTRAINT "course_calculator_keys_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_calculator_keys" ADD CONSTRAINT "course_calculator_keys_updated_by_fkey" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;