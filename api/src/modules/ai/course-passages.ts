import type { Run } from '../../db/transaction';
import type { Citation, LiveQuestion } from './ai.provider';
import { lessonHref } from './compose-answer';

/** Whether the course has any lesson text to answer from (else Eve says the course has none yet). */
export async function courseHasPassages(db: Run, courseId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM eve_passages WHERE course_id = $1 LIMIT 1', [courseId]);
  return rows.length > 0;
}

/** The lesson a test question comes from, as a citation without a quote (hints link it, never quote it). */
export async function lessonOf(
  db: Run,
  courseId: string,
  lang: string,
  question: LiveQuestion,
): Promise<Citation | undefined> {
  const { rows } = await db.query<{ lessonName: string }>(
    'SELECT lesson_name AS "lessonName" FROM eve_passages WHERE course_id = $1 AND lesson_id = $2 LIMIT 1',
    [courseId, question.lessonId],
  );
  if (!rows[0]) return undefined;
  return {
    lessonId: question.lessonId,
    lessonName: rows[0].lessonName,
    learningOutcomeId: question.learningOutcomeId,
    moduleId: question.moduleId,
    href: lessonHref(lang, courseId, question),
    quote: '',
  };
}
