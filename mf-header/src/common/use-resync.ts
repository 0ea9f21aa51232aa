import { useBusEvent } from '@elearn/platform';

/**
 * Calls `resync` each time the socket connects while the caller is mounted:
 * events sent before the connection (a first load racing the socket, or a
 * reconnect after a drop) are lost, so the caller reloads what it shows.
 */
export function useResyncOnReconnect(resync: () => void): void {
  useBusEvent('socket:connected', resync);
}
