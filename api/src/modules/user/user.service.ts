import type { Statistics, User } from '@elearn/contracts';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { findStatistics } from './user.queries';

/** Statistics belong to the learner experience (spec 6: the statistics call is learner-only). */
export async function getStatistics(db: Queryable, user: User): Promise<Statistics> {
  if (user.role !== 'Learner') {
    throw new HttpError(403, 'FORBIDDEN', 'Statistics are only kept for learners.');
  }
  // No badges are awarded yet; the achievements domain will fill them.
  return { ...(await findStatistics(db, user.id)), badges: [] };
}
