import { queryOptions } from '@tanstack/react-query';
import { coursesApi } from './courses.resource';

export const coursesKeys = {
  authored: ['authoring', 'courses'] as const,
  preview: (courseId: string) => ['authoring', 'preview', courseId] as const,
};

/** The courses the caller may edit; refreshed while lessons are still being built. */
export const authoredCoursesQuery = () =>
  queryOptions({
    queryKey: coursesKeys.authored,
    queryFn: coursesApi.getAuthoredCourses,
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.lessonsBuilt < c.lessonsTotal) ? 5000 : false,
  });

export const coursePreviewQuery = (courseId: string) =>
  queryOptions({
    queryKey: coursesKeys.preview(courseId),
    queryFn: () => coursesApi.getCoursePreview(courseId),
  });
