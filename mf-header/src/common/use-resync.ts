import { bus } from '@elearn/platform';
import { useEffect, useRef } from 'react';

/**
 * Calls `resync` each time the socket connects while the caller is mounted:
 * events sent before the connection (a first load racing the socket, or a
 * reconnect after a drop) are lost, so the caller reloads what it shows.
 */
export function useResyncOnReconnect(resync: () => void): void {
  const latest = useRef(resync);
  latest.current = resync;
  useEffect(() => {
    const subscription = bus.on('socket:connected').subscribe(() => latest.current());
    return () => subscription.unsubscribe();
  }, []);
}
