import { PERMISSION_LEVELS } from '@elearn/contracts';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { refreshTokens, userStats, users } from '../../db/schema';

export interface NewLearner {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
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
 * Counts a failed sign-in in one statement (so concurrent failures all count);
 * the failure that reaches `threshold` sets locked_until and restarts the count.
 * Returns the lock's end when this failure locked the account.
 */
export async function recordFailedLogin(
  db: Queryable,
  userId: string,
  threshold: number,
  lockUntil: Date,
): Promise<Date | null> {
  const reached = sql`${users.failedLogins} + 1 >= ${threshold}`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`CASE WHEN ${reached} THEN 0 ELSE ${users.failedLogins} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reached} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
  // A failure always counts up, so a count back at 0 means this one locked the account.
  return row?.failedLogins === 0 ? row.lockedUntil : null;
}

export async function clearFailedLogins(db: Queryable, userId: string): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
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

/**
 * Marks a refresh token used if it is unused, unrevoked and unexpired. One
 * UPDATE … WHERE used_at IS NULL RETURNING: of two concurrent calls with the
 * same token exactly one gets the row back.
 */
export async function spendRefreshToken(db: Queryable, digest: string, now: Date) {
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, digest),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
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
    .where(
      and(
        eq(refreshTokens.tokenHash, digest),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
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
