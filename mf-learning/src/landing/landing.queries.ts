import { queryOptions } from '@tanstack/react-query';
import { getCourses, getPlans } from './landing.resource';

/** The landing page's queries; keys start with the remote's area so the page-wide cache has no clashes. */
export const plansQuery = queryOptions({
  queryKey: ['learning', 'plans'],
  queryFn: ({ signal }) => getPlans(signal),
});

export const catalogueQuery = queryOptions({
  queryKey: ['learning', 'catalogue'],
  queryFn: ({ signal }) => getCourses(signal),
});
