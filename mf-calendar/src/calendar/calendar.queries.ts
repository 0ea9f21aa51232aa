import { queryOptions } from '@tanstack/react-query';
import { calendarApi } from './calendar.resource';

export const calendarKeys = {
  all: ['calendar'] as const,
  occurrences: (from: string, to: string, courseId?: string) =>
    ['calendar', 'occurrences', from, to, courseId ?? null] as const,
  events: (courseId?: string) => ['calendar', 'events', courseId ?? null] as const,
};

/** The occurrences the API expanded for a range: what the calendar shows. */
export const occurrencesQuery = (from: string, to: string, courseId?: string) =>
  queryOptions({
    queryKey: calendarKeys.occurrences(from, to, courseId),
    queryFn: () => calendarApi.occurrences(from, to, courseId),
    placeholderData: (previous) => previous,
  });

/** The stored events (the dialog edits one of these and restores its rule). */
export const eventsQuery = (courseId?: string) =>
  queryOptions({ queryKey: calendarKeys.events(courseId), queryFn: () => calendarApi.events(courseId) });

export const myCoursesQuery = () =>
  queryOptions({ queryKey: ['calendar', 'my-courses'], queryFn: calendarApi.myCourses, staleTime: 60_000 });

export const feedQuery = () => queryOptions({ queryKey: ['calendar', 'feed'], queryFn: calendarApi.feed });
