import { instantOf, wallOf } from '../calendar/zoned-time';

const DAY_MS = 86_400_000;

/**
 * The first instant after `after` when an alarm at `alarmTime` ('HH:MM', wall
 * clock of `timeZone`) on `repeatDays` (0 Sunday … 6 Saturday, in that zone)
 * rings. Works on wall-clock days, so 07:00 stays 07:00 across a DST change;
 * a time a spring-forward gap skips rings at the first instant after the gap.
 */
export function nextFireAt(
  alarmTime: string,
  repeatDays: readonly number[],
  timeZone: string,
  after: Date,
): Date {
  const [hours, minutes] = alarmTime.split(':').map(Number) as [number, number];
  const wallNow = wallOf(after, timeZone);
  const today = Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate());
  // Eight days: today's time may have passed and next week's same weekday is the only one.
  for (let d = 0; d <= 7; d += 1) {
    const wall = new Date(today + d * DAY_MS + (hours * 60 + minutes) * 60_000);
    if (!repeatDays.includes(wall.getUTCDay())) continue;
    const instant = instantOf(wall, timeZone);
    if (instant.getTime() > after.getTime()) return instant;
  }
  throw new Error('nextFireAt: no repeat day');
}
