import type { StreakProgress } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

/** The learner's streak, its frost days and today's minutes against the daily target. */
export async function getStreakProgress(signal?: AbortSignal): Promise<StreakProgress> {
  return readData<StreakProgress>(http.get('/user/getStreakProgress', { signal }));
}
