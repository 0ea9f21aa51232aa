CREATE TABLE "notification_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"not_seen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "year_exps_year_xp";--> statement-breakpoint
DROP INDEX "forum_posts_course_created";--> statement-breakpoint
DROP INDEX "notifications_user_created";--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_staff" ON "users" USING btree ("id") WHERE "users"."role" <> 'Learner';--> statement-breakpoint
CREATE INDEX "year_exps_year_ranking" ON "year_exps" USING btree ("year","xp" DESC NULLS FIRST,"last_status_up","user_id");--> statement-breakpoint
CREATE INDEX "forum_posts_course_created" ON "forum_posts" USING btree ("course_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Counts of the bell (issue 9): kept by each change in its own transaction, so a page never counts the list.
-- Statement triggers with transition tables: marking 100k notifications seen is one counter update, not 100k.
CREATE FUNCTION "notification_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "notification_counts" c SET "total" = c."total" - d."total", "not_seen" = c."not_seen" - d."not_seen"
    FROM (SELECT "user_id", count(*)::int AS "total", (count(*) FILTER (WHERE "seen_at" IS NULL))::int AS "not_seen"
          FROM "old_rows" GROUP BY "user_id") d
    WHERE c."user_id" = d."user_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "notification_counts" ("user_id", "total", "not_seen")
    SELECT "user_id", count(*), count(*) FILTER (WHERE "seen_at" IS NULL) FROM "new_rows" GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "total" = "notification_counts"."total" + excluded."total",
      "not_seen" = "notification_counts"."not_seen" + excluded."not_seen";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_counted_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "notifications_counted_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "notifications_counted_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_keep"();
--> statement-breakpoint
INSERT INTO "notification_counts" ("user_id", "total", "not_seen")
  SELECT "user_id", count(*), count(*) FILTER (WHERE "seen_at" IS NULL) FROM "notifications" GROUP BY "user_id";
