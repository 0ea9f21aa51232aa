import type { Config } from './config';
import type { Database } from './db/database';
import type { Realtime } from './realtime/realtime';

/** What every module gets: settings, the database, the signing secret, realtime and the clock. */
export interface AppContext {
  config: Config;
  database: Database;
  /** HS256 key of the access tokens. */
  secret: Uint8Array;
  realtime: Realtime;
  /** Injectable clock: lockout and token expiry are testable without waiting. */
  now: () => Date;
}
