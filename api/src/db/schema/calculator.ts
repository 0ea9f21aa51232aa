import type { CalculatorKey } from '@elearn/contracts';
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { courses, ts, users } from './foundation';
import { references } from './postgres-names';

// calcperm (issue 13): a course's narrowing of the calculator's scientific keys; no row, every key.

export const courseCalculatorKeys = pgTable(
  'course_calculator_keys',
  {
    courseId: uuid('course_id').primaryKey(),
    /** The keys on the course's pages; null: every key. */
    keys: jsonb('keys').$type<CalculatorKey[] | null>(),
    /** The keys on the course's test pages; null: as `keys`. */
    assessmentKeys: jsonb('assessment_keys').$type<CalculatorKey[] | null>(),
    updatedBy: uuid('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [references(t.courseId, courses.id, 'cascade'), references(t.updatedBy, users.id, 'set null')],
);
