import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { Config } from '../config';
import { startEmbeddedDatabase } from './embedded';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: Pool;
  kind: 'embedded' | 'server';
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the configured database: a PostgreSQL server (DATABASE_URL), or PGlite
 * in a child process. PGlite serves one session, so its pool holds a single
 * connection: transactions then never interleave.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(`${config.dataDir}/pg`);
  const pool = embedded
    ? new Pool({ host: embedded.host, port: embedded.port, user: 'postgres', database: 'postgres', max: 1 })
    : new Pool({ connectionString: config.databaseUrl, max: 10 });
  // An idle client losing its server must not crash the process.
  pool.on('error', (error) => console.error('database pool error', error.message));
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: embedded ? 'embedded' : 'server',
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
