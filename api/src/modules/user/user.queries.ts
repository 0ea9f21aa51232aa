import type { User } from '@elearn/contracts';
import type { Pool } from 'pg';

const USER_SELECT = `
  SELECT u.id, u.role, u.first_name, u.last_name, u.email, u.image, u.permission_level,
         u.password_hash, u.failed_logins, u.locked_until,
         p.name AS plan_name, p.features AS plan_features, up.start_date, up.renew_date
  FROM users u
  LEFT JOIN user_plans up ON up.user_id = u.id
  LEFT JOIN plans p ON p.id = up.plan_id`;

export interface UserRow {
  user: User;
  passwordHash: string;
  failedLogins: number;
  lockedUntil: Date | null;
}

type Raw = Record<string, unknown>;

function toRow(raw: Raw): UserRow {
  const features = (raw.plan_features as { name: string }[] | null) ?? [];
  return {
    user: {
      id: raw.id as string,
      role: raw.role as User['role'],
      firstName: raw.first_name as string,
      lastName: raw.last_name as string,
      email: raw.email as string,
      image: (raw.image as string | null) ?? null,
      permissionLevel: raw.permission_level as number,
      plan: raw.plan_name
        ? {
            name: raw.plan_name as string,
            startDate: (raw.start_date as Date).toISOString(),
            renewDate: (raw.renew_date as Date).toISOString(),
            features: features.map((f) => f.name),
          }
        : null,
    },
    passwordHash: raw.password_hash as string,
    failedLogins: raw.failed_logins as number,
    lockedUntil: (raw.locked_until as Date | null) ?? null,
  };
}

export async function findUserByEmail(pool: Pool, email: string): Promise<UserRow | null> {
  const result = await pool.query(`${USER_SELECT} WHERE u.email = $1`, [email.toLowerCase()]);
  return result.rows[0] ? toRow(result.rows[0]) : null;
}

export async function findUserById(pool: Pool, id: string): Promise<UserRow | null> {
  const result = await pool.query(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return result.rows[0] ? toRow(result.rows[0]) : null;
}
