import type { StoredCourseForm } from '@elearn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { courseFormApi } from './course-form.resource';

/** The server refused the page: 403 (not the course's instructor nor staff) or 404 (no such course). */
export class CourseFormRefusal extends Error {
  constructor(readonly status: 403 | 404) {
    super(`course form answered ${status}`);
  }
}

export const courseFormKeys = { form: (courseId: string) => ['authoring', 'course-form', courseId] as const };

export const courseFormQuery = (courseId: string) =>
  queryOptions<StoredCourseForm>({
    queryKey: courseFormKeys.form(courseId),
    queryFn: async () => {
      const result = await courseFormApi.getCourseForm(courseId);
      if (!result.ok) throw new CourseFormRefusal(result.status === 403 ? 403 : 404);
      return result.form;
    },
    retry: (count, error) => !(error instanceof CourseFormRefusal) && count < 2,
    // The form edits a copy: a background refresh must not replace what the author typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
