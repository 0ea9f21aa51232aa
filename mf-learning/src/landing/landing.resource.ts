import type { CatalogueCourse, Plan } from '@elearn/contracts';
import { http } from '@elearn/platform';

export type { CatalogueCourse, Plan };

// Types only: the contracts' zod schemas stay off the guest path (zod alone is ~89 KB gzip).

/** The public subscription plans. */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const response = await http.get<Plan[]>('/plans', { signal });
  return response.data;
}

/** Up to 12 public courses for the landing page's catalogue teaser. */
export async function getCourses(signal?: AbortSignal): Promise<CatalogueCourse[]> {
  const response = await http.get<CatalogueCourse[]>('/course/list', { signal });
  return response.data;
}
