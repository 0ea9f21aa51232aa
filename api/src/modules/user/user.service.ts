import type { Statistics, User } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { listBadges } from '../gamification/achievements.service';
import { settleStreak } from '../gamification/streak.service';
import { findStatistics } from './user.queries';

/** Statistics belong to the learner experience (spec 6: the statistics call is learner-only). */
export async function getStatistics(ctx: AppContext, user: User): Promise<Statistics> {
  if (user.role !== 'Learner') {
    throw new HttpError(403, 'FORBIDDEN', 'Statistics are only kept for learners.');
  }
  // Days missed since the last visit are settled first, so the streak shown is today's.
  await settleStreak(ctx, user.id);
  return {
    ...(await findStatistics(ctx.database.db, user.id)),
    badges: await listBadges(ctx.database.pool, user.id),
  };
}
