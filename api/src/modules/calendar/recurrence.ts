import { CALENDAR } from '@elearn/contracts';
import { Frequency, type Options, RRule } from 'rrule';
import { addMonths, dayOf, instantOf, timeOf, wallOf } from './zoned-time';

/** What expanding an event needs of it. */
export interface RecurringEvent {
  startDate: Date;
  endTime: string;
  allDay: boolean;
  timeZone: string;
  rRule: string | null;
  exDates: Date[];
}

/** One occurrence: instants, and for all-day events the days ('YYYY-MM-DD', end exclusive). */
export interface Occurrence {
  start: Date;
  end: Date;
  startDay: string;
  endDay: string;
}

const FREQUENCIES: Record<string, Frequency> = {
  DAILY: Frequency.DAILY,
  WEEKLY: Frequency.WEEKLY,
  MONTHLY: Frequency.MONTHLY,
  YEARLY: Frequency.YEARLY,
};
const DAY_MS = 86_400_000;

const WEEKDAY = '(?:SU|MO|TU|WE|TH|FR|SA)';
const integers = (value: string) =>
  /^[+-]?\d{1,3}(?:,[+-]?\d{1,3})*$/.test(value) ? value.split(',').map(Number) : null;
/** Every number in [min, max], or with `signed` in ±[1, max] (RFC 5545 §3.3.10 ranges). */
const within = (value: string, min: number, max: number, signed = false) =>
  integers(value)?.every((n) => (signed ? n !== 0 && Math.abs(n) <= max : n >= min && n <= max)) ?? false;

/**
 * Why an RRULE value breaks RFC 5545 §3.3.10, as a translated message key, or
 * null when every part is within its range: each part once, FREQ first-class,
 * COUNT and UNTIL not both, BYxxx values within their ranges and allowed with
 * the frequency. Calendar clients refuse a whole feed for one bad rule
 * (ical.js does for BYMONTHDAY=32), so nothing outside these ranges is stored.
 */
export function ruleProblem(value: string): string | null {
  const text = value
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase();
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    const [name, given, extra] = part.split('=');
    if (!name || !given || extra !== undefined || parts.has(name)) return 'validation.calendar.rRule';
    parts.set(name, given);
  }
  const freq = parts.get('FREQ');
  if (!freq || !(freq in FREQUENCIES)) return 'validation.calendar.rRule';
  if (parts.has('COUNT') && parts.has('UNTIL')) return 'validation.calendar.rRuleEnds';
  const byday = new RegExp(`^(?:[+-]?(?:[1-9]|[1-4]\\d|5[0-3]))?${WEEKDAY}$`);
  const checks: Record<string, (v: string) => boolean> = {
    FREQ: () => true,
    UNTIL: (v) => /^\d{8}(?:T\d{6}Z?)?$/.test(v),
    COUNT: (v) => /^\d+$/.test(v) && within(v, 1, 1000),
    INTERVAL: (v) => /^\d+$/.test(v) && within(v, 1, 1000),
    BYSECOND: (v) => within(v, 0, 60),
    BYMINUTE: (v) => within(v, 0, 59),
    BYHOUR: (v) => within(v, 0, 23),
    // An ordinal weekday (1FR, -1SU) only in a monthly or yearly rule (not beside BYWEEKNO).
    BYDAY: (v) =>
      v.split(',').every((d) => byday.test(d)) &&
      (!/\d/.test(v) || ((freq === 'MONTHLY' || freq === 'YEARLY') && !parts.has('BYWEEKNO'))),
    BYMONTHDAY: (v) => within(v, 1, 31, true) && freq !== 'WEEKLY',
    BYYEARDAY: (v) => within(v, 1, 366, true) && freq === 'YEARLY',
    BYWEEKNO: (v) => within(v, 1, 53, true) && freq === 'YEARLY',
    BYMONTH: (v) => within(v, 1, 12),
    BYSETPOS: (v) =>
      within(v, 1, 366, true) && [...parts.keys()].some((k) => k.startsWith('BY') && k !== 'BYSETPOS'),
    WKST: (v) => new RegExp(`^${WEEKDAY}$`).test(v),
  };
  for (const [name, given] of parts) {
    const check = checks[name];
    if (!check) return 'validation.calendar.rRule';
    if (!check(given)) return 'validation.calendar.rRuleRange';
  }
  return null;
}

/**
 * The options of a stored RRULE value, or null when it is not one the
 * calendar accepts: RFC 5545 syntax and ranges (ruleProblem), a frequency the
 * dialog offers, no DTSTART of its own (the event's start is it). Weeks start
 * on Saturday unless the rule says otherwise (WKST), as the spec's weeks do.
 */
