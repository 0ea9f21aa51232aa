import { randomUUID } from 'node:crypto';
import type { LoginInput, RegisterInput, User } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { findUserByEmail } from '../user/user.queries';
import { signAccessToken } from './access-token';
import { checkPassword, hashPassword } from './passwords';
import { issueRefreshToken } from './refresh-tokens';

export interface Session {
  user: User;
  accessToken: string;
  refreshToken: string;
}

async function startSession(ctx: AppContext, user: User, familyId: string = randomUUID()): Promise<Session> {
  const { config, database, secret } = ctx;
  return {
    user,
    accessToken: await signAccessToken(user.id, familyId, secret, config.accessTokenTtlSeconds),
    refreshToken: await issueRefreshToken(database.pool, user.id, config.refreshTokenTtlDays, familyId),
  };
}

export const continueSession = startSession;

/** New accounts are learners without a plan, stats at zero. */
export async function register(ctx: AppContext, input: Required<RegisterInput>): Promise<Session> {
  const pool = ctx.database.pool;
  const passwordHash = await hashPassword(input.password);
  const inserted = await pool.query(
    `INSERT INTO users (role, first_name, last_name, email, password_hash, permission_level)
     VALUES ('Learner', $1, $2, $3, $4, 1)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [input.firstName, input.lastName, input.email.toLowerCase(), passwordHash],
  );
  if (inserted.rowCount !== 1) {
    throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', {
      errors: { email: 'validation.emailTaken' },
    });
  }
  await pool.query('INSERT INTO user_stats (user_id) VALUES ($1)', [inserted.rows[0].id]);
  const row = await findUserByEmail(pool, input.email);
  return startSession(ctx, row!.user);
}

/**
 * Signs in. Wrong email and wrong password answer alike; after
 * LOCKOUT_THRESHOLD wrong passwords in a row the account is locked for
 * LOCKOUT_MINUTES, and even the right password is refused meanwhile.
 */
export async function login(ctx: AppContext, input: LoginInput): Promise<Session> {
  const pool = ctx.database.pool;
  const row = await findUserByEmail(pool, input.email);
  const now = ctx.now();
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw lockedError(row.lockedUntil, now);
  }
  const ok = await checkPassword(row?.passwordHash ?? null, input.password);
  if (!row || !ok) {
    if (row) await recordFailure(ctx, row.user.id, now);
    throw new HttpError(422, 'INVALID_CREDENTIALS', 'The email or password is not correct.');
  }
  await pool.query('UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = $1', [row.user.id]);
  return startSession(ctx, row.user);
}

function lockedError(until: Date, now: Date) {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new HttpError(
    403,
    'ACCOUNT_LOCKED',
    'Too many failed sign-ins. The account is locked for a while.',
    {
      retryAfterSeconds,
    },
  );
}

async function recordFailure(ctx: AppContext, userId: string, now: Date): Promise<void> {
  const { lockoutThreshold, lockoutMinutes } = ctx.config;
  const lockUntil = new Date(now.getTime() + lockoutMinutes * 60_000);
  // One statement, so concurrent failures count every attempt.
  const result = await ctx.database.pool.query(
    `UPDATE users SET failed_logins = failed_logins + 1,
       locked_until = CASE WHEN failed_logins + 1 >= $2 THEN $3::timestamptz ELSE locked_until END
     WHERE id = $1 RETURNING failed_logins, locked_until`,
    [userId, lockoutThreshold, lockUntil],
  );
  const updated = result.rows[0];
  if (updated && updated.failed_logins >= lockoutThreshold) {
    await ctx.database.pool.query('UPDATE users SET failed_logins = 0 WHERE id = $1', [userId]);
    throw lockedError(updated.locked_until, now);
  }
}
