import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { courseProgress, courses, createdAt, users } from './foundation';

// What a learner has shown they know (learner-experience §3 "Course progress" learningPerformance, §4 Mastery):
// one row per answered question. Written by assessments and placement tests; read by mastery, the
// performance views and the review queue. Outcome, module and lesson ids are the ids inside the
// course's content (course_details JSON), so they are text, not foreign keys.

export const learningPerformance = pgTable(
  'learning_performance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    progressId: uuid('progress_id')
      .notNull()
      .references(() => courseProgress.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    learningOutcomeId: text('learning_outcome_id').notNull(),
    moduleId: text('module_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    /** The bank question answered; NULL once the question is deleted (the evidence stays). */
    questionId: uuid('question_id'),
    /** The exam (lesson assessment or placement test) it was answered in. */
    examId: uuid('exam_id'),
    passed: boolean('passed').notNull(),
    /** 1 easy, 2 medium, 3 hard. */
    difficultyLevel: smallint('difficulty_level').notNull(),
    /** Bloom's level: 1 Remember … 6 Create. */
    cognitiveLevel: smallint('cognitive_level').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('learning_performance_progress_outcome').on(t.progressId, t.learningOutcomeId),
    index('learning_performance_user_created').on(t.userId, t.createdAt),
    index('learning_performance_exam').on(t.examId),
    check('learning_performance_difficulty_range', sql`${t.difficultyLevel} BETWEEN 1 AND 3`),
    check('learning_performance_cognitive_range', sql`${t.cognitiveLevel} BETWEEN 1 AND 6`),
    check('learning_performance_time_not_negative', sql`${t.timeSpentSeconds} >= 0`),
  ],
);

/** Seconds a learner spent on a lesson (activity tracker: only while visible and active). */
export const lessonTime = pgTable(
  'lesson_time',
  {
    progressId: uuid('progress_id')
      .notNull()
      .references(() => courseProgress.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    // One row per lesson of a progress; written with ON CONFLICT DO UPDATE.
    primaryKey({ name: 'lesson_time_pk', columns: [t.progressId, t.lessonId] }),
    check('lesson_time_seconds_not_negative', sql`${t.seconds} >= 0`),
  ],
);

export type LearningPerformanceRow = typeof learningPerformance.$inferSelect;
