/** Pages that carry a course: its id (progress, study, assessment, placement) or its seo text (course page, forum). */
const COURSE_PAGES = [
  /^\/[a-z]{2}\/dashboard\/(?:course-progress|study|assessment|placement)\/([^/?#]+)/,
  /^\/[a-z]{2}\/course\/([^/?#]+)/,
];

/** The course key (id or seo text) of a page that carries one; null otherwise. */
export function courseKeyOfPath(path: string): string | null {
  for (const pattern of COURSE_PAGES) {
    const key = pattern.exec(path)?.[1];
    if (key) return decodeURIComponent(key);
  }
  return null;
}
