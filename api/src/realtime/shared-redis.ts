import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The socket adapter's blocking read of the stream. */
export const STREAM_BLOCK_MS = 1000;
/** Reconnection attempts back off to one every two seconds. */
const retryStrategy = (times: number) => Math.min(times * 100, 2000);

export interface SharedRedis {
  /** Carries socket events between API processes (and its reads, on duplicates of it). */
  sockets: Redis;
  /** Counts rate limits across processes; fails at once when Redis is down, and the request goes on. */
  limits: Redis;
  close(): Promise<void>;
}

/**
 * The Redis of several API processes (REDIS_URL). Redis going down must not
 * take the site with it: a command waits for one reconnection attempt at most
 * (not twenty, ioredis's default), rate limits skip it, and the clients
 * reconnect by themselves; meanwhile socket events reach only the clients of
 * the process that raised them. Errors are logged once per outage, not per retry.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  let down = false;
  const watch = (client: Redis) => {
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      log.warn({ err: error }, 'redis unreachable: realtime stays in this process until it is back');
    });
    client.on('ready', () => {
      if (down) log.info('redis reachable again');
      down = false;
    });
    return client;
  };
  const sockets = watch(new Redis(url, { maxRetriesPerRequest: 1, retryStrategy }));
  const limits = watch(
    new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectTimeout: 2000,
    }),
  );
  return {
    sockets,
    limits,
    // QUIT lets the last writes (the adapter's goodbye) reach Redis; a Redis that is down gets none.
    async close() {
      await Promise.all([sockets.quit(), limits.quit()]).catch(() => undefined);
      sockets.disconnect();
      limits.disconnect();
    },
  };
}
