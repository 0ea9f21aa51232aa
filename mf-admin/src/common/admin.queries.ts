import type { AdminListQuery, AuditQuery } from '@elearn/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, type ListPath } from './admin.resource';

export const adminKeys = {
  list: (path: ListPath) => ['admin', path] as const,
  audit: ['admin', 'audit'] as const,
};

/** A page of an admin list; the previous page stays on screen while the next one loads. */
export const listQuery = <T>(path: ListPath, query: AdminListQuery) =>
  queryOptions({
    queryKey: [...adminKeys.list(path), query],
    queryFn: () => adminApi.list<T>(path, query),
    placeholderData: keepPreviousData,
  });

export const coursesOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'course-options'],
    queryFn: adminApi.coursesOptions,
    staleTime: 60_000,
  });

export const coursesInstructorsOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'course-instructor-options'],
    queryFn: adminApi.coursesInstructorsOptions,
  });

export const instructorCoursesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'instructor-courses', userId],
    queryFn: () => adminApi.instructorCourses(userId),
  });

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...adminKeys.audit, query],
    queryFn: () => adminApi.audit(query),
    placeholderData: keepPreviousData,
  });

export const dictionaryQuery = (lang: string) =>
  queryOptions({ queryKey: ['admin', 'dictionary', lang], queryFn: () => adminApi.dictionary(lang) });

export const englishSourceQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['admin', 'dictionary', 'english', keyword],
    queryFn: () => adminApi.englishOf(keyword),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const failedTranslationsQuery = () =>
  queryOptions({ queryKey: ['admin', 'dictionary', 'failed'], queryFn: adminApi.failedTranslations });
