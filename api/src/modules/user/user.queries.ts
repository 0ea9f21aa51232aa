import type { AccessUser, User } from '@elearn/contracts';
import { and, desc, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { plans, refreshTokens, userPlans, users } from '../../db/schema';
import type { Run } from '../../db/transaction';
import type { Day } from '../gamification/local-day';

/** A user as the API shows it, plus what sign-in needs to know. */
export interface UserRecord {
  user: User;
  passwordHash: string;
}

async function selectUsers(db: Queryable, where: SQL | undefined): Promise<UserRecord[]> {
  // The current plan is the one that started last (a user keeps the history of plans).
  const plan = db
    .select({
      name: plans.name,
      features: plans.features,
      startDate: userPlans.startDate,
      renewDate: userPlans.renewDate,
    })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(eq(userPlans.userId, users.id))
    .orderBy(desc(userPlans.startDate))
    .limit(1)
    .as('current_plan');
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      image: users.image,
      permissionLevel: users.permissionLevel,
      passwordHash: users.passwordHash,
      plan: {
        name: plan.name,
        features: plan.features,
        startDate: plan.startDate,
        renewDate: plan.renewDate,
      },
    })
    .from(users)
    .leftJoinLateral(plan, sql`true`)
    .where(where);
  return rows.map(({ passwordHash, plan: p, ...user }) => ({
    user: {
      ...user,
      plan: p
        ? {
            name: p.name,
            startDate: new Date(p.startDate).toISOString(),
            renewDate: new Date(p.renewDate).toISOString(),
            features: p.features.map((f) => f.name),
          }
        : null,
    },
    passwordHash,
  }));
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const [found] = await selectUsers(db, eq(users.email, email.toLowerCase()));
  return found ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const [found] = await selectUsers(db, eq(users.id, id));
  return found ?? null;
}

/**
 * The user of a live session: null once the session (refresh-token family)
 * is revoked by logout or token reuse, so those end its access tokens at once.
 */
export async function findSessionUser(db: Queryable, userId: string, familyId: string): Promise<User | null> {
  const alive = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const [found] = await selectUsers(db, and(eq(users.id, userId), exists(alive)));
  return found?.user ?? null;
}

/** What the access rules read of a user (sockets know only the user's id). */
export async function findAccessUser(db: Queryable, userId: string): Promise<AccessUser | null> {
  const [found] = await db
    .select({ role: users.role, permissionLevel: users.permissionLevel })
    .from(users)
    .where(eq(users.id, userId));
  return found ?? null;
}

/** Level, XP, coins and the stored streak with what settles it; a plain read, no locks (zeroes without a row). */
export async function findStatistics(db: Run, userId: string) {
  const { rows } = await db.query<{
    level: number;
    exp_value: number;
    coins: number;
    streak_days: number;
    freeze_chances: number;
    last_streak_up: Day | null;
    settled_through: Day | null;
    timezone: string;
  }>(
    `SELECT COALESCE(st.level, 1) AS level, COALESCE(st.exp_value, 0) AS exp_value, COALESCE(st.coins, 0) AS coins,
            COALESCE(st.streak_days, 0) AS streak_days, COALESCE(st.freeze_chances, 0) AS freeze_chances,
            s.last_streak_up::text AS last_streak_up, s.settled_through::text AS settled_through, u.timezone
     FROM users u LEFT JOIN user_stats st ON st.user_id = u.id LEFT JOIN user_streaks s ON s.user_id = u.id
     WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
