import type { Config } from './config';
import type { Database } from './db/database';
import type { Ai } from './modules/ai/ai.provider';
import type { PushSender } from './modules/push/push-sender';
import type { Realtime } from './realtime/realtime';

/** What every module gets: settings, the database, the signing secret, realtime, the clock, AI and browser push. */
export interface AppContext {
  config: Config;
  database: Database;
  /** HS256 key of the access tokens. */
  secret: Uint8Array;
  realtime: Realtime;
  /** Injectable clock: lockout and token expiry are testable without waiting. */
  now: () => Date;
  /** The one AI interface (modules/ai): offline retrieval by default, an OpenAI-compatible server when configured. */
  ai: Ai;
  /** Browser push of the notifications (Web Push with the site's VAPID keys). */
  push: PushSender;
}
