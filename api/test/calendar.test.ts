import type { CalendarEvent, CalendarOccurrence } from '@elearn/contracts';
import ICAL from 'ical.js';
import { instantOf } from '../src/modules/calendar/zoned-time';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let owner: SignedIn;
let other: SignedIn;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: SignedIn | null,
  payload?: object,
) {
  return server.app.inject({
    method,
    url: `/api/calender${url}`,
    headers: who ? bearer(who.accessToken) : {},
    payload,
  });
}
const weekly = {
  title: '  Study group  ',
  notes: 'Chapter 3',
  allDay: false,
  startDate: '2026-03-07T10:00:00+01:00',
  endTime: '11:30',
  timeZone: 'Europe/Berlin',
  url: '/en/dashboard',
  rRule: 'FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5',
  // Ignored: the session says who.
  userId: '00000000-0000-0000-0000-000000000000',
  creatorId: '00000000-0000-0000-0000-000000000000',
};
async function create(who: SignedIn, body: object = weekly): Promise<CalendarEvent> {
  const response = await call('POST', '/events', who, body);
  expect(response.statusCode).toBe(201);
  return response.json();
}
async function occurrences(who: SignedIn, from = '2026-03-01T00:00:00Z', to = '2026-05-01T00:00:00Z') {
  const response = await call('GET', `/occurrences?from=${from}&to=${to}`, who);
  expect(response.statusCode).toBe(200);
  return response.json() as CalendarOccurrence[];
}
const countRows = async () =>
  Number((await server.ctx.database.pool.query('SELECT count(*) AS n FROM calendar_events')).rows[0].n);

beforeAll(async () => {
  server = await startTestServer();
  const api = apiOf(server);
  owner = await api.signUp();
  other = await api.signUp();
});
afterAll(() => server.close());

