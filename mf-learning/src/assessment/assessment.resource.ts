import type {
  EssayToMark,
  ExamAnswer,
  ExamSeat,
  ExamView,
  LearnerPerformance,
  LearningOutcomesTree,
  ReviewQueue,
} from '@elearn/contracts';
import type { PlacementConfig } from '@elearn/contracts/placement';
import { http } from '@elearn/platform';

export type { EssayToMark, ExamAnswer, ExamView, LearnerPerformance, LearningOutcomesTree, ReviewQueue };

/** A refusal the server answered (403, 409, 422): its code and English message, shown translated by code. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** ATTEMPT_LIMIT: the attempt taken, whose review is the way on. */
    readonly reviewHash?: string,
  ) {
    super(code);
  }
}

/** The data of a 2xx answer; a 403/409/422 answer (the HTTP client passes those through) becomes a Refusal. */
export function dataOf<T>(response: { status: number; data: unknown }): T {
  if (response.status >= 200 && response.status < 300) return response.data as T;
  const body = response.data as { code?: string; reviewHash?: string } | undefined;
  throw new Refusal(response.status, body?.code ?? 'UNKNOWN', body?.reviewHash);
}

const enc = encodeURIComponent;

/** Starts (or resumes) the assessment of a lesson; its hash. */
export async function postLessonAssessment(courseId: string, lo: string, mod: string, lesson: string) {
  const response = await http.post(
    `/assessment/lesson/${enc(courseId)}/${enc(lo)}/${enc(mod)}/${enc(lesson)}`,
  );
  return dataOf<{ hash: string }>(response).hash;
}

export async function getExam(hash: string, signal?: AbortSignal): Promise<ExamView> {
  return dataOf<ExamView>(await http.get(`/assessment/exam/${enc(hash)}`, { signal }));
}

export async function putAnswer(
  hash: string,
  position: number,
  answer: ExamAnswer,
  timeSpentSeconds: number,
) {
  dataOf(await http.put(`/assessment/exam/${enc(hash)}/answer`, { position, answer, timeSpentSeconds }));
}

/** Keeps the running test to this browser (the exam cookie, docs/adr/0014-exam-seat.md). */
export async function postSeat(hash: string, seat: ExamSeat) {
  // The page says 'Failed to store exam cookie: …' with Retry: no second, generic dialog.
  dataOf(await http.post(`/assessment/exam/${enc(hash)}/seat`, seat, { ownsFailure: true }));
}

export async function postSubmit(hash: string): Promise<ExamView> {
  return dataOf<ExamView>(await http.post(`/assessment/exam/${enc(hash)}/submit`));
}

export async function getLearningOutcomes(courseId: string, signal?: AbortSignal) {
  return dataOf<LearningOutcomesTree>(
    await http.get(`/course/getLearningOutcomes/${enc(courseId)}`, { signal }),
  );
}

export async function generatePlacementTest(courseId: string, config: PlacementConfig) {
  return dataOf<{ hash: string; requested: number; drawn: number }>(
    await http.post('/course/generatePlacementTest', { courseId, config }),
  );
}

export async function getPerformance(learnerId: string, signal?: AbortSignal) {
  return dataOf<LearnerPerformance>(await http.get(`/assessment/performance/${enc(learnerId)}`, { signal }));
}

export async function getEssaysToMark(courseId: string, signal?: AbortSignal) {
  return dataOf<EssayToMark[]>(await http.get(`/assessment/essays/${enc(courseId)}`, { signal }));
}

export async function putEssayMark(courseId: string, examId: string, position: number, score: number) {
  dataOf(await http.put(`/assessment/essays/${enc(courseId)}/${enc(examId)}/${position}`, { score }));
}

export async function getReviewQueue(signal?: AbortSignal) {
  return dataOf<ReviewQueue>(await http.get('/assessment/review-queue', { signal }));
}

export async function postReview(courseId: string, outcomeId: string) {
  return dataOf<{ hash: string }>(await http.post(`/assessment/review/${enc(courseId)}/${enc(outcomeId)}`))
    .hash;
}
