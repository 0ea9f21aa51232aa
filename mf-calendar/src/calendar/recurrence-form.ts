import { CALENDAR, type CalendarFrequency } from '@elearn/contracts/constants';

/** RFC 5545 weekday codes, Saturday first (the calendar's week). */
export const WEEKDAYS = ['SA', 'SU', 'MO', 'TU', 'WE', 'TH', 'FR'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** dayjs' day() (0 = Sunday) to a weekday code. */
const BY_JS_DAY: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

export type Ordinal = (typeof CALENDAR.ordinals)[number];

/** The dialog's recurrence fields. */
export interface Recurrence {
  repeat: boolean;
  frequency: CalendarFrequency;
  interval: number;
  /** WEEKLY: the days. */
  weekdays: Weekday[];
  /** MONTHLY: on the start's day of the month, or on the Nth weekday. */
  monthlyBy: 'monthDay' | 'weekday';
  ordinal: Ordinal;
  ordinalWeekday: Weekday;
  end: 'never' | 'count' | 'until';
  count: number;
  /** 'YYYY-MM-DD', the last day occurrences may start on. */
  until: string;
}

/** The fields for an event starting on `start` (the dialog's defaults). */
export function defaultRecurrence(start: Date): Recurrence {
  const weekday = BY_JS_DAY[start.getDay()]!;
  return {
    repeat: false,
    frequency: 'WEEKLY',
    interval: 1,
    weekdays: [weekday],
    monthlyBy: 'monthDay',
    ordinal: Math.ceil(start.getDate() / 7) > 4 ? -1 : (Math.ceil(start.getDate() / 7) as Ordinal),
    ordinalWeekday: weekday,
    end: 'never',
    count: 5,
    until: '',
  };
}

/** 'YYYYMMDDTHHMMSSZ' of an instant. */
const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * The RRULE value of the fields, or null when the event does not repeat. UNTIL
 * is the end of the chosen day in the browser's zone, written in UTC (RFC 5545
 * with a zoned DTSTART); weeks start on Saturday.
 */
export function toRRule(r: Recurrence, start: Date): string | null {
  if (!r.repeat) return null;
  const parts = [`FREQ=${r.frequency}`];
  if (r.interval > 1) parts.push(`INTERVAL=${r.interval}`);
  if (r.frequency === 'WEEKLY')
    parts.push(`BYDAY=${WEEKDAYS.filter((d) => r.weekdays.includes(d)).join(',')}`);
  if (r.frequency === 'MONTHLY') {
    parts.push(
      r.monthlyBy === 'monthDay' ? `BYMONTHDAY=${start.getDate()}` : `BYDAY=${r.ordinal}${r.ordinalWeekday}`,
    );
  }
  if (r.end === 'count') parts.push(`COUNT=${r.count}`);
  if (r.end === 'until' && r.until) {
    const [y, m, d] = r.until.split('-').map(Number);
    parts.push(`UNTIL=${utcStamp(new Date(y!, m! - 1, d!, 23, 59, 59))}`);
  }
  parts.push('WKST=SA');
  return parts.join(';');
}

/** The fields a stored rule stands for: what the dialog saved, it restores. */
export function fromRRule(rule: string | null, start: Date): Recurrence {
  const base = defaultRecurrence(start);
  if (!rule) return base;
  const fields = Object.fromEntries(
    rule
      .replace(/^RRULE:/, '')
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  );
  const result: Recurrence = { ...base, repeat: true };
  if ((CALENDAR.frequencies as readonly string[]).includes(fields.FREQ ?? '')) {
    result.frequency = fields.FREQ as CalendarFrequency;
  }
  result.interval = Number(fields.INTERVAL ?? 1);
  const byDay = fields.BYDAY?.split(',') ?? [];
  if (result.frequency === 'WEEKLY' && byDay.length) result.weekdays = byDay as Weekday[];
  if (result.frequency === 'MONTHLY') {
    const nth = byDay[0]?.match(/^([+-]?\d)([A-Z]{2})$/);
    if (nth) {
      result.monthlyBy = 'weekday';
      result.ordinal = Number(nth[1]) as Ordinal;
      result.ordinalWeekday = nth[2] as Weekday;
    }
  }
  if (fields.COUNT) {
    result.end = 'count';
    result.count = Number(fields.COUNT);
  } else if (fields.UNTIL) {
    const u = fields.UNTIL;
    const until = new Date(
      Date.UTC(
        Number(u.slice(0, 4)),
        Number(u.slice(4, 6)) - 1,
        Number(u.slice(6, 8)),
        Number(u.slice(9, 11)),
        Number(u.slice(11, 13)),
      ),
    );
    const pad = (n: number) => String(n).padStart(2, '0');
    result.end = 'until';
    result.until = `${until.getFullYear()}-${pad(until.getMonth() + 1)}-${pad(until.getDate())}`;
  }
  return result;
}
