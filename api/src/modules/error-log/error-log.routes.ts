import { errorBodySchema, errorLogSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { userFromRequest } from '../auth/authenticate';

const MAX_JSON = 16_000;
/** Stored as given, but never more than MAX_JSON characters of it. */
const capped = (value: unknown) => {
  if (value === undefined) return null;
  const text = JSON.stringify(value) ?? 'null';
  return text.length > MAX_JSON ? JSON.stringify({ truncated: text.slice(0, MAX_JSON) }) : text;
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
        const user = await userFromRequest(request, ctx.database.pool, ctx.secret);
        const { rows } = await ctx.database.pool.query(
          `INSERT INTO error_logs (user_id, error, request, response, user_agent)
           VALUES ($1, $2, $3::jsonb, $4::jsonb, $5) RETURNING id`,
          [
            user?.id ?? null,
            request.body.error,
            capped(request.body.request),
            capped(request.body.response),
            request.headers['user-agent']?.slice(0, 500) ?? null,
          ],
        );
        return reply.code(201).send({ id: rows[0].id });
      },
    );
  };
