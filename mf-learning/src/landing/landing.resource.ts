import { http } from '@elearn/platform';

export interface PlanFeature {
  name: string;
  displayName: string;
  description?: string;
  quotaPerDay?: number | null;
}

export interface Plan {
  id: string;
  name: string;
  defaultDurationInMonth: number;
  feesInEGP: number;
  features: PlanFeature[];
}

export interface CatalogueCourse {
  id: string;
  title: string;
  seoTxt: string;
  description: string;
  image?: string | null;
  type: 'academic' | 'professional';
  /** EGP; null or 0 means free. */
  additionalFees?: number | null;
}

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
