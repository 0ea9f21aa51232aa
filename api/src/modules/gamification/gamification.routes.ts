import {
  competitionResultEventSchema,
  rankRewardDetailSchema,
  streakProgressSchema,
  yearRankingSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { scheduleJobs } from '../../lifecycle/scheduled-jobs';
import { requireRole } from '../auth/access';
import { requireUser } from '../auth/authenticate';
import { activitySockets } from './activity.sockets';
import { closeCompetition, closeEndedCompetitions, createCompetition } from './competitions.service';
import { runRankRewardJob } from './rank-rewards.job';
import { getRankReward, getYearRanking } from './ranking.service';
import { getStreakProgress } from './streak.service';

/** How often the scheduled jobs look for an ended year or competition. */
const JOBS_EVERY_MS = 15 * 60_000;

const newCompetitionSchema = z.object({
  courseId: z.string().max(100),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
const closedCompetitionSchema = competitionResultEventSchema.extend({ closedNow: z.boolean() });

/** Gamification (docs/gamification.md): streak progress, year ranking, rank rewards, competitions, activity sockets. */
export const gamificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    activitySockets(ctx, app.log);
    // The first run makes sure the year's rewards exist once the server is ready.
    scheduleJobs(app, ctx, 'gamification', [runRankRewardJob, closeEndedCompetitions], JOBS_EVERY_MS);
    app.addHook('onRequest', requireUser(ctx));

    app.get(
      '/user/getStreakProgress',
      {
        onRequest: requireRole(ctx, 'learner'),
        schema: { response: { 200: streakProgressSchema, ...errorResponses(401, 403) } },
      },
      (request) => getStreakProgress(ctx, request.user!),
    );
    app.get(
      '/exp/getYearRanking',
      { schema: { response: { 200: yearRankingSchema, ...errorResponses(401) } } },
      (request) => getYearRanking(ctx, request.user!),
    );
    app.get(
      '/exp/rankReward/:rewardId',
      {
        schema: {
          params: z.object({ rewardId: z.string().max(100) }),
          response: { 200: rankRewardDetailSchema, ...errorResponses(401, 404) },
        },
      },
      (request) => getRankReward(ctx, request.params.rewardId),
    );
    app.post(
      '/competitions',
      {
        onRequest: requireRole(ctx, 'staff'),
        schema: {
          body: newCompetitionSchema,
          response: { 201: z.object({ id: z.string() }), ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        const { courseId, startsAt, endsAt } = request.body;
        const created = await createCompetition(
          ctx,
          {
            courseId,
            startsAt: new Date(startsAt),
            endsAt: new Date(endsAt),
          },
          request.user!.id,
        );
        return reply.status(201).send(created);
      },
    );
    app.post(
      '/competitions/:id/close',
      {
        onRequest: requireRole(ctx, 'staff'),
        schema: {
          params: z.object({ id: z.string().max(100) }),
          response: { 200: closedCompetitionSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (request) => closeCompetition(ctx, request.params.id, request.user!.id),
    );
  };
