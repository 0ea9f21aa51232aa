import { queryOptions } from '@tanstack/react-query';
import { getStatistics } from './statistics.resource';

/** The header's learner statistics, per user: another user's numbers are never shown. */
export const statisticsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['header', 'statistics', userId],
    queryFn: ({ signal }) => getStatistics(signal),
  });
