import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new refresh token of a family (a new family on sign-in); returns the raw token for the cookie. */
export async function issueRefreshToken(
  pool: Pool,
  userId: string,
  ttlDays: number,
  familyId: string = randomUUID(),
) {
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    `INSERT INTO refresh_tokens (family_id, user_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [familyId, userId, digest(token), ttlDays],
  );
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
export async function spendRefreshToken(pool: Pool, token: string): Promise<RotateResult> {
  const hash = digest(token);
  const spent = await pool.query(
    `UPDATE refresh_tokens SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     RETURNING user_id, family_id`,
    [hash],
  );
  if (spent.rowCount === 1)
    return { status: 'ok', userId: spent.rows[0].user_id, familyId: spent.rows[0].family_id };
  const known = await pool.query(
    'SELECT user_id, family_id, used_at FROM refresh_tokens WHERE token_hash = $1',
    [hash],
  );
  if (known.rowCount === 1 && known.rows[0].used_at !== null) {
    await revokeFamily(pool, known.rows[0].family_id);
    return { status: 'reused', userId: known.rows[0].user_id, familyId: known.rows[0].family_id };
  }
  return { status: 'invalid' };
}

export async function revokeFamily(pool: Pool, familyId: string): Promise<void> {
  await pool.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

/** The family and user of a raw token, whatever its state (for logout). */
export async function findRefreshToken(pool: Pool, token: string) {
  const result = await pool.query('SELECT user_id, family_id FROM refresh_tokens WHERE token_hash = $1', [
    digest(token),
  ]);
  return result.rowCount === 1
    ? { userId: result.rows[0].user_id as string, familyId: result.rows[0].family_id as string }
    : null;
}
