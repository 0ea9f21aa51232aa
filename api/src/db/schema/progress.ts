import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { educationalSystems, gradeLevels } from './catalogue';
import { courseProgress, courses, users } from './foundation';

// Course progress beyond mastery (learner-experience §3 "Course progress", §5 "Learning times"):
// viewed materials, the learner's learning-time alarms and the certificates of mastered courses.

/** Materials a learner has opened, per course progress: the key makes viewMaterial idempotent. */
export const viewedMaterials = pgTable(
  'viewed_materials',
  {
    progressId: uuid('progress_id')
      .notNull()
      .references(() => courseProgress.id, { onDelete: 'cascade' }),
    materialId: text('material_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'viewed_materials_pk', columns: [t.progressId, t.materialId] })],
);

/**
 * A learning time: an alarm at a wall-clock time of the learner's zone on some
 * weekdays (0 Sunday … 6 Saturday). `next_fire_at` is the next instant it rings;
 * the scheduler claims due rows with FOR UPDATE SKIP LOCKED and moves it on in
 * the same transaction as the notification, so a restart or a second API process
 * never sends one twice.
 */
export const learningTimes = pgTable(
  'learning_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    progressId: uuid('progress_id')
      .notNull()
      .references(() => courseProgress.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    alarmTime: text('alarm_time').notNull(),
    repeatDays: smallint('repeat_days').array().notNull(),
    timeZone: text('time_zone').notNull(),
    nextFireAt: timestamp('next_fire_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('learning_times_due').on(t.nextFireAt),
    index('learning_times_progress').on(t.progressId),
    check('learning_times_alarm_format', sql`${t.alarmTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** A certificate of a mastered course: its public code verifies it; a reset of the progress revokes it. */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    /** Null once the progress it came from is reset (the certificate stays, revoked). */
    progressId: uuid('progress_id').references(() => courseProgress.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // At most one valid certificate per progress: a concurrent second issue fails on this key.
    uniqueIndex('certificates_valid_progress').on(t.progressId).where(sql`${t.revokedAt} IS NULL`),
    index('certificates_user').on(t.userId),
  ],
);

/** Personal details the learner card shows beyond the account (learner card, authoring §2); all optional. */
export const learnerProfiles = pgTable('learner_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  educationalSystemId: uuid('educational_system_id').references(() => educationalSystems.id, {
    onDelete: 'set null',
  }),
  gradeLevelId: uuid('grade_level_id').references(() => gradeLevels.id, { onDelete: 'set null' }),
});
