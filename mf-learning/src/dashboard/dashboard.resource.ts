import { http } from '@elearn/platform';

export interface LearnerStatistics {
  level: number;
  expValue: number;
  coins: number;
  streakDays: number;
  freezeChances: number;
  badges?: unknown[];
}

export interface EnrolledCourse {
  id: string;
  title: string;
  seoTxt: string;
  image?: string | null;
  type: 'academic' | 'professional';
  /** Overall mastery, 0 to 100. */
  completion: number;
}

/** The courses the signed-in user is enrolled in, with their completion. */
export async function getMyCourses(signal?: AbortSignal): Promise<EnrolledCourse[]> {
  const response = await http.get<EnrolledCourse[]>('/course/myCourses', { signal });
  return response.data;
}

/** Level, XP, coins and streak of a learner; null when the server says the user is no learner (403). */
export async function getStatistics(signal?: AbortSignal): Promise<LearnerStatistics | null> {
  const response = await http.get<LearnerStatistics>('/user/getStatistics', { signal });
  return response.status === 403 ? null : response.data;
}
