CREATE TABLE "audience_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sector" text NOT NULL,
	"intended_learners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "audience_categories_sector_unique" UNIQUE("sector")
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_details" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"educational_system_id" uuid,
	"grade_level_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"prerequisite_id" uuid,
	"audiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"learning_outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_vector" "tsvector",
	CONSTRAINT "course_details_language_known" CHECK ("course_details"."language" IN ('en', 'ar', 'fr', 'de'))
);
--> statement-breakpoint
CREATE TABLE "educational_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "educational_systems_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "grade_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grade_levels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pathway_courses" (
	"pathway_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pathway_courses_pk" PRIMARY KEY("pathway_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "pathways" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"audiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pathways_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "course_details" ADD CONSTRAINT "course_details_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_details" ADD CONSTRAINT "course_details_educational_system_id_educational_systems_id_fk" FOREIGN KEY ("educational_system_id") REFERENCES "public"."educational_systems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_details" ADD CONSTRAINT "course_details_prerequisite_id_courses_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_courses" ADD CONSTRAINT "pathway_courses_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_courses" ADD CONSTRAINT "pathway_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_details_system" ON "course_details" USING btree ("educational_system_id");--> statement-breakpoint
CREATE INDEX "course_details_grades" ON "course_details" USING gin ("grade_level_ids");--> statement-breakpoint
CREATE INDEX "course_details_search" ON "course_details" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pathway_courses_course" ON "pathway_courses" USING btree ("course_id");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Search folding (issue 10): the same on documents and queries, so Arabic matches with or without
-- tashkeel (U+064B–U+065F, U+0670) or tatweel (U+0640), any alef form matches bare alef, final yaa
-- and taa marbuta match their common spellings, and Latin accents fold to plain letters. Plain
-- SQL, no unaccent: PGlite has no such extension, and a server need not have it either.
CREATE FUNCTION "search_fold"("input" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(replace(translate(
    regexp_replace(coalesce("input", ''), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱىةÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿŒœ',
    'اااايهAAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyOo'), 'ß', 'ss'))
$$;
--> statement-breakpoint
-- The stemming configuration of a course's language.
CREATE FUNCTION "search_config"("lang" text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE "lang" WHEN 'ar' THEN 'arabic' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german'
    ELSE 'english' END::regconfig
$$;
--> statement-breakpoint
-- A course document holds both the stemmed words of its language and the plain ('simple') words, so a
-- query matches a stem in any of the four languages or a word's beginning (typing "alg" finds algebra).
CREATE FUNCTION "search_document"("cfg" regconfig, "body" text, "weight" "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector("cfg", search_fold("body")) || to_tsvector('simple', search_fold("body")), "weight")
$$;
--> statement-breakpoint
CREATE FUNCTION "course_search_query"("q" text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT websearch_to_tsquery('english', search_fold("q"))
    || websearch_to_tsquery('arabic', search_fold("q"))
    || websearch_to_tsquery('french', search_fold("q"))
    || websearch_to_tsquery('german', search_fold("q"))
    || coalesce(to_tsquery('simple', nullif(array_to_string(ARRAY(
         SELECT quote_literal(w) || ':*' FROM regexp_split_to_table(search_fold("q"), '[[:space:][:punct:]،؛؟]+') AS w
         WHERE w <> ''), ' & '), '')), ''::tsquery)
$$;
--> statement-breakpoint
-- The document of a course: title and keywords weigh most, then the description, then the outline
-- (outcomes, modules, lessons). Kept in the writer's transaction (ADR 0009).
CREATE FUNCTION "course_details_index"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
  cfg regconfig := search_config(NEW."language");
BEGIN
  SELECT "title", "description", "keywords" INTO c FROM "courses" WHERE "id" = NEW."course_id";
  NEW."search_vector" :=
    search_document(cfg, c."title" || ' ' || coalesce((SELECT string_agg(k, ' ') FROM jsonb_array_elements_text(c."keywords") AS k), ''), 'A')
    || search_document(cfg, coalesce(c."description", ''), 'B')
    || search_document(cfg, coalesce((SELECT string_agg(s #>> '{}', ' ') FROM jsonb_path_query(
         jsonb_build_array(NEW."learning_outcomes", NEW."modules"),
         'strict $[*][*].** ? (@.type() == "object").statement') AS s), '') || ' ' ||
       coalesce((SELECT string_agg(s #>> '{}', ' ') FROM jsonb_path_query(NEW."modules",
         'strict $[*].** ? (@.type() == "object").name') AS s), ''), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "course_details_indexed" BEFORE INSERT OR UPDATE ON "course_details"
  FOR EACH ROW EXECUTE FUNCTION "course_details_index"();
--> statement-breakpoint
-- Every course has its details row, so a course made anywhere (authoring, fixtures) is searchable.
CREATE FUNCTION "course_details_create"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "course_details" ("course_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "course_details_created" AFTER INSERT ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "course_details_create"();
--> statement-breakpoint
-- A renamed or re-described course is indexed again.
CREATE FUNCTION "course_details_reindex"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "course_details" SET "language" = "language" WHERE "course_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "course_details_text_changed" AFTER UPDATE OF "title", "description", "keywords" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "course_details_reindex"();
--> statement-breakpoint
INSERT INTO "course_details" ("course_id") SELECT "id" FROM "courses" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The catalogue's version (catalogue_version): raised once per statement that changes what a search
-- or the course page shows, in that statement's transaction, so a cache keyed by it never serves
-- data older than the version it read.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "courses_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "course_details_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "course_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "course_instructors_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "course_instructors"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "pathways_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "pathways"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "pathway_courses_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "pathway_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "educational_systems_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "educational_systems"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "grade_levels_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "grade_levels"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
