import {
  purchaseBodySchema,
  purchaseResultSchema,
  storeListSchema,
  warehouseSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireRole } from '../auth/access';
import { storeService } from './store.service';

/** The coins store dialog (learner-experience §2, §7): learners only, 403 for everyone else. */
export const storeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const store = storeService(ctx);
    app.addHook('onRequest', requireRole(ctx, 'learner'));

    app.get(
      '/coins-store/listAvailableItems',
      { schema: { response: { 200: storeListSchema, ...errorResponses(401, 403) } } },
      (r) => store.listAvailable(r.user!),
    );
    // 200 when bought; 409 with the same shape when not (every refusal, item not found included,
    // so the dialog shows each error with its OK button instead of the generic error dialog).
    app.post(
      '/coins-store/purchaseItem',
      {
        schema: {
          body: purchaseBodySchema,
          response: {
            200: purchaseResultSchema,
            409: purchaseResultSchema,
            ...errorResponses(401, 403, 422),
          },
        },
      },
      async (r, reply) => {
        const result = await store.purchase(r.user!, r.body.itemId, r.body.requestId);
        return reply.code(result.errors.length > 0 ? 409 : 200).send(result);
      },
    );
    app.get(
      '/coins-store/getOrCreateUserWarehouse',
      { schema: { response: { 200: warehouseSchema, ...errorResponses(401, 403) } } },
      (r) => store.warehouse(r.user!),
    );
  };
