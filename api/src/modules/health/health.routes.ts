import { healthSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

/** GET /health: 200 when the database and realtime are up, 503 (same body) when one is down. */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const database = (await ctx.database.ping()) ? 'up' : 'down';
        const realtime = ctx.realtime.isUp() ? 'up' : 'down';
        const ok = database === 'up' && realtime === 'up';
        return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, realtime });
      },
    );
  };
