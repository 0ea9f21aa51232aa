import type { LearnerCard, LearnerProgress, StudyLog } from '@elearn/contracts';
import { http } from '@elearn/platform';

export type { LearnerCard, LearnerProgress, StudyLog };

/** A learner's data, or null when the viewer may not see this learner (403). */
async function getLearnerData<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  const response = await http.get<T>(path, { signal, answers: [404] });
  return response.status === 403 || response.status === 404 ? null : response.data;
}

/** GET /dashboard/learner/{childId}: the learner card. */
export const getLearnerCard = (learnerId: string, signal?: AbortSignal) =>
  getLearnerData<LearnerCard>(`/dashboard/learner/${encodeURIComponent(learnerId)}`, signal);

/** GET /dashboard/studylog/{childId}: study days and latest activity. */
export const getStudyLog = (learnerId: string, signal?: AbortSignal) =>
  getLearnerData<StudyLog>(`/dashboard/studylog/${encodeURIComponent(learnerId)}`, signal);

/** GET /dashboard/learner-progress/{childId}: the learner's courses the viewer may see. */
export const getLearnerProgress = (learnerId: string, signal?: AbortSignal) =>
  getLearnerData<LearnerProgress>(`/dashboard/learner-progress/${encodeURIComponent(learnerId)}`, signal);
