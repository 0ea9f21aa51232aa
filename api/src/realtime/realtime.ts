import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { verifyAccessToken } from '../modules/auth/access-token';

export interface Realtime {
  /** Sends an event to every open socket of a user. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** Closes the sockets of one session (a refresh-token family): logout or a stolen token. */
  disconnectSession(familyId: string): void;
  isUp(): boolean;
  close(): Promise<void>;
}

/**
 * socket.io on the API's own HTTP server. The handshake bypasses Fastify's
 * hooks, so origin and token are checked here: an allowed Origin, a valid
 * access token; the socket joins its user's room and its session's room, and
 * is closed when its token expires (the client reconnects with a fresh one).
 */
export function attachRealtime(server: HttpServer, secret: Uint8Array, allowedOrigins: string[]): Realtime {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: allowedOrigins, credentials: true },
    allowRequest: (request, callback) =>
      callback(null, allowedOrigins.includes(request.headers.origin ?? '')),
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  });

  io.use(async (socket: Socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const claims = typeof token === 'string' ? await verifyAccessToken(token, secret) : null;
    if (!claims) return next(new Error('unauthorized'));
    socket.data.userId = claims.userId;
    socket.data.familyId = claims.familyId;
    socket.data.expiresAt = claims.expiresAt;
    next();
  });

  io.on('connection', (socket) => {
    void socket.join([`user:${socket.data.userId}`, `session:${socket.data.familyId}`]);
    const msLeft = socket.data.expiresAt * 1000 - Date.now();
    const timer = setTimeout(() => socket.disconnect(true), Math.max(0, msLeft));
    socket.on('disconnect', () => clearTimeout(timer));
  });

  return {
    emitToUser: (userId, event, payload) => void io.to(`user:${userId}`).emit(event, payload),
    disconnectSession: (familyId) => void io.in(`session:${familyId}`).disconnectSockets(true),
    isUp: () => io.engine !== undefined,
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}
