import { calculatorKeysQuerySchema, calculatorKeysSchema, calculatorSettingsSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireCourseRole } from '../auth/access';
import { calculatorService } from './calculator.service';

const courseParam = z.object({ courseId: z.string().max(200) });

/**
 * calcperm (issue 13): the calculator's permitted scientific keys per course, read by anyone with a
 * role in the course, set by its instructors and staff.
 */
export const calculatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const calculator = calculatorService(ctx);

    app.get(
      '/calculator/keys/:courseId',
      {
        onRequest: requireCourseRole(ctx, 'courseId'),
        schema: {
          params: courseParam,
          querystring: calculatorKeysQuerySchema,
          response: { 200: calculatorKeysSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (r) => ({ keys: await calculator.permitted(r.course!.id, r.query.during) }),
    );
    app.get(
      '/calculator/settings/:courseId',
      {
        onRequest: requireCourseRole(ctx, 'courseId', ['instructor']),
        schema: {
          params: courseParam,
          response: { 200: calculatorSettingsSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (r) => calculator.settings(r.course!.id),
    );
    app.put(
      '/calculator/settings/:courseId',
      {
        onRequest: requireCourseRole(ctx, 'courseId', ['instructor']),
        schema: {
          params: courseParam,
          body: calculatorSettingsSchema,
          response: { 200: calculatorSettingsSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (r) => calculator.save(r.course!.id, r.user!.id, r.body),
    );
  };
