import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './foundation';

// Scheduled jobs across API processes (migration 0028).

/**
 * Who may run a job group until when: a process takes the lease with one
 * conditional upsert before a run, so with several API processes each run
 * happens once (lifecycle/scheduled-jobs.ts).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  heldUntil: ts('held_until').notNull(),
});
