import type { Run } from '../../db/transaction';

export interface StatsRow {
  exp_value: number;
  level: number;
  coins: number;
  streak_days: number;
  freeze_chances: number;
}

/** Adds XP and coins atomically (the row stays locked until the transaction ends); the totals after. */
export async function addXpAndCoins(db: Run, userId: string, xp: number): Promise<StatsRow> {
  const { rows } = await db.query<StatsRow>(
    `INSERT INTO user_stats (user_id, exp_value, coins) VALUES ($1, $2, $2 / 10)
     ON CONFLICT (user_id) DO UPDATE SET
       exp_value = user_stats.exp_value + $2,
       coins = user_stats.coins + (user_stats.exp_value + $2) / 10 - user_stats.exp_value / 10
     RETURNING exp_value, level, coins, streak_days, freeze_chances`,
    [userId, xp],
  );
  return rows[0]!;
}

export async function setLevel(db: Run, userId: string, level: number): Promise<void> {
  await db.query('UPDATE user_stats SET level = $2 WHERE user_id = $1', [userId, level]);
}

/** This year's XP for the ranking; lastStatusUp breaks ties (who got there first). */
export async function addYearXp(db: Run, userId: string, year: number, xp: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO year_exps (user_id, year, xp, last_status_up) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, year) DO UPDATE SET xp = year_exps.xp + $3, last_status_up = $4`,
    [userId, year, xp, at],
  );
}
