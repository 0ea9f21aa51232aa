import type { Statistics, User } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { listBadges } from '../gamification/achievements.service';
import { settleStreak } from '../gamification/streak.service';
import { findStatistics } from './user.queries';

/** A learner's statistics (the route lets learners only). */
export async function getStatistics(ctx: AppContext, user: User): Promise<Statistics> {
  // Days missed since the last visit are settled first, so the streak shown is today's.
  await settleStreak(ctx, user.id);
  return {
    ...(await findStatistics(ctx.database.db, user.id)),
    badges: await listBadges(ctx.database.pool, user.id),
  };
}
