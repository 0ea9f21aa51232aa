import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { courses, createdAt, users } from './foundation';

/**
 * Every upload outside the forum (ticket attachments, profile photos, materials, admin
 * images), for the one rate and quota rule (storage/upload-quota.ts) and for the job
 * that removes what was never attached once its grace period is over.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The storage key of the file. */
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A course's materials count against the course's quota; anything else against its user's. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bytes: integer('bytes').notNull(),
    /** Used by what it was uploaded for (a ticket message, a saved tree, a profile): kept. */
    attached: boolean('attached').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_created').on(t.userId, t.createdAt),
    index('uploads_course').on(t.courseId),
    index('uploads_unattached_created').on(t.createdAt).where(sql`NOT attached`),
  ],
);
