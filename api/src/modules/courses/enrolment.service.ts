import { type CourseRole, type CreatedProgress, enrolRefusal, type User } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { hasPaidFor } from '../payments/orders.queries';
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
        const { rows } = await tx.client.query<{
          id: string;
          title: string;
          seo_txt: string;
          fees: number | null;
          role: CourseRole | null;
        }>(
          `SELECT c.id, c.title, c.seo_txt, c.additional_fees_piastres AS fees,
             (SELECT 'instructor' FROM course_instructors i WHERE i.user_id = $2 AND i.course_id = c.id
              UNION ALL SELECT 'learner' FROM course_progress p WHERE p.user_id = $2 AND p.course_id = c.id LIMIT 1) AS role
           FROM courses c WHERE c.id = $1 FOR UPDATE`,
          [courseId, user.id],
        );
        const course = rows[0];
        if (!course) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
        const plan = await currentPlanOf(tx.client, user.id);
        const refusal = enrolRefusal({
          user: { permissionLevel: user.permissionLevel, plan },
          course: { feesPiastres: course.fees },
          courseRole: course.role,
          now: tx.now,
          as,
          paid: await hasPaidFor(tx.client, user.id, courseId),
        });
        if (refusal) throw REFUSALS[refusal]();
        if (as === 'instructor') {
          await tx.client.query('INSERT INTO course_instructors (course_id, user_id) VALUES ($1, $2)', [
            courseId,
            user.id,
          ]);
          return {
            progressId: courseId,
            userCourseRole: as,
            course: { id: course.id, title: course.title, seoTxt: course.seo_txt },
          };
        }
        const inserted = await tx.client.query<{ id: string }>(
          'INSERT INTO course_progress (user_id, course_id, created_at) VALUES ($1, $2, $3) RETURNING id',
          [user.id, courseId, tx.now],
        );
        return {
          progressId: inserted.rows[0]!.id,
          userCourseRole: as,
          course: { id: course.id, title: course.title, seoTxt: course.seo_txt },
        };
      });
    },
  };
}
