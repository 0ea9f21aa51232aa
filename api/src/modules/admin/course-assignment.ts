import {
  assignCoursesSchema,
  type CourseOption,
  courseOptionSchema,
  coursesInstructorsOptionsSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { auditedChange } from './audited-change';

// Assign Courses To Instructors (authoring §5, §7): the course_instructors rows every course role reads.

const COURSE_OPTIONS = 'SELECT id AS "_id", title FROM courses';

export const courseAssignmentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const pool = ctx.database.pool;
    // GET /course/getCoursesOptions (every course, by title) is the authoring module's: authors and staff.
    app.get(
      '/user/getInstructorCourses/:userId',
      {
        schema: {
          params: z.object({ userId: z.string().max(64) }),
          response: { 200: z.array(courseOptionSchema), ...errorResponses(401, 403) },
        },
      },
      async (r) =>
        isUuid(r.params.userId)
          ? (
              await pool.query<CourseOption>(
                `${COURSE_OPTIONS} c WHERE EXISTS
                   (SELECT 1 FROM course_instructors i WHERE i.course_id = c.id AND i.user_id = $1)
                 ORDER BY lower(title), id`,
                [r.params.userId],
              )
            ).rows
          : [],
    );
    app.get(
      '/course/getCoursesInstructorsOptions',
      { schema: { response: { 200: coursesInstructorsOptionsSchema, ...errorResponses(401, 403) } } },
      async () => {
        const [courses, instructors] = await Promise.all([
          pool.query<CourseOption>(`${COURSE_OPTIONS} ORDER BY lower(title), id`),
          pool.query(
            `SELECT id AS "_id", first_name AS "firstName", last_name AS "lastName", email, role
               FROM users WHERE role = 'Instructor' ORDER BY lower(first_name), lower(last_name), id`,
          ),
        ]);
        return { courses: courses.rows, instructors: instructors.rows };
      },
    );
    app.post(
      '/course/assignCoursesToInstructors',
      {
        schema: {
          body: assignCoursesSchema,
          response: {
            200: z.object({ assigned: z.number().int() }),
            ...errorResponses(401, 403, 422),
          },
        },
      },
      async (r) => {
        const courses = [...new Set(r.body.courses)];
        const instructors = [...new Set(r.body.instructors)];
        return auditedChange(ctx, r.user!, { entity: 'courseInstructors', action: 'assign' }, async (tx) => {
          const known = await tx.client.query<{ courses: number; instructors: number }>(
            `SELECT (SELECT count(*)::int FROM courses WHERE id = ANY($1::uuid[])) AS courses,
                    (SELECT count(*)::int FROM users WHERE id = ANY($2::uuid[]) AND role = 'Instructor') AS instructors`,
            [courses, instructors],
          );
          const { courses: c, instructors: i } = known.rows[0]!;
          if (c !== courses.length || i !== instructors.length)
            throw new HttpError(422, 'VALIDATION', 'Unknown course or instructor.', {
              errors:
                c !== courses.length
                  ? { courses: 'validation.invalid' }
                  : { instructors: 'validation.invalid' },
            });
          const inserted = await tx.client.query(
            `INSERT INTO course_instructors (course_id, user_id)
             SELECT c, u FROM unnest($1::uuid[]) AS c CROSS JOIN unnest($2::uuid[]) AS u
             ON CONFLICT DO NOTHING`,
            [courses, instructors],
          );
          const assigned = inserted.rowCount ?? 0;
          return { id: courses.join(','), before: null, after: { courses, instructors, assigned } };
        }).then((after) => ({ assigned: after.assigned }));
      },
    );
  };
