import type { StreakProgress } from '@elearn/contracts';
import { http } from '@elearn/platform';

/** The learner's streak, its frost days and today's minutes against the daily target. */
export async function getStreakProgress(signal?: AbortSignal): Promise<StreakProgress> {
  return (await http.get<StreakProgress>('/user/getStreakProgress', { signal })).data;
}
