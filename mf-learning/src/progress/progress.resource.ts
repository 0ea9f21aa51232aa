import type { Certificate, CourseProgress, LearningTime, StudyLesson } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

export type { Certificate, CourseProgress, LearningTime, StudyLesson };

/** What the progress page shows, or why it cannot: not found, or not allowed (not enrolled, no preview). */
export type Answer<T> = { status: 'ok'; data: T } | { status: 'notFound' } | { status: 'forbidden' };

function answerOf<T>(response: { status: number; data: T }): Answer<T> {
  if (response.status === 404) return { status: 'notFound' };
  if (response.status === 403) return { status: 'forbidden' };
  return { status: 'ok', data: response.data };
}

const previewQuery = (preview: boolean) => (preview ? '?preview=1' : '');

/** GET /dashboard/course-progress/{courseId}: outcomes, modules, lessons with mastery and time. */
export async function getCourseProgress(
  courseId: string,
  preview: boolean,
  signal?: AbortSignal,
): Promise<Answer<CourseProgress>> {
  const response = await http.get<CourseProgress>(
    `/dashboard/course-progress/${encodeURIComponent(courseId)}${previewQuery(preview)}`,
    { signal, answers: [404] },
  );
  return answerOf(response);
}

/** GET /dashboard/lesson/{courseId}/{lessonId}: one lesson to study. */
export async function getStudyLesson(
  courseId: string,
  lessonId: string,
  preview: boolean,
  signal?: AbortSignal,
): Promise<Answer<StudyLesson>> {
  const response = await http.get<StudyLesson>(
    `/dashboard/lesson/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}${previewQuery(preview)}`,
    { signal, answers: [404] },
  );
  return answerOf(response);
}

/** PUT /course/updateCourseProgress/{id}: the learning times; a 422 carries field errors. */
export async function putLearningTimes(progressId: string, learningTimes: LearningTime[]) {
  const response = await http.put<{ learningTimes: LearningTime[]; errors?: Record<string, string> }>(
    `/course/updateCourseProgress/${encodeURIComponent(progressId)}`,
    { learningTimes },
  );
  return response.status === 200
    ? { ok: true as const, learningTimes: response.data.learningTimes }
    : { ok: false as const, errors: response.data.errors ?? {} };
}

/** POST …/lessonTime: seconds of time on task since the last report; answers the lesson's total. */
export async function postLessonTime(progressId: string, lessonId: string, seconds: number): Promise<number> {
  const answer = await readData<{ seconds: number }>(
    http.post(`/course/updateCourseProgress/${encodeURIComponent(progressId)}/lessonTime`, {
      lessonId,
      seconds,
    }),
  );
  return answer.seconds;
}

/** POST …/reset: starts the course over (a certificate of it is revoked). */
export async function postResetProgress(progressId: string): Promise<void> {
  await http.post(`/course/updateCourseProgress/${encodeURIComponent(progressId)}/reset`);
}

/** GET /certificates/{code} (public); null when no certificate has that code. */
export async function getCertificate(code: string, signal?: AbortSignal): Promise<Certificate | null> {
  const response = await http.get<Certificate>(`/certificates/${encodeURIComponent(code)}`, {
    signal,
    answers: [404],
  });
  return response.status === 404 ? null : response.data;
}

/** Where the learner downloads their certificate's PDF (signed in: the browser sends the token via fetch). */
export async function downloadCertificate(code: string): Promise<Blob> {
  return readData<Blob>(http.get(`/certificates/${encodeURIComponent(code)}/pdf`, { responseType: 'blob' }));
}
