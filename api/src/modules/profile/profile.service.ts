import {
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  type PasswordChange,
  type Profile,
  type profileSchema,
} from '@elearn/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { endSessions } from '../auth/auth.service';
import { checkPassword, hashPassword } from '../auth/passwords';
import { throttledCheck, throttleKey } from '../auth/throttle';

type ProfileUpdate = z.output<typeof profileSchema>;

const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The signed-in user's own profile, preferences and password (profile page). */
export function profileService(ctx: Pick<AppContext, 'database' | 'now' | 'realtime' | 'config'>) {
  const db = ctx.database.pool;

  async function get(userId: string): Promise<Profile> {
    const { rows } = await db.query(
      `SELECT u.first_name, u.last_name, u.email, u.image, u.timezone,
              p.phone, p.school_system, p.grade_level, p.language
         FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    const r = rows[0];
    return {
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      image: r.image,
      timezone: r.timezone,
      phone: r.phone,
      schoolSystem: r.school_system,
      gradeLevel: r.grade_level,
      language: r.language ?? 'en',
    };
  }

  return {
    get,

    async update(userId: string, input: ProfileUpdate): Promise<Profile> {
      await inTransaction(ctx, async (tx) => {
        await tx.client.query(
          'UPDATE users SET first_name = $2, last_name = $3, timezone = $4 WHERE id = $1',
          [userId, input.firstName, input.lastName, input.timezone],
        );
        await tx.client.query(
          `INSERT INTO user_profiles (user_id, phone, school_system, grade_level, language, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (user_id) DO UPDATE SET phone = $2, school_system = $3, grade_level = $4, language = $5,
             updated_at = $6`,
          [userId, input.phone, input.schoolSystem, input.gradeLevel, input.language, tx.now],
        );
      });
      return get(userId);
    },

    /**
     * The current password must be right (422 on the field, nothing changed). Its
     * check is counted per account like a sign-in (ADR 0003): a stolen session
     * gets LOCKOUT_THRESHOLD guesses, then 403 ACCOUNT_LOCKED for LOCKOUT_MINUTES.
     * Then every other session of the user ends (tokens and sockets), and this
     * one too unless `keepThisDevice`.
     */
    async changePassword(userId: string, session: string | null, input: PasswordChange): Promise<void> {
      const right = await throttledCheck(ctx, throttleKey('password-change', userId), async () => {
        const { rows } = await db.query<{ password_hash: string }>(
          'SELECT password_hash FROM users WHERE id = $1',
          [userId],
        );
        return (await checkPassword(rows[0]?.password_hash ?? null, input.currentPassword)) ? true : null;
      });
      if (!right) {
        throw new HttpError(422, 'VALIDATION', 'The current password is not right.', {
          errors: { currentPassword: 'validation.currentPassword' },
        });
      }
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        userId,
        await hashPassword(input.newPassword),
      ]);
      await endSessions(ctx, userId, input.keepThisDevice ? session : null);
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      const [kinds, quiet] = await Promise.all([
        db.query<{ kind: string; in_app: boolean; email: boolean }>(
          'SELECT kind, in_app, email FROM notification_preferences WHERE user_id = $1',
          [userId],
        ),
        db.query<{ quiet_start: number | null; quiet_end: number | null }>(
          'SELECT quiet_start, quiet_end FROM user_profiles WHERE user_id = $1',
          [userId],
        ),
      ]);
      const stored = new Map(kinds.rows.map((r) => [r.kind, r]));
      const q = quiet.rows[0];
      return {
        kinds: Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => {
            const row = stored.get(kind);
            return [kind, { inApp: row?.in_app ?? true, email: row?.email ?? true }];
          }),
        ) as NotificationPreferences['kinds'],
        quietHours:
          q && q.quiet_start !== null && q.quiet_end !== null
            ? { start: toClock(q.quiet_start), end: toClock(q.quiet_end) }
            : null,
      };
    },

    async savePreferences(userId: string, input: NotificationPreferences): Promise<NotificationPreferences> {
      await inTransaction(ctx, async (tx) => {
        for (const kind of NOTIFICATION_KINDS) {
          const { inApp, email } = input.kinds[kind];
          await tx.client.query(
            `INSERT INTO notification_preferences (user_id, kind, in_app, email) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id, kind) DO UPDATE SET in_app = $3, email = $4`,
            [userId, kind, inApp, email],
          );
        }
        const start = input.quietHours ? toMinutes(input.quietHours.start) : null;
        const end = input.quietHours ? toMinutes(input.quietHours.end) : null;
        await tx.client.query(
          `INSERT INTO user_profiles (user_id, quiet_start, quiet_end, updated_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id) DO UPDATE SET quiet_start = $2, quiet_end = $3, updated_at = $4`,
          [userId, start, end, tx.now],
        );
      });
      return this.preferences(userId);
    },
  };
}
