import { z } from 'zod';
import { CALENDAR } from './constants';

/** 'HH:MM', 24-hour. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.calendar.time');

/** An instant the calendar can hold: ISO 8601 with an offset, years 1900–2200 (spec: bad dates are a 422). */
export const calendarInstantSchema = z.iso
  .datetime({ offset: true, message: 'validation.calendar.date' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1900 && year <= 2200;
  }, 'validation.calendar.date');

/**
 * The body of POST and PUT /calender/events (learner-experience §7). userId and
 * creatorId are accepted for the spec's shape but ignored: the server takes both from the session.
 * `rRule` is an RFC 5545 RRULE value without DTSTART ("FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5");
 * `timeZone` is the IANA zone the wall-clock start and the rule are in.
 */
export const calendarEventInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'validation.calendar.title')
    .max(CALENDAR.titleMax, 'validation.calendar.tooLong'),
  notes: z.string().max(CALENDAR.notesMax, 'validation.calendar.tooLong').default(''),
  allDay: z.boolean().default(false),
  startDate: calendarInstantSchema,
  endTime: timeOfDay.default(CALENDAR.defaultEndTime),
  timeZone: z.string().max(64).optional(),
  courseId: z.uuid('validation.invalid').nullish(),
  url: z.string().max(CALENDAR.urlMax, 'validation.calendar.tooLong').default(''),
  rRule: z.string().max(500, 'validation.calendar.rRule').nullish(),
  userId: z.string().optional(),
  creatorId: z.string().optional(),
});
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

/** A stored event (learner-experience §3, Calendar event). */
export const calendarEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  notes: z.string(),
  allDay: z.boolean(),
  startDate: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  rRule: z.string().nullable(),
  /** Start instants of occurrences removed from the series (RFC 5545 EXDATE). */
  exDates: z.array(z.string()),
  courseId: z.string().nullable(),
  userId: z.string(),
  creatorId: z.string(),
  url: z.string(),
  /** Set on an occurrence edited on its own: the series it belongs to and the start it replaces (RECURRENCE-ID). */
  seriesId: z.string().nullable(),
  recurrenceId: z.string().nullable(),
  /** The caller may edit and delete it (their own; a course event of theirs as its instructor). */
  canEdit: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** GET /calender/events?courseId. */
export const calendarEventsQuerySchema = z.object({ courseId: z.uuid('validation.invalid').optional() });

/** GET /calender/occurrences?from&to&courseId: the expansion the calendar shows. */
export const calendarRangeQuerySchema = z
  .object({
    from: calendarInstantSchema,
    to: calendarInstantSchema,
    courseId: z.uuid('validation.invalid').optional(),
  })
  .refine((q) => new Date(q.to) > new Date(q.from), { message: 'validation.calendar.range', path: ['to'] })
  .refine(
    (q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= CALENDAR.rangeMaxDays * 86_400_000,
    { message: 'validation.calendar.range', path: ['to'] },
  );

/** One occurrence in a range: `start`/`end` are ISO instants, or 'YYYY-MM-DD' days (end exclusive) when allDay. */
export const calendarOccurrenceSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  notes: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  /** The occurrence's original start instant: names it for "this event" edits (RECURRENCE-ID). */
  occurrence: z.string(),
  recurring: z.boolean(),
  url: z.string(),
  courseId: z.string().nullable(),
  canEdit: z.boolean(),
});
export type CalendarOccurrence = z.infer<typeof calendarOccurrenceSchema>;

/** Which part of a series an edit or delete touches (query ?scope&occurrence). */
export const CALENDAR_SCOPES = ['this', 'following', 'all'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];
export const calendarScopeQuerySchema = z.object({
  scope: z.enum(CALENDAR_SCOPES).default('all'),
  occurrence: calendarInstantSchema.optional(),
});

/** GET /calender/feed and POST /calender/feed: the private iCalendar address. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
