import { queryOptions } from '@tanstack/react-query';
import { getMyCourses, getStatistics } from './dashboard.resource';

/** The learner dashboard's queries. */
export const statisticsQuery = queryOptions({
  queryKey: ['learning', 'statistics'],
  queryFn: ({ signal }) => getStatistics(signal),
});

export const myCoursesQuery = queryOptions({
  queryKey: ['learning', 'my-courses'],
  queryFn: ({ signal }) => getMyCourses(signal),
});
