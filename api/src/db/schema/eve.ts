import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses, ts, users } from './foundation';

// Eve, the AI tutor (learner-experience §3 Chat, §7 /chat/*, §9 askEve quota): the passages it retrieves
// from, each user's chat threads, the daily ask counter and what learners asked about (per lesson).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A chat message as the panel keeps it (spec: fromEve, content, sentAt). */
export interface EveMessage {
  fromEve: boolean;
  content: string;
  sentAt: string;
}

/** A thread: a name, the course it is about, and its messages. */
export interface EveThread {
  id: string;
  name: string;
  courseId: string | null;
  messages: EveMessage[];
}

/**
 * One paragraph of a lesson, indexed for retrieval. Rebuilt from course_details.modules by a trigger
 * in the writer's transaction (migration's custom SQL), so a lesson edited anywhere is searchable at once.
 */
export const evePassages = pgTable(
  'eve_passages',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    learningOutcomeId: text('learning_outcome_id').notNull(),
    moduleId: text('module_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    lessonName: text('lesson_name').notNull(),
    position: integer('position').notNull(),
    body: text('body').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    primaryKey({ name: 'eve_passages_pk', columns: [t.courseId, t.lessonId, t.position] }),
    index('eve_passages_search').using('gin', t.searchVector),
  ],
);

/** Every user's threads as one document (GET /chat/getOrCreate, PUT /chat/saveThreads). */
export const eveChats = pgTable('eve_chats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  threads: jsonb('threads').$type<EveThread[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Asks per user per day in the user's time zone; raised only below the plan's quota (one atomic UPDATE). */
export const eveAsks = pgTable(
  'eve_asks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'eve_asks_pk', columns: [t.userId, t.day] }),
    check('eve_asks_used_not_negative', sql`${t.used} >= 0`),
  ],
);

/** Which lesson each question was about (its best passage): the instructors' most-asked topics. */
export const eveQuestionTopics = pgTable(
  'eve_question_topics',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    lessonName: text('lesson_name').notNull(),
    askedAt: ts('asked_at').notNull().defaultNow(),
  },
  (t) => [index('eve_question_topics_course').on(t.courseId, t.lessonId)],
);
