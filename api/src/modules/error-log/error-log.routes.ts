import { errorBodySchema, errorLogSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorLogs } from '../../db/schema';
import { userFromRequest } from '../auth/authenticate';

const MAX_JSON = 16_000;
/** Stored as given, but never more than MAX_JSON characters of it. */
const capped = (value: unknown): unknown => {
  if (value === undefined) return null;
  const text = JSON.stringify(value) ?? 'null';
  return text.length > MAX_JSON ? { truncated: text.slice(0, MAX_JSON) } : value;
};

/** POST /createErrorLog: the browser's error reports; anonymous allowed, size and rate limited. */
export const errorLogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/createErrorLog',
      {
        bodyLimit: 64 * 1024,
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          body: errorLogSchema,
          response: { 201: z.object({ id: z.string() }), 422: errorBodySchema },
        },
      },
      async (request, reply) => {
        const user = await userFromRequest(request, ctx.database.db, ctx.secret);
        const [row] = await ctx.database.db
          .insert(errorLogs)
          .values({
            userId: user?.id ?? null,
            error: request.body.error,
            request: capped(request.body.request),
            response: capped(request.body.response),
            userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
          })
          .returning({ id: errorLogs.id });
        return reply.code(201).send({ id: row!.id });
      },
    );
  };
