import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import ICAL from 'ical.js';
import ical, { type ICalEventData } from 'ical-generator';
import type { AppContext } from '../../context';
import { calendarFeeds } from '../../db/schema';
import { type EventRow, visibleEvents } from './calendar.queries';
import { feedRule, lastWallStart, ruleProblem, wallDuration } from './recurrence';
import { vtimezone } from './vtimezone';
import { wallOf } from './zoned-time';

/** 32 random bytes, URL-safe: the only key to a user's feed. */
const newToken = () => randomBytes(32).toString('base64url');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** 'YYYYMMDDTHHMMSS' of a floating time (a TZID-qualified DATE-TIME, RFC 5545 §3.3.5 form 3). */
const icsWall = (wall: Date) => wall.toISOString().replace(/[-:]/g, '').slice(0, 15);

/**
 * The RRULE and EXDATE lines of a series; ical-generator writes them after DTSTART.
 * An occurrence replaced by an override is not an EXDATE in the feed: its
 * RECURRENCE-ID replaces it there (the stored EXDATE keeps it out of our own expansion).
 */
function recurrenceLines(row: EventRow & { rRule: string }, overridden: Set<number>): string {
  const { rRule, rDate } = feedRule(row);
  const lines = [`RRULE:${rRule}`];
  if (rDate) {
    lines.push(
      row.allDay
        ? `RDATE;VALUE=DATE:${icsWall(rDate).slice(0, 8)}`
        : `RDATE;TZID=${row.timeZone}:${icsWall(rDate)}`,
    );
  }
  const removed = row.exDates.filter((d) => !overridden.has(d.getTime()));
  if (removed.length > 0) {
    lines.push(
      row.allDay
        ? `EXDATE;VALUE=DATE:${removed.map((d) => icsWall(wallOf(d, row.timeZone)).slice(0, 8)).join(',')}`
        : `EXDATE;TZID=${row.timeZone}:${removed.map((d) => icsWall(wallOf(d, row.timeZone))).join(',')}`,
    );
  }
  return lines.join('\n');
}

/** Years a never-ending series' zone is written for, after its start (clients keep the last offset beyond). */
const OPEN_SERIES_YEARS = 10;

/** Per zone, the years its events span: from the year before the first start to the last occurrence's year. */
function zoneYears(rows: EventRow[]): Map<string, { from: number; to: number }> {
  const years = new Map<string, { from: number; to: number }>();
  for (const row of rows) {
    if (row.allDay) continue;
    const first = wallOf(row.startDate, row.timeZone).getUTCFullYear();
    const last = lastWallStart(row)?.getUTCFullYear() ?? first + OPEN_SERIES_YEARS;
    const span = years.get(row.timeZone) ?? { from: first - 1, to: last };
    years.set(row.timeZone, { from: Math.min(span.from, first - 1), to: Math.max(span.to, last) });
  }
  return years;
}

/**
 * Why a calendar client would refuse this VEVENT, or null: its rule breaks
 * RFC 5545's ranges, or ical.js (a client's parser) cannot read or expand it.
 * One bad event must never make a client refuse the whole feed.
 */
function rejection(event: ICalEventData, rRule: string | null): string | null {
  if (rRule) {
    const problem = ruleProblem(rRule);
    if (problem) return problem;
  }
  try {
    const text = ical().createEvent(event).toString();
    const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(text)));
    if (parsed.isRecurring()) parsed.iterator().next();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The user's events as an RFC 5545 calendar: series with RRULE and EXDATE, edited occurrences as RECURRENCE-ID overrides. */
export function renderFeed(rows: EventRow[], origin: string, log?: FastifyBaseLogger): string {
  const years = zoneYears(rows);
  // The zones come from the runtime's own IANA data, the data the API expands with.
  const zoneOf = (timeZone: string) => {
    const span = years.get(timeZone);
    return span ? vtimezone(timeZone, span.from, span.to) : null;
  };
  const calendar = ical({
    name: 'Elearn',
    prodId: { company: 'Elearn', product: 'Calendar', language: 'EN' },
    timezone: { name: null, generator: zoneOf },
  });
  const overridden = new Map<string, Set<number>>();
  for (const row of rows) {
    if (!row.seriesId || !row.recurrenceId) continue;
    const set = overridden.get(row.seriesId) ?? new Set<number>();
    set.add(row.recurrenceId.getTime());
    overridden.set(row.seriesId, set);
  }
  for (const row of rows) {
    // ical-generator writes a native Date's UTC fields after TZID=: hand it wall-clock times (floating form).
    const wall = wallOf(row.startDate, row.timeZone);
    const start = row.allDay ? new Date(`${wall.toISOString().slice(0, 10)}T00:00:00Z`) : wall;
    const end = new Date(start.getTime() + wallDuration(row, start));
    // An override shares its series' UID: calendar apps join them by UID and RECURRENCE-ID.
    const uid = `${row.seriesId ?? row.id}@elearn`;
    const event: ICalEventData = {
      id: uid,
      start,
      end,
      allDay: row.allDay,
      timezone: row.allDay ? null : row.timeZone,
      summary: row.title,
      description: row.notes || null,
      url: row.url ? new URL(row.url, origin).toString() : null,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
      created: row.createdAt,
      recurrenceId: row.recurrenceId && wallOf(row.recurrenceId, row.timeZone),
      repeating: row.rRule
        ? recurrenceLines({ ...row, rRule: row.rRule }, overridden.get(row.id) ?? new Set())
        : null,
    };
    const reason = rejection(event, row.rRule);
    if (reason) {
      log?.warn(
        { eventId: row.id, rRule: row.rRule, reason },
        'calendar event left out of the feed: a client would refuse it',
      );
      continue;
    }
    calendar.createEvent(event);
  }
  return calendar.toString();
}

export function calendarFeed(ctx: AppContext) {
  const db = ctx.database.db;
  const address = (token: string) => ({ url: `${ctx.config.publicOrigin}/api/calender/feed/${token}.ics` });

  return {
    /** The feed address, made on first asking. */
    async url(userId: string): Promise<{ url: string }> {
      const [found] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      if (found) return address(found.token);
      const token = newToken();
      await db.insert(calendarFeeds).values({ userId, token }).onConflictDoNothing();
      return this.url(userId);
    },

    /** A new address; the old one stops answering at once. */
    async regenerate(userId: string) {
      const token = newToken();
      await db
        .insert(calendarFeeds)
        .values({ userId, token })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: ctx.now() } });
      return address(token);
    },

    /** The calendar text of the token's owner, or null for an unknown token (nothing is revealed). */
    async render(file: string, log?: FastifyBaseLogger): Promise<string | null> {
      const token = file.replace(/\.ics$/, '');
      if (!TOKEN.test(token)) return null;
      const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
      if (!feed) return null;
      return renderFeed(await visibleEvents(db, feed.userId), ctx.config.publicOrigin, log);
    },
  };
}
