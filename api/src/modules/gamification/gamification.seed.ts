import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { levelForXp } from './levels';
import { addDays, localDay } from './local-day';

const HOUR_MS = 3_600_000;
const DEMO_TIMEZONE = 'Africa/Cairo';

/** Minutes the demo learner studied, by days before today (the target is 20 by default). */
const DEMO_DAYS = [
  { ago: 6, minutes: 26, reached: true },
  { ago: 5, minutes: 31, reached: true },
  { ago: 4, minutes: 6, reached: false }, // a frost day: a freeze chance kept the streak
  { ago: 3, minutes: 22, reached: true },
  { ago: 2, minutes: 40, reached: true },
  { ago: 1, minutes: 24, reached: true },
  { ago: 0, minutes: 8, reached: false },
];

/** Other learners of the year ranking (the demo learner, 1,250 XP, ranks 6th: the own row shows). */
const RIVALS = [
  { firstName: 'Youssef', lastName: 'Adel', xp: 2140 },
  { firstName: 'Mariam', lastName: 'Said', xp: 1875 },
  { firstName: 'Lukas', lastName: 'Brandt', xp: 1610 },
  { firstName: 'Sofia', lastName: 'Rossi', xp: 1390 },
  { firstName: 'Karim', lastName: 'Nabil', xp: 1320 },
  { firstName: 'Emma', lastName: 'Laurent', xp: 860 },
];

/**
 * Demo gamification: the demo learner (in Cairo time) has a 5-day streak with
 * one frost day, some minutes today, 1,250 XP this year and four badges; six
 * rival learners (password as every demo account) fill the year ranking.
 * The learner's stats (DEMO_LEARNER.stats) match this history. Runs inside
 * seedDemo's first-start transaction.
 */
export async function seedGamificationDemo(tx: Queryable, now: Date, passwordHash: string): Promise<void> {
  const found = await tx.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = 'learner@demo.test'`);
  const learner = found.rows[0]?.id;
  if (!learner) return;
  const today = localDay(now, DEMO_TIMEZONE);
  const year = now.getUTCFullYear();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();

  await tx.execute(sql`UPDATE users SET timezone = ${DEMO_TIMEZONE} WHERE id = ${learner}`);
  for (const d of DEMO_DAYS) {
    const day = addDays(today, -d.ago);
    await tx.execute(sql`INSERT INTO study_days (user_id, day, minutes, target_reached_at)
      VALUES (${learner}, ${day}, ${d.minutes}, ${d.reached ? at(d.ago * 24) : null})`);
  }
  await tx.execute(
    sql`INSERT INTO streak_frost_days (user_id, day) VALUES (${learner}, ${addDays(today, -4)})`,
  );
  await tx.execute(sql`INSERT INTO user_streaks (user_id, last_streak_up, settled_through)
    VALUES (${learner}, ${addDays(today, -1)}, ${addDays(today, -1)})`);
  await tx.execute(
    sql`INSERT INTO year_exps (user_id, year, xp, last_status_up) VALUES (${learner}, ${year}, 1250, ${at(20)})`,
  );
  const badges = ['first-activity', 'first-lesson', 'streak-3', 'level-5'];
  for (const [i, type] of badges.entries()) {
    await tx.execute(
      sql`INSERT INTO achievements (user_id, type, created_at) VALUES (${learner}, ${type}, ${at(150 - i * 30)})`,
    );
  }

  for (const [i, rival] of RIVALS.entries()) {
    const email = `${rival.firstName.toLowerCase()}.${rival.lastName.toLowerCase()}@rivals.demo.test`;
    const created = await tx.execute<{ id: string }>(sql`
      INSERT INTO users (role, first_name, last_name, email, password_hash, permission_level)
      VALUES ('Learner', ${rival.firstName}, ${rival.lastName}, ${email}, ${passwordHash}, 1)
      ON CONFLICT (email) DO NOTHING RETURNING id`);
    const id = created.rows[0]?.id;
    if (!id) continue;
    await tx.execute(sql`INSERT INTO user_stats (user_id, exp_value, level, coins)
      VALUES (${id}, ${rival.xp}, ${levelForXp(rival.xp)}, ${Math.floor(rival.xp / 10)})`);
    await tx.execute(
      sql`INSERT INTO year_exps (user_id, year, xp, last_status_up) VALUES (${id}, ${year}, ${rival.xp}, ${at(30 + i * 5)})`,
    );
  }
}
