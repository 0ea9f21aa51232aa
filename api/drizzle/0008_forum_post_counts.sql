ALTER TABLE "forum_posts" ADD COLUMN "likes" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The post list's likes and comment counts (issue 9): kept on the post by each change, in its own
-- transaction, so a page of posts reads no likes or comments. Row triggers: likes append in the
-- order they are given (the list the UI shows); the post's row lock orders concurrent likes.
CREATE FUNCTION "forum_posts_likes_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "forum_posts" SET "likes" = array_append("likes", NEW."user_id") WHERE "id" = NEW."post_id";
  ELSE
    UPDATE "forum_posts" SET "likes" = array_remove("likes", OLD."user_id") WHERE "id" = OLD."post_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "forum_likes_kept" AFTER INSERT OR DELETE ON "forum_likes"
  FOR EACH ROW EXECUTE FUNCTION "forum_posts_likes_keep"();
--> statement-breakpoint
CREATE FUNCTION "forum_posts_comments_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "forum_posts" SET "comments_count" = "comments_count" + 1 WHERE "id" = NEW."post_id";
  ELSE
    UPDATE "forum_posts" SET "comments_count" = "comments_count" - 1 WHERE "id" = OLD."post_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "forum_comments_counted" AFTER INSERT OR DELETE ON "forum_comments"
  FOR EACH ROW EXECUTE FUNCTION "forum_posts_comments_keep"();
--> statement-breakpoint
UPDATE "forum_posts" p SET
  "likes" = COALESCE((SELECT array_agg(l."user_id" ORDER BY l."created_at") FROM "forum_likes" l WHERE l."post_id" = p."id"), '{}'),
  "comments_count" = (SELECT count(*)::int FROM "forum_comments" c WHERE c."post_id" = p."id");
