import { Pool, type PoolClient, type PoolConfig } from 'pg';

/** How long a new connection waits for a database that is restarting before its request fails. */
const CONNECT_PATIENCE_MS = 5_000;

/**
 * Whether `error` says the connection failed, not the statement: the server is
 * not there (refused, no socket file while PGlite restarts), is starting or
 * stopping (57P03), or ended this backend (57P01 a terminated backend or a fast
 * shutdown, 57P02 a crash of another backend).
 */
export function isConnectionLoss(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    ['ECONNREFUSED', 'ENOENT', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03'].includes(code ?? '') ||
    /Connection terminated|not queryable/.test(message ?? '')
  );
}

// A plain read: no row locks. The code base takes advisory locks on transaction clients, never here.
const READ = /^\s*select\b/i;
const LOCKING = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/i;
const statementOf = (arg: unknown) => (typeof arg === 'string' ? arg : (arg as { text?: unknown })?.text);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A `pg` pool that rides out a restarted database or a killed backend instead of
 * failing every request meanwhile (issue 19, docs/DEPLOYMENT.md "Faults"):
 * - a new connection is retried for up to 5 s while the server is unreachable
 *   (nothing was sent yet, so this is always safe);
 * - a read run outside a transaction that lost its connection runs once more on a
 *   new one. A write is not retried: it may have committed before the connection
 *   died, and running it twice could do it twice. Its request fails (500).
 */
export class PatientPool extends Pool {
  constructor(config: PoolConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    // One instance property rather than an override of query()'s dozen overloads.
    this.query = ((...args: unknown[]) => {
      const statement = statementOf(args[0]);
      const retryable =
        typeof statement === 'string' &&
        READ.test(statement) &&
        !LOCKING.test(statement) &&
        !args.some((arg) => typeof arg === 'function');
      if (!retryable) return query(...args);
      return (query(...args) as Promise<unknown>).catch((error: unknown) => {
        if (!isConnectionLoss(error) || this.ending) throw error;
        return query(...args);
      });
    }) as Pool['query'];
  }

  override connect(): Promise<PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<PoolClient> | undefined {
    const connecting = this.connectPatiently();
    if (!callback) return connecting;
    // pool.query() connects this way.
    connecting.then(
      (client) =>
        callback(undefined, client, (release) => client.release(release as Error | boolean | undefined)),
      (error: Error) => callback(error, undefined, () => undefined),
    );
    return undefined;
  }

  private async connectPatiently(): Promise<PoolClient> {
    const deadline = Date.now() + CONNECT_PATIENCE_MS;
    for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
      try {
        return await super.connect();
      } catch (error) {
        if (!isConnectionLoss(error) || this.ending || Date.now() + wait > deadline) throw error;
        await delay(wait);
      }
    }
  }
}
