import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { courseDetails, courses } from '../../db/schema';

/**
 * Test-only (TEST_FIXTURES): where a demo course's first lesson is, and the
 * answer key of a test, so a browser test can pass an assessment whose right
 * answers the site itself never sends before submission.
 */
export const assessmentFixtureRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/test-fixtures/first-lesson/:seo',
      {
        schema: {
          params: z.object({ seo: z.string().max(200) }),
          response: {
            200: z.object({ courseId: z.string(), lo: z.string(), mod: z.string(), lesson: z.string() }),
            404: z.object({ message: z.string() }),
          },
        },
      },
      async (request, reply) => {
        const [row] = await ctx.database.db
          .select({ id: courses.id, modules: courseDetails.modules })
          .from(courses)
          .innerJoin(courseDetails, eq(courseDetails.courseId, courses.id))
          .where(eq(courses.seoTxt, request.params.seo));
        const module = row?.modules[0];
        const lesson = module?.lessons[0];
        if (!row || !module || !lesson) return reply.code(404).send({ message: 'No such course content' });
        return { courseId: row.id, lo: module.learningOutcomeId, mod: module.id, lesson: lesson.id };
      },
    );
    app.get(
      '/test-fixtures/answer-key/:hash',
      {
        schema: {
          params: z.object({ hash: z.string().max(64) }),
          response: {
            200: z.array(
              z.object({
                position: z.number(),
                type: z.string(),
                correct: z.array(z.number()),
                options: z.array(z.string()),
              }),
            ),
          },
        },
      },
      async (request) => {
        const { rows } = await ctx.database.pool.query<{
          position: number;
          type: string;
          correct: number[];
          options: string[];
        }>(
          `SELECT q.position, q.type, q.correct, q.options FROM exam_questions q JOIN exams e ON e.id = q.exam_id
           WHERE e.hash = $1 ORDER BY q.position`,
          [request.params.hash],
        );
        return rows;
      },
    );
  };
