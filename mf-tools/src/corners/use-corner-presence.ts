import { emitWithAck, getSocket, useBusEvent } from '@elearn/platform';
import { useEffect, useState } from 'react';

/** The server answers whether the user may; the room's presence event follows. */
function joinRoom(cornerId: string) {
  if (getSocket()) void emitWithAck('join-corner', cornerId).catch(() => undefined);
}

export type PresentUser = { id: string; firstName: string; lastName: string };

/**
 * Joins the corner's socket room while the page is open (again after every
 * reconnect) and keeps the list of users who have it open, as the server
 * announces it to the room.
 */
export function useCornerPresence(cornerId: string): PresentUser[] | null {
  const [present, setPresent] = useState<PresentUser[] | null>(null);
  useEffect(() => {
    setPresent(null);
    joinRoom(cornerId);
    return () => void getSocket()?.emit('leave-corner', cornerId);
  }, [cornerId]);
  useBusEvent('socket:connected', () => joinRoom(cornerId));
  useBusEvent('server:corner-presence', (event) => {
    if (event.id === cornerId) setPresent(event.present);
  });
  return present;
}
