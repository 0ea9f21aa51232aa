import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens } from '../../db/schema';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new refresh token of a family (a new family on sign-in); returns the raw token for the cookie. */
export async function issueRefreshToken(
  db: Db,
  userId: string,
  ttlDays: number,
  familyId: string = randomUUID(),
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    familyId,
    userId,
    tokenHash: digest(token),
    expiresAt: sql`now() + make_interval(days => ${ttlDays})`,
  });
  return token;
}

export type RotateResult =
  | { status: 'ok'; userId: string; familyId: string }
  | { status: 'reused'; userId: string; familyId: string }
  | { status: 'invalid' };

/**
 * Spends a refresh token. The UPDATE only succeeds for an unused, unrevoked,
 * unexpired token, so of two concurrent calls with one token exactly one wins.
 * A token presented again after use means it was copied: the whole family is revoked.
 */
export async function spendRefreshToken(db: Db, token: string): Promise<RotateResult> {
  const hash = digest(token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (spent) return { status: 'ok', ...spent };
  const [known] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash));
  if (known?.usedAt) {
    await revokeFamily(db, known.familyId);
    return { status: 'reused', userId: known.userId, familyId: known.familyId };
  }
  return { status: 'invalid' };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family and user of a raw token, whatever its state (for logout). */
export async function findRefreshToken(db: Db, token: string) {
  const [found] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)));
  return found ?? null;
}