describe('events', () => {
  it('creates an event for the signed-in user, trimmed, with weeks starting on Saturday', async () => {
    const event = await create(owner);
    expect(event).toMatchObject({
      title: 'Study group',
      userId: owner.userId,
      creatorId: owner.userId,
      canEdit: true,
    });
    expect(event.rRule).toBe('FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5;WKST=SA');
    expect(event.startDate).toBe('2026-03-07T09:00:00.000Z');
    const listed = (await call('GET', '/events', owner)).json() as CalendarEvent[];
    expect(listed.map((e) => e._id)).toContain(event._id);
  });

  it('expands a series to exactly its occurrences, keeping the local hour across the DST change', async () => {
    const event = await create(owner);
    const mine = (await occurrences(owner)).filter((o) => o.eventId === event._id);
    expect(mine.map((o) => o.start)).toEqual([
      '2026-03-07T09:00:00.000Z',
      '2026-03-09T09:00:00.000Z',
      '2026-03-14T09:00:00.000Z',
      '2026-03-16T09:00:00.000Z',
      '2026-03-21T09:00:00.000Z',
    ]);
    const summer = await create(owner, {
      ...weekly,
      startDate: '2026-03-21T10:00:00+01:00',
      rRule: 'FREQ=WEEKLY;COUNT=3',
    });
    // Berlin moves to summer time on 29 March: 10:00 local is 09:00 UTC, then 08:00 UTC.
    expect((await occurrences(owner)).filter((o) => o.eventId === summer._id).map((o) => o.start)).toEqual([
      '2026-03-21T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-04-04T08:00:00.000Z',
    ]);
  });

  it('edits and deletes a whole event; delete answers ok', async () => {
    const event = await create(owner);
    const edited = await call('PUT', `/events/${event._id}`, owner, {
      ...weekly,
      title: 'Renamed',
      rRule: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed', rRule: null });
    const deleted = await call('DELETE', `/events/${event._id}`, owner);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await occurrences(owner)).some((o) => o.eventId === event._id)).toBe(false);
  });

  it('edits one occurrence (EXDATE + override) and then this and following (split by UNTIL)', async () => {
    const event = await create(owner);
    const starts = (await occurrences(owner)).filter((o) => o.eventId === event._id);
    const third = starts[2]!.occurrence;
    const one = await call('PUT', `/events/${event._id}?scope=this&occurrence=${third}`, owner, {
      ...weekly,
      title: 'Moved',
      startDate: '2026-03-14T15:00:00+01:00',
      endTime: '16:00',
      rRule: null,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ seriesId: event._id, recurrenceId: third });
    let shown = (await occurrences(owner)).filter((o) => o.eventId === event._id || o.title === 'Moved');
    expect(shown.map((o) => [o.title, o.start])).toEqual([
      ['Study group', '2026-03-07T09:00:00.000Z'],
      ['Study group', '2026-03-09T09:00:00.000Z'],
      ['Moved', '2026-03-14T14:00:00.000Z'],
      ['Study group', '2026-03-16T09:00:00.000Z'],
      ['Study group', '2026-03-21T09:00:00.000Z'],
    ]);
    const fourth = starts[3]!.occurrence;
    const following = await call('PUT', `/events/${event._id}?scope=following&occurrence=${fourth}`, owner, {
      ...weekly,
      title: 'Monthly',
      startDate: '2026-03-27T10:00:00+01:00',
      rRule: 'FREQ=MONTHLY;COUNT=2;BYDAY=-1FR',
    });
    expect(following.statusCode).toBe(200);
    const series = following.json() as CalendarEvent;
    shown = (await occurrences(owner)).filter(
      (o) => [event._id, series._id].includes(o.eventId) || o.title === 'Moved',
    );
    expect(shown.map((o) => [o.title, o.start.slice(0, 10)])).toEqual([
      ['Study group', '2026-03-07'],
      ['Study group', '2026-03-09'],
      ['Moved', '2026-03-14'],
      ['Monthly', '2026-03-27'],
      ['Monthly', '2026-04-24'],
    ]);
  });

  it('after "this and following", an "all events" edit of the first part as the dialog writes it shows the split day once', async () => {
    const user = await apiOf(server).signUp();
    const event = await create(user, { ...weekly, rRule: 'FREQ=WEEKLY;BYDAY=SA,MO' });
    const starts = (await occurrences(user)).filter((o) => o.eventId === event._id).map((o) => o.occurrence);
    const split = starts[3]!; // Monday 16 March
    const following = await call('PUT', `/events/${event._id}?scope=following&occurrence=${split}`, user, {
      ...weekly,
      title: 'Later part',
      startDate: split,
      rRule: 'FREQ=WEEKLY;BYDAY=SA,MO',
    });
    expect(following.statusCode).toBe(200);
    const [head] = ((await call('GET', '/events', user)).json() as CalendarEvent[]).filter(
      (e) => e._id === event._id,
    );
    // The dialog shows UNTIL as a day and writes back the end of that day (here the browser's zone is UTC).
    const dialogRule = head!.rRule!.replace(/UNTIL=(\d{8})T\d{6}Z/, 'UNTIL=$1T235959Z');
    const all = await call('PUT', `/events/${event._id}?scope=all&occurrence=${starts[0]}`, user, {
      ...weekly,
      title: 'Renamed',
      rRule: dialogRule,
    });
    expect(all.statusCode).toBe(200);
    const days = (await occurrences(user, '2026-03-01T00:00:00Z', '2026-03-24T00:00:00Z')).map(
      (o) => `${o.start.slice(0, 10)} ${o.title}`,
    );
    expect(days).toEqual([
      '2026-03-07 Renamed',
      '2026-03-09 Renamed',
      '2026-03-14 Renamed',
      '2026-03-16 Later part',
      '2026-03-21 Later part',
      '2026-03-23 Later part',
    ]);
  });

  it('deletes one occurrence and then this and following', async () => {
    const event = await create(owner);
    const starts = (await occurrences(owner)).filter((o) => o.eventId === event._id).map((o) => o.occurrence);
    expect(
      (await call('DELETE', `/events/${event._id}?scope=this&occurrence=${starts[1]}`, owner)).json(),
    ).toEqual({ ok: true });
    await call('DELETE', `/events/${event._id}?scope=following&occurrence=${starts[3]}`, owner);
    const left = (await occurrences(owner)).filter((o) => o.eventId === event._id).map((o) => o.occurrence);
    expect(left).toEqual([starts[0], starts[2]]);
  });
});

