import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { courses, createdAt, ts, users } from './foundation';
import { columnCheck, compositeKey, references } from './postgres-names';

// The gamification engine, docs/gamification.md (migration 0003). Streak
// count, freeze chances, XP, level and coins stay in user_stats.

const day = (name: string) => date(name, { mode: 'string' });

export const studyDays = pgTable(
  'study_days',
  {
    userId: uuid('user_id').notNull(),
    day: day('day').notNull(),
    minutes: numeric('minutes', { precision: 8, scale: 2 }).notNull().default(sql`0`),
    targetReachedAt: ts('target_reached_at'),
  },
  (t) => [
    compositeKey(t.userId, t.day),
    references(t.userId, users.id, 'cascade'),
    columnCheck(t.minutes, sql`${t.minutes} >= 0`),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    courseId: uuid('course_id'),
    route: text('route').notNull(),
    minutes: numeric('minutes', { precision: 6, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    references(t.courseId, courses.id, 'set null'),
    columnCheck(t.minutes, sql`${t.minutes} > 0`),
    index('activity_log_course_created').on(t.courseId, t.createdAt),
  ],
);

export const userStreaks = pgTable(
  'user_streaks',
  {
    userId: uuid('user_id').primaryKey(),
    lastStreakUp: day('last_streak_up'),
    settledThrough: day('settled_through'),
    creditedUntil: ts('credited_until'),
  },
  (t) => [references(t.userId, users.id, 'cascade')],
);

export const streakFrostDays = pgTable(
  'streak_frost_days',
  { userId: uuid('user_id').notNull(), day: day('day').notNull() },
  (t) => [compositeKey(t.userId, t.day), references(t.userId, users.id, 'cascade')],
);

export const yearExps = pgTable(
  'year_exps',
  {
    userId: uuid('user_id').notNull(),
    year: integer('year').notNull(),
    xp: integer('xp').notNull().default(0),
    lastStatusUp: ts('last_status_up'),
    /**
     * The learner's place in the year's ranking (1 = first); null for staff and
     * for no XP. Kept by triggers in the transaction of each change (migration
     * 0009), so a ranking page reads rows by rank instead of counting who is ahead.
     */
    rank: integer('rank'),
  },
  (t) => [
    compositeKey(t.userId, t.year),
    references(t.userId, users.id, 'cascade'),
    columnCheck(t.xp, sql`${t.xp} >= 0`),
    // The ranking's order: the top rows are the first index entries of the year.
    index('year_exps_year_ranking').on(
      t.year,
      t.xp.desc().nullsFirst(),
      t.lastStatusUp.asc().nullsLast(),
      t.userId,
    ),
    // The top rows and the caller's by their kept rank.
    index('year_exps_year_rank').on(t.year, t.rank),
  ],
);

export const rankRewards = pgTable(
  'rank_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    rank: integer('rank').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image'),
  },
  (t) => [columnCheck(t.rank, sql`${t.rank} >= 1`), unique('rank_rewards_year_rank').on(t.year, t.rank)],
);

export const rankRewardGrants = pgTable(
  'rank_reward_grants',
  {
    rewardId: uuid('reward_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    grantedAt: ts('granted_at').notNull().defaultNow(),
  },
  (t) => [references(t.rewardId, rankRewards.id, 'cascade'), references(t.userId, users.id, 'cascade')],
);

/** A scheduled job runs once per period: the row is claimed in the job's transaction. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    ranAt: ts('ran_at').notNull().defaultNow(),
  },
  (t) => [compositeKey(t.job, t.period)],
);

export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    iconCached: text('icon_cached'),
    tooltipCached: text('tooltip_cached'),
    createdAt: createdAt(),
  },
  (t) => [references(t.userId, users.id, 'cascade'), unique('achievements_user_type').on(t.userId, t.type)],
);

export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    references(t.courseId, courses.id, 'cascade'),
    check('competitions_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const competitionResults = pgTable(
  'competition_results',
  {
    competitionId: uuid('competition_id').notNull(),
    userId: uuid('user_id').notNull(),
    rank: integer('rank').notNull(),
    tier: text('tier').$type<'gold' | 'silver' | 'bronze' | 'participant'>().notNull(),
    minutes: numeric('minutes', { precision: 10, scale: 2 }).notNull(),
    xpPoints: integer('xp_points').notNull(),
  },
  (t) => [
    compositeKey(t.competitionId, t.userId),
    references(t.competitionId, competitions.id, 'cascade'),
    references(t.userId, users.id, 'cascade'),
    columnCheck(t.tier, sql`${t.tier} IN ('gold', 'silver', 'bronze', 'participant')`),
  ],
);
