import { bus, getSocket } from '@elearn/platform';
import { useEffect, useState } from 'react';

/**
 * The signed-in user's socket, once it exists. The shell connects it after
 * sign-in (asynchronously), so a page opened directly may render before it is
 * there: this re-renders when it connects or goes away.
 */
export function useSocket() {
  const [socket, setSocket] = useState(getSocket);
  useEffect(() => {
    const subscriptions = [
      bus.on('socket:connected').subscribe(() => setSocket(getSocket())),
      bus.on('socket:disconnected').subscribe(() => setSocket(getSocket())),
    ];
    setSocket(getSocket());
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  }, []);
  return socket;
}
