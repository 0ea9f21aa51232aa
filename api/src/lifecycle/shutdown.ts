import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export interface Stoppable {
  app: FastifyInstance;
  database: Pick<Database, 'close'>;
}

/**
 * Stops the API without dropping what it already accepted: Fastify stops
 * accepting connections, answers requests that arrive on open keep-alive
 * connections with 503 + Connection: close, and resolves `close()` only once
 * every in-flight request has been answered and the sockets are closed (its
 * preClose hook), closing each keep-alive connection once it is idle; only
 * then is the database closed. Past `timeoutMs` the rest
 * is abandoned so that a stuck request cannot keep a stopping process alive.
 * Returns whether everything closed in time.
 */
export async function shutDown({ app, database }: Stoppable, timeoutMs = 10_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  const orderly = (async () => {
    const closing = app.close();
    // A keep-alive connection that answered its last request stays open for the
    // keep-alive timeout (72 s in Fastify) and holds close() that long: close each
    // one as soon as it is idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await closing;
    } finally {
      clearInterval(sweep);
    }
    await database.close();
    return true as const;
  })();
  try {
    return await Promise.race([orderly, late]);
  } finally {
    clearTimeout(timer);
  }
}
