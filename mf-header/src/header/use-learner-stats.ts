import { bus } from '@elearn/platform';
import { useEffect, useState } from 'react';
import { getStatistics, type Statistics } from './statistics.resource';

/**
 * The learner's statistics for the header, kept fresh: loaded for `userId`
 * (a learner only, spec 6) and again whenever the server reports XP or a
 * streak. A failed refresh keeps what is shown. Undefined until the first
 * answer, null when the server says the user is no learner.
 */
export function useLearnerStats(userId: string | null): Statistics | null | undefined {
  const [stats, setStats] = useState<Statistics | null | undefined>(undefined);

  useEffect(() => {
    setStats(undefined);
    if (!userId) return;
    let controller: AbortController | null = null;
    const load = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      getStatistics(current.signal).then(
        (data) => {
          if (!current.signal.aborted) setStats(data);
        },
        // The HTTP client already logged and reported it; the header keeps its last numbers.
        () => {},
      );
    };
    load();
    const subscriptions = [
      bus.on('server:xp-gained').subscribe(load),
      bus.on('server:streak-up').subscribe(load),
    ];
    return () => {
      controller?.abort();
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [userId]);

  return stats;
}
