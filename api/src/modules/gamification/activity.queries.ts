import type { Run } from '../../db/transaction';

const COURSE_ROUTE = /\/(?:dashboard\/(?:study|course-progress|assessment)|course)\/([^/?#]+)/;

/** The course a page belongs to (study, progress, assessment or course pages), if any. */
export async function courseOfRoute(db: Run, route: string): Promise<string | null> {
  const key = COURSE_ROUTE.exec(route)?.[1];
  if (!key) return null;
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM courses WHERE id::text = $1 OR seo_txt = $1 LIMIT 1',
    [decodeURIComponent(key).slice(0, 200)],
  );
  return rows[0]?.id ?? null;
}

export async function logActivity(
  db: Run,
  row: { userId: string; courseId: string | null; route: string; minutes: number; at: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO activity_log (user_id, course_id, route, minutes, created_at) VALUES ($1, $2, $3, $4, $5)',
    [row.userId, row.courseId, row.route, row.minutes, row.at],
  );
}
