import type { CatalogueType, CourseDetail, FilterCoursesResult, Pathway } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

export type { CourseDetail, FilterCoursesResult, Pathway };

// Types only: the contracts' zod schemas stay off these pages (zod alone is ~89 KB gzip).

/** One page of the catalogue with every filter's option counts. */
export async function getFilteredCourses(
  type: CatalogueType,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<FilterCoursesResult> {
  return readData<FilterCoursesResult>(http.get(`/course/filterCourses/${type}`, { params, signal }));
}

/** Every pathway with its courses. */
export async function getPathways(signal?: AbortSignal): Promise<Pathway[]> {
  return readData<Pathway[]>(http.get('/constants/allRecords/Pathway', { signal }));
}

/** The course page's course; null when there is no course at that seoTxt (a 404 is an answer here). */
export async function getCourse(seoTxt: string, signal?: AbortSignal): Promise<CourseDetail | null> {
  const response = await http.get<CourseDetail>(`/course/bySeoTxt/${encodeURIComponent(seoTxt)}`, {
    signal,
    answers: [404],
  });
  return response.status === 404 ? null : response.data;
}
