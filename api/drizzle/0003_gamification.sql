-- Gamification engine (issue 3, docs/gamification.md): study days and the
-- activity log, streak state and frost days, yearly XP, rank rewards and their
-- grants, achievements, competitions and their results, and job_runs (a job
-- runs once per period). Custom migration: queried with SQL from
-- src/modules/gamification. Streak count, freeze chances, XP, level and coins
-- stay in user_stats.
CREATE TABLE "study_days" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"minutes" numeric(8, 2) DEFAULT 0 NOT NULL CHECK ("minutes" >= 0),
	"target_reached_at" timestamp with time zone,
	PRIMARY KEY ("user_id", "day")
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"course_id" uuid REFERENCES "courses"("id") ON DELETE SET NULL,
	"route" text NOT NULL,
	"minutes" numeric(6, 2) NOT NULL CHECK ("minutes" > 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_log_course_created" ON "activity_log" ("course_id", "created_at");
--> statement-breakpoint
CREATE TABLE "user_streaks" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"last_streak_up" date,
	"settled_through" date,
	"credited_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "streak_frost_days" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	PRIMARY KEY ("user_id", "day")
);
--> statement-breakpoint
CREATE TABLE "year_exps" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"year" integer NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL CHECK ("xp" >= 0),
	"last_status_up" timestamp with time zone,
	PRIMARY KEY ("user_id", "year")
);
--> statement-breakpoint
CREATE INDEX "year_exps_year_xp" ON "year_exps" ("year", "xp");
--> statement-breakpoint
CREATE TABLE "rank_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"rank" integer NOT NULL CHECK ("rank" >= 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	CONSTRAINT "rank_rewards_year_rank" UNIQUE ("year", "rank")
);
--> statement-breakpoint
CREATE TABLE "rank_reward_grants" (
	"reward_id" uuid PRIMARY KEY NOT NULL REFERENCES "rank_rewards"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("job", "period")
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"icon_cached" text,
	"tooltip_cached" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_user_type" UNIQUE ("user_id", "type")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_window" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE TABLE "competition_results" (
	"competition_id" uuid NOT NULL REFERENCES "competitions"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"rank" integer NOT NULL,
	"tier" text NOT NULL CHECK ("tier" IN ('gold', 'silver', 'bronze', 'participant')),
	"minutes" numeric(10, 2) NOT NULL,
	"xp_points" integer NOT NULL,
	PRIMARY KEY ("competition_id", "user_id")
);
