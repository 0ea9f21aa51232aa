import { PERMISSION_LEVELS } from '@elearn/contracts';
import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { loginThrottles, refreshTokens, userStats, users } from '../../db/schema';
import type { Run } from '../../db/transaction';

export interface NewLearner {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  /** IANA name, validated by the caller; the column's default (UTC) when absent. */
  timezone?: string;
}

/** Inserts a learner (level 1, no plan, stats at zero); null when the email is taken. */
export async function insertLearner(db: Queryable, input: NewLearner): Promise<string | null> {
  const [created] = await db
    .insert(users)
    .values({
      ...input,
      email: input.email.toLowerCase(),
      role: 'Learner',
      permissionLevel: PERMISSION_LEVELS.Learner,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) return null;
  await db.insert(userStats).values({ userId: created.id });
  return created.id;
}

/**
 * Takes one sign-in attempt for `key` before the password is checked, in one
 * statement, so of any number of parallel tries each gets its own number. An
 * expired lock starts the count again. Now and then, rows untouched for a day
 * are removed (every failed address leaves one).
 */
export async function reserveLoginAttempt(db: Queryable, key: string, now: Date) {
  if (Math.random() < 0.01) {
    await db
      .delete(loginThrottles)
      .where(sql`${loginThrottles.updatedAt} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz
        AND (${loginThrottles.lockedUntil} IS NULL OR ${loginThrottles.lockedUntil} < ${now.toISOString()}::timestamptz)`);
  }
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${loginThrottles.lockedUntil} IS NOT NULL AND ${loginThrottles.lockedUntil} <= ${at}`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, attempts: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottles.attempts} + 1 END`,
        lockedUntil: sql`CASE WHEN ${expired} THEN NULL ELSE ${loginThrottles.lockedUntil} END`,
        updatedAt: now,
      },
    })
    .returning({ attempts: loginThrottles.attempts, lockedUntil: loginThrottles.lockedUntil });
  return row!;
}

/**
 * Takes one sign-in attempt of an account (any address) unless it must wait:
 * `refusedUntil` is set when an earlier failure asked this one to wait (nothing
 * is counted then). Past `after` failures, each admitted attempt sets the next
 * wait, doubling from 2 s up to `maxSeconds`. Failures an hour old are forgotten.
 * One statement: the row is locked while read, so parallel attempts queue.
 */
export async function reserveAccountAttempt(
  run: Run,
  key: string,
  now: Date,
  slowdown: { after: number; maxSeconds: number },
): Promise<{ refusedUntil: Date | null }> {
  const { rows } = await run.query<{ waiting_until: Date | null }>(
    `WITH prev AS (
       SELECT CASE WHEN locked_until > $2 THEN locked_until END AS waiting_until
         FROM login_throttles WHERE key = $1 FOR UPDATE
     ), up AS (
       INSERT INTO login_throttles AS t (key, attempts, updated_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN t.updated_at < $2 - interval '1 hour' THEN 1 ELSE t.attempts + 1 END,
         locked_until = CASE WHEN (CASE WHEN t.updated_at < $2 - interval '1 hour' THEN 1 ELSE t.attempts + 1 END) > $3
           THEN $2 + make_interval(secs => least($4::int,
             power(2, (CASE WHEN t.updated_at < $2 - interval '1 hour' THEN 1 ELSE t.attempts + 1 END) - $3)::int))
           ELSE NULL END,
         updated_at = $2
       WHERE NOT (t.locked_until IS NOT NULL AND t.locked_until > $2)
       RETURNING 1
     )
     SELECT (SELECT waiting_until FROM prev) AS waiting_until, (SELECT count(*) FROM up) AS admitted`,
    [key, now, slowdown.after, slowdown.maxSeconds],
  );
  return { refusedUntil: rows[0]?.waiting_until ?? null };
}

/** A right password: the account's failures and wait are forgotten. */
export async function forgetAttempts(run: Run, key: string): Promise<void> {
  await run.query('DELETE FROM login_throttles WHERE key = $1', [key]);
}

/** Locks `key` until `until`, unless a lock already runs (the earlier one stands). Returns the lock's end. */
export async function lockLogin(db: Queryable, key: string, until: Date, now: Date): Promise<Date> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .update(loginThrottles)
    .set({
      lockedUntil: sql`CASE WHEN ${loginThrottles.lockedUntil} > ${at} THEN ${loginThrottles.lockedUntil}
        ELSE ${until.toISOString()}::timestamptz END`,
    })
    .where(eq(loginThrottles.key, key))
    .returning({ lockedUntil: loginThrottles.lockedUntil });
  return row?.lockedUntil ?? until;
}

/** A success starts the count again, but never lifts a lock (one set by a parallel burst stays). */
export async function clearLoginAttempts(db: Queryable, key: string, now: Date): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ attempts: 0 })
    .where(
      and(
        eq(loginThrottles.key, key),
        sql`(${loginThrottles.lockedUntil} IS NULL OR ${loginThrottles.lockedUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    );
}

export async function insertRefreshToken(
  db: Queryable,
  token: { familyId: string; userId: string; digest: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    familyId: token.familyId,
    userId: token.userId,
    tokenHash: token.digest,
    expiresAt: token.expiresAt,
  });
}

/** A token that can still be spent: unused, unrevoked, unexpired. */
const usable = (digest: string, now: Date) =>
  and(
    eq(refreshTokens.tokenHash, digest),
    isNull(refreshTokens.usedAt),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, now),
  );

/**
 * Marks a refresh token used if it is unused, unrevoked and unexpired. One
 * UPDATE … WHERE used_at IS NULL RETURNING: of two concurrent calls with the
 * same token exactly one gets the row back.
 */
export async function spendRefreshToken(db: Queryable, digest: string, now: Date) {
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(usable(digest, now))
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return spent ?? null;
}

/** A token that was already used, with when; presenting it again after the grace window means it was copied. */
export async function findUsedRefreshToken(db: Queryable, digest: string) {
  const [row] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, digest), isNotNull(refreshTokens.usedAt)));
  return row ?? null;
}

/** Whether a token of this family is still unused and valid (a successor not yet rotated further). */
export async function isLiveRefreshToken(db: Queryable, digest: string, familyId: string, now: Date) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(usable(digest, now), eq(refreshTokens.familyId, familyId)));
  return Boolean(row);
}

/** The session of a token, whatever its state (logout ends it either way). */
export async function findRefreshToken(db: Queryable, digest: string) {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest));
  return row ?? null;
}

/** Ends a session: every token of the family stops working. */
export async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every live session of a user but `keep` (null: all); returns the sessions ended. */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  keep: string | null,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}
