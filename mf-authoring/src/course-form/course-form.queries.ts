import type { StoredCourseForm } from '@elearn/contracts';
import { Refusal } from '@elearn/platform';
import { queryOptions } from '@tanstack/react-query';
import { courseFormApi } from './course-form.resource';

export const courseFormKeys = { form: (courseId: string) => ['authoring', 'course-form', courseId] as const };

export const courseFormQuery = (courseId: string) =>
  queryOptions<StoredCourseForm>({
    queryKey: courseFormKeys.form(courseId),
    queryFn: async () => {
      const result = await courseFormApi.getCourseForm(courseId);
      if (!result.ok) throw new Refusal(result.status === 403 ? 403 : 404);
      return result.form;
    },
    retry: (count, error) => !(error instanceof Refusal) && count < 2,
    // The form edits a copy: a background refresh must not replace what the author typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
