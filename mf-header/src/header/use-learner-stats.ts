import { useBusEvent } from '@elearn/platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { statisticsQuery } from './statistics.queries';
import type { Statistics } from './statistics.resource';

/**
 * The learner's statistics for the header, kept live: loaded for `userId`
 * (a learner only, spec 6), then updated in the cache from the server's
 * xp-gained (level, XP, coins) and streak-up events and from coins-store
 * purchases, and loaded again after a reconnect the server did not recover
 * (`socket:resync`, as every query: events sent while offline are lost). A failed refresh keeps what is shown. Undefined until the first
 * answer, null when the server says the user is no learner.
 */
export function useLearnerStats(userId: string | null): Statistics | null | undefined {
  const queryClient = useQueryClient();
  const options = statisticsQuery(userId ?? '');
  const stats = useQuery({ ...options, enabled: userId !== null });
  const patch = (change: Partial<Statistics>) =>
    queryClient.setQueryData(options.queryKey, (current) => current && { ...current, ...change });
  useBusEvent('server:xp-gained', ({ level, expValue, coins }) => patch({ level, expValue, coins }));
  useBusEvent('server:streak-up', ({ daysCount, freezeChances }) =>
    patch({ streakDays: daysCount, freezeChances }),
  );
  useBusEvent('store:purchased', ({ userCoins }) => patch({ coins: userCoins }));
  return userId ? stats.data : undefined;
}
