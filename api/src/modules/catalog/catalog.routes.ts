import { catalogueCourseSchema, enrolledCourseSchema, planSchema } from '@elearn/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { courseProgress, courses, plans } from '../../db/schema';
import { requireUser } from '../auth/authenticate';

const fees = (value: string | null) => (value === null ? null : Number(value));

/** Public plans and courses for the landing page, and a learner's own courses. */
export const catalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get('/plans', { schema: { response: { 200: z.array(planSchema) } } }, async () => {
      const rows = await db.select().from(plans).orderBy(asc(plans.feesInEgp), asc(plans.name));
      return rows.map((p) => ({
        id: p.id,
        name: p.name,
        defaultDurationInMonth: p.defaultDurationInMonth,
        feesInEGP: p.feesInEgp,
        features: p.features,
      }));
    });

    app.get('/course/list', { schema: { response: { 200: z.array(catalogueCourseSchema) } } }, async () => {
      const rows = await db
        .select()
        .from(courses)
        .orderBy(asc(courses.createdAt), asc(courses.title))
        .limit(12);
      return rows.map((c) => ({
        id: c.id,
        title: c.title,
        seoTxt: c.seoTxt,
        description: c.description ?? '',
        image: c.image,
        type: c.type,
        additionalFees: fees(c.additionalFees),
      }));
    });

    app.get(
      '/course/myCourses',
      {
        preHandler: requireUser(db, ctx.secret),
        schema: { response: { 200: z.array(enrolledCourseSchema) } },
      },
      async (request) =>
        db
          .select({
            id: courses.id,
            title: courses.title,
            seoTxt: courses.seoTxt,
            image: courses.image,
            type: courses.type,
            completion: courseProgress.completion,
          })
          .from(courseProgress)
          .innerJoin(courses, eq(courses.id, courseProgress.courseId))
          .where(eq(courseProgress.userId, request.user!.id))
          .orderBy(desc(courseProgress.createdAt)),
    );
  };
