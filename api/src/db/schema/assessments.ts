import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { courseProgress, courses, createdAt, users } from './foundation';

// Assessments (issue 11): the question bank per lesson, exams (lesson assessments, placement
// tests, review sessions) with their questions and saved answers, and the FSRS review cards.
// Outcome, module and lesson ids are the ids inside the course's content JSON (text, not keys).

/** A bank question; `correct` and `explanation` never reach a learner before submission. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    learningOutcomeId: text('learning_outcome_id').notNull(),
    moduleId: text('module_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    /** mcq (one or several right options), tf, essay. */
    type: text('type').notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** mcq: indexes of the right options; tf: [1] true / [0] false; essay: []. */
    correct: jsonb('correct').$type<number[]>().notNull().default([]),
    explanation: text('explanation').notNull().default(''),
    difficultyLevel: smallint('difficulty_level').notNull(),
    cognitiveLevel: smallint('cognitive_level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_course_lesson').on(t.courseId, t.lessonId),
    check('questions_type_known', sql`${t.type} IN ('mcq', 'tf', 'essay')`),
    check('questions_difficulty_range', sql`${t.difficultyLevel} BETWEEN 1 AND 3`),
    check('questions_cognitive_range', sql`${t.cognitiveLevel} BETWEEN 1 AND 6`),
  ],
);

/** One test a learner takes. `hash` is its address; scoring happens once (status leaves in_progress once). */
export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    progressId: uuid('progress_id')
      .notNull()
      .references(() => courseProgress.id, { onDelete: 'cascade' }),
    /** Lesson assessments: the lesson (the attempt limit counts these). */
    lessonId: text('lesson_id'),
    name: text('name').notNull(),
    mode: text('mode').notNull().default('count'),
    status: text('status').notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Time mode: answers after it are not taken; a late submission is scored as at this instant. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The browser the test is open in: sha256 of the token in its exam cookie. Answers from
     * another browser are refused until it takes the test back (docs/adr/0014-exam-seat.md).
     */
    seatTokenHash: text('seat_token_hash'),
    totalScore: real('total_score').notNull().default(0),
    outOf: integer('out_of').notNull().default(0),
    percentageScore: real('percentage_score'),
    xpGained: integer('xp_gained').notNull().default(0),
    config: jsonb('config'),
  },
  (t) => [
    index('exams_user_started').on(t.userId, t.startedAt),
    index('exams_progress_lesson').on(t.progressId, t.lessonId),
    check('exams_kind_known', sql`${t.kind} IN ('lesson', 'placement', 'review')`),
    check('exams_status_known', sql`${t.status} IN ('in_progress', 'marking', 'scored')`),
    check('exams_mode_known', sql`${t.mode} IN ('count', 'time')`),
  ],
);

/** A question of an exam, copied from the bank when drawn (a later edit does not change a taken test). */
export const examQuestions = pgTable(
  'exam_questions',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    learningOutcomeId: text('learning_outcome_id').notNull(),
    moduleId: text('module_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    type: text('type').notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correct: jsonb('correct').$type<number[]>().notNull(),
    explanation: text('explanation').notNull(),
    difficultyLevel: smallint('difficulty_level').notNull(),
    cognitiveLevel: smallint('cognitive_level').notNull(),
    answer: jsonb('answer').$type<{ choices: number[]; text: string }>(),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    /** null until scored (essays: until marked). */
    passed: boolean('passed'),
    /** 0–100. */
    score: smallint('score'),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'exam_questions_pk', columns: [t.examId, t.position] }),
    check('exam_questions_score_range', sql`${t.score} BETWEEN 0 AND 100`),
  ],
);

/** FSRS memory state of a weak learning outcome (the review queue). */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    progressId: uuid('progress_id')
      .notNull()
      .references(() => courseProgress.id, { onDelete: 'cascade' }),
    learningOutcomeId: text('learning_outcome_id').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    /** The ts-fsrs card (stability, difficulty, reps, lapses, state…). */
    card: jsonb('card').notNull(),
  },
  (t) => [
    unique('review_cards_outcome').on(t.progressId, t.learningOutcomeId),
    index('review_cards_due').on(t.due),
  ],
);
