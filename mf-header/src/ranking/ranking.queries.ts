import { queryOptions } from '@tanstack/react-query';
import { getRankReward, getYearRanking } from './ranking.resource';

export const yearRankingQuery = queryOptions({
  queryKey: ['header', 'ranking'],
  queryFn: ({ signal }) => getYearRanking(signal),
});

/** One rank reward; null when there is no such reward. */
export const rankRewardQuery = (rewardId: string) =>
  queryOptions({
    queryKey: ['header', 'rank-reward', rewardId],
    queryFn: ({ signal }) => getRankReward(rewardId, signal),
  });
