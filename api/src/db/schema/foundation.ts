import type { MindMapNode, Role } from '@elearn/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

// Accounts, plans, courses, sessions and the error log (migration 0000).

export interface PlanFeature {
  name: string;
  displayName: string;
  description: string;
  quotaPerDay?: number;
  maxPerItem?: number;
  itemType?: string;
}

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<Role>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always lower-case, so the unique constraint is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    permissionLevel: integer('permission_level').notNull().default(1),
    timezone: text('timezone').notNull().default('UTC'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_known', sql`${t.role} IN ('Learner', 'Instructor', 'Editor', 'Admin')`),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_permission_level_range', sql`${t.permissionLevel} BETWEEN 1 AND 4`),
    // The few staff: the year ranking counts everyone ahead through year_exps alone, less these.
    index('users_staff').on(t.id).where(sql`${t.role} <> 'Learner'`),
    // The admin users list's default order (newest or oldest first, id breaking ties): a page, not a sort of everyone.
    index('users_created_at_id_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Sign-in attempts per (email, client address): `attempts` is taken before the
 * password is checked, so parallel tries are counted before any of them is
 * checked; `locked_until` ends only with time (docs/adr/0003-auth-tokens.md).
 * `key` is a digest: no email or address is kept in the clear.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('login_throttles_updated_at_idx').on(t.updatedAt)],
);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    defaultDurationInMonth: integer('default_duration_in_month').notNull(),
    /** Piastres (1/100 EGP): money is an integer, never a float. */
    feesPiastres: integer('fees_piastres').notNull(),
    features: jsonb('features').$type<PlanFeature[]>().notNull().default([]),
    /** The plan's picture on the subscription options: an address the storage serves (POST /admin/images), or none. */
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    check('plans_duration_positive', sql`${t.defaultDurationInMonth} >= 1`),
    check('plans_fees_not_negative', sql`${t.feesPiastres} >= 0`),
  ],
);

/** Every plan a user has held; the one with the latest start date is the current one. */
export const userPlans = pgTable(
  'user_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    startDate: ts('start_date').notNull(),
    renewDate: ts('renew_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_plans_user_start').on(t.userId, t.startDate),
    check('user_plans_renew_after_start', sql`${t.renewDate} > ${t.startDate}`),
  ],
);

export const userStats = pgTable(
  'user_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    expValue: integer('exp_value').notNull().default(0),
    level: integer('level').notNull().default(1),
    coins: integer('coins').notNull().default(0),
    streakDays: integer('streak_days').notNull().default(0),
    freezeChances: integer('freeze_chances').notNull().default(0),
  },
  (t) => [
    check('user_stats_coins_not_negative', sql`${t.coins} >= 0`),
    check('user_stats_level_positive', sql`${t.level} >= 1`),
  ],
);

/** One row per refresh token ever issued; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie value: a database leak yields no usable token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userId)],
);

export const errorLogs = pgTable(
  'error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    error: text('error').notNull(),
    request: jsonb('request'),
    response: jsonb('response'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('error_logs_created').on(t.createdAt)],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    seoTxt: text('seo_txt').notNull().unique(),
    description: text('description'),
    image: text('image'),
    type: text('type').$type<'academic' | 'professional'>().notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /** Piastres (1/100 EGP); NULL or 0 means free. */
    additionalFeesPiastres: integer('additional_fees_piastres'),
    /**
     * The course's own mind map (contracts' mindMapSchema, checked on read); NULL: the
     * API derives one from the course's outline (modules/materials/mind-map.ts).
     */
    mindMap: jsonb('mind_map').$type<MindMapNode>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('courses_created').on(t.createdAt),
    check('courses_type_known', sql`${t.type} IN ('academic', 'professional')`),
    check('courses_fees_not_negative', sql`${t.additionalFeesPiastres} >= 0`),
  ],
);

export const courseProgress = pgTable(
  'course_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completion: integer('completion').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('course_progress_user_course').on(t.userId, t.courseId),
    check('course_progress_completion_range', sql`${t.completion} BETWEEN 0 AND 100`),
  ],
);
