import type { EveCourse, EveThread, EveTopic, EveTranscript } from '@elearn/contracts';
import type { Run } from '../../db/transaction';

/** A user's threads; the row is made on first read (GET /chat/getOrCreate). */
export async function getOrCreateThreads(db: Run, userId: string): Promise<EveThread[]> {
  const { rows } = await db.query<{ threads: EveThread[] }>(
    `INSERT INTO eve_chats (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING threads`,
    [userId],
  );
  return rows[0]!.threads;
}

/**
 * JSON for a jsonb column: a lone surrogate (valid in a JS string, escaped as \udXXX by JSON.stringify)
 * is refused by PostgreSQL's jsonb, so strings are made well-formed (U+FFFD) first.
 */
const wellFormedJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'string' ? (v as string & { toWellFormed(): string }).toWellFormed() : v,
  );

/** Replaces a user's threads (the panel sends them all: deletions included). */
export async function saveThreads(db: Run, userId: string, threads: EveThread[], at: Date): Promise<void> {
  await db.query(
    `INSERT INTO eve_chats (user_id, threads, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (user_id) DO UPDATE SET threads = EXCLUDED.threads, updated_at = EXCLUDED.updated_at`,
    [userId, wellFormedJson(threads), at],
  );
}

/** The courses a user learns or teaches, for the panel's picker and the URL's course. */
export async function coursesOf(db: Run, userId: string): Promise<EveCourse[]> {
  const { rows } = await db.query<EveCourse>(
    `SELECT c.id, c.seo_txt AS "seoTxt", c.title, 'learner' AS role
       FROM course_progress p JOIN courses c ON c.id = p.course_id WHERE p.user_id = $1
     UNION ALL
     SELECT c.id, c.seo_txt, c.title, 'instructor'
       FROM course_instructors i JOIN courses c ON c.id = i.course_id WHERE i.user_id = $1
     ORDER BY title`,
    [userId],
  );
  return rows;
}

export interface AskerPlan {
  timezone: string;
  /** The current plan's askEve quota per day, null when the plan has no askEve. */
  quotaPerDay: number | null;
  startDate: Date | null;
  renewDate: Date | null;
  features: string[];
}

/** The asker's zone and current (latest started) plan with its askEve quota, read fresh. */
export async function askerPlan(db: Run, userId: string): Promise<AskerPlan> {
  const { rows } = await db.query<{
    timezone: string;
    start_date: Date | null;
    renew_date: Date | null;
    features: { name: string; quotaPerDay?: number }[] | null;
  }>(
    `SELECT u.timezone, up.start_date, up.renew_date, p.features
     FROM users u
     LEFT JOIN LATERAL (SELECT * FROM user_plans WHERE user_id = u.id ORDER BY start_date DESC LIMIT 1) up ON true
     LEFT JOIN plans p ON p.id = up.plan_id
     WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0]!;
  const features = row.features ?? [];
  const eve = features.find((f) => f.name.toLowerCase() === 'askeve');
  return {
    timezone: row.timezone,
    quotaPerDay: eve ? (eve.quotaPerDay ?? null) : null,
    startDate: row.start_date,
    renewDate: row.renew_date,
    features: features.map((f) => f.name),
  };
}

/**
 * Takes one ask of the day if the count is below the quota, atomically: the row lock of the
 * upsert serialises parallel asks, and the WHERE refuses once the quota is used.
 */
export async function takeAsk(db: Run, userId: string, day: string, quota: number): Promise<boolean> {
  if (quota < 1) return false;
  const { rows } = await db.query(
    `INSERT INTO eve_asks (user_id, day, used) VALUES ($1, $2, 1)
     ON CONFLICT (user_id, day) DO UPDATE SET used = eve_asks.used + 1 WHERE eve_asks.used < $3
     RETURNING used`,
    [userId, day, quota],
  );
  return rows.length > 0;
}

/** Gives back an ask whose answer failed before it started. */
export async function returnAsk(db: Run, userId: string, day: string): Promise<void> {
  await db.query('UPDATE eve_asks SET used = used - 1 WHERE user_id = $1 AND day = $2 AND used > 0', [
    userId,
    day,
  ]);
}

export async function recordTopic(db: Run, courseId: string, lessonId: string, lessonName: string, at: Date) {
  await db.query(
    'INSERT INTO eve_question_topics (course_id, lesson_id, lesson_name, asked_at) VALUES ($1, $2, $3, $4)',
    [courseId, lessonId, lessonName, at],
  );
}

/** The lessons learners asked Eve about most in a course. */
export async function topicsOf(db: Run, courseId: string, limit = 10): Promise<EveTopic[]> {
  const { rows } = await db.query<EveTopic>(
    `SELECT lesson_id AS "lessonId", max(lesson_name) AS "lessonName", count(*)::int AS questions
     FROM eve_question_topics WHERE course_id = $1
     GROUP BY lesson_id ORDER BY questions DESC, "lessonName" LIMIT $2`,
    [courseId, limit],
  );
  return rows;
}

/** The course's learners' threads about it (read-only transcripts for its instructors). */
export async function transcriptsOf(db: Run, courseId: string): Promise<EveTranscript[]> {
  const { rows } = await db.query<{ id: string; name: string; threads: EveThread[] }>(
    `SELECT u.id, u.first_name || ' ' || u.last_name AS name,
       coalesce((SELECT jsonb_agg(t) FROM jsonb_array_elements(ch.threads) t WHERE t->>'courseId' = $2), '[]') AS threads
     FROM course_progress p JOIN users u ON u.id = p.user_id JOIN eve_chats ch ON ch.user_id = p.user_id
     WHERE p.course_id = $1
     ORDER BY name`,
    [courseId, courseId],
  );
  return rows
    .filter((r) => r.threads.length > 0)
    .map((r) => ({ learner: { id: r.id, name: r.name }, threads: r.threads }));
}
