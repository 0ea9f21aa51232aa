import { errorBodySchema, statisticsSchema, userSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertRole, requireUser } from '../auth/authenticate';

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const pool = ctx.database.pool;
    app.addHook('preHandler', requireUser(pool, ctx.secret));

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
        const { rows } = await pool.query(
          `INSERT INTO user_stats (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
           RETURNING level, exp_value, coins, streak_days, freeze_chances`,
          [request.user!.id],
        );
        const s = rows[0];
        return {
          level: s.level,
          expValue: s.exp_value,
          coins: s.coins,
          streakDays: s.streak_days,
          freezeChances: s.freeze_chances,
          badges: [],
        };
      },
    );
  };
