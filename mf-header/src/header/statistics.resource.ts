import type { Statistics } from '@elearn/contracts';
import { http } from '@elearn/platform';

export type { Statistics };

/** Level, XP, coins and streak of a learner; null when the server says the user is no learner (403). */
export async function getStatistics(signal?: AbortSignal): Promise<Statistics | null> {
  const response = await http.get<Statistics>('/user/getStatistics', { signal });
  return response.status === 403 ? null : response.data;
}
