import type { PoolClient } from 'pg';
import { inQuietHours, kindOf } from './notification-kinds';

export interface Delivery {
  /** Stored in the bell at all (false: the user muted this kind in-app). */
  store: boolean;
  /** Pushed live to open tabs (false during the user's quiet hours). */
  push: boolean;
}

/** Local minutes after midnight of `at` in `timeZone`. */
function localMinute(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, p) => Object.assign(all, { [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * How a notification of `short` reaches `userId`, by the user's preferences
 * (profile page): a muted kind is not stored, quiet hours keep it in the bell
 * without a live push. Kinds a user cannot mute always arrive.
 */
export async function deliveryOf(
  client: PoolClient,
  userId: string,
  short: string,
  now: Date,
): Promise<Delivery> {
  const kind = kindOf(short);
  const { rows } = await client.query<{
    in_app: boolean | null;
    quiet_start: number | null;
    quiet_end: number | null;
    timezone: string;
  }>(
    `SELECT np.in_app, p.quiet_start, p.quiet_end, u.timezone
       FROM users u
       LEFT JOIN user_profiles p ON p.user_id = u.id
       LEFT JOIN notification_preferences np ON np.user_id = u.id AND np.kind = $2
      WHERE u.id = $1`,
    [userId, kind ?? ''],
  );
  const row = rows[0];
  if (!row) return { store: true, push: true };
  if (kind && row.in_app === false) return { store: false, push: false };
  const quiet =
    kind !== null &&
    row.quiet_start !== null &&
    row.quiet_end !== null &&
    inQuietHours(safeMinute(now, row.timezone), row.quiet_start, row.quiet_end);
  return { store: true, push: !quiet };
}

function safeMinute(now: Date, timeZone: string): number {
  try {
    return localMinute(now, timeZone);
  } catch {
    return localMinute(now, 'UTC');
  }
}
