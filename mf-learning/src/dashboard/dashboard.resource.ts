import type { EnrolledCourse, Statistics } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

export type { EnrolledCourse, Statistics };

/** The courses the signed-in user is enrolled in, with their completion. */
export async function getMyCourses(signal?: AbortSignal): Promise<EnrolledCourse[]> {
  return readData<EnrolledCourse[]>(http.get('/course/myCourses', { signal }));
}

/** Level, XP, coins and streak of a learner; null when the server says the user is no learner (403). */
export async function getStatistics(signal?: AbortSignal): Promise<Statistics | null> {
  const response = await http.get<Statistics>('/user/getStatistics', { signal });
  return response.status === 403 ? null : response.data;
}
