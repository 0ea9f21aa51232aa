import { inTransaction } from '../../db/transaction';
import { notificationsService } from '../notifications/notifications.service';
import { grantRankRewardBadge } from './achievements.service';
import type { GamificationContext } from './gamification.context';
import * as q from './ranking.queries';

export const RANK_REWARDS_JOB = 'year-rank-rewards';

/** The rewards every year gets for ranks 1–3 unless it already has its own. */
export const DEFAULT_RANK_REWARDS = [
  {
    rank: 1,
    name: 'Golden scholar trophy',
    description: 'First place in the year ranking: the most XP of the year.',
  },
  { rank: 2, name: 'Silver scholar medal', description: 'Second place in the year ranking.' },
  { rank: 3, name: 'Bronze scholar medal', description: 'Third place in the year ranking.' },
] as const;

interface Winner {
  userId: string;
  reward: q.RewardRow;
}

/**
 * Grants one year's rewards to its ranks 1…n, once: the job_runs row
 * (UNIQUE job + period) is inserted in the same transaction as the grants,
 * so a second run, a restart or a concurrent instance finds it and does
 * nothing. Returns the winners, or null when the year was already granted.
 */
export async function grantYearRewards(ctx: GamificationContext, year: number): Promise<Winner[] | null> {
  const notifications = notificationsService(ctx);
  return inTransaction(ctx, async (tx) => {
    if (!(await q.claimJobRun(tx.client, RANK_REWARDS_JOB, String(year), tx.now))) return null;
    const rewards = await q.rewardsOfYear(tx.client, year);
    const top = Math.max(0, ...rewards.map((r) => r.rank));
    const ranked = await q.rankedRows(tx.client, year, top, null);
    const won: Winner[] = [];
    for (const reward of rewards) {
      const row = ranked.find((r) => r.rank === reward.rank);
      if (!row) continue;
      await q.insertGrant(tx.client, reward.id, row.user_id, tx.now);
      await grantRankRewardBadge(tx, row.user_id, reward);
      // Part of the grant: the winner hears of it once it commits.
      await notifications.notify(
        row.user_id,
        {
          short: 'rank-reward',
          template: 'notifications.rankReward',
          templateType: 'link',
          attributes: {
            rank: reward.rank,
            year: reward.year,
            name: reward.name,
            link: `/dashboard/ranking-reward/${reward.id}`,
          },
        },
        tx,
      );
      won.push({ userId: row.user_id, reward });
    }
    return won;
  });
}

/**
 * The scheduled check: makes sure this year has its rewards, then grants
 * every earlier year not granted yet. A year ends at 1 January 00:00 UTC.
 */
export async function runRankRewardJob(ctx: GamificationContext): Promise<number[]> {
  const year = ctx.now().getUTCFullYear();
  await q.ensureRewards(ctx.database.pool, year, DEFAULT_RANK_REWARDS);
  const granted: number[] = [];
  for (const past of await q.ungrantedYears(ctx.database.pool, RANK_REWARDS_JOB, year)) {
    if (await grantYearRewards(ctx, past)) granted.push(past);
  }
  return granted;
}
