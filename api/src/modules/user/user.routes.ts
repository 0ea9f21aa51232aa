import { errorBodySchema, statisticsSchema, userSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { userStats } from '../../db/schema';
import { assertRole, requireUser } from '../auth/authenticate';

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    app.addHook('preHandler', requireUser(db, ctx.secret));

    app.get(
      '/user/me',
      { schema: { response: { 200: z.object({ user: userSchema }) } } },
      async (request) => ({
        user: request.user!,
      }),
    );

    // Learners only: level, XP, coins and streak belong to the learner experience.
    app.get(
      '/user/getStatistics',
      { schema: { response: { 200: statisticsSchema, 403: errorBodySchema } } },
      async (request) => {
        assertRole(request.user!, ['Learner']);
        // A learner created before stats existed gets a zeroed row on first read.
        const [stats] = await db
          .insert(userStats)
          .values({ userId: request.user!.id })
          .onConflictDoUpdate({ target: userStats.userId, set: { userId: request.user!.id } })
          .returning();
        return {
          level: stats!.level,
          expValue: stats!.expValue,
          coins: stats!.coins,
          streakDays: stats!.streakDays,
          freezeChances: stats!.freezeChances,
          badges: [],
        };
      },
    );
  };
