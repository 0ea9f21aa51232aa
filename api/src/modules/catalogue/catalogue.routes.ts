import {
  audienceCategorySchema,
  CATALOGUE_TYPES,
  courseDetailSchema,
  type FilterCoursesResult,
  filterCoursesQuerySchema,
  filterCoursesResultSchema,
  namedRecordSchema,
  pathwaySchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { requestLang } from '../../http/request-lang';
import { CatalogueCache } from './catalogue-cache';
import {
  listAudienceCategories,
  listEducationalSystems,
  listGradeLevels,
  listPathways,
} from './constants.queries';
import { findCourseDetail } from './course-detail.queries';
import { filterCourses } from './filter-courses.queries';

/**
 * The public catalogue: constants (GET /constants/allRecords/*), search with
 * facets (GET /course/filterCourses/{type}) and the course page
 * (GET /course/bySeoTxt/{seoTxt}). Guests read all of it.
 */
export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    // Search and pathways are read far more than the catalogue changes (docs/BENCHMARKS.md).
    const cache = new CatalogueCache();
    const records = z.array(namedRecordSchema);

    // Names come in the reader's language (Accept-Language), so a shared cache must key on it.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('vary', 'Accept-Language');
    });

    app.get(
      '/constants/allRecords/EducationalSystem',
      { schema: { response: { 200: records } } },
      (request) => listEducationalSystems(db, requestLang(request)),
    );
    app.get('/constants/allRecords/GradeLevel', { schema: { response: { 200: records } } }, (request) =>
      listGradeLevels(db, requestLang(request)),
    );
    app.get(
      '/constants/allRecords/AudienceCategory',
      { schema: { response: { 200: z.array(audienceCategorySchema) } } },
      () => listAudienceCategories(db),
    );
    app.get(
      '/constants/allRecords/Pathway',
      { schema: { response: { 200: z.array(pathwaySchema) } } },
      (request) => {
        const lang = requestLang(request);
        return cache.get(db, `pathways:${lang}`, () => listPathways(db, lang));
      },
    );

    app.get(
      '/course/filterCourses/:type',
      {
        schema: {
          params: z.object({ type: z.enum(CATALOGUE_TYPES) }),
          querystring: filterCoursesQuerySchema,
          response: { 200: filterCoursesResultSchema, ...errorResponses(422) },
        },
      },
      async (request, reply) => {
        const { type } = request.params;
        const lang = requestLang(request);
        // The answer is kept as its checked JSON: a cache hit skips the query and the serializer.
        const json = await cache.get(
          db,
          `filter:${type}:${lang}:${JSON.stringify(request.query)}`,
          async () =>
            JSON.stringify(
              filterCoursesResultSchema.parse(await filterCourses(db, type, request.query, lang)),
            ),
        );
        // Fastify sends a JSON string as it is; the type provider only knows the object's type.
        return reply.type('application/json; charset=utf-8').send(json as unknown as FilterCoursesResult);
      },
    );

    app.get(
      '/course/bySeoTxt/:seoTxt',
      {
        schema: {
          params: z.object({ seoTxt: z.string().min(1).max(200) }),
          response: { 200: courseDetailSchema, ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const course = await findCourseDetail(db, request.params.seoTxt, requestLang(request));
        if (!course) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
        return course;
      },
    );
  };
