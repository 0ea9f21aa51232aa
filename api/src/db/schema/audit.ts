import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, users } from './foundation';
import { references } from './postgres-names';

// The admin audit log (issue 17): every admin change, written in the change's own transaction.

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing: entries of one instant (the app's clock) still read newest first. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    /** Who made the change; kept as null when that account is removed (the entry stays). */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The record as it was (null when created) and as it became. */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    references(t.actorId, users.id, 'set null'),
    // The log reads newest first, whole or of one kind of record.
    index('audit_log_created').on(t.createdAt.desc().nullsFirst(), t.seq.desc().nullsFirst()),
    index('audit_log_entity_created').on(
      t.entity,
      t.createdAt.desc().nullsFirst(),
      t.seq.desc().nullsFirst(),
    ),
  ],
);
