import {
  pushEndpointBodySchema,
  pushKeySchema,
  pushStatusSchema,
  pushSubscribeSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireUser } from '../auth/authenticate';
import { pushService } from './push.service';

/** Browser push (issue 17, profile → notifications): the VAPID key, and this browser's subscription. */
export const pushRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const push = pushService(ctx);
    const auth = { onRequest: requireUser(ctx) };
    const errors = errorResponses(401, 422);

    // Public: the key is in every subscription the browser makes anyway.
    app.get('/push/key', { schema: { response: { 200: pushKeySchema } } }, () => push.key());
    app.post(
      '/push/subscriptions',
      { ...auth, schema: { body: pushSubscribeSchema, response: { 200: pushStatusSchema, ...errors } } },
      (r) => push.subscribe(r.user!.id, r.body, r.headers['user-agent']),
    );
    app.delete(
      '/push/subscriptions',
      { ...auth, schema: { body: pushEndpointBodySchema, response: { 200: pushStatusSchema, ...errors } } },
      (r) => push.unsubscribe(r.user!.id, r.body.endpoint),
    );
    // A POST, not a GET: the endpoint is a secret of the browser, kept out of URLs and access logs.
    app.post(
      '/push/subscriptions/status',
      { ...auth, schema: { body: pushEndpointBodySchema, response: { 200: pushStatusSchema, ...errors } } },
      (r) => push.status(r.user!.id, r.body.endpoint),
    );
  };