export function parseRule(value: string): Partial<Options> | null {
  const text = value.trim().replace(/^RRULE:/i, '');
  if (!/^[A-Z0-9=;,:+-]+$/i.test(text) || /DTSTART|TZID/i.test(text) || ruleProblem(text)) return null;
  let options: Partial<Options>;
  try {
    options = RRule.parseString(text);
  } catch {
    return null;
  }
  const frequency = text.match(/(?:^|;)FREQ=([A-Z]+)/i)?.[1]?.toUpperCase();
  if (!frequency || FREQUENCIES[frequency] === undefined || options.freq !== FREQUENCIES[frequency])
    return null;
  const weekdays = options.byweekday;
  if (Array.isArray(weekdays) && weekdays.some((d) => d === undefined || d === null)) return null;
  options.wkst ??= RRule.SA;
  return options;
}

/** The RRULE value as stored: normalised by rrule, with WKST=SA spelled out. */
export function normaliseRule(value: string): string | null {
  const options = parseRule(value);
  return options ? RRule.optionsToString(options).replace(/^RRULE:/, '') : null;
}

/** The event's first start as floating wall time (all-day events start at midnight). */
function firstWall(event: RecurringEvent): Date {
  const wall = wallOf(event.startDate, event.timeZone);
  return event.allDay ? new Date(`${dayOf(wall)}T00:00:00Z`) : wall;
}

/** How long each occurrence lasts, in wall-clock milliseconds ('00:00' ends at the next midnight). */
export function wallDuration(event: Pick<RecurringEvent, 'allDay' | 'endTime'>, start: Date): number {
  if (event.allDay) return DAY_MS;
  const day = dayOf(start);
  const end =
    event.endTime === '00:00'
      ? new Date(`${day}T00:00:00Z`).getTime() + DAY_MS
      : new Date(`${day}T${event.endTime}:00Z`).getTime();
  return end - start.getTime();
}

/** Whether the end time comes after the start on its day (spec: end before start is refused). */
export function endsAfterStart(event: Pick<RecurringEvent, 'allDay' | 'endTime' | 'startDate' | 'timeZone'>) {
  if (event.allDay || event.endTime === '00:00') return true;
  return event.endTime > timeOf(wallOf(event.startDate, event.timeZone));
}

/**
 * A series as RFC 5545 §3.3.10 reads it: DTSTART is always its first
 * occurrence, also when the rule would not give it (a weekly Monday rule
 * starting on a Wednesday), and it counts toward COUNT. `rule` gives the
 * occurrences after it (one fewer of a COUNT when the start is off the rule;
 * null when nothing is left), on floating wall time.
 */
interface Series {
  first: Date;
  rule: RRule | null;
  offRule: boolean;
}

function seriesOf(event: RecurringEvent): Series | null {
  const first = firstWall(event);
  const options = parseRule(event.rRule ?? '');
  if (!options) return null;
  // UNTIL is stored in UTC (RFC 5545 with a zoned DTSTART); the expansion runs on wall time.
  if (options.until) options.until = wallOf(options.until, event.timeZone);
  const rule = new RRule({ ...options, dtstart: first });
  const offRule = rule.after(first, true)?.getTime() !== first.getTime();
  if (!offRule || !options.count) return { first, rule, offRule };
  const rest = options.count - 1;
  return { first, rule: rest > 0 ? new RRule({ ...options, count: rest, dtstart: first }) : null, offRule };
}

/** Whether the event's start is not one the rule itself gives (it is still the first occurrence). */
export function startsOffRule(event: RecurringEvent): boolean {
  return !!event.rRule && !!seriesOf(event)?.offRule;
}

/** The wall-clock starts of a series between two floating times (inclusive), within the spec's horizon. */
function wallStarts(event: RecurringEvent, from: Date, to: Date): Date[] {
  const first = firstWall(event);
  if (!event.rRule) return first >= from && first <= to ? [first] : [];
  const series = seriesOf(event);
  if (!series) return [];
  // Spec §9: repeating events are not shown beyond about 9 months after their start.
  const horizon = addMonths(first, CALENDAR.repeatHorizonMonths);
  const until = to < horizon ? to : horizon;
  if (until < from) return [];
  const starts = series.rule ? series.rule.between(from, until, true) : [];
  if (series.offRule && first >= from && first <= until) starts.unshift(first);
  return starts;
}

/**
 * The wall-clock start of a series' last occurrence (its start for a single
 * event), or null when the rule never ends: the feed's zones must cover it.
 */
