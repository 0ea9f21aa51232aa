ALTER TABLE "course_drafts" ADD COLUMN "cover_key" text;--> statement-breakpoint
ALTER TABLE "course_drafts" ADD COLUMN "cover_name" text;