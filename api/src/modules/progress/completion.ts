import { type AnsweredQuestion, courseCompletion } from '@elearn/contracts/mastery';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseProgress } from '../../db/schema';

/**
 * Recomputes a course progress's completion from its answered questions and
 * stores it. Call it in the transaction that writes learning_performance rows,
 * so the dashboard's completion never disagrees with the mastery it shows.
 */
export async function refreshCourseCompletion(db: Queryable, progressId: string): Promise<number> {
  const { rows } = await db.execute<{
    outcomeId: string;
    difficultyLevel: number | null;
    passed: boolean | null;
  }>(sql`
    SELECT o.id AS "outcomeId", lp.difficulty_level AS "difficultyLevel", lp.passed
    FROM course_progress p
    JOIN course_details d ON d.course_id = p.course_id
    CROSS JOIN LATERAL jsonb_to_recordset(d.learning_outcomes) AS o(id text)
    LEFT JOIN learning_performance lp ON lp.progress_id = p.id AND lp.learning_outcome_id = o.id AND lp.passed
    WHERE p.id = ${progressId}`);
  const perOutcome = new Map<string, AnsweredQuestion[]>();
  for (const r of rows) {
    const answers = perOutcome.get(r.outcomeId) ?? [];
    if (r.difficultyLevel !== null)
      answers.push({ difficultyLevel: r.difficultyLevel, passed: r.passed === true });
    perOutcome.set(r.outcomeId, answers);
  }
  const completion = courseCompletion([...perOutcome.values()]);
  await db.update(courseProgress).set({ completion }).where(eq(courseProgress.id, progressId));
  return completion;
}
