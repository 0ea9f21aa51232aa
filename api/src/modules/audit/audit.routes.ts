import { auditEntrySchema, auditQuerySchema, pageOf } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireRole } from '../auth/access';
import { listAudit } from './audit.queries';

/** GET /admin/audit: the log of admin changes, filtered and paged, for admins only. */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/audit',
      {
        onRequest: requireRole(ctx, 'admin'),
        schema: {
          querystring: auditQuerySchema,
          response: { 200: pageOf(auditEntrySchema), ...errorResponses(401, 403, 422) },
        },
      },
      (r) => listAudit(ctx.database.pool, r.query),
    );
  };
