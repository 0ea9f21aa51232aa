import { queryOptions } from '@tanstack/react-query';
import { getStreakProgress } from './streak.resource';

export const streakQuery = queryOptions({
  queryKey: ['header', 'streak'],
  queryFn: ({ signal }) => getStreakProgress(signal),
});
