import { catalogueCourseSchema, enrolledCourseSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireUser } from '../auth/authenticate';
import { listCatalogue, listEnrolledCourses } from './courses.queries';

/** The landing page's teaser shows one screen of courses. */
const CATALOGUE_TEASER_SIZE = 12;

/** GET /course/list (public) and GET /course/myCourses (signed in). */
export const coursesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get('/course/list', { schema: { response: { 200: z.array(catalogueCourseSchema) } } }, () =>
      listCatalogue(db, CATALOGUE_TEASER_SIZE),
    );

    app.get(
      '/course/myCourses',
      {
        onRequest: requireUser(ctx),
        schema: { response: { 200: z.array(enrolledCourseSchema), ...errorResponses(401) } },
      },
      (request) => listEnrolledCourses(db, request.user!.id),
    );
  };
