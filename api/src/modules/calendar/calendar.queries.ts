import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { calendarEvents, users } from '../../db/schema';

export { calendarEvents };

export type EventRow = typeof calendarEvents.$inferSelect;

/**
 * The events a user sees: their own, and the course events an instructor of
 * one of their courses made for its learners. `courseId` narrows to one course.
 */
export function visibleEvents(db: Queryable, userId: string, courseId?: string): Promise<EventRow[]> {
  const courseEvents = sql`${calendarEvents.courseId} IN (
      SELECT course_id FROM course_progress WHERE user_id = ${userId}
      UNION SELECT course_id FROM course_instructors WHERE user_id = ${userId})
    AND ${calendarEvents.creatorId} IN (
      SELECT user_id FROM course_instructors ci WHERE ci.course_id = ${calendarEvents.courseId})`;
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        or(eq(calendarEvents.userId, userId), courseEvents),
        courseId ? eq(calendarEvents.courseId, courseId) : undefined,
      ),
    )
    .orderBy(calendarEvents.startDate, calendarEvents.id);
}

/** One of the user's own events, or undefined (someone else's is not found: it reveals nothing). */
export async function ownEvent(db: Queryable, userId: string, id: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)));
  return row;
}

/** The overrides of a series (occurrences edited on their own). */
export function overridesOf(db: Queryable, seriesId: string): Promise<EventRow[]> {
  return db.select().from(calendarEvents).where(eq(calendarEvents.seriesId, seriesId));
}

/** The user's stored IANA time zone. */
export async function userTimeZone(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone ?? 'UTC';
}
