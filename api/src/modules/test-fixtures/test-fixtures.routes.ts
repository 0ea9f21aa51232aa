import { randomUUID } from 'node:crypto';
import { PERMISSION_LEVELS, ROLES } from '@elearn/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  courseInstructors,
  courseProgress,
  courses,
  type Module,
  plans,
  userPlans,
  userStats,
  users,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { hashPassword } from '../auth/passwords';
import { addDemoPackage, addSampleMaterials } from '../materials/materials.seed';
import { refreshCourseCompletion } from '../progress/completion';
import { assessmentFixtureRoutes } from './assessment-fixtures';

const DAY_MS = 86_400_000;
export const FIXTURE_PASSWORD = 'Fixture1234';

const accountRequestSchema = z.object({
  role: z.enum(ROLES).default('Learner'),
  coins: z.number().int().min(0).max(1_000_000).default(0),
  plan: z.string().min(1).optional(),
  enrolments: z.array(z.string().min(1)).max(20).default([]),
  /** Course seo texts the account teaches (instructors; they get the course's material permissions). */
  teaching: z.array(z.string().min(1)).max(20).default([]),
  firstName: z.string().min(1).max(50).default('Test'),
  lastName: z.string().min(1).max(50).default('Person'),
});

class MissingFixture extends Error {}

const accountSchema = z.object({ id: z.string(), email: z.string(), password: z.string() });

const courseRequestSchema = z.object({
  title: z.string().min(1).max(120).default('Fixture course'),
  /** Piastres; absent: a free course. */
  additionalFeesPiastres: z.number().int().min(0).max(100_000_000).optional(),
});
const courseSchema = z.object({ id: z.string(), seoTxt: z.string() });

/**
 * Test-only: creates a fresh account in the state a test needs (role, coins, a
 * plan, enrolments), so each browser test owns its data and parallel workers
 * never share a user. Registered only when TEST_FIXTURES=true (the e2e site);
 * a normal start has no such route.
 */
