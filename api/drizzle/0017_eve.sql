CREATE TABLE "eve_asks" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "eve_asks_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "eve_asks_used_not_negative" CHECK ("eve_asks"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "eve_chats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"threads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eve_passages" (
	"course_id" uuid NOT NULL,
	"learning_outcome_id" text NOT NULL,
	"module_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"lesson_name" text NOT NULL,
	"position" integer NOT NULL,
	"body" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "eve_passages_pk" PRIMARY KEY("course_id","lesson_id","position")
);
--> statement-breakpoint
CREATE TABLE "eve_question_topics" (
	"course_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"lesson_name" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eve_asks" ADD CONSTRAINT "eve_asks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eve_chats" ADD CONSTRAINT "eve_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eve_passages" ADD CONSTRAINT "eve_passages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eve_question_topics" ADD CONSTRAINT "eve_question_topics_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eve_passages_search" ON "eve_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "eve_question_topics_course" ON "eve_question_topics" USING btree ("course_id","lesson_id");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Eve's passages: one row per paragraph of every lesson, with the lesson's name weighing most, in the
-- course's language plus plain words, through the catalogue's search_fold (Arabic tashkeel, alef forms).
CREATE FUNCTION "eve_passages_rebuild"("course" uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "eve_passages" WHERE "course_id" = "course";
  INSERT INTO "eve_passages" ("course_id", "learning_outcome_id", "module_id", "lesson_id", "lesson_name",
    "position", "body", "search_vector")
  SELECT cd."course_id", coalesce(m->>'learningOutcomeId', ''), m->>'id', l->>'id', l->>'name', p.n, p.body,
    search_document(search_config(cd."language"), l->>'name', 'A')
      || search_document(search_config(cd."language"), p.body, 'B')
  FROM "course_details" cd
  CROSS JOIN LATERAL jsonb_array_elements(cd."modules") AS m
  CROSS JOIN LATERAL jsonb_array_elements(m->'lessons') AS l
  CROSS JOIN LATERAL regexp_split_to_table(coalesce(l->>'content', ''), '\n\s*\n') WITH ORDINALITY AS p(body, n)
  WHERE cd."course_id" = "course" AND l->>'id' IS NOT NULL AND btrim(p.body) <> ''
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION "eve_passages_index"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM eve_passages_rebuild(NEW."course_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "eve_passages_indexed" AFTER INSERT OR UPDATE OF "modules", "language" ON "course_details"
  FOR EACH ROW EXECUTE FUNCTION "eve_passages_index"();
--> statement-breakpoint
SELECT eve_passages_rebuild("course_id") FROM "course_details";
--> statement-breakpoint
-- A question as a tsquery: its stemmed words in the course's language, any of them (a question is
-- long; requiring every word, as a search box does, would find nothing). Stop words drop out.
CREATE FUNCTION "eve_question_query"("cfg" regconfig, "q" text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(to_tsquery('simple', nullif((SELECT string_agg(quote_literal(w), ' | ')
    FROM unnest(tsvector_to_array(to_tsvector("cfg", search_fold("q")))) AS w), '')), ''::tsquery)
$$;
