import { distinctUntilChanged, map, type Subscription } from 'rxjs';
import type { Socket } from 'socket.io-client';
import { bus } from '../bus/event-bus';
import { type BusEvents, SERVER_EVENTS, type ServerEventName } from '../bus/events';
import { refreshSession, session$ } from '../session/session';
import { getAccessToken } from '../session/token-store';

type ServerPayload = BusEvents[`server:${ServerEventName}`];

let socket: Socket | null = null;
let subscription: Subscription | null = null;

/** The live socket, for remotes that send events (activity tracker). */
export const getSocket = () => socket;

async function connect(): Promise<void> {
  // Loaded on sign-in only: guests never download the socket client.
  const { io } = await import('socket.io-client');
  if (socket || !session$.value) return;
  const next = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: (send) => send({ token: getAccessToken() }),
  });
  socket = next;
  next.on('connect', () => {
    bus.emit('socket:connected');
    // Recovered: the server replayed what it sent during the drop; otherwise it is gone.
    if (!next.recovered) bus.emit('socket:resync');
  });
  next.on('disconnect', (reason) => bus.emit('socket:disconnected', { reason }));
  next.on('connect_error', async (error) => {
    // An expired access token: refresh, and socket.io retries with the new one.
    if (error.message === 'unauthorized' && !(await refreshSession())) disconnect();
  });
  for (const name of SERVER_EVENTS) {
    // The API builds each payload from the contract the bus names for it; passed on as received.
    next.on(name, (payload: ServerPayload) => bus.emit(`server:${name}`, payload));
  }
}

function disconnect(): void {
  socket?.disconnect();
  socket = null;
}

/** Keeps one socket open while someone is signed in; the shell starts this once. */
export function startSocketBridge(): void {
  if (subscription) return;
  subscription = session$
    .pipe(
      map((user) => user?.id ?? null),
      distinctUntilChanged(),
    )
    .subscribe((userId) => {
      disconnect();
      if (userId) void connect();
    });
}

/**
 * Sends an event and resolves the server's acknowledgement; rejects without a
 * socket or when no answer comes within `timeoutMs`.
 */
export async function emitWithAck(event: string, payload: unknown, timeoutMs = 10_000): Promise<unknown> {
  if (!socket) throw new Error('no socket');
  return socket.timeout(timeoutMs).emitWithAck(event, payload);
}
