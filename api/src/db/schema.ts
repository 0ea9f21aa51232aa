import { integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/*.sql (the SQL is the source of truth; see docs/adr/0002-embedded-database.md).

export interface PlanFeature {
  name: string;
  displayName: string;
  description: string;
  quotaPerDay?: number;
  maxPerItem?: number;
  itemType?: string;
}

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  role: text('role').$type<'Learner' | 'Instructor' | 'Editor' | 'Admin'>().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  image: text('image'),
  permissionLevel: integer('permission_level').notNull().default(1),
  timezone: text('timezone').notNull().default('UTC'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: ts('locked_until'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  defaultDurationInMonth: integer('default_duration_in_month').notNull(),
  feesInEgp: integer('fees_in_egp').notNull(),
  features: jsonb('features').$type<PlanFeature[]>().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const userPlans = pgTable('user_plans', {
  userId: uuid('user_id').primaryKey(),
  planId: uuid('plan_id').notNull(),
  startDate: ts('start_date').notNull(),
  renewDate: ts('renew_date').notNull(),
});

export const userStats = pgTable('user_stats', {
  userId: uuid('user_id').primaryKey(),
  expValue: integer('exp_value').notNull().default(0),
  level: integer('level').notNull().default(1),
  coins: integer('coins').notNull().default(0),
  streakDays: integer('streak_days').notNull().default(0),
  freezeChances: integer('freeze_chances').notNull().default(0),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  familyId: uuid('family_id').notNull(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const errorLogs = pgTable('error_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  error: text('error').notNull(),
  request: jsonb('request'),
  response: jsonb('response'),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  seoTxt: text('seo_txt').notNull().unique(),
  description: text('description'),
  image: text('image'),
  type: text('type').$type<'academic' | 'professional'>().notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  additionalFees: numeric('additional_fees', { precision: 10, scale: 2 }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const courseProgress = pgTable('course_progress', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  courseId: uuid('course_id').notNull(),
  completion: integer('completion').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});
