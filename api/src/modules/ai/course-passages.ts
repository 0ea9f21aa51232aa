import type { Run } from '../../db/transaction';

/** Whether a course has any lesson text to answer from. */
export async function courseHasPassages(db: Run, courseId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM eve_passages WHERE course_id = $1 LIMIT 1', [courseId]);
  return rows.length > 0;
}
