import { meResponseSchema, statisticsSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireRole } from '../auth/access';
import { requireUser } from '../auth/authenticate';
import { getStatistics } from './user.service';

/** GET /user/me, GET /user/getStatistics: signed-in users only. */
export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser(ctx));

    app.get(
      '/user/me',
      { schema: { response: { 200: meResponseSchema, ...errorResponses(401) } } },
      async (request) => ({ user: request.user! }),
    );

    app.get(
      '/user/getStatistics',
      // Statistics belong to the learner experience (spec 6: the statistics call is learner-only).
      {
        onRequest: requireRole(ctx, 'learner'),
        schema: { response: { 200: statisticsSchema, ...errorResponses(401, 403) } },
      },
      async (request) => getStatistics(ctx, request.user!),
    );
  };
