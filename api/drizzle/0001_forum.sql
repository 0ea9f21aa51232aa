-- Course forum (issue 4): posts, comments, replies, likes, reports, a course's
-- instructors, and general notifications (reused by gamification).
-- Custom migration: these tables are queried with SQL from src/modules/forum.
CREATE TABLE "course_instructors" (
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	PRIMARY KEY ("course_id", "user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seo_txt" text NOT NULL UNIQUE,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "forum_posts_course_created" ON "forum_posts" ("course_id", "created_at" DESC, "id");
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL REFERENCES "forum_posts"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "forum_comments_post_created" ON "forum_comments" ("post_id", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL REFERENCES "forum_comments"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "forum_replies_comment_created" ON "forum_replies" ("comment_id", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "forum_likes" (
	"post_id" uuid NOT NULL REFERENCES "forum_posts"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("post_id", "user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_type" text NOT NULL CHECK ("item_type" IN ('Post', 'Comment', 'Reply')),
	"item_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reports_reporter_item" UNIQUE ("reporter_id", "item_type", "item_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"event_short" text NOT NULL,
	"template" text NOT NULL,
	"template_type" text NOT NULL CHECK ("template_type" IN ('link', 'text', 'custom')),
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" ("user_id", "created_at" DESC);
