import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, users } from './foundation';
import { references } from './postgres-names';

// Issue 17 (learner side): profile details, notification preferences, support
// tickets, study corners and the translation dictionary.

/** What a profile adds to the account row (names and time zone stay on users). */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: uuid('user_id').primaryKey(),
    phone: text('phone'),
    schoolSystem: text('school_system'),
    gradeLevel: text('grade_level'),
    language: text('language'),
    /** Quiet hours in minutes after local midnight; both null means none. */
    quietStart: integer('quiet_start'),
    quietEnd: integer('quiet_end'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    check(
      'user_profiles_quiet_range',
      sql`${t.quietStart} BETWEEN 0 AND 1439 AND ${t.quietEnd} BETWEEN 0 AND 1439`,
    ),
  ],
);

/** A row only where the user changed a kind from its default (everything on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), references(t.userId, users.id, 'cascade')],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    check('support_tickets_status_known', sql`${t.status} IN ('open', 'answered', 'closed')`),
    index('support_tickets_user_updated').on(t.userId, t.updatedAt.desc().nullsFirst()),
    index('support_tickets_updated').on(t.updatedAt.desc().nullsFirst()),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id').notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    /** A storage key under tickets/ (the attachment's bytes were checked on upload). */
    attachment: text('attachment'),
    attachmentName: text('attachment_name'),
    createdAt: createdAt(),
  },
  (t) => [
    references(t.ticketId, supportTickets.id, 'cascade'),
    references(t.authorId, users.id, 'cascade'),
    index('ticket_messages_ticket_created').on(t.ticketId, t.createdAt),
  ],
);

export const studyCorners = pgTable(
  'study_corners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    /** The secret of the invitation link; whoever opens it becomes a member. */
    inviteCode: text('invite_code').notNull().unique(),
    notes: text('notes').notNull().default(''),
    /** The shared timer: phase, its length, when it started (null: stopped) and what was left at a pause. */
    timerPhase: text('timer_phase').notNull().default('focus'),
    timerSeconds: integer('timer_seconds').notNull().default(1500),
    timerStartedAt: ts('timer_started_at'),
    timerLeftSeconds: integer('timer_left_seconds').notNull().default(1500),
    createdAt: createdAt(),
  },
  (t) => [
    references(t.ownerId, users.id, 'cascade'),
    index('study_corners_owner').on(t.ownerId),
    check('study_corners_phase_known', sql`${t.timerPhase} IN ('focus', 'break')`),
  ],
);

export const studyCornerMembers = pgTable(
  'study_corner_members',
  {
    cornerId: uuid('corner_id').notNull(),
    userId: uuid('user_id').notNull(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cornerId, t.userId] }),
    references(t.cornerId, studyCorners.id, 'cascade'),
    references(t.userId, users.id, 'cascade'),
    index('study_corner_members_user').on(t.userId),
  ],
);

/**
 * The dictionary over the bundled strings: per language, a key's text, or a failed translation.
 * `by_staff`: written by staff, who alone may override a bundled text (ADR 0019); else the AI's.
 */
export const translations = pgTable(
  'translations',
  {
    lang: text('lang').notNull(),
    keyword: text('keyword').notNull(),
    value: text('value'),
    status: text('status').notNull(),
    byStaff: boolean('by_staff').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.keyword] }),
    check('translations_status_known', sql`${t.status} IN ('done', 'failed')`),
  ],
);
