import type { RankRewardDetail, YearRanking } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

/** This year's top 5, the caller's own row and the rank rewards. */
export async function getYearRanking(signal?: AbortSignal): Promise<YearRanking> {
  return readData<YearRanking>(http.get('/exp/getYearRanking', { signal }));
}

/** One rank reward and its winner once granted; null when there is no such reward (404). */
export async function getRankReward(
  rewardId: string,
  signal?: AbortSignal,
): Promise<RankRewardDetail | null> {
  const response = await http.get<RankRewardDetail>(`/exp/rankReward/${encodeURIComponent(rewardId)}`, {
    signal,
    // An unknown reward is the page's own "not found", not a failure to report.
    answers: [404, 422],
  });
  return response.status === 200 ? response.data : null;
}