describe('permissions', () => {
  it('never shows, edits or deletes another user’s event', async () => {
    const event = await create(owner);
    const before = await countRows();
    expect((await occurrences(other)).some((o) => o.eventId === event._id)).toBe(false);
    expect(
      ((await call('GET', '/events', other)).json() as CalendarEvent[]).some((e) => e._id === event._id),
    ).toBe(false);
    expect(
      (await call('PUT', `/events/${event._id}`, other, { ...weekly, title: 'Hijacked' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/events/${event._id}`, other)).statusCode).toBe(404);
    expect(await countRows()).toBe(before);
    const mine = ((await call('GET', '/events', owner)).json() as CalendarEvent[]).find(
      (e) => e._id === event._id,
    );
    expect(mine?.title).toBe('Study group');
  });

  it('asks for a session', async () => {
    expect((await call('GET', '/events', null)).statusCode).toBe(401);
    expect((await call('POST', '/events', null, weekly)).statusCode).toBe(401);
  });

  it('refuses a course the user does not belong to', async () => {
    const { rows } = await server.ctx.database.pool.query<{ id: string }>('SELECT id FROM courses LIMIT 1');
    const response = await call('POST', '/events', other, { ...weekly, courseId: rows[0]!.id });
    expect(response.statusCode).toBe(403);
  });

  it('shows an instructor’s course event to the course’s learners, read-only', async () => {
    const api = apiOf(server);
    const instructor = await api.signIn(INSTRUCTOR);
    const learner = await api.signIn(LEARNER);
    const { rows } = await server.ctx.database.pool.query<{ course_id: string }>(
      `SELECT ci.course_id FROM course_instructors ci JOIN course_progress cp ON cp.course_id = ci.course_id
       WHERE ci.user_id = $1 AND cp.user_id = $2 LIMIT 1`,
      [instructor.userId, learner.userId],
    );
    const courseId = rows[0]!.course_id;
    const event = await create(instructor, { ...weekly, title: 'Live session', courseId });
    const seen = (await occurrences(learner)).filter((o) => o.eventId === event._id);
    expect(seen).toHaveLength(5);
    expect(seen[0]!.canEdit).toBe(false);
    const filtered = (await call('GET', `/events?courseId=${courseId}`, learner)).json() as CalendarEvent[];
    expect(filtered.map((e) => e._id)).toContain(event._id);
    expect((await call('DELETE', `/events/${event._id}`, learner)).statusCode).toBe(404);
  });
});

describe('bad input: a clear 422, nothing stored', () => {
  const cases: [name: string, change: object, field: string, key: string][] = [
    ['an empty title', { title: '   ' }, 'title', 'validation.calendar.title'],
    ['a title of 10,000 characters', { title: 'x'.repeat(10_000) }, 'title', 'validation.calendar.tooLong'],
    ['an invalid rule', { rRule: 'FREQ=FORTNIGHTLY' }, 'rRule', 'validation.calendar.rRule'],
    [
      'a rule with an unknown day',
      { rRule: 'FREQ=WEEKLY;BYDAY=XX' },
      'rRule',
      'validation.calendar.rRuleRange',
    ],
    ...[
      'FREQ=MONTHLY;BYMONTHDAY=32',
      'FREQ=MONTHLY;BYMONTHDAY=0',
      'FREQ=WEEKLY;BYMONTHDAY=3',
      'FREQ=DAILY;BYHOUR=24',
      'FREQ=DAILY;BYMINUTE=60',
      'FREQ=DAILY;BYSECOND=61',
      'FREQ=MONTHLY;BYWEEKNO=2',
      'FREQ=YEARLY;BYWEEKNO=54',
      'FREQ=YEARLY;BYYEARDAY=367',
      'FREQ=MONTHLY;BYYEARDAY=1',
      'FREQ=YEARLY;BYMONTH=13',
      'FREQ=WEEKLY;BYDAY=1MO',
      'FREQ=MONTHLY;BYDAY=54MO',
      'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0',
      'FREQ=MONTHLY;BYSETPOS=1',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;COUNT=0',
      'FREQ=WEEKLY;WKST=XX',
    ].map((rRule): [string, object, string, string] => [
      `the rule ${rRule}`,
      { rRule },
      'rRule',
      'validation.calendar.rRuleRange',
    ]),
    [
      'a rule with both COUNT and UNTIL',
      { rRule: 'FREQ=DAILY;COUNT=3;UNTIL=20260401T000000Z' },
      'rRule',
      'validation.calendar.rRuleEnds',
    ],
    [
      'a rule with a part twice',
      { rRule: 'FREQ=DAILY;COUNT=3;COUNT=4' },
      'rRule',
      'validation.calendar.rRule',
    ],
    ['a rule with an unknown part', { rRule: 'FREQ=DAILY;X-NAME=3' }, 'rRule', 'validation.calendar.rRule'],
    ['an end before the start', { endTime: '09:00' }, 'endTime', 'validation.calendar.endBeforeStart'],
    ['a bad date', { startDate: '2026-02-30T10:00' }, 'startDate', 'validation.calendar.date'],
    ['a date out of range', { startDate: '9999-01-01T00:00:00Z' }, 'startDate', 'validation.calendar.date'],
    ['a bad end time', { endTime: '25:00' }, 'endTime', 'validation.calendar.time'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'validation.calendar.timeZone'],
  ];
  it.each(cases)('%s', async (_name, change, field, key) => {
    const before = await countRows();
    const response = await call('POST', '/events', owner, { ...weekly, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(key);
    expect(await countRows()).toBe(before);
  });

  it('refuses an edit to a rule out of RFC 5545’s ranges and keeps the event as it was', async () => {
    const event = await create(owner);
    for (const [rRule, key] of [
      ['FREQ=MONTHLY;BYMONTHDAY=32', 'validation.calendar.rRuleRange'],
      ['FREQ=WEEKLY;COUNT=5;UNTIL=20260601T000000Z', 'validation.calendar.rRuleEnds'],
    ]) {
      const response = await call('PUT', `/events/${event._id}?scope=all`, owner, { ...weekly, rRule });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.rRule).toBe(key);
    }
    const [stored] = ((await call('GET', '/events', owner)).json() as CalendarEvent[]).filter(
      (e) => e._id === event._id,
    );
    expect(stored!.rRule).toBe('FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5;WKST=SA');
  });

  it('accepts the rules the dialog writes and RFC 5545 examples at the edges of the ranges', async () => {
    for (const rRule of [
      'FREQ=MONTHLY;BYMONTHDAY=31',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      'FREQ=MONTHLY;BYDAY=-1FR',
      'FREQ=MONTHLY;BYDAY=4TH;COUNT=3',
      'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO',
      'FREQ=YEARLY;BYYEARDAY=1,100,200',
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T000000Z;BYDAY=SA,MO;WKST=SU',
    ]) {
      const response = await call('POST', '/events', owner, { ...weekly, rRule });
      expect({ rRule, status: response.statusCode }).toEqual({ rRule, status: 201 });
    }
  });

  it('refuses a range that is too long or backwards, and an occurrence not in the series', async () => {
    expect(
      (await call('GET', '/occurrences?from=2026-01-01T00:00:00Z&to=2028-01-01T00:00:00Z', owner)).statusCode,
    ).toBe(422);
    expect(
      (await call('GET', '/occurrences?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', owner)).statusCode,
    ).toBe(422);
    const event = await create(owner);
    const response = await call(
      'DELETE',
      `/events/${event._id}?scope=this&occurrence=2026-03-08T09:00:00Z`,
      owner,
    );
    expect(response.statusCode).toBe(422);
    expect((await occurrences(owner)).filter((o) => o.eventId === event._id)).toHaveLength(5);
  });
});

describe('the iCalendar feed', () => {
  it('serves RFC 5545 text with RRULE, EXDATE, overrides, escaping and folding, parsed back by ical.js', async () => {
    const user = await apiOf(server).signUp();
    const event = await create(user, {
      ...weekly,
      title: 'Review; chapters 1, 2 \\ 3',
      notes: `Line one\nline two, with a very long text ${'x'.repeat(120)}`,
    });
    const starts = (await occurrences(user)).filter((o) => o.eventId === event._id).map((o) => o.occurrence);
    await call('DELETE', `/events/${event._id}?scope=this&occurrence=${starts[1]}`, user);
    await call('PUT', `/events/${event._id}?scope=this&occurrence=${starts[2]}`, user, {
      ...weekly,
      title: 'Moved',
      startDate: '2026-03-14T15:00:00+01:00',
      endTime: '16:00',
      rRule: null,
    });
    const { url } = (await call('GET', '/feed', user)).json();
    expect(url).toMatch(/\/api\/calender\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const text = response.body;
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain('SUMMARY:Review\\; chapters 1\\, 2 \\\\ 3');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('EXDATE;TZID=Europe/Berlin:20260309T100000');

    const calendar = new ICAL.Component(ICAL.parse(text));
    // A client reads the zones the feed carries (VTIMEZONE), not its own.
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents('vevent');
    const series = vevents.find((v) => v.getFirstPropertyValue('recurrence-id') === null)!;
    const override = vevents.find((v) => v.getFirstPropertyValue('recurrence-id') !== null)!;
    expect(series.getFirstPropertyValue('uid')).toBe(override.getFirstPropertyValue('uid'));
    expect(String(series.getFirstPropertyValue('rrule'))).toContain('BYDAY=SA,MO');
    expect(series.getFirstPropertyValue('description')).toContain('Line one\nline two');
    const icalEvent = new ICAL.Event(series);
    icalEvent.relateException(new ICAL.Event(override));
    const iterator = icalEvent.iterator();
    const expanded: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = icalEvent.getOccurrenceDetails(next);
      expanded.push(`${details.item.summary} ${details.startDate.toJSDate().toISOString()}`);
    }
    expect(expanded).toEqual([
      'Review; chapters 1, 2 \\ 3 2026-03-07T09:00:00.000Z',
      'Moved 2026-03-14T14:00:00.000Z',
      'Review; chapters 1, 2 \\ 3 2026-03-16T09:00:00.000Z',
      'Review; chapters 1, 2 \\ 3 2026-03-21T09:00:00.000Z',
    ]);
  });

  it('leaves out a stored event a client would refuse, and the rest of the feed still parses', async () => {
    const user = await apiOf(server).signUp();
    const good = await create(user);
    const bad = await create(user, { ...weekly, title: 'Broken' });
    // Stored before the rules were checked: written straight to the table.
    await server.ctx.database.pool.query(
      `UPDATE calendar_events SET r_rule = 'FREQ=MONTHLY;BYMONTHDAY=32' WHERE id = $1`,
      [bad._id],
    );
    const { url } = (await call('GET', '/feed', user)).json();
    const response = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Broken');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const uids = calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'));
    expect(uids).toEqual([`${good._id}@elearn`]);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const iterator = event.iterator();
    let count = 0;
    while (iterator.next()) count++;
    expect(count).toBe(5);
    // The page leaves it out too rather than failing.
    expect((await occurrences(user)).map((o) => o.eventId)).not.toContain(bad._id);
  });

  it('reveals nothing without the token and stops the old address when regenerated', async () => {
    const user = await apiOf(server).signUp();
    await create(user);
    const { url } = (await call('GET', '/feed', user)).json();
    expect((await call('GET', '/feed', user)).json().url).toBe(url);
    const fresh = (await call('POST', '/feed', user)).json().url;
    expect(fresh).not.toBe(url);
    expect((await server.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: new URL(fresh).pathname })).statusCode).toBe(200);
    expect((await call('GET', '/feed/guess.ics', null)).statusCode).toBe(404);
    expect((await call('GET', '/feed', null)).statusCode).toBe(401);
  });
});

describe('the feed’s time zones', () => {
  /** Every event of a feed expanded by ical.js with only the zones the feed carries, by UID: start instants. */
  function expandFeed(text: string): Map<string, string[]> {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const result = new Map<string, string[]>();
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const event = new ICAL.Event(vevent);
      const iterator = event.iterator();
      const starts: string[] = [];
      for (let next = iterator.next(); next; next = iterator.next())
        starts.push(next.toJSDate().toISOString());
      result.set(event.uid, starts);
    }
    return result;
  }

  it('gives clients the start of a series the rule does not give, counted in its COUNT, as the API does', async () => {
    const user = await apiOf(server).signUp();
    const rules = ['FREQ=WEEKLY;BYDAY=MO;COUNT=4', 'FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20260601T000000Z'];
    // A Wednesday, the 7th: neither rule gives it.
    const events: CalendarEvent[] = [];
    for (const rRule of rules)
      events.push(await create(user, { ...weekly, startDate: '2026-01-07T10:00:00+01:00', rRule }));
    const { url } = (await call('GET', '/feed', user)).json();
    const expanded = expandFeed(
      (await server.app.inject({ method: 'GET', url: new URL(url).pathname })).body,
    );
    const shown = await occurrences(user, '2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z');
    for (const event of events) {
      const api = shown.filter((o) => o.eventId === event._id).map((o) => o.start);
      expect(api[0]).toBe('2026-01-07T09:00:00.000Z');
      expect(expanded.get(`${event._id}@elearn`)).toEqual(api);
    }
    expect(shown.filter((o) => o.eventId === events[0]!._id)).toHaveLength(4);
  });

  it('places every occurrence where the API does, in zones whose rules changed, summer and winter', async () => {
    const user = await apiOf(server).signUp();
    const zones = [
      'Africa/Cairo',
      'America/Sao_Paulo',
      'America/Mexico_City',
      'America/New_York',
      'Europe/Berlin',
      'Asia/Riyadh',
      'Australia/Sydney',
      'Asia/Tehran',
    ];
    // From winter into summer, from summer into winter, and New York under its rules before 2007.
    const starts = ['2026-01-03T10:00:00', '2026-07-04T10:00:00'];
    const created: { id: string; wall: string; timeZone: string }[] = [];
    const series = [
      ...zones.flatMap((timeZone) => starts.map((wall) => ({ timeZone, wall }))),
      { timeZone: 'America/New_York', wall: '2006-01-07T10:00:00' },
    ];
    for (const { timeZone, wall } of series) {
      const startDate = instantOf(new Date(`${wall}Z`), timeZone).toISOString();
      const event = await create(user, {
        ...weekly,
        startDate,
        endTime: '11:00',
        timeZone,
        rRule: 'FREQ=WEEKLY;COUNT=36',
      });
      created.push({ id: event._id, wall, timeZone });
    }
    const { url } = (await call('GET', '/feed', user)).json();
    const expanded = expandFeed(
      (await server.app.inject({ method: 'GET', url: new URL(url).pathname })).body,
    );
    for (const { id, wall, timeZone } of created) {
      const from = new Date(`${wall}Z`).getTime() - 86_400_000;
      const api = (
        await occurrences(user, new Date(from).toISOString(), new Date(from + 300 * 86_400_000).toISOString())
      )
        .filter((o) => o.eventId === id)
        .map((o) => o.start);
      expect(api).toHaveLength(36);
      expect({ timeZone, wall, starts: expanded.get(`${id}@elearn`) }).toEqual({
        timeZone,
        wall,
        starts: api,
      });
    }
  });
});
