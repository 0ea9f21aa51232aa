import { planSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requestLang } from '../../http/request-lang';
import { withFeatureTexts } from './plan-feature-texts';
import { listPlans } from './plans.queries';

/** GET /plans: public, for the landing page and the subscription options; features in the reader's language. */
export const plansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/plans', { schema: { response: { 200: z.array(planSchema) } } }, async (request, reply) => {
      // Feature names come in the reader's language: a shared cache must key on it.
      reply.header('vary', 'Accept-Language');
      const lang = requestLang(request);
      return (await listPlans(ctx.database.db)).map((plan) => withFeatureTexts(plan, lang));
    });
  };
