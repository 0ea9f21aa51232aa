import { planSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listPlans } from './plans.queries';

/** GET /plans: public, for the landing page and the subscription options. */
export const plansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/plans', { schema: { response: { 200: z.array(planSchema) } } }, () =>
      listPlans(ctx.database.db),
    );
  };
