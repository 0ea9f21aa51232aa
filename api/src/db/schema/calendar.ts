import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { courses, createdAt, ts, users } from './foundation';
import { columnCheck, references, uniqueKeyName } from './postgres-names';

// The calendar (learner-experience §2–§5, §7): events, their RFC 5545 recurrence, and each user's feed token.

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose calendar it is in; only they (and, for a course event, the course's instructors) change it. */
    userId: uuid('user_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    /** A course event: shown to the course's learners too. */
    courseId: uuid('course_id'),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    allDay: boolean('all_day').notNull().default(false),
    /** The first occurrence's start (DTSTART); its wall-clock time in `time_zone` is what repeats. */
    startDate: ts('start_date').notNull(),
    /** 'HH:MM' on the start day; '00:00' ends at midnight. */
    endTime: text('end_time').notNull().default('00:00'),
    /** IANA zone: a weekly 09:00 stays 09:00 across a daylight-saving change. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** RFC 5545 RRULE value (no DTSTART), or NULL for a single event. */
    rRule: text('r_rule'),
    /** Start instants removed from the series (EXDATE). */
    exDates: ts('ex_dates').array().notNull().default(sql`'{}'`),
    /** An occurrence edited on its own: its series and the start it replaces (RECURRENCE-ID). */
    seriesId: uuid('series_id'),
    recurrenceId: ts('recurrence_id'),
    url: text('url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    references(t.creatorId, users.id, 'cascade'),
    references(t.courseId, courses.id, 'cascade'),
    references(t.seriesId, t.id, 'cascade'),
    index('calendar_events_user_start').on(t.userId, t.startDate),
    index('calendar_events_course').on(t.courseId),
    columnCheck(t.endTime, sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The secret in the feed address; regenerating replaces it, so the old address stops working. */
  token: text('token').notNull().unique(uniqueKeyName('calendar_feeds', 'token')),
  createdAt: createdAt(),
});
