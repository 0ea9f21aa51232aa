import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSeenSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireUser } from '../auth/authenticate';
import { notificationsService } from './notifications.service';

/** The notifications bell (learner-experience §2, §7): list, seen, mark all seen. Any signed-in user. */
export const notificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const notifications = notificationsService(ctx);
    app.addHook('onRequest', requireUser(ctx));

    app.get(
      '/notification/listAll',
      {
        schema: {
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema, ...errorResponses(401, 422) },
        },
      },
      (r) => notifications.list(r.user!.id, r.query),
    );
    // Registered before /seen/:id for readers; Fastify prefers the static path anyway.
    app.put(
      '/notification/seen/markAllSeen',
      {
        schema: {
          response: { 200: z.object({ updated: z.number().int() }), ...errorResponses(401) },
        },
      },
      (r) => notifications.markAllSeen(r.user!.id),
    );
    app.put(
      '/notification/seen/:id',
      {
        schema: {
          params: z.object({ id: z.string().max(200) }),
          response: { 200: notificationSeenSchema, ...errorResponses(401, 404, 422) },
        },
      },
      (r) => notifications.markSeen(r.user!.id, r.params.id),
    );
  };
