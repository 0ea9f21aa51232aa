import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// dayjs is one instance per page (a shared singleton) and per API process:
// extending it twice is a no-op.
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A calendar day, 'YYYY-MM-DD'. A learner's day follows their IANA timezone
 * (users.timezone); arithmetic on days is on the calendar (in UTC, where every
 * day has 24 hours), so DST changes never skip or repeat a day.
 */
export type Day = string;

const DAY = 'YYYY-MM-DD';
/** dayjs' day() of Saturday: weeks run Saturday to Friday (spec: streak week). */
export const WEEK_STARTS_ON = 6;

/** The timezone if the runtime knows it, else UTC (a bad stored value must not break activity). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    dayjs().tz(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The local calendar day of an instant in a timezone. */
export const localDay = (at: Date | string | number, timeZone: string): Day =>
  dayjs(at).tz(timeZone).format(DAY);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: Day, count: number): Day => dayjs.utc(day).add(count, 'day').format(DAY);

/** The Saturday starting the week that holds `day`. */
export function weekStart(day: Day): Day {
  const date = dayjs.utc(day);
  return date.subtract((date.day() - WEEK_STARTS_ON + 7) % 7, 'day').format(DAY);
}

/** The seven days, Saturday to Friday, of the week that holds `day`. */
export function weekOf(day: Day): Day[] {
  const saturday = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => addDays(saturday, index));
}
