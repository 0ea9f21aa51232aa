import type { AuthoredCourse } from '@elearn/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/**
 * The courses `userId` may edit, newest first: every course for staff
 * (`userId` null), the courses they teach otherwise; with how many of their
 * lessons have content (the background lesson building's progress).
 */
export async function listAuthoredCourses(db: Queryable, userId: string | null): Promise<AuthoredCourse[]> {
  const mine = userId
    ? sql`WHERE EXISTS (SELECT 1 FROM course_instructors i WHERE i.course_id = c.id AND i.user_id = ${userId})`
    : sql``;
  const { rows } = await db.execute<AuthoredCourse & { createdAt: Date | string }>(sql`
    SELECT c.id, c.title, c.seo_txt AS "seoTxt", c.type, c.image, c.created_at AS "createdAt",
      COALESCE(l.built, 0)::int AS "lessonsBuilt", COALESCE(l.total, 0)::int AS "lessonsTotal"
    FROM courses c
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE COALESCE(lesson->>'content', '') <> '') AS built, count(*) AS total
      FROM course_details d, jsonb_array_elements(d.modules) AS m, jsonb_array_elements(m->'lessons') AS lesson
      WHERE d.course_id = c.id
    ) l ON true
    ${mine}
    ORDER BY c.created_at DESC, c.title`);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/**
 * Whether another course has this title (case and surrounding spaces ignored): one
 * rule for the wizard, the course form creating a course and the course form editing
 * one (`exceptCourseId`: the course being edited keeps its own title).
 */
export async function courseTitleTaken(
  db: Queryable,
  title: string,
  exceptCourseId?: string,
): Promise<boolean> {
  const other = exceptCourseId ? sql`AND id <> ${exceptCourseId}::uuid` : sql``;
  const { rows } = await db.execute(
    sql`SELECT 1 FROM courses WHERE lower(title) = lower(${title.trim()}) ${other} LIMIT 1`,
  );
  return rows.length > 0;
}
