import type { Database } from '../src/db/database';

/** A database that is never reached: for tests of parts that do not query (site, health when down). */
export function stubDatabase(up = false): Database {
  const unreachable = () => {
    throw new Error('this test has no database');
  };
  return {
    db: new Proxy({}, { get: unreachable }) as Database['db'],
    pool: new Proxy({}, { get: unreachable }) as Database['pool'],
    kind: 'server',
    ping: async () => up,
    close: async () => undefined,
  };
}
