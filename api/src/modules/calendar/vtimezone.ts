import { offsetAt } from './zoned-time';

/**
 * RFC 5545 VTIMEZONE components written from the zone data the server itself
 * expands with (the runtime's IANA data, read through Intl), so a client that
 * reads the feed's zones places every occurrence where the page does.
 * Bundled VTIMEZONE files go stale (Cairo's DST since 2023, the US rules of
 * 2007): here every offset change of the years the feed needs is found by
 * asking the runtime, and each one is written as its own observance.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** '+HHMM' (or '+HHMMSS') of an offset in milliseconds, as TZOFFSETFROM/TO want it. */
function utcOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const total = Math.abs(ms) / 1000;
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  const seconds = total % 60;
  return `${sign}${pad(total / 3600)}${pad((total % 3600) / 60)}${seconds ? pad(seconds) : ''}`;
}

/** 'YYYYMMDDTHHMMSS' of an instant read with a given offset (the local time of an observance's onset). */
const localStamp = (instant: number, offset: number) =>
  new Date(instant + offset).toISOString().replace(/[-:]/g, '').slice(0, 15);

export interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** Every change of the zone's UTC offset from the start of `fromYear` to the end of `toYear`. */
export function transitions(timeZone: string, fromYear: number, toYear: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let before = Date.UTC(fromYear, 0, 1);
  let offset = offsetAt(before, timeZone);
  // A day apart: no zone has changed its offset twice within one day.
  for (let after = before + DAY_MS; after <= end; before = after, after += DAY_MS) {
    const next = offsetAt(after, timeZone);
    if (next === offset) continue;
    let low = before;
    let high = after;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(middle, timeZone) === offset) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: offset, to: next });
    offset = next;
  }
  return found;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', onset: string, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onset}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
}

const cache = new Map<string, string>();

/**
 * The VTIMEZONE of `timeZone` covering the years `fromYear` to `toYear`: the
 * offset in force at the start, then one observance per change (a change to a
 * larger offset is DAYLIGHT, to a smaller one STANDARD). After the last change a
 * client keeps the last offset, as the zone does until its next change.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string {
  const key = `${timeZone}|${fromYear}|${toYear}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const start = Date.UTC(fromYear, 0, 1);
  const initial = offsetAt(start, timeZone);
  const changes = transitions(timeZone, fromYear, toYear);
  const initialKind = changes[0] && changes[0].to < changes[0].from ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(initialKind, localStamp(start, initial), initial, initial),
    ...changes.flatMap((c) =>
      observance(c.to > c.from ? 'DAYLIGHT' : 'STANDARD', localStamp(c.at, c.from), c.from, c.to),
    ),
    'END:VTIMEZONE',
  ];
  const text = lines.join('\n');
  if (cache.size > 500) cache.clear();
  cache.set(key, text);
  return text;
}
