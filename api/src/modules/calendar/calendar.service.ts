import type {
  CalendarEvent,
  CalendarEventInput,
  CalendarOccurrence,
  CalendarScope,
  User,
} from '@elearn/contracts';
import { type calendarEventInputSchema, hasCourseRole } from '@elearn/contracts';
import { and, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { findCourseRole } from '../courses/courses.queries';
import { learningTimeOccurrences } from '../progress/learning-times.calendar';
import { calendarEvents, type EventRow, ownEvent, userTimeZone, visibleEvents } from './calendar.queries';
import {
  endsAfterStart,
  isOccurrence,
  normaliseRule,
  occurrencesBetween,
  remainingRule,
  ruleEndingBefore,
  ruleProblem,
} from './recurrence';
import { isTimeZone } from './zoned-time';

type Input = z.output<typeof calendarEventInputSchema>;

const invalid = (field: string, key: string) =>
  new HttpError(422, 'VALIDATION', 'Some fields are not valid.', { errors: { [field]: key } });
const missing = () => new HttpError(404, 'NOT_FOUND', 'No such event.');

export function toCalendarEvent(row: EventRow, viewerId: string): CalendarEvent {
  return {
    _id: row.id,
    title: row.title,
    notes: row.notes,
    allDay: row.allDay,
    startDate: row.startDate.toISOString(),
    endTime: row.endTime,
    timeZone: row.timeZone,
    rRule: row.rRule,
    exDates: row.exDates.map((d) => d.toISOString()),
    courseId: row.courseId,
    userId: row.userId,
    creatorId: row.creatorId,
    url: row.url,
    seriesId: row.seriesId,
    recurrenceId: row.recurrenceId?.toISOString() ?? null,
    canEdit: row.userId === viewerId,
  };
}

export function calendarService(ctx: AppContext) {
  const db = ctx.database.db;

  /** The stored columns of a checked body: the rule normalised, the zone known, the end after the start. */
  async function columns(user: User, body: Input) {
    const timeZone = body.timeZone ?? (await userTimeZone(db, user.id));
    if (!isTimeZone(timeZone)) throw invalid('timeZone', 'validation.calendar.timeZone');
    let rRule: string | null = null;
    if (body.rRule) {
      const problem = ruleProblem(body.rRule);
      if (problem) throw invalid('rRule', problem);
      rRule = normaliseRule(body.rRule);
      if (!rRule) throw invalid('rRule', 'validation.calendar.rRule');
    }
    const startDate = new Date(body.startDate);
    const values = {
      title: body.title,
      notes: body.notes,
      allDay: body.allDay,
      startDate,
      endTime: body.endTime,
      timeZone,
      rRule,
      url: body.url,
      courseId: body.courseId ?? null,
    };
    if (!endsAfterStart(values)) throw invalid('endTime', 'validation.calendar.endBeforeStart');
    if (values.courseId) {
      const role = await findCourseRole(db, user.id, values.courseId);
      if (!hasCourseRole(user, role)) throw new HttpError(403, 'FORBIDDEN', 'Not a member of this course.');
    }
    return values;
  }

  async function owned(user: User, id: string) {
    const row = isUuid(id) ? await ownEvent(db, user.id, id) : undefined;
    if (!row) throw missing();
    return row;
  }

  /** The occurrence a "this" or "following" change names; it must be one of the series'. */
  function occurrenceOf(row: EventRow, occurrence: string | undefined): Date {
    if (!occurrence) throw invalid('occurrence', 'validation.calendar.occurrence');
    const instant = new Date(occurrence);
    if (!row.rRule || !isOccurrence(row, instant))
      throw invalid('occurrence', 'validation.calendar.occurrence');
    return instant;
  }

  return {
    async list(user: User, courseId?: string): Promise<CalendarEvent[]> {
      return (await visibleEvents(db, user.id, courseId)).map((row) => toCalendarEvent(row, user.id));
    },

    async occurrences(user: User, from: Date, to: Date, courseId?: string): Promise<CalendarOccurrence[]> {
      const result: CalendarOccurrence[] = [];
      for (const row of await visibleEvents(db, user.id, courseId)) {
        for (const o of occurrencesBetween(row, from, to)) {
          result.push({
            eventId: row.id,
            title: row.title,
            notes: row.notes,
            allDay: row.allDay,
            start: row.allDay ? o.startDay : o.start.toISOString(),
            end: row.allDay ? o.endDay : o.end.toISOString(),
            occurrence: (row.recurrenceId ?? o.start).toISOString(),
            recurring: !!row.rRule || !!row.seriesId,
            url: row.url,
            courseId: row.courseId,
            canEdit: row.userId === user.id,
          });
        }
      }
      // The learner's learning times (course progress) show beside their events, read-only.
      result.push(...(await learningTimeOccurrences(ctx.database.pool, user.id, from, to, courseId)));
      return result.sort((a, b) => a.start.localeCompare(b.start));
    },

    async create(user: User, body: Input): Promise<CalendarEvent> {
      const values = await columns(user, body);
      const [row] = await db
        .insert(calendarEvents)
        .values({ ...values, userId: user.id, creatorId: user.id })
        .returning();
      return toCalendarEvent(row!, user.id);
    },

    /**
     * Edits the whole series ("all"), one occurrence ("this": an EXDATE on the
     * series and an override with its RECURRENCE-ID) or it and the later ones
     * ("following": the series ends by UNTIL before it, a new series starts there).
     */
    async update(user: User, id: string, body: Input, scope: CalendarScope, occurrence?: string) {
      const row = await owned(user, id);
      const values = await columns(user, body);
      if (scope === 'all' || !row.rRule) {
        const [updated] = await db
          .update(calendarEvents)
          .set({ ...values, updatedAt: ctx.now() })
          .where(eq(calendarEvents.id, row.id))
          .returning();
        return toCalendarEvent(updated!, user.id);
      }
      const instant = occurrenceOf(row, occurrence);
      return inTransaction(ctx, async (tx) => {
        if (scope === 'this') {
          await tx.db
            .update(calendarEvents)
            .set({ exDates: [...row.exDates, instant], updatedAt: tx.now })
            .where(eq(calendarEvents.id, row.id));
          const [override] = await tx.db
            .insert(calendarEvents)
            .values({
              ...values,
              rRule: null,
              seriesId: row.id,
              recurrenceId: instant,
              userId: user.id,
              creatorId: row.creatorId,
            })
            .returning();
          return toCalendarEvent(override!, user.id);
        }
        if (instant.getTime() === row.startDate.getTime()) {
          const [updated] = await tx.db
            .update(calendarEvents)
            .set({ ...values, updatedAt: tx.now })
            .where(eq(calendarEvents.id, row.id))
            .returning();
          return toCalendarEvent(updated!, user.id);
        }
        await tx.db
          .update(calendarEvents)
          .set({ rRule: ruleEndingBefore(row, instant), updatedAt: tx.now })
          .where(eq(calendarEvents.id, row.id));
        // Overrides from the split point on belong to the new series now: they are replaced by it.
        await tx.db
          .delete(calendarEvents)
          .where(and(eq(calendarEvents.seriesId, row.id), gte(calendarEvents.recurrenceId, instant)));
        // The same rule continues the series: it keeps only the occurrences left of its COUNT.
        const rRule = values.rRule === row.rRule ? remainingRule(row, instant) : values.rRule;
        const [created] = await tx.db
          .insert(calendarEvents)
          .values({ ...values, rRule, userId: user.id, creatorId: row.creatorId })
          .returning();
        return toCalendarEvent(created!, user.id);
      });
    },

    async remove(user: User, id: string, scope: CalendarScope, occurrence?: string) {
      const row = await owned(user, id);
      if (scope === 'all' || !row.rRule) {
        await db.delete(calendarEvents).where(eq(calendarEvents.id, row.id));
        return { ok: true as const };
      }
      const instant = occurrenceOf(row, occurrence);
      if (scope === 'following' && instant.getTime() === row.startDate.getTime()) {
        await db.delete(calendarEvents).where(eq(calendarEvents.id, row.id));
        return { ok: true as const };
      }
      await inTransaction(ctx, async (tx) => {
        const change =
          scope === 'this'
            ? { exDates: [...row.exDates, instant] }
            : { rRule: ruleEndingBefore(row, instant) };
        await tx.db
          .update(calendarEvents)
          .set({ ...change, updatedAt: tx.now })
          .where(eq(calendarEvents.id, row.id));
        const from =
          scope === 'this'
            ? eq(calendarEvents.recurrenceId, instant)
            : gte(calendarEvents.recurrenceId, instant);
        await tx.db.delete(calendarEvents).where(and(eq(calendarEvents.seriesId, row.id), from));
      });
      return { ok: true as const };
    },
  };
}

export type { CalendarEventInput };
