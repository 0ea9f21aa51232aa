import type { EveCourse } from '@elearn/contracts';
import { courseKeyOfPath } from '../common/course-of-path';

/**
 * The course Eve answers about: the one the current page is about, when it is one of the user's;
 * else the one picked before (if still theirs); else the first of their courses; null without any.
 */
export function courseFromUrl(
  path: string,
  courses: EveCourse[],
  picked: string | null = null,
): EveCourse | null {
  const key = courseKeyOfPath(path);
  const found = key && courses.find((c) => c.id === key || c.seoTxt === key);
  if (found) return found;
  return courses.find((c) => c.id === picked) ?? courses[0] ?? null;
}
