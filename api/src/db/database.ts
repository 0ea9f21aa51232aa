import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { Config } from '../config';
import { startEmbeddedDatabase } from './embedded';
import { PatientPool } from './patient-pool';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle: the pool's, or a transaction's (`tx.db` of db/transaction.ts). */
export type Queryable = Db;

export interface Database {
  db: Db;
  pool: Pool;
  kind: 'embedded' | 'server';
  /** Whether the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the configured database: a PostgreSQL server (DATABASE_URL), or PGlite
 * in a child process (docs/adr/0002-embedded-database.md). PGlite has a single
 * session shared by every connection, so its pool holds exactly one: two
 * transactions must never interleave on it.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(`${config.dataDir}/pg`);
  const pool = embedded
    ? new PatientPool({
        host: embedded.host,
        port: embedded.port,
        user: 'postgres',
        database: 'postgres',
        max: 1,
      })
    : // No JIT: it compiled a course save's passage trigger row by row (10k course
      // saves: over 6 min with it, 14.8 s without; docs/BENCHMARKS.md).
      new PatientPool({ connectionString: config.databaseUrl, max: 10, options: '-c jit=off' });
  let closed = false;
  // An idle client losing its server must not crash the process; the next query reconnects.
  // After close, a connection still shutting down may report its end: nothing to say then.
  pool.on('error', (error) => {
    if (!closed) console.error('database connection lost:', error.message);
  });
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: embedded ? 'embedded' : 'server',
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const query = pool.query('SELECT 1').then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      await pool.end();
      await embedded?.stop();
    },
  };
}
