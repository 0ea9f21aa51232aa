import type { CourseFormValues, StoredCourseForm } from '@elearn/contracts';
import { http } from '@elearn/platform';

/** An answer of the course form's calls: the values, or why not (403, 404, 422 with field errors). */
export type FormAnswer =
  | { ok: true; form: StoredCourseForm }
  | { ok: false; status: number; errors: Record<string, string> };

async function answer(call: Promise<{ status: number; data: unknown }>): Promise<FormAnswer> {
  const response = await call;
  if (response.status >= 200 && response.status < 300)
    return { ok: true, form: response.data as StoredCourseForm };
  const body = response.data as { errors?: Record<string, string> } | undefined;
  return { ok: false, status: response.status, errors: body?.errors ?? {} };
}

// A course that is gone (or a wrong link) is an outcome the page shows, not a failure to report.
const goneIsAnAnswer = { answers: [404] };

export const courseFormApi = {
  getCourseForm: (courseId: string) =>
    answer(http.get(`/course/courseForm/${encodeURIComponent(courseId)}`, goneIsAnAnswer)),
  updateCourse: (courseId: string, values: CourseFormValues) =>
    answer(http.put(`/course/updateCourse/${encodeURIComponent(courseId)}`, values, goneIsAnAnswer)),
};
