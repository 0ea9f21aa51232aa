import type { User } from '@elearn/contracts';
import type { Database } from '../../db/database';

/** How long a checked session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5000;
const MAX_SESSIONS = 10_000;

interface Entry {
  user: User;
  checkedAt: number;
}

/**
 * The users of recently checked live sessions, by session (refresh-token
 * family), so a burst of calls costs one database round trip (ADR 0003).
 * Logout and reuse detection in this process drop the session at once; a
 * revocation by another process is seen within SESSION_CACHE_MS. The least
 * recently used session goes first when full.
 */
export class SessionCache {
  private readonly sessions = new Map<string, Entry>();

  constructor(private readonly clock: () => number = performance.now.bind(performance)) {}

  get(familyId: string, userId: string): User | null {
    const entry = this.sessions.get(familyId);
    if (!entry) return null;
    this.sessions.delete(familyId);
    if (entry.user.id !== userId || this.clock() - entry.checkedAt > SESSION_CACHE_MS) return null;
    this.sessions.set(familyId, entry);
    return entry.user;
  }

  set(familyId: string, user: User): void {
    this.sessions.delete(familyId);
    this.sessions.set(familyId, { user, checkedAt: this.clock() });
    if (this.sessions.size > MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
  }

  /** The session ended (logout, a reused refresh token): its tokens fail from the next call. */
  forget(familyId: string): void {
    this.sessions.delete(familyId);
  }

  /** Every session of a user is read again from the next call (a role changed, sessions revoked). */
  forgetUser(userId: string): void {
    for (const [familyId, entry] of this.sessions)
      if (entry.user.id === userId) this.sessions.delete(familyId);
  }
}

const caches = new WeakMap<Database, SessionCache>();

/** The session cache of an open database: one per app, dropped with it. */
export function sessionCacheOf(database: Database): SessionCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new SessionCache();
    caches.set(database, cache);
  }
  return cache;
}
