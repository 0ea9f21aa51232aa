import { randomUUID } from 'node:crypto';
import type { LoginInput, registerSchema, User } from '@elearn/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { inTransaction, type Tx } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { notificationsService } from '../notifications/notifications.service';
import { findUserByEmail, findUserById } from '../user/user.queries';
import { signAccessToken, verifyAccessToken } from './access-token';
import {
  findRefreshToken,
  findUsedRefreshToken,
  insertLearner,
  insertRefreshToken,
  isLiveRefreshToken,
  revokeFamily,
  revokeUserSessions,
  spendRefreshToken,
} from './auth.queries';
import { checkPassword, hashPassword } from './passwords';
import { digestRefreshToken, newRefreshToken, successorOf } from './refresh-token';
import { sessionCacheOf } from './session-cache';
import { slowAccount, throttledCheck, throttleKey } from './throttle';

export interface Session {
  user: User;
  accessToken: string;
  /** For the cookie only; never in a response body. */
  refreshToken: string;
}

const DAY_MS = 86_400_000;
const REGISTER_ATTEMPT = 'account.register-attempt';
type RegisterOutput = z.output<typeof registerSchema>;

/**
 * Issues the next refresh token of a session (a new session when no family is
 * given; `next` when the rotation already chose it) and an access token.
 */
async function issueSession(
  ctx: AppContext,
  db: Queryable,
  user: User,
  familyId: string = randomUUID(),
  next: { token: string; digest: string } = newRefreshToken(),
): Promise<Session> {
  const now = ctx.now();
  await insertRefreshToken(db, {
    familyId,
    userId: user.id,
    digest: next.digest,
    expiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtlDays * DAY_MS),
  });
  return withAccessToken(ctx, user, familyId, next.token);
}

/** A session answer for an existing refresh token: only a new access token is signed. */
async function withAccessToken(
  ctx: AppContext,
  user: User,
  familyId: string,
  token: string,
): Promise<Session> {
  const now = ctx.now();
  const accessToken = await signAccessToken(
    { userId: user.id, familyId },
    ctx.secret,
    ctx.config.accessTokenTtlSeconds,
    now,
  );
  return { user, accessToken, refreshToken: token };
}

/**
 * Creates a learner account (no plan, stats at zero, the browser's time zone).
 * A taken address gets the same answer, and its owner an in-app notice instead
 * (ADR 0018: no account enumeration; e-mail comes with the interoperability
 * issue). Nobody is signed in here: the browser signs in next, as for any account.
 */
export async function register(ctx: AppContext, input: RegisterOutput): Promise<void> {
  // Hashed before the transaction (the embedded database has one connection to share), and for a taken address too.
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (tx) => {
    const id = await insertLearner(tx.db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      passwordHash,
      timezone: input.timezone,
    });
    if (id) return;
    const owner = await findUserByEmail(tx.db, input.email);
    if (owner) await noticeRegisterAttempt(ctx, tx, owner.user.id);
  });
}

/** The owner of a taken address learns that someone tried to register it (once while the last notice is unseen). */
async function noticeRegisterAttempt(ctx: AppContext, tx: Tx, userId: string) {
  const { rows } = await tx.client.query(
    `SELECT 1 FROM notifications WHERE user_id = $1 AND event_short = $2 AND seen_at IS NULL LIMIT 1`,
    [userId, REGISTER_ATTEMPT],
  );
  if (rows.length) return;
  await notificationsService(ctx).notify(
    userId,
    {
      short: REGISTER_ATTEMPT,
      template: 'notifications.account.registerAttempt',
      templateType: 'link',
      attributes: { link: '/profile' },
    },
    tx,
  );
}

