import {
  type AskEveBody,
  EVE_DEFAULT_QUOTA_PER_DAY,
  EVE_FEATURE,
  type EveState,
  type EveThread,
  hasCourseRole,
  hasFeatureAccess,
  quotaDay,
  type User,
} from '@elearn/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import type { Answer } from '../ai/ai.provider';
import { findCourseRole } from '../courses/courses.queries';
import {
  askerPlan,
  coursesOf,
  getOrCreateThreads,
  recordTopic,
  returnAsk,
  saveThreads,
  takeAsk,
} from './chat.queries';
import { findLiveQuestion } from './live-question';

const LANGS = ['en', 'ar', 'fr', 'de'];

/** The page's language from its URL (/{lang}/…), English otherwise. */
export function langOfUrl(url: string | undefined): string {
  const first = (url ?? '').replace(/^[a-z]+:\/\/[^/]+/i, '').split('/')[1] ?? '';
  return LANGS.includes(first) ? first : 'en';
}

/** Eve's threads, the askEve rules (access, daily quota in the user's zone) and the answers. */
export function chatService(ctx: AppContext) {
  const db = ctx.database.pool;

  /** Whether the user may ask at all, and the daily quota (null: none, for everyone above a learner). */
  async function accessOf(user: User, now: Date) {
    const plan = await askerPlan(db, user.id);
    const featurePlan =
      plan.startDate && plan.renewDate
        ? {
            startDate: plan.startDate.toISOString(),
            renewDate: plan.renewDate.toISOString(),
            features: plan.features,
          }
        : null;
    const unlocked = hasFeatureAccess(
      { permissionLevel: user.permissionLevel, plan: featurePlan },
      EVE_FEATURE,
      now,
    );
    const quota = user.permissionLevel > 1 ? null : (plan.quotaPerDay ?? EVE_DEFAULT_QUOTA_PER_DAY);
    return { unlocked, quota, timezone: plan.timezone };
  }

  return {
    async state(user: User): Promise<EveState> {
      const [threads, courses, access] = await Promise.all([
        getOrCreateThreads(db, user.id),
        coursesOf(db, user.id),
        accessOf(user, ctx.now()),
      ]);
      return {
        threads,
        courses,
        unlocked: access.unlocked,
        instructorsCanRead: courses.some((c) => c.role === 'learner'),
      };
    },

    save: (user: User, threads: EveThread[]) => saveThreads(db, user.id, threads, ctx.now()),

    /**
     * Checks, in order: the course is the user's (403 FORBIDDEN), askeve access (403 LOCKED), one ask
     * of today's quota taken atomically (429 LIMIT_REACHED). An answer that fails to start gives the ask back.
     */
    async ask(user: User, body: AskEveBody): Promise<Answer> {
      const now = ctx.now();
      const role = await findCourseRole(ctx.database.db, user.id, body.courseId);
      if (!hasCourseRole(user, role))
        throw new HttpError(403, 'FORBIDDEN', 'Eve answers about your own courses.');
      const access = await accessOf(user, now);
      if (!access.unlocked) throw new HttpError(403, 'LOCKED', 'Your plan does not include Eve.');
      const day = quotaDay(now, access.timezone);
      if (access.quota !== null && !(await takeAsk(db, user.id, day, access.quota))) {
        throw new HttpError(429, 'LIMIT_REACHED', "You have used today's questions to Eve.");
      }
      try {
        // A question of the learner's own running test gets hints, not its answer.
        const liveQuestion = await findLiveQuestion(db, user.id, body.courseId, body.userPrompt, now);
        const answer = await ctx.ai.answerQuestion({
          courseId: body.courseId,
          question: body.userPrompt,
          liveQuestion: liveQuestion ?? undefined,
          lang: langOfUrl(body.currentURL),
          currentUrl: body.currentURL,
          screenshot: body.screenshot,
        });
        const best = answer.citations[0];
        if (best) await recordTopic(db, body.courseId, best.lessonId, best.lessonName, now);
        return answer;
      } catch (error) {
        if (access.quota !== null) await returnAsk(db, user.id, day);
        throw error;
      }
    },
  };
}
