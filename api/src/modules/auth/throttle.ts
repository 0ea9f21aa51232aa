import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import {
  clearLoginAttempts,
  forgetAttempts,
  lockLogin,
  reserveAccountAttempt,
  reserveLoginAttempt,
} from './auth.queries';

/** The refusal of a locked key, with when to try again. */
export const lockedError = (until: Date, now: Date) =>
  new HttpError(403, 'ACCOUNT_LOCKED', 'Too many failed attempts: locked for a while.', {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });

/** A throttle key: a digest of its parts (an email and an address, a user id…), never the parts themselves. */
export const throttleKey = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest('hex');

/**
 * Runs one password check (its result, null when it failed) counted under `key` (docs/adr/0003-auth-tokens.md):
 * the attempt is taken before `check` runs, so a parallel burst checks at most
 * LOCKOUT_THRESHOLD passwords; the failure that reaches the threshold, and every
 * attempt past it, lock the key for LOCKOUT_MINUTES (403 ACCOUNT_LOCKED, even for
 * the right password). A success starts the count again but never lifts a lock.
 */
export async function throttledCheck<T>(
  ctx: Pick<AppContext, 'database' | 'config' | 'now'>,
  key: string,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const db = ctx.database.db;
  const now = ctx.now();
  const { lockoutThreshold, lockoutMinutes } = ctx.config;
  const lock = () => lockLogin(db, key, new Date(now.getTime() + lockoutMinutes * 60_000), now);

  const attempt = await reserveLoginAttempt(db, key, now);
  if (attempt.lockedUntil && attempt.lockedUntil > now) throw lockedError(attempt.lockedUntil, now);
  if (attempt.attempts > lockoutThreshold) throw lockedError(await lock(), now);
  const passed = await check();
  if (passed === null) {
    if (attempt.attempts >= lockoutThreshold) throw lockedError(await lock(), now);
    return null;
  }
  await clearLoginAttempts(db, key, now);
  return passed;
}

/**
 * Slows, never locks, sign-ins to one account from any number of addresses
 * (ADR 0018, after OWASP's Authentication Cheat Sheet): past
 * ACCOUNT_SLOWDOWN_AFTER failures, an attempt that comes before the last
 * failure's wait is over gets 429 LOGIN_SLOWED with `retryAfterSeconds`, and
 * is not checked. Returns what to call when the password was right.
 */
export async function slowAccount(
  ctx: Pick<AppContext, 'database' | 'config' | 'now'>,
  email: string,
): Promise<() => Promise<void>> {
  const now = ctx.now();
  const key = throttleKey('account', email);
  const { refusedUntil } = await reserveAccountAttempt(ctx.database.pool, key, now, {
    after: ctx.config.accountSlowdownAfter,
    maxSeconds: ctx.config.accountSlowdownMaxSeconds,
  });
  if (refusedUntil) {
    throw new HttpError(429, 'LOGIN_SLOWED', 'Too many failed sign-ins to this account: wait a little.', {
      retryAfterSeconds: Math.max(1, Math.ceil((refusedUntil.getTime() - now.getTime()) / 1000)),
    });
  }
  return () => forgetAttempts(ctx.database.pool, key);
}
