import { ERROR_LOG_MAX, errorLogCreatedSchema, errorLogSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { optionalUser } from '../auth/authenticate';
import { recordErrorReport } from './error-log.service';

const BODY_LIMIT_BYTES = 64 * 1024;

// A report a little over the limit is cut, not refused: a lost report helps nobody.
const body = errorLogSchema.extend({
  error: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(ERROR_LOG_MAX * 2),
});

/** POST /createErrorLog: the browser's failure reports. Anonymous allowed; size and rate limited. */
export const errorLogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/createErrorLog',
      {
        bodyLimit: BODY_LIMIT_BYTES,
        preHandler: optionalUser(ctx),
        config: { rateLimit: { max: ctx.config.errorLogRateLimitPerMinute, timeWindow: '1 minute' } },
        schema: { body, response: { 201: errorLogCreatedSchema, ...errorResponses(422, 429) } },
      },
      async (request, reply) => {
        const id = await recordErrorReport(
          ctx.database.db,
          request.body,
          request.user?.id ?? null,
          request.headers['user-agent'],
        );
        return reply.code(201).send({ id });
      },
    );
  };
