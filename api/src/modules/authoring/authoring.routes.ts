import { authoredCourseSchema, coursePreviewSchema, isStaff } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { requireCourseRole, requireRole } from '../auth/access';
import { findCourseDetail } from '../catalogue/course-detail.queries';
import { listAuthoredCourses } from './authoring.queries';

/** GET /course/authoredCourses and GET /course/preview/{courseId}: what authors see of their courses. */
export const authoringRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      '/course/authoredCourses',
      {
        // Instructors and above; a learner has no course to edit (403, not an empty list).
        onRequest: requireRole(ctx, 'allFeatures'),
        schema: { response: { 200: z.array(authoredCourseSchema), ...errorResponses(401, 403) } },
      },
      (request) => listAuthoredCourses(db, isStaff(request.user) ? null : request.user!.id),
    );

    app.get(
      '/course/preview/:courseId',
      {
        onRequest: requireCourseRole(ctx, 'courseId', ['instructor']),
        schema: {
          params: z.object({ courseId: z.string().max(64) }),
          response: { 200: coursePreviewSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const course = await findCourseDetail(db, request.course!.seoTxt, true);
        if (!course) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
        return course;
      },
    );
  };
