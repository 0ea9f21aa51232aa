import type { Run } from '../../db/transaction';
import { withArabicVariants } from './arabic-variants';

/** A lesson paragraph found for a question, best first. */
export interface Passage {
  learningOutcomeId: string;
  moduleId: string;
  lessonId: string;
  lessonName: string;
  position: number;
  body: string;
  rank: number;
}

/**
 * The course's paragraphs that share stemmed words with the question (any of them), best first.
 * Each shared word counts by its rarity in the course (inverse document frequency: "equation" is in
 * every algebra lesson, "brackets" in one), half again when the lesson's name has it; PostgreSQL's
 * ts_rank breaks ties. Words are stemmed in the course's language with the catalogue's Arabic
 * folding (search_fold, search_config) and light Arabic affix variants (arabic-variants.ts).
 */
export async function retrievePassages(
  db: Run,
  courseId: string,
  question: string,
  limit = 5,
): Promise<Passage[]> {
  const { rows } = await db.query<Passage>(
    `WITH words AS (
       SELECT DISTINCT to_tsquery('simple', quote_literal(w)) AS word, to_tsquery('simple', quote_literal(w) || ':A') AS named
       FROM course_details cd, unnest(tsvector_to_array(to_tsvector(search_config(cd.language), search_fold($2)))) AS w
       WHERE cd.course_id = $1),
     docs AS (SELECT * FROM eve_passages WHERE course_id = $1),
     total AS (SELECT count(*)::float8 AS n FROM docs),
     rarity AS (
       SELECT words.word, words.named, ln(1 + total.n / count(*)) AS idf
       FROM words CROSS JOIN total JOIN docs d ON d.search_vector @@ words.word
       GROUP BY words.word, words.named, total.n)
     SELECT d.learning_outcome_id AS "learningOutcomeId", d.module_id AS "moduleId", d.lesson_id AS "lessonId",
       d.lesson_name AS "lessonName", d.position, d.body,
       sum(r.idf * CASE WHEN d.search_vector @@ r.named THEN 1.5 ELSE 1 END) AS rank,
       ts_rank(d.search_vector, (SELECT eve_question_query(search_config(language), $2) FROM course_details WHERE course_id = $1), 1) AS tie
     FROM docs d JOIN rarity r ON d.search_vector @@ r.word
     GROUP BY d.course_id, d.lesson_id, d.position, d.learning_outcome_id, d.module_id, d.lesson_name, d.body, d.search_vector
     ORDER BY rank DESC, tie DESC, d.lesson_id, d.position
     LIMIT $3`,
    [courseId, withArabicVariants(question.slice(0, 2000)), limit],
  );
  return rows.map(({ tie: _, ...r }: Passage & { tie?: unknown }) => ({ ...r, rank: Number(r.rank) }));
}
