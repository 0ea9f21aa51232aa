import { io, type Socket } from 'socket.io-client';
import { ORIGIN } from './api';

/** A connected socket of one session, as a page opens it; close them with `closeSockets`. */
export function socketClients(base: () => string) {
  const open: Socket[] = [];
  return {
    async connect(accessToken: string): Promise<Socket> {
      const socket = io(base(), {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: accessToken },
        extraHeaders: { origin: ORIGIN },
        forceNew: true,
        reconnection: false,
      });
      open.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
    closeAll() {
      for (const socket of open) socket.disconnect();
    },
  };
}

/** The next payload of an event on a socket. */
export const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));
