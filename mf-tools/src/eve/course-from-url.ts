import type { EveCourse } from '@elearn/contracts';

/** Pages that carry a course: its id (progress, study, assessment, placement) or its seo text (course page, forum). */
const COURSE_PAGES = [
  /^\/[a-z]{2}\/dashboard\/(?:course-progress|study|assessment|placement)\/([^/?#]+)/,
  /^\/[a-z]{2}\/course\/([^/?#]+)/,
];

/**
 * The course Eve answers about: the one the current page is about, when it is one of the user's;
 * else the one picked before (if still theirs); else the first of their courses; null without any.
 */
export function courseFromUrl(
  path: string,
  courses: EveCourse[],
  picked: string | null = null,
): EveCourse | null {
  for (const pattern of COURSE_PAGES) {
    const key = pattern.exec(path)?.[1];
    if (!key) continue;
    const decoded = decodeURIComponent(key);
    const found = courses.find((c) => c.id === decoded || c.seoTxt === decoded);
    if (found) return found;
  }
  return courses.find((c) => c.id === picked) ?? courses[0] ?? null;
}
