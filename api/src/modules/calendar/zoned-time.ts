/**
 * Wall-clock time in an IANA zone, held as a Date whose UTC fields are the
 * wall fields ("floating" time, the form rrule expands in). Converting back
 * goes through Intl, so a 09:00 series stays at 09:00 across a DST change.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Whether the runtime knows the zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of `instant` in `timeZone`, as floating time. */
export function wallOf(instant: Date, timeZone: string): Date {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return new Date(
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!),
  );
}

const QUARTER_HOUR = 900_000;
const offsets = new Map<string, number>();

/**
 * Milliseconds the zone is ahead of UTC at `instant`. Zone offsets are whole
 * quarter hours and change on quarter-hour instants, so one reading serves a
 * whole aligned quarter hour: expanding a long series asks Intl once per
 * distinct quarter hour instead of per occurrence (bench/calendar-expansion).
 */
export function offsetAt(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${timeZone}|${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = wallOf(new Date(bucket), timeZone).getTime() - bucket;
    if (offsets.size > 200_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant a wall-clock time names in `timeZone`. A time skipped by a
 * spring-forward gap moves forward by the gap (as RFC 5545 §3.3.5 asks); a
 * repeated autumn hour takes its first instant.
 */
export function instantOf(wall: Date, timeZone: string): Date {
  const local = wall.getTime();
  const first = local - offsetAt(local, timeZone);
  const second = local - offsetAt(first, timeZone);
  if (first === second) return new Date(first);
  // Two candidates: keep the one whose wall time matches, else (a gap) the later offset's reading.
  const earlier = Math.min(first, second);
  if (wallOf(new Date(earlier), timeZone).getTime() === local) return new Date(earlier);
  return new Date(Math.max(first, second));
}

/** 'YYYY-MM-DD' of a floating time. */
export const dayOf = (wall: Date) => wall.toISOString().slice(0, 10);

/** 'HH:MM' of a floating time. */
export const timeOf = (wall: Date) => wall.toISOString().slice(11, 16);

/** A floating time plus whole calendar months (the 31st of a short month clamps to its last day). */
export function addMonths(wall: Date, months: number): Date {
  const result = new Date(wall);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}
