import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, users } from './foundation';
import { references } from './postgres-names';

// The floating toolbox's whiteboards (issue 13): a user's named boards.

export const whiteboards = pgTable(
  'whiteboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    /** The Drawing items as the API validated them (contracts/whiteboard.ts). */
    drawings: jsonb('drawings').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    // Serves a user's list, most recently changed first.
    index('whiteboards_user_updated').on(t.userId, t.updatedAt.desc().nullsFirst()),
  ],
);
