import {
  catalogueCourseSchema,
  createdProgressSchema,
  enrolFormSchema,
  enrolledCourseSchema,
  myCourseRoleSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { isUuid } from '../../http/uuid';
import { requireUser } from '../auth/authenticate';
import { findCourseRole, listCatalogue, listEnrolledCourses } from './courses.queries';
import { enrolmentService } from './enrolment.service';

/** The landing page's teaser shows one screen of courses. */
const CATALOGUE_TEASER_SIZE = 12;

/** GET /course/list (public), GET /course/myCourses and POST /course/createCourseProgress/{courseId} (signed in). */
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

    app.get(
      '/course/myRole/:courseId',
      {
        onRequest: requireUser(ctx),
        schema: {
          params: z.object({ courseId: z.string().max(64) }),
          response: { 200: myCourseRoleSchema, ...errorResponses(401) },
        },
      },
      async (request) => ({
        courseRole: isUuid(request.params.courseId)
          ? await findCourseRole(db, request.user!.id, request.params.courseId)
          : null,
      }),
    );

    const enrolment = enrolmentService(ctx);
    app.post(
      '/course/createCourseProgress/:courseId',
      {
        onRequest: requireUser(ctx),
        schema: {
          params: z.object({ courseId: z.string().max(64) }),
          body: enrolFormSchema.optional(),
          response: { 201: createdProgressSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await enrolment.enrol(request.user!, request.params.courseId, request.body?.as ?? 'learner')),
    );
  };
