import type { Statistics, User } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { listBadges } from '../gamification/achievements.service';
import { localDay, safeTimeZone } from '../gamification/local-day';
import { settleMissedDays } from '../gamification/streak.rules';
import { findStatistics } from './user.queries';

/**
 * A learner's statistics (the route lets learners only): a read that takes no
 * locks and writes nothing. The streak is shown as today's, with the days
 * missed since the last visit settled in memory (docs/gamification.md); the
 * next streak write (study, streak progress) stores the same settlement.
 */
export async function getStatistics(ctx: AppContext, user: User): Promise<Statistics> {
  const db = ctx.database.pool;
  const row = await findStatistics(db, user.id);
  const stored = {
    daysCount: row?.streak_days ?? 0,
    freezeChances: row?.freeze_chances ?? 0,
    lastStreakUp: row?.last_streak_up ?? null,
    settledThrough: row?.settled_through ?? null,
  };
  const { state } = settleMissedDays(stored, localDay(ctx.now(), safeTimeZone(row?.timezone ?? 'UTC')));
  return {
    level: row?.level ?? 1,
    expValue: row?.exp_value ?? 0,
    coins: row?.coins ?? 0,
    streakDays: state.daysCount,
    freezeChances: state.freezeChances,
    badges: await listBadges(db, user.id),
  };
}
