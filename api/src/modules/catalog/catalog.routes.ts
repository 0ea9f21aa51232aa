import { catalogueCourseSchema, enrolledCourseSchema, planSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../auth/authenticate';

const fees = (value: string | null) => (value === null ? null : Number(value));

/** Public plans and courses for the landing page, and a learner's own courses. */
export const catalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const pool = ctx.database.pool;

    app.get('/plans', { schema: { response: { 200: z.array(planSchema) } } }, async () => {
      const { rows } = await pool.query(
        'SELECT id, name, default_duration_in_month, fees_in_egp, features FROM plans ORDER BY fees_in_egp, name',
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        defaultDurationInMonth: r.default_duration_in_month,
        feesInEGP: r.fees_in_egp,
        features: r.features,
      }));
    });

    app.get('/course/list', { schema: { response: { 200: z.array(catalogueCourseSchema) } } }, async () => {
      const { rows } = await pool.query(
        'SELECT id, title, seo_txt, description, image, type, additional_fees FROM courses ORDER BY created_at, title LIMIT 12',
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        seoTxt: r.seo_txt,
        description: r.description ?? '',
        image: r.image,
        type: r.type,
        additionalFees: fees(r.additional_fees),
      }));
    });

    app.get(
      '/course/myCourses',
      {
        preHandler: requireUser(pool, ctx.secret),
        schema: { response: { 200: z.array(enrolledCourseSchema) } },
      },
      async (request) => {
        const { rows } = await pool.query(
          `SELECT c.id, c.title, c.seo_txt, c.image, c.type, cp.completion
           FROM course_progress cp JOIN courses c ON c.id = cp.course_id
           WHERE cp.user_id = $1 ORDER BY cp.created_at DESC`,
          [request.user!.id],
        );
        return rows.map((r) => ({
          id: r.id,
          title: r.title,
          seoTxt: r.seo_txt,
          image: r.image,
          type: r.type,
          completion: r.completion,
        }));
      },
    );
  };
