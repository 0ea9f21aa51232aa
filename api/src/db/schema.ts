/*
 * Every table, the one source of the SQL migrations in drizzle/: change a
 * table here, run `pnpm --filter api db:generate`, commit both (docs/api.md).
 * test/schema-drift.test.ts fails when this and the migrations disagree.
 *
 * An index a query reads newest-first declares `.desc().nullsFirst()`:
 * drizzle-kit writes a bare `.desc()` as DESC NULLS LAST, while ORDER BY …
 * DESC sorts NULLS FIRST, and the planner would not use it for that order.
 */
export * from './schema/announcements-store';
export * from './schema/assessments';
export * from './schema/audit';
export * from './schema/authoring';
export * from './schema/calculator';
export * from './schema/calendar';
export * from './schema/catalogue';
export * from './schema/dacum';
export * from './schema/eve';
export * from './schema/forum';
export * from './schema/foundation';
export * from './schema/gamification';
export * from './schema/job-leases';
export * from './schema/learner-support';
export * from './schema/learning';
export * from './schema/materials';
export * from './schema/payments';
export * from './schema/progress';
export * from './schema/push';
export * from './schema/uploads';
export * from './schema/whiteboard';
