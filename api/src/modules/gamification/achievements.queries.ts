import type { Run } from '../../db/transaction';

export interface AchievementRow {
  type: string;
  icon_cached: string | null;
  tooltip_cached: string | null;
  created_at: Date;
}

/** The new row, or null when the user already has this achievement. */
export async function insertAchievement(
  db: Run,
  userId: string,
  type: string,
  cached: { icon: string | null; tooltip: string | null },
  at: Date,
): Promise<AchievementRow | null> {
  const { rows } = await db.query<AchievementRow>(
    `INSERT INTO achievements (user_id, type, icon_cached, tooltip_cached, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, type) DO NOTHING
     RETURNING type, icon_cached, tooltip_cached, created_at`,
    [userId, type, cached.icon, cached.tooltip, at],
  );
  return rows[0] ?? null;
}

export async function listAchievements(db: Run, userId: string): Promise<AchievementRow[]> {
  const { rows } = await db.query<AchievementRow>(
    `SELECT type, icon_cached, tooltip_cached, created_at FROM achievements
     WHERE user_id = $1 ORDER BY created_at, type`,
    [userId],
  );
  return rows;
}
