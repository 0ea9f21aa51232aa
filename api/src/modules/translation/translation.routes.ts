import {
  translationDictSchema,
  translationEntrySchema,
  translationKeySchema,
  translationResultSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireRole } from '../auth/access';
import { requireUser } from '../auth/authenticate';
import { translationService } from './translation.service';

const langQuery = z.object({ lang: translationKeySchema.shape.lang.optional() });
// What the model translates is the site's own English text of the key, never text from the caller (ADR 0019).
const translateBody = translationKeySchema;
const keywordQuery = z.object({ keyword: translationKeySchema.shape.keyword });
const failure = z.object({ code: z.string(), message: z.string() });

/** The translation dictionary (learner-experience §7): read by every page, added to by the AI, edited by staff. */
export const translationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const translations = translationService(ctx);
    const staff = { onRequest: requireRole(ctx, 'staff') };

    // Pages load it before anyone signs in (the login page has strings too).
    app.get(
      '/translation/getDict',
      {
        schema: { querystring: langQuery, response: { 200: translationDictSchema, ...errorResponses(422) } },
      },
      (r) => translations.dictionary(r.query.lang),
    );
    app.post(
      '/translation/addOrUpdateTrans',
      {
        onRequest: requireUser(ctx),
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          body: translateBody,
          response: { 200: translationResultSchema, 503: failure, ...errorResponses(401, 422) },
        },
      },
      async (r, reply) => {
        const { keyword, lang } = r.body;
        const outcome = await translations.translate(keyword, lang);
        if (outcome.status === 'done') return { keyword, lang, value: outcome.value };
        return reply.code(503).send({ code: outcome.code, message: 'Failed to translate' });
      },
    );
    app.get(
      '/translation/failed',
      {
        ...staff,
        schema: {
          response: {
            200: z.array(z.object({ lang: z.string(), keyword: z.string() })),
            ...errorResponses(401, 403),
          },
        },
      },
      () => translations.failed(),
    );
    app.get(
      '/translation/english',
      {
        ...staff,
        schema: {
          querystring: keywordQuery,
          response: {
            200: z.object({ keyword: z.string(), english: z.string().nullable() }),
            ...errorResponses(401, 403, 422),
          },
        },
      },
      (r) => ({ keyword: r.query.keyword, english: translations.english(r.query.keyword) }),
    );
    app.put(
      '/translation/entry',
      {
        ...staff,
        schema: {
          body: translationEntrySchema,
          response: { 200: translationResultSchema, ...errorResponses(401, 403, 422) },
        },
      },
      async (r) => {
        await translations.store(r.body.lang, r.body.keyword, r.body.value);
        return { keyword: r.body.keyword, lang: r.body.lang, value: r.body.value };
      },
    );
  };
