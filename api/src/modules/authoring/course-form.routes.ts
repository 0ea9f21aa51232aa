import { courseFormSchema, storedCourseFormSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireCourseRole } from '../auth/access';
import { courseFormService } from './course-form.service';

/** A whole course's content travels in one form; lessons' texts make it the largest body of the API. */
const BODY_LIMIT = 4 * 1024 * 1024;

/** The full course form (authoring §2 "Course form (non-wizard)"): its course's values and their save. */
export const courseFormRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const form = courseFormService(ctx);
    // The course's instructors and staff only (staff pass every course role check).
    const editor = { onRequest: requireCourseRole(ctx, 'courseId', ['instructor']) };
    const params = z.object({ courseId: z.uuid() });

    app.get(
      '/course/courseForm/:courseId',
      {
        ...editor,
        schema: { params, response: { 200: storedCourseFormSchema, ...errorResponses(401, 403, 404, 422) } },
      },
      (r) => form.get(r.course!.id),
    );
    app.put(
      '/course/updateCourse/:courseId',
      {
        ...editor,
        bodyLimit: BODY_LIMIT,
        schema: {
          params,
          body: courseFormSchema,
          response: { 200: storedCourseFormSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (r) => form.update(r.course!.id, r.body),
    );
  };
