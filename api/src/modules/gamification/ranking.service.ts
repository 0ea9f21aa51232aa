import type { RankReward, RankRewardDetail, User, YearExpRow, YearRanking } from '@elearn/contracts';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import type { GamificationContext } from './gamification.context';
import * as q from './ranking.queries';

/** The ranking shows this many rows, then the caller's own row when it is further down. */
export const RANKING_TOP = 5;

export const toRankReward = (r: q.RewardRow): RankReward => ({
  id: r.id,
  year: r.year,
  rank: r.rank,
  name: r.name,
  description: r.description,
  image: r.image,
});

const toRow = (r: q.RankedRow): YearExpRow => ({
  rank: r.rank,
  xp: r.xp,
  lastStatusUp: r.last_status_up && new Date(r.last_status_up).toISOString(),
  user: { id: r.user_id, firstName: r.first_name, lastName: r.last_name, image: r.image },
});

/**
 * GET /exp/getYearRanking: this UTC year's top 5 by XP, the caller's own row
 * when outside the top 5 (null inside it, or with no XP this year), and the
 * year's rewards.
 */
export async function getYearRanking(ctx: GamificationContext, user: User): Promise<YearRanking> {
  const db = ctx.database.pool;
  const year = ctx.now().getUTCFullYear();
  const rows = await q.rankedRows(db, year, RANKING_TOP, user.id);
  const own = rows.find((r) => r.user_id === user.id && r.rank > RANKING_TOP);
  return {
    year,
    sortedYearExps: rows.filter((r) => r.rank <= RANKING_TOP).map(toRow),
    ownRow: own ? toRow(own) : null,
    currentYearRankRewards: (await q.rewardsOfYear(db, year)).map(toRankReward),
  };
}

/** GET /exp/rankReward/{rewardId}: a reward and, once granted, its winner. */
export async function getRankReward(ctx: GamificationContext, rewardId: string): Promise<RankRewardDetail> {
  const found = isUuid(rewardId) ? await q.findReward(ctx.database.pool, rewardId) : null;
  if (!found) throw new HttpError(404, 'NOT_FOUND', 'No such reward.');
  return {
    reward: toRankReward(found),
    winner: found.winner_id
      ? {
          id: found.winner_id,
          firstName: found.first_name,
          lastName: found.last_name,
          image: found.winner_image,
        }
      : null,
    grantedAt: found.granted_at && new Date(found.granted_at).toISOString(),
  };
}
