import type { Config } from './config';
import type { Database } from './db/database';
import type { Realtime } from './realtime/realtime';

/** What every module gets: settings, the database, the signing secret and realtime. */
export interface AppContext {
  config: Config;
  database: Database;
  secret: Uint8Array;
  realtime: Realtime;
  /** Injectable clock, so lockout expiry is testable without waiting. */
  now: () => Date;
}
