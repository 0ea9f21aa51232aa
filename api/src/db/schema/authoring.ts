import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { courses, createdAt, ts, users } from './foundation';

// Course authoring (issue 15): the wizard's drafts, kept on the server as the author
// goes, and the durable queue of lesson building (docs/adr/0013-authoring-jobs.md).

/** A course being made in the wizard: the form's values and the step reached, one author's. */
export const courseDrafts = pgTable(
  'course_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').notNull().default('general'),
    /** The wizard's values except a chosen image file (kept apart: cover_key). */
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
    /** The chosen cover file, a storage key under drafts/{id}/ only its author reads; and its file name. */
    coverKey: text('cover_key'),
    coverName: text('cover_name'),
    /** Set when Create Course succeeded: the draft then opens the success step. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('course_drafts_user').on(t.userId),
    check(
      'course_drafts_step_known',
      sql`${t.step} IN ('general', 'outcomes', 'modules', 'review', 'success')`,
    ),
  ],
);

/**
 * One job per created course: fill every lesson's content and sample questions.
 * Claimed with FOR UPDATE SKIP LOCKED; each turn builds one module's lessons in the
 * transaction that stores them, so a lesson is built once and a crash repeats only
 * the uncommitted module.
 */
export const lessonBuildJobs = pgTable(
  'lesson_build_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .unique()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Who is told when it is done. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'queued' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: ts('run_after').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('lesson_build_jobs_due').on(t.status, t.runAfter),
    check('lesson_build_jobs_status_known', sql`${t.status} IN ('queued', 'done', 'failed')`),
  ],
);
