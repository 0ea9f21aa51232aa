import type { Pool, PoolClient } from 'pg';
import type { AppContext } from '../../context';

/** Anything that runs SQL: the pool or a transaction's client. */
export type Run = Pick<Pool, 'query'>;

/** An open transaction, its clock, and the socket events to send once it commits. */
export interface Tx {
  client: PoolClient;
  now: Date;
  emit(userId: string, event: string, payload: unknown): void;
}

export type GamificationContext = Pick<AppContext, 'database' | 'realtime' | 'now' | 'config'>;

/**
 * Runs `work` in one transaction on one client (the embedded database has a
 * single connection: nothing inside may use the pool). Events are sent only
 * after COMMIT, so a rolled-back change is never announced.
 */
export async function inTransaction<T>(ctx: GamificationContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const events: [string, string, unknown][] = [];
  const client = await ctx.database.pool.connect();
  let result: T;
  try {
    await client.query('BEGIN');
    result = await work({ client, now: ctx.now(), emit: (...event) => events.push(event) });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  for (const [userId, event, payload] of events) ctx.realtime.emitToUser(userId, event, payload);
  return result;
}
