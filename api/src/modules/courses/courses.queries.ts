import type { CatalogueCourse, CourseRole, EnrolledCourse } from '@elearn/contracts';
import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseProgress, courses } from '../../db/schema';
import { isUuid } from '../../http/uuid';

/** The first `limit` courses of the catalogue, oldest first. */
export async function listCatalogue(db: Queryable, limit: number): Promise<CatalogueCourse[]> {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      seoTxt: courses.seoTxt,
      description: courses.description,
      image: courses.image,
      type: courses.type,
      additionalFeesPiastres: courses.additionalFeesPiastres,
    })
    .from(courses)
    .orderBy(asc(courses.createdAt), asc(courses.title))
    .limit(limit);
  return rows.map((r) => ({ ...r, description: r.description ?? '' }));
}

/** The courses a user is enrolled in, latest enrolment first, with their completion. */
export function listEnrolledCourses(db: Queryable, userId: string): Promise<EnrolledCourse[]> {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      seoTxt: courses.seoTxt,
      image: courses.image,
      type: courses.type,
      completion: courseProgress.completion,
    })
    .from(courseProgress)
    .innerJoin(courses, eq(courses.id, courseProgress.courseId))
    .where(eq(courseProgress.userId, userId))
    .orderBy(desc(courseProgress.createdAt));
}

/** A course by its id or its seoTxt (URLs use either); null when there is none. */
export async function findCourse(db: Queryable, idOrSeo: string) {
  const [found] = await db
    .select({ id: courses.id, seoTxt: courses.seoTxt })
    .from(courses)
    // Only a well-formed uuid is compared with the id: the primary key's index, never a cast error.
    .where(
      isUuid(idOrSeo)
        ? or(eq(courses.id, idOrSeo), eq(courses.seoTxt, idOrSeo))
        : eq(courses.seoTxt, idOrSeo),
    )
    .limit(1);
  return found ?? null;
}

/**
 * A course by id or seoTxt with the user's role in it (`findCourseRole`), in
 * one round trip; null when there is no such course. `userId` null: the role
 * is not looked up (staff).
 */
export async function findCourseWithRole(
  db: Queryable,
  idOrSeo: string,
  userId: string | null,
): Promise<{ id: string; seoTxt: string; role: CourseRole | null } | null> {
  // Only a well-formed uuid is compared with the id: the primary key's index, never a cast error.
  const which = isUuid(idOrSeo)
    ? sql`c.id = ${idOrSeo}::uuid OR c.seo_txt = ${idOrSeo}`
    : sql`c.seo_txt = ${idOrSeo}`;
  const role = userId
    ? sql`(SELECT 'instructor' FROM course_instructors i WHERE i.user_id = ${userId} AND i.course_id = c.id
        UNION ALL
        SELECT 'learner' FROM course_progress p WHERE p.user_id = ${userId} AND p.course_id = c.id
        LIMIT 1)`
    : sql`NULL`;
  const { rows } = await db.execute<{ id: string; seoTxt: string; role: CourseRole | null }>(
    sql`SELECT c.id, c.seo_txt AS "seoTxt", ${role} AS role FROM courses c WHERE ${which} LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** A user's role in a course: teaching it, enrolled in it, or null. */
export async function findCourseRole(
  db: Queryable,
  userId: string,
  courseId: string,
): Promise<CourseRole | null> {
  const { rows } = await db.execute<{ role: CourseRole }>(sql`
    SELECT 'instructor' AS role FROM course_instructors WHERE user_id = ${userId} AND course_id = ${courseId}
    UNION ALL
    SELECT 'learner' FROM course_progress WHERE user_id = ${userId} AND course_id = ${courseId}
    LIMIT 1`);
  return rows[0]?.role ?? null;
}
