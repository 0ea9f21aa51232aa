import { isRouteAvailable, type Lang, withLang } from '@elearn/platform';

/**
 * Where a course opens once the user is in it: its progress page
 * (`/dashboard/course-progress/{id}`, `?preview=1` to preview). Until a remote
 * serves that page, the dashboard, whose My courses list holds the course.
 */
export function courseProgressPath(lang: Lang, courseId: string, preview = false): string {
  const progress = `/dashboard/course-progress/${encodeURIComponent(courseId)}`;
  if (!isRouteAvailable(progress)) return withLang(lang, '/dashboard');
  return withLang(lang, preview ? `${progress}?preview=1` : progress);
}
