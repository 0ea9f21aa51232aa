import { queryOptions } from '@tanstack/react-query';
import { getCertificate, getCourseProgress, getStudyLesson } from './progress.resource';

/** Course progress, study and certificate queries (ADR 0006: one way to load data). */
export const courseProgressQuery = (courseId: string, preview: boolean) =>
  queryOptions({
    queryKey: ['learning', 'course-progress', courseId, preview],
    queryFn: ({ signal }) => getCourseProgress(courseId, preview, signal),
  });

export const studyLessonQuery = (courseId: string, lessonId: string, preview: boolean) =>
  queryOptions({
    queryKey: ['learning', 'study', courseId, lessonId, preview],
    queryFn: ({ signal }) => getStudyLesson(courseId, lessonId, preview, signal),
  });

export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: ['learning', 'certificate', code],
    queryFn: ({ signal }) => getCertificate(code, signal),
  });