/**
 * Signs in. A wrong password and an unknown email get the same answer in about
 * the same time. Attempts are counted per email and client address together
 * (docs/adr/0003-auth-tokens.md): LOCKOUT_THRESHOLD failures in a row lock that
 * pair for LOCKOUT_MINUTES, during which even the right password is refused,
 * while the owner signing in from elsewhere is not. The attempt is counted
 * before the password is checked, so a parallel burst checks at most
 * LOCKOUT_THRESHOLD passwords; an unknown email is counted and locked alike.
 * Per account, from any address, failures past ACCOUNT_SLOWDOWN_AFTER make each
 * next attempt wait a little longer (slowAccount, ADR 0018), never a lock.
 */
export async function login(ctx: AppContext, input: LoginInput, ip: string): Promise<Session> {
  const db = ctx.database.db;
  const email = input.email.trim().toLowerCase();
  const found = await throttledCheck(ctx, throttleKey(email, ip), async () => {
    const passed = await slowAccount(ctx, email);
    const user = await findUserByEmail(db, input.email);
    if (!(await checkPassword(user?.passwordHash ?? null, input.password)) || !user) return null;
    await passed();
    return user;
  });
  if (!found) throw new HttpError(422, 'INVALID_CREDENTIALS', 'The email or password is not correct.');
  return issueSession(ctx, db, found.user);
}

/**
 * Ends every session of a user but `keep` (null: all of them): their refresh
 * tokens are revoked, their access tokens fail from the next call (the session
 * check runs on every call, the cached answer is dropped: ADR 0003) and their
 * sockets are closed. Used on a password change.
 */
export async function endSessions(
  ctx: Pick<AppContext, 'database' | 'now' | 'realtime'>,
  userId: string,
  keep: string | null,
): Promise<void> {
  const families = await revokeUserSessions(ctx.database.db, userId, keep, ctx.now());
  const cache = sessionCacheOf(ctx.database);
  cache.forgetUser(userId);
  for (const familyId of families) ctx.realtime.disconnectSession(familyId);
}

/**
 * Trades a refresh token for the next one and a new access token. Two tabs
 * refreshing with one token at once both get the same successor when the
 * second comes within REFRESH_GRACE_SECONDS of the first and the successor is
 * still unused. Otherwise a token that was already used comes from a copy: the
 * whole session is revoked and its sockets closed. Null when the session
 * cannot continue.
 */
export async function refresh(ctx: AppContext, token: string): Promise<Session | null> {
  const digest = digestRefreshToken(token);
  const now = ctx.now();
  const next = successorOf(token, ctx.secret);
  return inTransaction(ctx, async (tx) => {
    const spent = await spendRefreshToken(tx.db, digest, now);
    if (spent) {
      const found = await findUserById(tx.db, spent.userId);
      return found ? issueSession(ctx, tx.db, found.user, spent.familyId, next) : null;
    }
    const reused = await findUsedRefreshToken(tx.db, digest);
    if (!reused) return null;
    const graceEnds = reused.usedAt!.getTime() + ctx.config.refreshGraceSeconds * 1000;
    if (
      !reused.revokedAt &&
      now.getTime() <= graceEnds &&
      (await isLiveRefreshToken(tx.db, next.digest, reused.familyId, now))
    ) {
      const found = await findUserById(tx.db, reused.userId);
      return found ? withAccessToken(ctx, found.user, reused.familyId, next.token) : null;
    }
    await revokeFamily(tx.db, reused.familyId, now);
    tx.afterCommit(() => {
      sessionCacheOf(ctx.database).forget(reused.familyId);
      ctx.realtime.disconnectSession(reused.familyId);
    });
    return null;
  });
}

/** Ends the session named by the refresh cookie, or else by the bearer token. */
export async function logout(
  ctx: AppContext,
  refreshToken: string | undefined,
  accessToken: string | null,
): Promise<void> {
  const db = ctx.database.db;
  const familyId = refreshToken
    ? (await findRefreshToken(db, digestRefreshToken(refreshToken)))?.familyId
    : accessToken
      ? (await verifyAccessToken(accessToken, ctx.secret))?.familyId
      : undefined;
  if (!familyId) return;
  await revokeFamily(db, familyId, ctx.now());
  sessionCacheOf(ctx.database).forget(familyId);
  ctx.realtime.disconnectSession(familyId);
}
