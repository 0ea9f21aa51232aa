import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { STREAM_BLOCK_MS } from './shared-redis';

/** The longest delay setTimeout honours. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Realtime {
  /** Sends an event to every open socket of a user (all their tabs and devices). */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** Sends an event to every open socket; sockets are authenticated, so to every signed-in user. */
  broadcast(event: string, payload: unknown): void;
  /** Closes the sockets of one session (refresh-token family): logout, or a stolen token. */
  disconnectSession(familyId: string): void;
  isUp(): boolean;
  close(): Promise<void>;
  /**
   * Gives a module the socket.io server, to handle its own events and rooms
   * (the forum's `join-post`/`leave-post` rooms). Sockets reaching a module's
   * `connection` handler are already authenticated: `socket.data.identity`.
   */
  useSockets(setup: (io: Server) => void): void;
}

export interface SocketIdentity {
  userId: string;
  familyId: string;
  /** When the access token expires, in seconds since the epoch. */
  expiresAt: number;
}

export interface RealtimeOptions {
  allowedOrigins: string[];
  /** Checks an access token of a live session; null refuses the socket. */
  authenticate(token: string): Promise<SocketIdentity | null>;
  /**
   * Several API processes: events, rooms and recovered sessions go through
   * this Redis (a stream, so a short Redis outage loses nothing once it is back).
   */
  redis?: Redis;
}

export const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (familyId: string) => `session:${familyId}`;

/**
 * socket.io on the API's own HTTP server at /socket.io. The handshake bypasses
 * Fastify's hooks, so origin and token are checked here: an allowed Origin
 * (checked before the upgrade) and a valid access token in
 * `handshake.auth.token`. A socket joins its user's room and its session's
 * room and is closed when its token expires; the client reconnects with a
 * fresh one, and missed events are replayed (connection state recovery, which
 * runs the same checks again). With Redis (REDIS_URL), a socket may be on
 * any API process: rooms, events and recovery work across them.
 */
export function attachRealtime(server: HttpServer, options: RealtimeOptions): Realtime {
  let open = true;
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: options.allowedOrigins, credentials: true },
    allowRequest: (request, callback) =>
      callback(null, options.allowedOrigins.includes(request.headers.origin ?? '')),
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    ...(options.redis && { adapter: createAdapter(options.redis, { blockTimeInMs: STREAM_BLOCK_MS }) }),
  });

  io.use(async (socket: Socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const identity = typeof token === 'string' ? await options.authenticate(token).catch(() => null) : null;
    if (!identity) return next(new Error('unauthorized'));
    socket.data.identity = identity;
    next();
  });

  io.on('connection', (socket) => {
    const { userId, familyId, expiresAt } = socket.data.identity as SocketIdentity;
    void socket.join([userRoom(userId), sessionRoom(familyId)]);
    // setTimeout fires at once for delays past 2^31-1 ms (~24.8 days): wait in
    // steps no longer than that until the token has really expired.
    let timer: NodeJS.Timeout;
    const expireLater = () => {
      const left = expiresAt * 1000 - Date.now();
      if (left <= 0) socket.disconnect(true);
      else timer = setTimeout(expireLater, Math.min(left, MAX_TIMER_MS));
    };
    expireLater();
    socket.on('disconnect', () => clearTimeout(timer));
  });

  return {
    emitToUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event, payload),
    broadcast: (event, payload) => void io.emit(event, payload),
    disconnectSession: (familyId) => void io.in(sessionRoom(familyId)).disconnectSockets(true),
    useSockets: (setup) => setup(io),
    isUp: () => open,
    // Sockets and engine only: the HTTP server belongs to Fastify, which closes it after this.
    close: async () => {
      open = false;
      // This process's sockets only: with Redis the others' stay up (their clients come here no more).
      io.local.disconnectSockets(true);
      io.engine.close();
      // Stops the Redis adapter's stream reading (a no-op for the in-memory one).
      await io.of('/').adapter.close();
    },
  };
}