export const testFixturesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(assessmentFixtureRoutes(ctx));
    // A course of its own, so a test that reads a forum's first page never sees another worker's posts.
    app.post(
      '/test-fixtures/courses',
      { schema: { body: courseRequestSchema, response: { 201: courseSchema } } },
      async (request, reply) => {
        const seoTxt = `fixture-${randomUUID()}`;
        const [course] = await ctx.database.db
          .insert(courses)
          .values({
            title: request.body.title,
            seoTxt,
            type: 'academic',
            description: 'A course made for one test.',
            additionalFeesPiastres: request.body.additionalFeesPiastres ?? null,
          })
          .returning({ id: courses.id, seoTxt: courses.seoTxt });
        return reply.code(201).send(course!);
      },
    );

    // The sample materials tree (with a real PDF, text file and picture) in a test's own course.
    app.post(
      '/test-fixtures/materials',
      {
        schema: {
          body: z.object({
            courseId: z.string().uuid(),
            ownerId: z.string().uuid(),
            /** Also the demo SCORM package, in Unit 1. */
            withPackage: z.boolean().optional(),
          }),
          response: { 201: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        const { courseId, ownerId, withPackage } = request.body;
        const { unit1 } = await addSampleMaterials(ctx, courseId, ownerId);
        if (withPackage) await addDemoPackage(ctx, courseId, ownerId, unit1, 2);
        return reply.code(201).send({ ok: true as const });
      },
    );

    app.post(
      '/test-fixtures/accounts',
      {
        schema: {
          body: accountRequestSchema,
          response: { 201: accountSchema, 422: z.object({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        const input = request.body;
        const level = PERMISSION_LEVELS[input.role];
        const email = `${input.role.toLowerCase()}.${randomUUID()}@fixtures.test`;
        const passwordHash = await hashPassword(FIXTURE_PASSWORD);
        const now = ctx.now();
        const result = await inTransaction(ctx, async ({ db: tx }) => {
          const [user] = await tx
            .insert(users)
            .values({
              email,
              role: input.role,
              permissionLevel: level,
              firstName: input.firstName,
              lastName: input.lastName,
              passwordHash,
            })
            .returning({ id: users.id });
          await tx.insert(userStats).values({ userId: user!.id, coins: input.coins });
          if (input.plan) {
            const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.name, input.plan));
            if (!plan) throw new MissingFixture(`plan ${input.plan}`);
            await tx.insert(userPlans).values({
              userId: user!.id,
              planId: plan.id,
              startDate: new Date(now.getTime() - DAY_MS),
              renewDate: new Date(now.getTime() + 30 * DAY_MS),
            });
          }
          if (input.enrolments.length) {
            const found = await tx
              .select({ id: courses.id, seoTxt: courses.seoTxt })
              .from(courses)
              .where(inArray(courses.seoTxt, input.enrolments));
            const absent = input.enrolments.filter((seo) => !found.some((c) => c.seoTxt === seo));
            if (absent.length) throw new MissingFixture(`course ${absent.join(', ')}`);
            await tx
              .insert(courseProgress)
              .values(found.map((c) => ({ userId: user!.id, courseId: c.id, completion: 0 })));
          }
          if (input.teaching.length) {
            const taught = await tx
              .select({ id: courses.id })
              .from(courses)
              .where(inArray(courses.seoTxt, input.teaching));
            if (taught.length !== input.teaching.length)
              throw new MissingFixture(`course ${input.teaching.join(', ')}`);
            await tx
              .insert(courseInstructors)
              .values(taught.map((c) => ({ courseId: c.id, userId: user!.id })));
          }
          return { id: user!.id };
        }).catch((error: unknown) => {
          if (error instanceof MissingFixture) return error;
          throw error;
        });
        // Thrown inside the transaction so that nothing of the account is kept.
        if (result instanceof MissingFixture)
          return reply.code(422).send({ message: `No ${result.message}` });
        return reply.code(201).send({ id: result.id, email, password: FIXTURE_PASSWORD });
      },
    );

    // Every outcome of an enrolled course mastered (passed at difficulties 1–3), as assessments would record it.
    app.post(
      '/test-fixtures/mastery',
      {
        schema: {
          body: z.object({ userId: z.uuid(), seoTxt: z.string().min(1) }),
          response: { 201: z.object({ answers: z.number() }), 422: z.object({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        const { rows } = await ctx.database.pool.query<{
          progress_id: string;
          course_id: string;
          modules: Module[];
        }>(
          `SELECT p.id AS progress_id, p.course_id, d.modules FROM course_progress p
           JOIN courses c ON c.id = p.course_id JOIN course_details d ON d.course_id = c.id
           WHERE p.user_id = $1 AND c.seo_txt = $2`,
          [request.body.userId, request.body.seoTxt],
        );
        const progress = rows[0];
        if (!progress) return reply.code(422).send({ message: 'No such enrolment' });
        let answers = 0;
        await inTransaction(ctx, async (tx) => {
          for (const m of progress.modules) {
            const lesson = m.lessons[0];
            if (!lesson) continue;
            for (const difficulty of [1, 2, 3]) {
              await tx.client.query(
                `INSERT INTO learning_performance (progress_id, user_id, course_id, learning_outcome_id, module_id,
                   lesson_id, passed, difficulty_level, cognitive_level) VALUES ($1, $2, $3, $4, $5, $6, true, $7, 2)`,
                [
                  progress.progress_id,
                  request.body.userId,
                  progress.course_id,
                  m.learningOutcomeId,
                  m.id,
                  lesson.id,
                  difficulty,
                ],
              );
              answers += 1;
            }
          }
          await refreshCourseCompletion(tx.db, progress.progress_id);
        });
        return reply.code(201).send({ answers });
      },
    );
  };
