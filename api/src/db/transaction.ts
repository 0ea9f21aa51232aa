import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient } from 'pg';
import type { AppContext } from '../context';
import type { Realtime } from '../realtime/realtime';
import type { Db } from './database';
import * as schema from './schema';

/** Anything that runs plain SQL: the pool, or a transaction's client. */
export type Run = Pick<Pool, 'query'>;

/** What runs after COMMIT: socket pushes and other news of the change. */
export type AfterCommit = () => void | Promise<void>;

/** An open transaction: its client (plain SQL), the same through drizzle, its clock, and its after-commit hook. */
export interface Tx {
  client: PoolClient;
  /** Drizzle on the transaction's client (made on first use). */
  readonly db: Db;
  /** One instant for everything the transaction writes. */
  now: Date;
  /** Runs `fn` once the transaction has committed; never when it rolls back. */
  afterCommit(fn: AfterCommit): void;
  /** Shorthand: pushes a socket event to a user's tabs after COMMIT. */
  emit(userId: string, event: string, payload: unknown): void;
}

/** What a transaction needs of the app: the database, the clock and where pushes go. */
export type TransactionContext = Pick<AppContext, 'database' | 'now'> & {
  realtime: Pick<Realtime, 'emitToUser'>;
};

/**
 * Runs `work` in one transaction on one client, then its after-commit hooks
 * in order. The embedded database has a single connection: nothing inside
 * `work` may use the pool (use `tx.client` / `tx.db`); the hooks run after
 * the client is back, so they may. A rolled-back change is never announced.
 * A failing hook does not stop the others; the first failure is rethrown
 * after them (the change itself is committed).
 */
export async function inTransaction<T>(ctx: TransactionContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: AfterCommit[] = [];
  const client = await ctx.database.pool.connect();
  let db: Db | undefined;
  const tx: Tx = {
    client,
    get db() {
      db ??= drizzle(client, { schema });
      return db;
    },
    now: ctx.now(),
    afterCommit: (fn) => hooks.push(fn),
    emit: (userId, event, payload) => hooks.push(() => ctx.realtime.emitToUser(userId, event, payload)),
  };
  let result: T;
  try {
    await client.query('BEGIN');
    result = await work(tx);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  let failure: { error: unknown } | undefined;
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
  return result;
}
