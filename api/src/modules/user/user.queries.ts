import type { User } from '@elearn/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { plans, userPlans, users } from '../../db/schema';

export interface UserRow {
  user: User;
  passwordHash: string;
  failedLogins: number;
  lockedUntil: Date | null;
}

async function findUser(db: Db, where: SQL): Promise<UserRow | null> {
  const [row] = await db
    .select({ u: users, plan: { name: plans.name, features: plans.features }, up: userPlans })
    .from(users)
    .leftJoin(userPlans, eq(userPlans.userId, users.id))
    .leftJoin(plans, eq(plans.id, userPlans.planId))
    .where(where);
  if (!row) return null;
  const { u, plan, up } = row;
  return {
    user: {
      id: u.id,
      role: u.role,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      image: u.image,
      permissionLevel: u.permissionLevel,
      plan:
        plan?.name && up
          ? {
              name: plan.name,
              startDate: up.startDate.toISOString(),
              renewDate: up.renewDate.toISOString(),
              features: (plan.features ?? []).map((f) => f.name),
            }
          : null,
    },
    passwordHash: u.passwordHash,
    failedLogins: u.failedLogins,
    lockedUntil: u.lockedUntil,
  };
}

export const findUserByEmail = (db: Db, email: string) => findUser(db, eq(users.email, email.toLowerCase()));
export const findUserById = (db: Db, id: string) => findUser(db, eq(users.id, id));
