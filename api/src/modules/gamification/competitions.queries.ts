import type { CompetitionTier } from '@elearn/contracts';
import type { Run } from '../../db/transaction';

export interface ResultRow {
  rank: number;
  tier: CompetitionTier;
  xp_points: number;
  user_id: string;
  first_name: string;
  last_name: string;
  image: string | null;
}

export async function insertCompetition(db: Run, courseId: string, startsAt: Date, endsAt: Date) {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO competitions (course_id, starts_at, ends_at) VALUES ($1, $2, $3) RETURNING id',
    [courseId, startsAt, endsAt],
  );
  return rows[0]!.id;
}

export async function findCompetition(db: Run, id: string) {
  const { rows } = await db.query<{ id: string; course_title: string; closed_at: Date | null }>(
    `SELECT c.id, co.title AS course_title, c.closed_at FROM competitions c JOIN courses co ON co.id = c.course_id
     WHERE c.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Marks a competition closed; its window, or null when it was closed already. */
export async function closeOnce(db: Run, id: string, at: Date) {
  const { rows } = await db.query<{ course_id: string; starts_at: Date; ends_at: Date }>(
    `UPDATE competitions SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL
     RETURNING course_id, starts_at, LEAST(ends_at, $2) AS ends_at`,
    [id, at],
  );
  return rows[0] ?? null;
}

/** Learners by study minutes on the course's pages in the window; ties: who finished studying first. */
export async function studyMinutesInWindow(db: Run, courseId: string, from: Date, to: Date) {
  const { rows } = await db.query<{ user_id: string; minutes: string }>(
    `SELECT a.user_id, sum(a.minutes) AS minutes FROM activity_log a JOIN users u ON u.id = a.user_id
     WHERE a.course_id = $1 AND a.created_at >= $2 AND a.created_at < $3 AND u.role = 'Learner'
     GROUP BY a.user_id ORDER BY sum(a.minutes) DESC, max(a.created_at), a.user_id`,
    [courseId, from, to],
  );
  return rows.map((r) => ({ userId: r.user_id, minutes: Number(r.minutes) }));
}

export async function insertResult(
  db: Run,
  r: {
    competitionId: string;
    userId: string;
    rank: number;
    tier: CompetitionTier;
    minutes: number;
    xp: number;
  },
) {
  await db.query(
    `INSERT INTO competition_results (competition_id, user_id, rank, tier, minutes, xp_points)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [r.competitionId, r.userId, r.rank, r.tier, r.minutes, r.xp],
  );
}

export async function listResults(db: Run, competitionId: string): Promise<ResultRow[]> {
  const { rows } = await db.query<ResultRow>(
    `SELECT r.rank, r.tier, r.xp_points, r.user_id, u.first_name, u.last_name, u.image
     FROM competition_results r JOIN users u ON u.id = r.user_id
     WHERE r.competition_id = $1 ORDER BY r.rank`,
    [competitionId],
  );
  return rows;
}

export async function endedOpenCompetitions(db: Run, at: Date): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM competitions WHERE closed_at IS NULL AND ends_at <= $1 ORDER BY ends_at',
    [at],
  );
  return rows.map((r) => r.id);
}

export async function courseExists(db: Run, courseId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM courses WHERE id = $1', [courseId]);
  return rows.length > 0;
}
