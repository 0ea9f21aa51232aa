import type {
  CalendarEvent,
  CalendarEventInput,
  CalendarFeed,
  CalendarOccurrence,
  CalendarScope,
  EnrolledCourse,
} from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

export type { CalendarEvent, CalendarEventInput, CalendarOccurrence, CalendarScope };

/** An answer of the calendar API: the data, or the field errors (i18n keys) of a refusal. */
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; errors: Record<string, string> };

async function answer<T>(call: Promise<{ status: number; data: unknown }>): Promise<Answer<T>> {
  const response = await call;
  if (response.status >= 200 && response.status < 300) return { ok: true, data: response.data as T };
  const errors = (response.data as { errors?: Record<string, string> } | undefined)?.errors ?? {};
  return { ok: false, status: response.status, errors };
}

// An event someone else deleted meanwhile is an outcome ("Failed!"), not a failure to report.
const goneIsAnAnswer = { answers: [404] };
const scoped = (scope: CalendarScope, occurrence?: string) => ({
  ...goneIsAnAnswer,
  params: scope === 'all' ? {} : { scope, occurrence },
});

export const calendarApi = {
  occurrences: (from: string, to: string, courseId?: string) =>
    readData<CalendarOccurrence[]>(http.get('/calender/occurrences', { params: { from, to, courseId } })),
  events: (courseId?: string) =>
    readData<CalendarEvent[]>(http.get('/calender/events', { params: { courseId } })),
  myCourses: () => readData<EnrolledCourse[]>(http.get('/course/myCourses')),
  add: (body: CalendarEventInput) => answer<CalendarEvent>(http.post('/calender/events', body)),
  edit: (id: string, body: CalendarEventInput, scope: CalendarScope, occurrence?: string) =>
    answer<CalendarEvent>(
      http.put(`/calender/events/${encodeURIComponent(id)}`, body, scoped(scope, occurrence)),
    ),
  remove: (id: string, scope: CalendarScope, occurrence?: string) =>
    answer<{ ok: true }>(
      http.delete(`/calender/events/${encodeURIComponent(id)}`, scoped(scope, occurrence)),
    ),
  feed: () => readData<CalendarFeed>(http.get('/calender/feed')),
  regenerateFeed: () => readData<CalendarFeed>(http.post('/calender/feed')),
};
