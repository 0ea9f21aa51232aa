import type { CatalogueCourse, Plan } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

export type { CatalogueCourse, Plan };

// Types only: the contracts' zod schemas stay off the guest path (zod alone is ~89 KB gzip).

/** The public subscription plans. */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  return readData<Plan[]>(http.get('/plans', { signal }));
}

/** Up to 12 public courses for the landing page's catalogue teaser. */
export async function getCourses(signal?: AbortSignal): Promise<CatalogueCourse[]> {
  return readData<CatalogueCourse[]>(http.get('/course/list', { signal }));
}
