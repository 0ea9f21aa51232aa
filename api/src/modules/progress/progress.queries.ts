import type { LearningTime } from '@elearn/contracts';
import type { Module } from '../../db/schema';
import type { Run } from '../../db/transaction';

export interface CourseContent {
  id: string;
  title: string;
  seoTxt: string;
  learningOutcomes: { id: string; statement: string }[];
  modules: Module[];
}

/** A course with its content (outcomes, modules, lessons), or null. */
export async function courseContent(db: Run, courseId: string): Promise<CourseContent | null> {
  const { rows } = await db.query<{
    id: string;
    title: string;
    seo_txt: string;
    outcomes: { id: string; statement: string }[] | null;
    modules: Module[] | null;
  }>(
    `SELECT c.id, c.title, c.seo_txt, d.learning_outcomes AS outcomes, d.modules
     FROM courses c LEFT JOIN course_details d ON d.course_id = c.id WHERE c.id = $1`,
    [courseId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    seoTxt: row.seo_txt,
    learningOutcomes: (row.outcomes ?? []).map((o) => ({ id: o.id, statement: o.statement })),
    modules: row.modules ?? [],
  };
}

export interface ProgressRow {
  id: string;
  userId: string;
  courseId: string;
  completion: number;
}

const toProgress = (r: {
  id: string;
  user_id: string;
  course_id: string;
  completion: number;
}): ProgressRow => ({
  id: r.id,
  userId: r.user_id,
  courseId: r.course_id,
  completion: r.completion,
});

/** The user's progress in a course, or null when not enrolled. */
export async function progressOf(db: Run, userId: string, courseId: string): Promise<ProgressRow | null> {
  const { rows } = await db.query(
    'SELECT id, user_id, course_id, completion FROM course_progress WHERE user_id = $1 AND course_id = $2',
    [userId, courseId],
  );
  return rows[0] ? toProgress(rows[0]) : null;
}

/** A progress by id (optionally locked for update), or null. */
export async function progressById(db: Run, progressId: string, lock = false): Promise<ProgressRow | null> {
  const { rows } = await db.query(
    `SELECT id, user_id, course_id, completion FROM course_progress WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [progressId],
  );
  return rows[0] ? toProgress(rows[0]) : null;
}

/** Answered questions of a progress, per outcome and difficulty. */
export async function answersOf(db: Run, progressId: string) {
  const { rows } = await db.query<{ outcome: string; difficulty: number; passed: boolean; n: string }>(
    `SELECT learning_outcome_id AS outcome, difficulty_level AS difficulty, passed, count(*) AS n
     FROM learning_performance WHERE progress_id = $1
     GROUP BY learning_outcome_id, difficulty_level, passed`,
    [progressId],
  );
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** Seconds spent per lesson of a progress. */
export async function lessonSeconds(db: Run, progressId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ lesson_id: string; seconds: number }>(
    'SELECT lesson_id, seconds FROM lesson_time WHERE progress_id = $1',
    [progressId],
  );
  return new Map(rows.map((r) => [r.lesson_id, r.seconds]));
}

export async function viewedMaterialIds(db: Run, progressId: string): Promise<string[]> {
  const { rows } = await db.query<{ material_id: string }>(
    'SELECT material_id FROM viewed_materials WHERE progress_id = $1 ORDER BY viewed_at, material_id',
    [progressId],
  );
  return rows.map((r) => r.material_id);
}

export async function learningTimesOf(db: Run, progressId: string): Promise<LearningTime[]> {
  const { rows } = await db.query<{ alarm_time: string; repeat_days: number[] }>(
    'SELECT alarm_time, repeat_days FROM learning_times WHERE progress_id = $1 ORDER BY position',
    [progressId],
  );
  return rows.map((r) => ({ alarmTime: r.alarm_time, repeatDays: r.repeat_days.map(Number) }));
}

export async function hasCurrentPlan(db: Run, userId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM user_plans WHERE user_id = $1 AND start_date <= $2 AND renew_date >= $2 LIMIT 1',
    [userId, now],
  );
  return rows.length > 0;
}

export async function timeZoneOf(db: Run, userId: string): Promise<string> {
  const { rows } = await db.query<{ timezone: string }>('SELECT timezone FROM users WHERE id = $1', [userId]);
  return rows[0]?.timezone ?? 'UTC';
}
