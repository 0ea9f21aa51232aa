import {
  announcementCreateSchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementSchema,
  deletedAnnouncementEventSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireRole } from '../auth/access';
import { requireUser } from '../auth/authenticate';
import { announcementsService } from './announcements.service';

const id = z.object({ id: z.string().max(200) });

/** The announcements bell and page (learner-experience §2, §7); publishing and deleting are for staff. */
export const announcementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const announcements = announcementsService(ctx);
    app.addHook('onRequest', requireUser(ctx));

    app.get(
      '/announcements',
      {
        schema: {
          querystring: announcementListQuerySchema,
          response: { 200: announcementListSchema, ...errorResponses(401, 422) },
        },
      },
      (r) => announcements.list(r.user!, r.query),
    );
    app.put(
      '/announcements/:id',
      { schema: { params: id, response: { 200: announcementSchema, ...errorResponses(401, 404) } } },
      (r) => announcements.markRead(r.user!, r.params.id),
    );
    app.post(
      '/announcements',
      {
        onRequest: requireRole(ctx, 'staff'),
        schema: {
          body: announcementCreateSchema,
          response: { 201: announcementSchema, ...errorResponses(401, 403, 422) },
        },
      },
      async (r, reply) => reply.code(201).send(await announcements.publish(r.user!, r.body)),
    );
    app.delete(
      '/announcements/:id',
      {
        onRequest: requireRole(ctx, 'staff'),
        schema: {
          params: id,
          response: { 200: deletedAnnouncementEventSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (r) => {
        await announcements.remove(r.user!, r.params.id);
        return { id: r.params.id };
      },
    );
  };
