import { bus } from '@elearn/platform';
import { useEffect, useRef } from 'react';

/**
 * Calls `resync` when the socket comes back after a disconnect: events sent
 * while the client was offline are lost, so the caller reloads what it shows.
 * The first connection is not a reconnect (the caller loaded on mount).
 */
export function useResyncOnReconnect(resync: () => void): void {
  const latest = useRef(resync);
  latest.current = resync;
  useEffect(() => {
    let dropped = false;
    const subscriptions = [
      bus.on('socket:disconnected').subscribe(() => {
        dropped = true;
      }),
      bus.on('socket:connected').subscribe(() => {
        if (!dropped) return;
        dropped = false;
        latest.current();
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, []);
}
