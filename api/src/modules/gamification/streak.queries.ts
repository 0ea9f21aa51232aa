import type { Run } from '../../db/transaction';
import type { Day } from './local-day';
import type { StreakState } from './streak.rules';

export interface LockedStreakRow {
  last_streak_up: Day | null;
  settled_through: Day | null;
  credited_until: Date | null;
  streak_days: number;
  freeze_chances: number;
  timezone: string;
}

/** The user's streak and stats rows, created when missing and locked until the transaction ends. */
export async function lockStreak(db: Run, userId: string): Promise<LockedStreakRow | null> {
  await db.query('INSERT INTO user_stats (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
  await db.query('INSERT INTO user_streaks (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
  const { rows } = await db.query<LockedStreakRow>(
    `SELECT s.last_streak_up::text AS last_streak_up, s.settled_through::text AS settled_through, s.credited_until,
            st.streak_days, st.freeze_chances, u.timezone
     FROM user_streaks s JOIN user_stats st ON st.user_id = s.user_id JOIN users u ON u.id = s.user_id
     WHERE s.user_id = $1 FOR UPDATE OF s, st`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Stores the streak; user_stats keeps the count and freeze chances the header reads. */
export async function saveStreak(
  db: Run,
  userId: string,
  state: StreakState,
  frostDays: Day[],
): Promise<void> {
  await db.query('UPDATE user_streaks SET last_streak_up = $2, settled_through = $3 WHERE user_id = $1', [
    userId,
    state.lastStreakUp,
    state.settledThrough,
  ]);
  await db.query('UPDATE user_stats SET streak_days = $2, freeze_chances = $3 WHERE user_id = $1', [
    userId,
    state.daysCount,
    state.freezeChances,
  ]);
  if (frostDays.length) {
    await db.query(
      `INSERT INTO streak_frost_days (user_id, day) SELECT $1, unnest($2::date[]) ON CONFLICT DO NOTHING`,
      [userId, frostDays],
    );
  }
}

export async function setCreditedUntil(db: Run, userId: string, until: Date): Promise<void> {
  await db.query('UPDATE user_streaks SET credited_until = $2 WHERE user_id = $1', [userId, until]);
}

/** Adds minutes to a local day; the day's minutes before and after, and whether its target was reached already. */
export async function addStudyMinutes(db: Run, userId: string, day: Day, minutes: number) {
  const { rows } = await db.query<{ before: string; after: string; reached: boolean }>(
    `INSERT INTO study_days (user_id, day, minutes) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, day) DO UPDATE SET minutes = study_days.minutes + $3
     RETURNING minutes - $3 AS before, minutes AS after, target_reached_at IS NOT NULL AS reached`,
    [userId, day, minutes],
  );
  const row = rows[0]!;
  return { before: Number(row.before), after: Number(row.after), reached: row.reached };
}

export async function markReached(db: Run, userId: string, day: Day, at: Date): Promise<void> {
  await db.query('UPDATE study_days SET target_reached_at = $3 WHERE user_id = $1 AND day = $2', [
    userId,
    day,
    at,
  ]);
}

export async function dayMinutes(db: Run, userId: string, day: Day): Promise<number> {
  const { rows } = await db.query<{ minutes: string }>(
    'SELECT minutes FROM study_days WHERE user_id = $1 AND day = $2',
    [userId, day],
  );
  return Number(rows[0]?.minutes ?? 0);
}

/** Days the target was reached: from `since` on, plus the last `runLength` up to `runEnd`. */
export async function reachedDays(
  db: Run,
  userId: string,
  since: Day,
  runEnd: Day | null,
  runLength: number,
): Promise<Day[]> {
  const { rows } = await db.query<{ day: Day }>(
    `SELECT day::text AS day FROM study_days
     WHERE user_id = $1 AND target_reached_at IS NOT NULL AND (day >= $2 OR day IN (
       SELECT day FROM study_days WHERE user_id = $1 AND target_reached_at IS NOT NULL AND day <= $3
       ORDER BY day DESC LIMIT $4))
     ORDER BY day`,
    [userId, since, runEnd ?? since, runLength],
  );
  return rows.map((r) => r.day);
}

export async function frostDaysSince(db: Run, userId: string, since: Day): Promise<Day[]> {
  const { rows } = await db.query<{ day: Day }>(
    'SELECT day::text AS day FROM streak_frost_days WHERE user_id = $1 AND day >= $2 ORDER BY day',
    [userId, since],
  );
  return rows.map((r) => r.day);
}
