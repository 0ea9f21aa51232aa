import { courseMindMapSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireCourseRole } from '../auth/access';
import { courseMindMap } from './mind-map';

/**
 * GET /course/mindMap/{courseId} (learner-experience §2 "Mind-map screen"): read by
 * whoever may read the course's materials, its members and staff (requireCourseRole).
 */
export const mindMapRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/course/mindMap/:courseId',
      {
        onRequest: requireCourseRole(ctx, 'courseId'),
        schema: {
          params: z.object({ courseId: z.string().max(200) }),
          response: { 200: courseMindMapSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (r) => courseMindMap(ctx.database.db, r.course!.id, r.log),
    );
  };