export function lastWallStart(event: RecurringEvent): Date | null {
  const first = firstWall(event);
  const series = event.rRule ? seriesOf(event) : null;
  if (!series?.rule) return first;
  const { until, count } = series.rule.origOptions;
  if (until) return new Date(Math.max(until.getTime(), first.getTime()));
  if (!count) return null;
  return series.rule.all().at(-1) ?? first;
}

/**
 * The RRULE value and RDATE a feed writes for a series. A start off the rule
 * is written as an RDATE too (clients such as ical.js leave such a DTSTART
 * out), and a COUNT then becomes the UNTIL of the last occurrence, so clients
 * that count DTSTART and clients that do not both show the API's occurrences.
 */
export function feedRule(event: RecurringEvent & { rRule: string }): { rRule: string; rDate: Date | null } {
  if (!startsOffRule(event)) return { rRule: event.rRule, rDate: null };
  const first = firstWall(event);
  if (!/(?:^|;)COUNT=/.test(event.rRule)) return { rRule: event.rRule, rDate: first };
  const last = lastWallStart(event) ?? first;
  const until = event.allDay
    ? dayOf(last).replace(/-/g, '')
    : instantOf(last, event.timeZone)
        .toISOString()
        .replace(/[-:]|\.\d{3}/g, '');
  const parts = event.rRule.split(';').filter((part) => !part.startsWith('COUNT='));
  return { rRule: [...parts, `UNTIL=${until}`].join(';'), rDate: first };
}

/**
 * The occurrences of an event that overlap [from, to). The rule repeats the
 * wall-clock start in the event's zone; each is then turned into an instant
 * in that zone, so the UTC hour moves across a DST change and the local one
 * does not. Occurrences on an EXDATE are left out.
 */
export function occurrencesBetween(event: RecurringEvent, from: Date, to: Date): Occurrence[] {
  const first = firstWall(event);
  const duration = wallDuration(event, first);
  // Wall bounds wide enough for any zone offset (±14 h) and the occurrence's own length.
  const wallFrom = new Date(from.getTime() - DAY_MS - duration);
  const wallTo = new Date(to.getTime() + DAY_MS);
  const excluded = new Set(event.exDates.map((d) => d.getTime()));
  const result: Occurrence[] = [];
  for (const wall of wallStarts(event, wallFrom, wallTo)) {
    const wallEnd = new Date(wall.getTime() + duration);
    const start = instantOf(wall, event.timeZone);
    const end = instantOf(wallEnd, event.timeZone);
    if (excluded.has(start.getTime()) || end <= from || start >= to) continue;
    result.push({ start, end, startDay: dayOf(wall), endDay: dayOf(event.allDay ? wallEnd : wall) });
  }
  return result;
}

/** Whether `instant` is the start of one of the event's occurrences (the target of a "this event" edit). */
export function isOccurrence(event: RecurringEvent, instant: Date): boolean {
  return occurrencesBetween(event, instant, new Date(instant.getTime() + 1)).some(
    (o) => o.start.getTime() === instant.getTime(),
  );
}

/**
 * The rule cut so that its last occurrence starts before `instant`
 * ("this and following" splits a series: RFC 5545's UNTIL on the old part).
 * UNTIL is that last occurrence's own start, so a dialog that shows UNTIL as
 * a day (and writes back the end of that day) never reaches the split day.
 */
export function ruleEndingBefore(event: RecurringEvent, instant: Date): string {
  const options = parseRule(event.rRule ?? '');
  const series = seriesOf(event);
  if (!options || !series) throw new Error('not a recurring event');
  const wall = wallOf(instant, event.timeZone);
  const previous =
    series.rule?.before(wall, false) ?? (series.offRule && series.first < wall ? series.first : null);
  const until = previous ? instantOf(previous, event.timeZone) : new Date(instant.getTime() - 1000);
  const { count: _count, ...rest } = options;
  return RRule.optionsToString({ ...rest, until }).replace(/^RRULE:/, '');
}

/**
 * The rule of the part of a series from `instant` on, when "this and following"
 * keeps the rule: a COUNT shrinks by the occurrences before it (excluded ones
 * count too, as in RFC 5545), so the two parts together keep the original number.
 */
export function remainingRule(event: RecurringEvent, instant: Date): string {
  const options = parseRule(event.rRule ?? '');
  const series = seriesOf(event);
  if (!options?.count || !series) return event.rRule ?? '';
  const until = wallOf(instant, event.timeZone);
  const before =
    (series.offRule ? 1 : 0) +
    (series.rule?.between(series.first, until, true).filter((d) => d < until).length ?? 0);
  return RRule.optionsToString({ ...options, count: Math.max(1, options.count - before) }).replace(
    /^RRULE:/,
    '',
  );
}
