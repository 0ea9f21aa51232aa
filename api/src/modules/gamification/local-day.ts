/**
 * Calendar days as 'YYYY-MM-DD' strings. A user's day follows their IANA
 * timezone (users.timezone); day arithmetic is on the calendar, so DST
 * changes (23- or 25-hour days) never skip or repeat a day.
 */
export type Day = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The timezone if the runtime knows it, else UTC (a bad stored value must not break activity). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The local calendar day of an instant in a timezone. */
export function localDay(at: Date, timeZone: string): Day {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(day: Day, days: number): Day {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The Saturday starting the week of `day` (the spec's weeks run Saturday to Friday). */
export function weekStart(day: Day): Day {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 1) % 7));
}

export const laterDay = (a: Day | null, b: Day | null): Day | null => (a && b ? (a > b ? a : b) : (a ?? b));
