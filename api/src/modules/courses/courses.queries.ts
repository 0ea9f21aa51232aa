import type { CatalogueCourse, EnrolledCourse } from '@elearn/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseProgress, courses } from '../../db/schema';

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
      additionalFees: courses.additionalFees,
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
