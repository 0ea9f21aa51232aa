import { bus } from '@elearn/platform';
import { useEffect, useState } from 'react';
import { useResyncOnReconnect } from '../common/use-resync';
import { getStatistics, type Statistics } from './statistics.resource';

/**
 * The learner's statistics for the header, kept live: loaded for `userId`
 * (a learner only, spec 6), then updated from the server's xp-gained (level,
 * XP, coins) and streak-up events and from coins-store purchases, and loaded
 * again after a reconnect (events sent while offline are lost). A failed
 * refresh keeps what is shown. Undefined until the first answer, null when
 * the server says the user is no learner.
 */
export function useLearnerStats(userId: string | null): Statistics | null | undefined {
  const [stats, setStats] = useState<Statistics | null | undefined>(undefined);
  const [reloads, setReloads] = useState(0);
  useResyncOnReconnect(() => setReloads((count) => count + 1));

  // Another user's numbers are never shown, not even while the new ones load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the user changes.
  useEffect(() => setStats(undefined), [userId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for a fresh load.
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    getStatistics(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setStats(data);
      },
      // The HTTP client already logged and reported it; the header keeps its last numbers.
      () => {},
    );
    return () => controller.abort();
  }, [userId, reloads]);

  useEffect(() => {
    const patch = (change: Partial<Statistics>) =>
      setStats((current) => current && { ...current, ...change });
    const subscriptions = [
      bus.on('server:xp-gained').subscribe(({ level, expValue, coins }) => patch({ level, expValue, coins })),
      bus
        .on('server:streak-up')
        .subscribe(({ daysCount, freezeChances }) => patch({ streakDays: daysCount, freezeChances })),
      bus.on('store:purchased').subscribe(({ userCoins }) => patch({ coins: userCoins })),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, []);

  return stats;
}
