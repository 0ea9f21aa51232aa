import { CALENDAR } from '@elearn/contracts/constants';
import type { CalendarEvent, CalendarEventInput, CalendarScope } from './calendar.resource';
import { defaultRecurrence, fromRRule, type Recurrence, toRRule } from './recurrence-form';

/** The dialog's fields: dates and times as the native inputs give them ('YYYY-MM-DD', 'HH:MM'), local time. */
export interface EventFormValues {
  title: string;
  notes: string;
  allDay: boolean;
  startDay: string;
  startTime: string;
  endTime: string;
  courseId: string;
  recurrence: Recurrence;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayString = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const timeString = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The local start the fields name. */
export function startOf(values: Pick<EventFormValues, 'allDay' | 'startDay' | 'startTime'>): Date {
  const [y, m, d] = values.startDay.split('-').map(Number);
  const [h, min] = (values.allDay ? '00:00' : values.startTime).split(':').map(Number);
  return new Date(y!, m! - 1, d!, h!, min!);
}

/** Empty fields for a new event starting at `start` (end time defaults to 00:00, spec §9). */
export function newEventValues(start: Date, courseId = ''): EventFormValues {
  return {
    title: '',
    notes: '',
    allDay: false,
    startDay: dayString(start),
    startTime: timeString(start),
    endTime: CALENDAR.defaultEndTime,
    courseId,
    recurrence: defaultRecurrence(start),
  };
}

/** The fields of a stored event, shown at `shownStart` (the occurrence clicked); the rule restored from RRULE. */
export function eventValues(event: CalendarEvent, shownStart: Date): EventFormValues {
  return {
    title: event.title,
    notes: event.notes,
    allDay: event.allDay,
    startDay: dayString(shownStart),
    startTime: timeString(shownStart),
    endTime: event.endTime,
    courseId: event.courseId ?? '',
    recurrence: fromRRule(event.rRule, new Date(event.startDate)),
  };
}

/** Client-side checks (the server checks again); messages are i18n keys. */
export function validateEvent(values: EventFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = 'validation.calendar.title';
  else if (values.title.trim().length > CALENDAR.titleMax) errors.title = 'validation.calendar.tooLong';
  if (values.notes.length > CALENDAR.notesMax) errors.notes = 'validation.calendar.tooLong';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.startDay)) errors.startDay = 'validation.calendar.date';
  if (!values.allDay) {
    if (!/^\d{2}:\d{2}$/.test(values.startTime)) errors.startTime = 'validation.calendar.time';
    if (!/^\d{2}:\d{2}$/.test(values.endTime)) errors.endTime = 'validation.calendar.time';
    else if (values.endTime !== '00:00' && values.endTime <= values.startTime) {
      errors.endTime = 'validation.calendar.endBeforeStart';
    }
  }
  const r = values.recurrence;
  if (r.repeat) {
    if (r.frequency === 'WEEKLY' && r.weekdays.length === 0)
      errors['recurrence.weekdays'] = 'validation.calendar.weekdays';
    if (!(r.interval >= 1)) errors['recurrence.interval'] = 'validation.calendar.interval';
    if (r.end === 'count' && !(r.count >= 1)) errors['recurrence.count'] = 'validation.calendar.count';
    if (r.end === 'until' && (!r.until || r.until < values.startDay))
      errors['recurrence.until'] = 'validation.calendar.until';
  }
  return errors;
}

/** The body of POST/PUT /calender/events; the server sets userId and creatorId from the session. */
export function toInput(values: EventFormValues, url: string, withRule = true): CalendarEventInput {
  const start = startOf(values);
  return {
    title: values.title.trim(),
    notes: values.notes,
    allDay: values.allDay,
    startDate: start.toISOString(),
    endTime: values.allDay ? CALENDAR.defaultEndTime : values.endTime,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    courseId: values.courseId || null,
    url,
    rRule: withRule ? toRRule(values.recurrence, start) : null,
  };
}

/**
 * The body of an edit of a series. "All events" keeps the series' own first
 * start, and its stored rule, where the dialog left them as they were: the
 * fields show UNTIL as a day, and writing back the end of that day would
 * reach into a part split off by "this and following".
 */
export function editInput(
  values: EventFormValues,
  initial: EventFormValues,
  event: CalendarEvent,
  scope: CalendarScope,
): CalendarEventInput {
  const input = toInput(values, event.url, scope !== 'this');
  if (scope === 'all' && startOf(values).getTime() === startOf(initial).getTime()) {
    input.startDate = event.startDate;
    if (JSON.stringify(values.recurrence) === JSON.stringify(initial.recurrence)) input.rRule = event.rRule;
  }
  return input;
}
