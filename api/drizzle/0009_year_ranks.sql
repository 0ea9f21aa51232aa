ALTER TABLE "year_exps" ADD COLUMN "rank" integer;--> statement-breakpoint
CREATE INDEX "year_exps_year_rank" ON "year_exps" USING btree ("year","rank");--> statement-breakpoint
-- The year ranking kept as a rank per row (issue 9): ranked are learners with XP > 0, ordered by
-- xp DESC, last_status_up ASC NULLS LAST, user_id (index year_exps_year_ranking). One lock orders
-- every change of the ranking, taken before a statement touches a row, so two XP gains never
-- renumber the same rows at once (a gain waits for the other's commit).
CREATE FUNCTION "year_ranking_lock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('year_ranking'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every rank of a year, from scratch: for statements that change many rows (seeds, role changes).
CREATE FUNCTION "year_ranking_rerank"(y integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "year_exps" e SET "rank" = s.r FROM (
    SELECT x."user_id", CASE WHEN x."xp" > 0 AND u."role" = 'Learner' THEN (row_number() OVER (
      PARTITION BY x."xp" > 0 AND u."role" = 'Learner'
      ORDER BY x."xp" DESC, x."last_status_up" ASC NULLS LAST, x."user_id"))::int END AS r
    FROM "year_exps" x JOIN "users" u ON u."id" = x."user_id" WHERE x."year" = y) s
  WHERE e."year" = y AND e."user_id" = s."user_id" AND e."rank" IS DISTINCT FROM s.r;
$$;
--> statement-breakpoint
-- After a statement on year_exps: one changed row renumbers only the ranks between its old and new
-- place (an XP gain: the learners it passed), found through the indexes; several rows, the years.
CREATE FUNCTION "year_ranking_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  y integer;
  who uuid;
  old_rank integer;
  now_row "year_exps"%ROWTYPE;
  ranked boolean := false;
  next_rank integer;
  lo integer;
  hi integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO changed FROM "old_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only a changed XP or time moves a row (the renumbering below is an update of ranks only).
    SELECT count(*) INTO changed FROM "old_rows" o JOIN "new_rows" n USING ("user_id", "year")
    WHERE (o."xp", o."last_status_up") IS DISTINCT FROM (n."xp", n."last_status_up");
  ELSE
    SELECT count(*) INTO changed FROM "new_rows";
  END IF;
  IF changed = 0 THEN RETURN NULL; END IF;
  IF changed > 1 THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM "year_ranking_rerank"(o."year") FROM (SELECT DISTINCT "year" FROM "old_rows") o;
    ELSE
      PERFORM "year_ranking_rerank"(n."year") FROM (SELECT DISTINCT "year" FROM "new_rows") n;
    END IF;
    RETURN NULL;
  END IF;

  IF TG_OP = 'DELETE' THEN
    SELECT "user_id", "year", "rank" INTO who, y, old_rank FROM "old_rows";
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT "user_id", "year" INTO who, y FROM "new_rows";
    ELSE
      SELECT n."user_id", n."year" INTO who, y FROM "old_rows" o JOIN "new_rows" n USING ("user_id", "year")
      WHERE (o."xp", o."last_status_up") IS DISTINCT FROM (n."xp", n."last_status_up");
    END IF;
    SELECT * INTO now_row FROM "year_exps" WHERE "user_id" = who AND "year" = y;
    old_rank := now_row."rank"; -- not renumbered yet: still its place before the change
    ranked := now_row."xp" > 0 AND EXISTS (SELECT 1 FROM "users" WHERE "id" = who AND "role" = 'Learner');
  END IF;

  IF ranked THEN
    -- The rank of the first ranked row now behind it (an index range from its XP down).
    SELECT e."rank" INTO next_rank FROM "year_exps" e
    WHERE e."year" = y AND e."xp" <= now_row."xp" AND e."rank" IS NOT NULL AND e."user_id" <> who
      AND NOT (e."xp" > now_row."xp" OR (e."xp" = now_row."xp" AND (
        (e."last_status_up" IS NOT NULL AND (now_row."last_status_up" IS NULL OR e."last_status_up" < now_row."last_status_up"))
        OR (e."last_status_up" IS NOT DISTINCT FROM now_row."last_status_up" AND e."user_id" < who))))
    ORDER BY e."xp" DESC, e."last_status_up" ASC NULLS LAST, e."user_id" LIMIT 1;
    IF old_rank IS NULL THEN -- enters: everyone behind moves down one
      lo := COALESCE(next_rank, (SELECT COALESCE(max("rank"), 0) + 1 FROM "year_exps" WHERE "year" = y));
      hi := NULL;
    ELSIF next_rank IS NULL THEN -- now last
      lo := old_rank;
      hi := NULL;
    ELSIF next_rank < old_rank THEN -- moved up past the ranks next_rank .. old_rank - 1
      lo := next_rank;
      hi := old_rank;
    ELSE -- stayed, or moved down behind the ranks old_rank + 1 .. next_rank - 1
      lo := old_rank;
      hi := next_rank - 1;
    END IF;
  ELSE
    IF old_rank IS NULL THEN RETURN NULL; END IF;
    IF TG_OP <> 'DELETE' THEN
      UPDATE "year_exps" SET "rank" = NULL WHERE "user_id" = who AND "year" = y;
    END IF;
    lo := old_rank; -- leaves: everyone behind moves up one
    hi := NULL;
  END IF;

  UPDATE "year_exps" e SET "rank" = s.r FROM (
    SELECT x."user_id", (lo - 1 + row_number() OVER (
      ORDER BY x."xp" DESC, x."last_status_up" ASC NULLS LAST, x."user_id"))::int AS r
    FROM "year_exps" x
    WHERE x."year" = y AND (x."rank" BETWEEN lo AND COALESCE(hi, 2147483647) OR (ranked AND x."user_id" = who))) s
  WHERE e."year" = y AND e."user_id" = s."user_id" AND e."rank" IS DISTINCT FROM s.r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "year_exps_ranking_lock" BEFORE INSERT OR UPDATE OF "xp", "last_status_up" OR DELETE ON "year_exps"
  FOR EACH STATEMENT EXECUTE FUNCTION "year_ranking_lock"();
--> statement-breakpoint
CREATE TRIGGER "year_exps_ranked_insert" AFTER INSERT ON "year_exps"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "year_ranking_keep"();
--> statement-breakpoint
CREATE TRIGGER "year_exps_ranked_update" AFTER UPDATE ON "year_exps"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "year_ranking_keep"();
--> statement-breakpoint
CREATE TRIGGER "year_exps_ranked_delete" AFTER DELETE ON "year_exps"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "year_ranking_keep"();
--> statement-breakpoint
-- A learner who becomes staff (or back) leaves (or enters) the rankings of their years.
CREATE FUNCTION "year_ranking_roles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "year_ranking_rerank"(e."year") FROM (
    SELECT DISTINCT x."year" FROM "year_exps" x JOIN "new_rows" n ON n."id" = x."user_id"
    JOIN "old_rows" o ON o."id" = n."id" WHERE o."role" IS DISTINCT FROM n."role") e;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_ranking_lock" BEFORE UPDATE OF "role" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "year_ranking_lock"();
--> statement-breakpoint
CREATE TRIGGER "users_ranked_roles" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "year_ranking_roles"();
--> statement-breakpoint
SELECT "year_ranking_rerank"(y."year") FROM (SELECT DISTINCT "year" FROM "year_exps") y;
