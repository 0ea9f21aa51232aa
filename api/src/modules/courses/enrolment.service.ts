import { type CourseRole, type CreatedProgress, enrolRefusal, type User } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { hasPaidFor } from '../payments/orders.queries';
import { findCourseRole } from './courses.queries';
import { currentPlanOf } from './enrolment.queries';

const REFUSALS = {
  ALREADY_ENROLLED: () => new HttpError(409, 'ALREADY_ENROLLED', 'You are already in this course.'),
  LOCKED: () => new HttpError(403, 'LOCKED', 'Your plan does not include courses.'),
  PAYMENT_REQUIRED: () => new HttpError(403, 'PAYMENT_REQUIRED', 'This course must be paid for first.'),
  ROLE_NOT_ALLOWED: () => new HttpError(403, 'FORBIDDEN', 'Your role may not do this.'),
} as const;

/**
 * POST /course/createCourseProgress/{courseId}: enrols by the rules of
 * `@elearn/contracts/enrolment`, read fresh in one transaction. The course
 * row is locked so two enrolments of one user cannot both pass the check;
 * the unique (user, course) key is the last guard.
 */
export function enrolmentService(ctx: AppContext) {
  return {
    enrol(user: User, courseId: string, as: CourseRole): Promise<CreatedProgress> {
      if (!isUuid(courseId)) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
      return inTransaction(ctx, async (tx) => {
        // Lock first, then read the role in a statement of its own: in READ COMMITTED a later
        // statement sees what a concurrent enrolment committed while this one waited for the lock.
        const { rows } = await tx.client.query<{
          id: string;
          title: string;
          seo_txt: string;
          fees: number | null;
        }>(
          'SELECT id, title, seo_txt, additional_fees_piastres AS fees FROM courses WHERE id = $1 FOR UPDATE',
          [courseId],
        );
        const course = rows[0];
        if (!course) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
        const plan = await currentPlanOf(tx.client, user.id);
        const refusal = enrolRefusal({
          user: { permissionLevel: user.permissionLevel, plan },
          course: { feesPiastres: course.fees },
          courseRole: await findCourseRole(tx.db, user.id, courseId),
          now: tx.now,
          as,
          paid: await hasPaidFor(tx.client, user.id, courseId),
        });
        if (refusal) throw REFUSALS[refusal]();
        if (as === 'instructor') {
          await tx.client.query(
            'INSERT INTO course_instructors (course_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [courseId, user.id],
          );
          return {
            progressId: courseId,
            userCourseRole: as,
            course: { id: course.id, title: course.title, seoTxt: course.seo_txt },
          };
        }
        // The unique (user, course) key is the last guard (a paid order's grant may race this call).
        const inserted = await tx.client.query<{ id: string }>(
          `INSERT INTO course_progress (user_id, course_id, created_at) VALUES ($1, $2, $3)
           ON CONFLICT ON CONSTRAINT course_progress_user_course DO NOTHING RETURNING id`,
          [user.id, courseId, tx.now],
        );
        if (!inserted.rows[0]) throw REFUSALS.ALREADY_ENROLLED();
        return {
          progressId: inserted.rows[0]!.id,
          userCourseRole: as,
          course: { id: course.id, title: course.title, seoTxt: course.seo_txt },
        };
      });
    },
  };
}
