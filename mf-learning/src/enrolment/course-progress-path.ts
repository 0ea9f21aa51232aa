import { type Lang, withLang } from '@elearn/platform';

/** Where a course opens once the user is in it: its progress page (`?preview=1` to preview). */
export function courseProgressPath(lang: Lang, courseId: string, preview = false): string {
  const progress = `/dashboard/course-progress/${encodeURIComponent(courseId)}`;
  return withLang(lang, preview ? `${progress}?preview=1` : progress);
}
