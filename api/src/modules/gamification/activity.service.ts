import type { ActivityReport } from '@elearn/contracts';
import { inTransaction } from '../../db/transaction';
import { grantAchievement } from './achievements.service';
import * as q from './activity.queries';
import type { GamificationContext } from './gamification.context';
import { setCreditedUntil } from './streak.queries';
import { openStreak, recordStudy } from './streak.service';

/** Clock differences a report may have over the wall clock (once, not per report). */
export const CREDIT_SLACK_MS = 5_000;
const STUDY_ROUTE = /\/dashboard\/study\//;

/**
 * Anti-cheat: study time is credited against a per-user pointer
 * (user_streaks.credited_until) that never passes the wall clock (+ slack).
 * A report gets at most the time between the pointer (or the socket's watch
 * start, if later) and now, so no client, tab count or report rate yields
 * more minutes than really passed.
 */
export function creditFor(
  claimed: number,
  now: Date,
  creditedUntil: Date | null,
  watchedSince: Date,
): number {
  const from = Math.max(creditedUntil?.getTime() ?? 0, watchedSince.getTime());
  const available = (now.getTime() + CREDIT_SLACK_MS - from) / 60_000;
  return Math.max(0, Math.floor(Math.min(claimed, available) * 100) / 100);
}

/** Credits one activity report of a learner; the minutes credited. */
export async function creditActivity(
  ctx: GamificationContext,
  userId: string,
  watchedSince: Date,
  report: ActivityReport,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const open = await openStreak(tx, userId);
    const minutes = creditFor(report.gainedMinutes, tx.now, open.creditedUntil, watchedSince);
    if (minutes <= 0) return 0;
    const from = Math.max(open.creditedUntil?.getTime() ?? 0, watchedSince.getTime());
    await setCreditedUntil(tx.client, userId, new Date(from + minutes * 60_000));
    const courseId = await q.courseOfRoute(tx.client, report.route);
    await q.logActivity(tx.client, { userId, courseId, route: report.route, minutes, at: tx.now });
    await recordStudy(tx, userId, open, minutes, ctx.config.streakDailyTargetMinutes);
    await grantAchievement(tx, userId, 'first-activity');
    if (STUDY_ROUTE.test(report.route)) await grantAchievement(tx, userId, 'first-lesson');
    return minutes;
  });
}
