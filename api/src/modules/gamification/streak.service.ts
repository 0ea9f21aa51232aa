import type { StreakProgress, StreakUpEvent, User } from '@elearn/contracts';
import { inTransaction, type Tx } from '../../db/transaction';
import { gainXp, grantAchievement } from './achievements.service';
import type { GamificationContext } from './gamification.context';
import { type Day, localDay, safeTimeZone, weekStart } from './local-day';
import * as q from './streak.queries';
import { reachTarget, type StreakState, settleMissedDays } from './streak.rules';
import { XP } from './xp';

/** A learner's streak, locked in a transaction, with missed days already settled. */
export interface OpenStreak {
  state: StreakState;
  today: Day;
  timeZone: string;
  creditedUntil: Date | null;
}

/** Locks the streak and settles the days missed since the last visit (lazy, idempotent). */
export async function openStreak(tx: Tx, userId: string): Promise<OpenStreak> {
  const row = (await q.lockStreak(tx.client, userId))!;
  const timeZone = safeTimeZone(row.timezone);
  const today = localDay(tx.now, timeZone);
  const stored: StreakState = {
    daysCount: row.streak_days,
    freezeChances: row.freeze_chances,
    lastStreakUp: row.last_streak_up,
    settledThrough: row.settled_through,
  };
  const { state, frostDays } = settleMissedDays(stored, today);
  if (
    frostDays.length ||
    state.daysCount !== stored.daysCount ||
    state.settledThrough !== stored.settledThrough
  ) {
    await q.saveStreak(tx.client, userId, state, frostDays);
  }
  return { state, today, timeZone, creditedUntil: row.credited_until };
}

/**
 * Credits study minutes to the learner's local today: 1 XP per full minute of
 * the day, and the first time the day reaches the target a streak-up
 * (`streak-up`, XP, streak achievements).
 */
export async function recordStudy(tx: Tx, userId: string, open: OpenStreak, minutes: number, target: number) {
  const day = await q.addStudyMinutes(tx.client, userId, open.today, minutes);
  const studyXp = Math.floor(day.after) - Math.floor(day.before);
  if (studyXp > 0) await gainXp(tx, userId, studyXp, 'study');
  if (day.reached || day.after < target) return;
  await q.markReached(tx.client, userId, open.today, tx.now);
  const { state, streakUp } = reachTarget(open.state, open.today);
  if (!streakUp) return;
  await q.saveStreak(tx.client, userId, state, []);
  open.state = state;
  const event: StreakUpEvent = {
    daysCount: state.daysCount,
    freezeChances: state.freezeChances,
    day: open.today,
  };
  tx.emit(userId, 'streak-up', event);
  await gainXp(tx, userId, XP.streakUp, 'streak-up');
  if (state.daysCount >= 3) await grantAchievement(tx, userId, 'streak-3');
  if (state.daysCount >= 7) await grantAchievement(tx, userId, 'streak-7');
}

/** GET /user/getStreakProgress (learners only: the route checks it). */
export async function getStreakProgress(ctx: GamificationContext, user: User): Promise<StreakProgress> {
  const open = await inTransaction(ctx, (tx) => openStreak(tx, user.id));
  const db = ctx.database.pool;
  const { state, today } = open;
  const week = weekStart(today);
  const streakDays = await q.reachedDays(db, user.id, week, state.lastStreakUp, state.daysCount);
  const since = streakDays[0] && streakDays[0] < week ? streakDays[0] : week;
  return {
    userStreak: {
      daysCount: state.daysCount,
      freezeChances: state.freezeChances,
      lastStreakUp: state.lastStreakUp,
      frostDays: await q.frostDaysSince(db, user.id, since),
      streakDays,
    },
    streakDailyTarget: { minutes: ctx.config.streakDailyTargetMinutes },
    userTodayProgress: { minutes: await q.dayMinutes(db, user.id, today) },
    today,
    timezone: open.timeZone,
  };
}
