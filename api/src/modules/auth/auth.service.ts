import { randomUUID } from 'node:crypto';
import type { LoginInput, RegisterInput, User } from '@elearn/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { userStats, users } from '../../db/schema';
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

/** Signs an access token and stores a refresh token of the session's family (a new family on sign-in). */
export async function continueSession(
  ctx: AppContext,
  user: User,
  familyId: string = randomUUID(),
): Promise<Session> {
  const { config, database, secret } = ctx;
  return {
    user,
    accessToken: await signAccessToken(user.id, familyId, secret, config.accessTokenTtlSeconds),
    refreshToken: await issueRefreshToken(database.db, user.id, config.refreshTokenTtlDays, familyId),
  };
}

/** New accounts are learners without a plan, stats at zero. */
export async function register(ctx: AppContext, input: Required<RegisterInput>): Promise<Session> {
  const db = ctx.database.db;
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      role: 'Learner',
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      passwordHash,
      permissionLevel: 1,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) {
    throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', {
      errors: { email: 'validation.emailTaken' },
    });
  }
  await db.insert(userStats).values({ userId: created.id });
  const row = await findUserByEmail(db, input.email);
  return continueSession(ctx, row!.user);
}

/**
 * Signs in. Wrong email and wrong password answer alike; after
 * LOCKOUT_THRESHOLD wrong passwords in a row the account is locked for
 * LOCKOUT_MINUTES, and even the right password is refused meanwhile.
 */
export async function login(ctx: AppContext, input: LoginInput): Promise<Session> {
  const db = ctx.database.db;
  const row = await findUserByEmail(db, input.email);
  const now = ctx.now();
  if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
  const ok = await checkPassword(row?.passwordHash ?? null, input.password);
  if (!row || !ok) {
    if (row) await recordFailure(ctx, row.user.id, now);
    throw new HttpError(422, 'INVALID_CREDENTIALS', 'The email or password is not correct.');
  }
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, row.user.id));
  return continueSession(ctx, row.user);
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
  const [updated] = await ctx.database.db
    .update(users)
    .set({
      failedLogins: sql`${users.failedLogins} + 1`,
      lockedUntil: sql`CASE WHEN ${users.failedLogins} + 1 >= ${lockoutThreshold} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
  if (updated && updated.failedLogins >= lockoutThreshold && updated.lockedUntil) {
    await ctx.database.db.update(users).set({ failedLogins: 0 }).where(eq(users.id, userId));
    throw lockedError(updated.lockedUntil, now);
  }
}
