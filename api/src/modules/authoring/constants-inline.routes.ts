import {
  audienceCategorySchema,
  type CourseOption,
  courseOptionSchema,
  namedRecordSchema,
} from '@elearn/contracts';
import { COURSE_RULES } from '@elearn/contracts/course-authoring';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { requireRole } from '../auth/access';

const name = z
  .string({ error: COURSE_RULES.min3 })
  .trim()
  .min(3, COURSE_RULES.min3)
  .max(200, COURSE_RULES.min3);
const taken = (field: string) =>
  new HttpError(409, 'VALIDATION', 'That name exists already.', {
    errors: { [field]: COURSE_RULES.nameTaken },
  });
const fieldErrors = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});

/**
 * The constants the wizard creates inline (authoring §7): audience categories,
 * their intended learners and pathways; and the courses a prerequisite is chosen
 * from. For instructors and staff; a name used already is a 409 on its field.
 */
export const constantsInlineRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const authors = { onRequest: requireRole(ctx, 'allFeatures') };
    const refusals = { ...errorResponses(401, 403), 409: fieldErrors, 422: fieldErrors };

    app.post(
      '/constants/newRecord/AudienceCategory',
      {
        ...authors,
        schema: { body: z.object({ sector: name }), response: { 201: audienceCategorySchema, ...refusals } },
      },
      async (r, reply) => {
        const { rows } = await db.execute<{ id: string; sector: string; intendedLearners: string[] }>(sql`
          INSERT INTO audience_categories (sector) VALUES (${r.body.sector}) ON CONFLICT (sector) DO NOTHING
          RETURNING id, sector, intended_learners AS "intendedLearners"`);
        if (!rows[0]) throw taken('sector');
        return reply.code(201).send(rows[0]);
      },
    );

    app.put(
      '/constants/newIntendedLearner',
      {
        ...authors,
        schema: {
          body: z.object({ categoryId: z.string().max(64), newLearner: name }),
          response: { 200: audienceCategorySchema, ...refusals, ...errorResponses(404) },
        },
      },
      async (r) => {
        const { categoryId, newLearner } = r.body;
        if (!isUuid(categoryId)) throw new HttpError(404, 'NOT_FOUND', 'No such category.');
        // Appended once: a learner already in the list leaves it as it is.
        const { rows } = await db.execute<{ id: string; sector: string; intendedLearners: string[] }>(sql`
          UPDATE audience_categories SET intended_learners = CASE
              WHEN intended_learners ? ${newLearner} THEN intended_learners
              ELSE intended_learners || jsonb_build_array(${newLearner}::text) END
          WHERE id = ${categoryId}::uuid
          RETURNING id, sector, intended_learners AS "intendedLearners"`);
        if (!rows[0]) throw new HttpError(404, 'NOT_FOUND', 'No such category.');
        return rows[0];
      },
    );

    app.post(
      '/constants/newRecord/Pathway',
      { ...authors, schema: { body: z.object({ name }), response: { 201: namedRecordSchema, ...refusals } } },
      async (r, reply) => {
        const { rows } = await db.execute<{ id: string; name: string }>(sql`
          INSERT INTO pathways (name) VALUES (${r.body.name}) ON CONFLICT (name) DO NOTHING RETURNING id, name`);
        if (!rows[0]) throw taken('name');
        return reply.code(201).send(rows[0]);
      },
    );

    // Every course by title: the wizard's prerequisite choice and the admin's course assignment.
    app.get(
      '/course/getCoursesOptions',
      {
        ...authors,
        schema: { response: { 200: z.array(courseOptionSchema), ...errorResponses(401, 403) } },
      },
      async () =>
        (
          await db.execute<CourseOption>(
            sql`SELECT id AS "_id", title FROM courses ORDER BY lower(title), id`,
          )
        ).rows,
    );
  };
