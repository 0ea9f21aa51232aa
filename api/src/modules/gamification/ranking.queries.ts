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
 * The order is the index year_exps_year_ranking's, so the top rows are its first
 * entries of the year, and a rank is one plus the rows ahead (an index-only
 * count) less the staff among them (index users_staff): nothing is ranked as
 * a whole per request. OFFSET 0 keeps the own rank computed once.
 */
const LEARNER_XP = `FROM year_exps y JOIN users u ON u.id = y.user_id
  WHERE y.year = $1 AND y.xp > 0 AND u.role = 'Learner'`;
const ROW = 'y.xp, y.last_status_up, y.user_id, u.first_name, u.last_name, u.image';
/** `o` comes before `y` in the ranking's order (xp DESC, last_status_up ASC NULLS LAST, user_id). */
const AHEAD = `(o.xp > y.xp OR (o.xp = y.xp AND (
  (o.last_status_up IS NOT NULL AND (y.last_status_up IS NULL OR o.last_status_up < y.last_status_up))
  OR (o.last_status_up IS NOT DISTINCT FROM y.last_status_up AND o.user_id < y.user_id))))`;

/** The first `top` rows, and the row of `userId` when it is further down. */
export async function rankedRows(
  db: Run,
  year: number,
  top: number,
  userId: string | null,
): Promise<RankedRow[]> {
  const { rows } = await db.query<RankedRow>(
    `SELECT (row_number() OVER (ORDER BY t.xp DESC, t.last_status_up ASC NULLS LAST, t.user_id))::int AS rank, t.* FROM (
       SELECT ${ROW} ${LEARNER_XP}
       ORDER BY y.xp DESC, y.last_status_up ASC NULLS LAST, y.user_id LIMIT $2) t
     UNION ALL
     SELECT * FROM (
       SELECT (1 + (SELECT count(*) FROM year_exps o WHERE o.year = $1 AND o.xp >= y.xp AND ${AHEAD})
                 - (SELECT count(*) FROM users s JOIN year_exps o ON o.user_id = s.id AND o.year = $1
                    WHERE s.role <> 'Learner' AND o.xp >= y.xp AND ${AHEAD}))::int AS rank, ${ROW}
       ${LEARNER_XP} AND y.user_id = $3
       OFFSET 0) own
     WHERE own.rank > $2
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
