import type { CalendarOccurrence } from '@elearn/contracts';
import type { Run } from '../../db/transaction';
import { instantOf, wallOf } from '../calendar/zoned-time';

const DAY_MS = 86_400_000;
/** How long a learning time shows in the calendar. */
const SHOWN_MINUTES = 30;
/** Longest range expanded at once (the calendar asks for a month or a week). */
const MAX_DAYS = 62;

/**
 * The user's learning times as read-only calendar occurrences between `from`
 * and `to`, on the wall clock of each alarm's zone (so 07:00 stays 07:00 across DST).
 */
export async function learningTimeOccurrences(
  db: Run,
  userId: string,
  from: Date,
  to: Date,
  courseId?: string,
): Promise<CalendarOccurrence[]> {
  const { rows } = await db.query<{
    id: string;
    alarm_time: string;
    repeat_days: number[];
    time_zone: string;
    course_id: string;
    title: string;
  }>(
    `SELECT t.id, t.alarm_time, t.repeat_days, t.time_zone, p.course_id, c.title
     FROM learning_times t JOIN course_progress p ON p.id = t.progress_id JOIN courses c ON c.id = p.course_id
     WHERE p.user_id = $1 AND ($2::uuid IS NULL OR p.course_id = $2::uuid)`,
    [userId, courseId ?? null],
  );
  const result: CalendarOccurrence[] = [];
  for (const row of rows) {
    const [hours, minutes] = row.alarm_time.split(':').map(Number) as [number, number];
    const first = wallOf(from, row.time_zone);
    const day0 = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
    for (let d = 0; d <= MAX_DAYS; d += 1) {
      const wall = new Date(day0 + d * DAY_MS + (hours * 60 + minutes) * 60_000);
      const start = instantOf(wall, row.time_zone);
      if (start >= to) break;
      if (start < from || !row.repeat_days.map(Number).includes(wall.getUTCDay())) continue;
      result.push({
        eventId: `learning-time-${row.id}`,
        title: row.title,
        notes: '',
        allDay: false,
        start: start.toISOString(),
        end: new Date(start.getTime() + SHOWN_MINUTES * 60_000).toISOString(),
        occurrence: start.toISOString(),
        recurring: true,
        url: `/dashboard/course-progress/${row.course_id}`,
        courseId: row.course_id,
        canEdit: false,
      });
    }
  }
  return result;
}
