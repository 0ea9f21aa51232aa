import { getSocket, useBusEvent } from '@elearn/platform';
import { useEffect, useState } from 'react';

/**
 * The signed-in user's socket, once it exists. The shell connects it after
 * sign-in (asynchronously), so a page opened directly may render before it is
 * there: this re-renders when it connects or goes away.
 */
export function useSocket() {
  const [socket, setSocket] = useState(getSocket);
  useBusEvent('socket:connected', () => setSocket(getSocket()));
  useBusEvent('socket:disconnected', () => setSocket(getSocket()));
  useEffect(() => setSocket(getSocket()), []);
  return socket;
}
