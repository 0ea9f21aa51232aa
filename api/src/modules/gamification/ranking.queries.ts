import type { Run } from '../../db/transaction';

export interface RankedRow {
  rank: number;
  xp: number;
  last_status_up: Date | null;
  user_id: string;
  first_name: string;
  last_name: string;
  image: string | null;
}

export interface RewardRow {
  id: string;
  year: number;
  rank: number;
  name: string;
  description: string;
  image: string | null;
}

/*
 * A year's learners with XP, best first; ties go to who reached their XP first.
 * Each row keeps its rank (triggers, migration 0009, in the transaction of
 * every change), so the top rows and the caller's are read by key through
 * year_exps_year_rank: nothing is counted or ranked per request.
 */
const FROM = 'FROM year_exps y JOIN users u ON u.id = y.user_id WHERE y.year = $1';
const ROW = 'y.rank, y.xp, y.last_status_up, y.user_id, u.first_name, u.last_name, u.image';

/** The first `top` rows, and the row of `userId` when it is further down. */
export async function rankedRows(
  db: Run,
  year: number,
  top: number,
  userId: string | null,
): Promise<RankedRow[]> {
  // Not a named statement: on PGlite's one session a name outlives the connection that prepared it.
  const { rows } = await db.query<RankedRow>(
    `SELECT ${ROW} ${FROM} AND y.rank <= $2
     UNION ALL
     SELECT ${ROW} ${FROM} AND y.user_id = $3 AND y.rank > $2
     ORDER BY rank`,
    [year, top, userId],
  );
  return rows;
}

export async function rewardsOfYear(db: Run, year: number): Promise<RewardRow[]> {
  const { rows } = await db.query<RewardRow>(
    'SELECT id, year, rank, name, description, image FROM rank_rewards WHERE year = $1 ORDER BY rank',
    [year],
  );
  return rows;
}

export async function findReward(db: Run, id: string) {
  const { rows } = await db.query<
    RewardRow & {
      granted_at: Date | null;
      winner_id: string | null;
      first_name: string;
      last_name: string;
      winner_image: string | null;
    }
  >(
    `SELECT r.id, r.year, r.rank, r.name, r.description, r.image, g.granted_at,
            u.id AS winner_id, u.first_name, u.last_name, u.image AS winner_image
     FROM rank_rewards r
     LEFT JOIN rank_reward_grants g ON g.reward_id = r.id
     LEFT JOIN users u ON u.id = g.user_id
     WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Adds the default rewards of a year where that rank has none (idempotent). */
export async function ensureRewards(
  db: Run,
  year: number,
  rewards: readonly { rank: number; name: string; description: string }[],
): Promise<void> {
  for (const r of rewards) {
    await db.query(
      `INSERT INTO rank_rewards (year, rank, name, description) VALUES ($1, $2, $3, $4)
       ON CONFLICT (year, rank) DO NOTHING`,
      [year, r.rank, r.name, r.description],
    );
  }
}

/** Years before `year` whose rewards were not granted yet. */
export async function ungrantedYears(db: Run, job: string, year: number): Promise<number[]> {
  const { rows } = await db.query<{ year: number }>(
    `SELECT DISTINCT year FROM rank_rewards r
     WHERE year < $2 AND NOT EXISTS (SELECT 1 FROM job_runs j WHERE j.job = $1 AND j.period = r.year::text)
     ORDER BY year`,
    [job, year],
  );
  return rows.map((r) => r.year);
}

/** Claims a job's period: true for the one transaction that inserts it (UNIQUE job + period). */
export async function claimJobRun(db: Run, job: string, period: string, at: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO job_runs (job, period, ran_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [job, period, at],
  );
  return rowCount === 1;
}

export async function insertGrant(db: Run, rewardId: string, userId: string, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO rank_reward_grants (reward_id, user_id, granted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [rewardId, userId, at],
  );
}
