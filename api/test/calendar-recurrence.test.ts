import { spawnSync } from 'node:child_process';
import {
  normaliseRule,
  occurrencesBetween,
  parseRule,
  type RecurringEvent,
  remainingRule,
  ruleEndingBefore,
} from '../src/modules/calendar/recurrence';
import { instantOf, wallOf } from '../src/modules/calendar/zoned-time';

const NY = 'America/New_York';
/** An event starting at a wall time in New York (RFC 5545 §3.8.5.3 examples use DTSTART;TZID=America/New_York). */
const event = (
  wallStart: string,
  rRule: string | null,
  over: Partial<RecurringEvent> = {},
): RecurringEvent => ({
  startDate: instantOf(new Date(`${wallStart}Z`), NY),
  endTime: '00:00',
  allDay: false,
  timeZone: NY,
  rRule,
  exDates: [],
  ...over,
});
const all = (e: RecurringEvent) =>
  occurrencesBetween(
    e,
    new Date(e.startDate.getTime() - 86_400_000),
    new Date(e.startDate.getTime() + 400 * 86_400_000),
  );
/** Local (New York) wall times of the occurrences, 'YYYY-MM-DDTHH:MM'. */
const walls = (e: RecurringEvent) => all(e).map((o) => wallOf(o.start, NY).toISOString().slice(0, 16));

describe('RFC 5545 §3.8.5.3 examples the dialog can express', () => {
  it('daily for 10 occurrences', () => {
    expect(walls(event('1997-09-02T09:00:00', 'FREQ=DAILY;COUNT=10'))).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((d) => `1997-09-${String(d).padStart(2, '0')}T09:00`),
    );
  });

  it('daily until December 24, 1997, staying at 09:00 local across the October DST change', () => {
    const occurrences = all(event('1997-09-02T09:00:00', 'FREQ=DAILY;UNTIL=19971224T000000Z'));
    expect(occurrences).toHaveLength(113);
    // 09:00 EDT is 13:00 UTC; from October 26 09:00 EST is 14:00 UTC.
    expect(occurrences[0]!.start.toISOString()).toBe('1997-09-02T13:00:00.000Z');
    expect(occurrences.find((o) => o.start.toISOString().startsWith('1997-10-25'))!.start.getUTCHours()).toBe(
      13,
    );
    expect(occurrences.find((o) => o.start.toISOString().startsWith('1997-10-26'))!.start.getUTCHours()).toBe(
      14,
    );
    expect(walls(event('1997-09-02T09:00:00', 'FREQ=DAILY;UNTIL=19971224T000000Z')).at(-1)).toBe(
      '1997-12-23T09:00',
    );
  });

  it('every 10 days, 5 occurrences', () => {
    expect(walls(event('1997-09-02T09:00:00', 'FREQ=DAILY;INTERVAL=10;COUNT=5'))).toEqual([
      '1997-09-02T09:00',
      '1997-09-12T09:00',
      '1997-09-22T09:00',
      '1997-10-02T09:00',
      '1997-10-12T09:00',
    ]);
  });

  it('weekly for 10 occurrences, across the DST change', () => {
    const e = event('1997-09-02T09:00:00', 'FREQ=WEEKLY;COUNT=10');
    expect(walls(e)).toEqual(
      ['09-02', '09-09', '09-16', '09-23', '09-30', '10-07', '10-14', '10-21', '10-28', '11-04'].map(
        (d) => `1997-${d}T09:00`,
      ),
    );
    expect(all(e).map((o) => o.start.getUTCHours())).toEqual([13, 13, 13, 13, 13, 13, 13, 13, 14, 14]);
  });

  it('weekly on Tuesday and Thursday for five weeks', () => {
    expect(
      walls(event('1997-09-02T09:00:00', 'FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH')),
    ).toEqual(
      ['09-02', '09-04', '09-09', '09-11', '09-16', '09-18', '09-23', '09-25', '09-30', '10-02'].map(
        (d) => `1997-${d}T09:00`,
      ),
    );
  });

  it('monthly on the first Friday for 10 occurrences', () => {
    expect(
      walls(event('1997-09-05T09:00:00', 'FREQ=MONTHLY;COUNT=10;BYDAY=1FR')).map((w) => w.slice(0, 10)),
    ).toEqual([
      '1997-09-05',
      '1997-10-03',
      '1997-11-07',
      '1997-12-05',
      '1998-01-02',
      '1998-02-06',
      '1998-03-06',
      '1998-04-03',
      '1998-05-01',
      '1998-06-05',
    ]);
  });

  it('WKST changes an every-other-week rule; Saturday-start weeks give the Sunday-start answer here', () => {
    const days = (rule: string) => walls(event('1997-08-05T09:00:00', rule)).map((w) => w.slice(0, 10));
    expect(days('FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO')).toEqual([
      '1997-08-05',
      '1997-08-10',
      '1997-08-19',
      '1997-08-24',
    ]);
    expect(days('FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU')).toEqual([
      '1997-08-05',
      '1997-08-17',
      '1997-08-19',
      '1997-08-31',
    ]);
    // No WKST: the calendar's weeks start on Saturday.
    expect(days('FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU')).toEqual(
      days('FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SA'),
    );
  });
});

describe('the calendar rules', () => {
  it('stores weeks starting on Saturday', () => {
    expect(normaliseRule('FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5')).toContain('WKST=SA');
  });

  it('a weekly Saturday-and-Monday event ending after 5 occurrences has exactly 5', () => {
    const e = event('2026-03-07T10:00:00', 'FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5;WKST=SA', { endTime: '11:00' });
    expect(walls(e).map((w) => w.slice(0, 10))).toEqual([
      '2026-03-07',
      '2026-03-09',
      '2026-03-14',
      '2026-03-16',
      '2026-03-21',
    ]);
  });

  it('monthly on the 31st skips the months that have no 31st', () => {
    expect(walls(event('1998-01-31T09:00:00', 'FREQ=MONTHLY;COUNT=5')).map((w) => w.slice(0, 10))).toEqual([
      '1998-01-31',
      '1998-03-31',
      '1998-05-31',
      '1998-07-31',
      '1998-08-31',
    ]);
  });

  it('monthly on the last Friday', () => {
    expect(
      walls(event('1998-01-30T09:00:00', 'FREQ=MONTHLY;COUNT=3;BYDAY=-1FR')).map((w) => w.slice(0, 10)),
    ).toEqual(['1998-01-30', '1998-02-27', '1998-03-27']);
  });

  it('stops a never-ending series about 9 months after its start', () => {
    const days = walls(event('1997-09-02T09:00:00', 'FREQ=DAILY;INTERVAL=2'));
    expect(days.at(-1)! <= '1998-06-02T09:00').toBe(true);
    expect(days.at(-1)! >= '1998-05-31T09:00').toBe(true);
  });

  it('leaves out an excluded occurrence (EXDATE) and keeps the others', () => {
    const base = event('1997-09-02T09:00:00', 'FREQ=DAILY;COUNT=3');
    const second = all(base)[1]!.start;
    expect(walls({ ...base, exDates: [second] })).toEqual(['1997-09-02T09:00', '1997-09-04T09:00']);
  });

  it('gives only the occurrences of the requested range', () => {
    const e = event('1997-09-02T09:00:00', 'FREQ=DAILY;COUNT=10', { endTime: '10:00' });
    const found = occurrencesBetween(e, new Date('1997-09-05T00:00:00Z'), new Date('1997-09-07T00:00:00Z'));
    expect(found.map((o) => o.startDay)).toEqual(['1997-09-05', '1997-09-06']);
  });

  it('yearly until a date', () => {
    expect(walls(event('1997-03-10T09:00:00', 'FREQ=YEARLY;UNTIL=19990101T000000Z')).length).toBe(1);
  });

  it('keeps all-day events on their days in the zone', () => {
    const e = event('1997-09-02T00:00:00', 'FREQ=DAILY;COUNT=2', { allDay: true });
    expect(all(e).map((o) => [o.startDay, o.endDay])).toEqual([
      ['1997-09-02', '1997-09-03'],
      ['1997-09-03', '1997-09-04'],
    ]);
  });

  it('splits a counted series at an occurrence: the two parts keep the original number', () => {
    const series = event('2026-03-07T10:00:00', 'FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5;WKST=SA');
    const fourth = all(series)[3]!.start;
    const head = { ...series, rRule: ruleEndingBefore(series, fourth) };
    const tail = { ...series, startDate: fourth, rRule: remainingRule(series, fourth) };
    expect(tail.rRule).toContain('COUNT=2');
    expect([...walls(head), ...walls(tail)]).toEqual(walls(series));
  });

  it('refuses what is not an RFC 5545 rule the dialog offers', () => {
    for (const bad of [
      '',
      'FREQ=SECONDLY',
      'FREQ=WEEKLY;BYDAY=XX',
      'nonsense',
      'FREQ=DAILY;INTERVAL=0',
      'DTSTART:19970902T090000\nRRULE:FREQ=DAILY',
    ]) {
      expect(parseRule(bad)).toBeNull();
    }
    expect(parseRule('RRULE:FREQ=MONTHLY;BYDAY=-1FR')).not.toBeNull();
  });
});

/**
 * python-dateutil as the independent RRULE oracle, in its RFC mode
 * (`compatible=True`: DTSTART is the first instance even when the rule does not give it).
 */
function oracle(dtstart: string, rule: string): string[] {
  const script = [
    'import sys, json',
    'from dateutil.rrule import rrulestr',
    's = rrulestr("DTSTART:" + sys.argv[1] + "\\nRRULE:" + sys.argv[2], compatible=True, forceset=True)',
    'print(json.dumps([d.strftime("%Y-%m-%dT%H:%M") for d in s]))',
  ].join('\n');
  // `npm test` installs Debian's python3-dateutil and names its python in TEST_PYTHON.
  const python = process.env.TEST_PYTHON ?? 'python3';
  const result = spawnSync(python, ['-c', script, dtstart.replace(/[-:]/g, ''), rule], {
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`the RRULE oracle (${python} with python-dateutil) did not run: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

describe('a start the rule does not give (RFC 5545: DTSTART is always the first occurrence)', () => {
  it.each([
    [
      'a weekly Monday rule starting on a Wednesday',
      '2026-01-07T10:00:00',
      'FREQ=WEEKLY;BYDAY=MO;UNTIL=20260301T000000Z',
    ],
    [
      'a monthly 15th rule starting on the 7th',
      '2026-01-07T10:00:00',
      'FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20260601T000000Z',
    ],
    [
      'a monthly last-Friday rule starting on a Tuesday',
      '2026-03-03T18:30:00',
      'FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20260801T000000Z',
    ],
    [
      'every other week on Saturday and Monday, starting on a Thursday',
      '2026-03-05T09:00:00',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,MO;WKST=SA;UNTIL=20260601T000000Z',
    ],
    [
      'a yearly rule in March starting in January',
      '2026-01-10T09:00:00',
      'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=10;UNTIL=20260901T000000Z',
    ],
  ])('%s equals the oracle', (_name, start, rule) => {
    // UNTIL as a floating time for the oracle: no occurrence falls between the two readings of that midnight.
    const expected = oracle(start, rule.replace(/UNTIL=(\d{8})T000000Z/, 'UNTIL=$1T000000'));
    expect(expected[0]).toBe(start.slice(0, 16));
    expect(walls(event(start, rule))).toEqual(expected);
  });

  it.each([
    ['weekly on Monday, 4 times, from a Wednesday', '2026-01-07T10:00:00', 'FREQ=WEEKLY;BYDAY=MO;COUNT=4'],
    [
      'monthly on the 15th, 3 times, from the 7th',
      '2026-01-07T10:00:00',
      'FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3',
    ],
    ['once, from a day the rule does not give', '2026-01-07T10:00:00', 'FREQ=WEEKLY;BYDAY=MO;COUNT=1'],
    [
      'weekly on Wednesday, 3 times, from a Wednesday (the start is on the rule)',
      '2026-01-07T10:00:00',
      'FREQ=WEEKLY;BYDAY=WE;COUNT=3',
    ],
  ])('%s: COUNT counts the start, the first COUNT of the oracle’s set', (_name, start, rule) => {
    const count = Number(rule.match(/COUNT=(\d+)/)![1]);
    expect(walls(event(start, rule))).toEqual(oracle(start, rule).slice(0, count));
  });

  it('a split of such a series keeps the number of occurrences', () => {
    const series = event('2026-01-07T10:00:00', 'FREQ=WEEKLY;BYDAY=MO;COUNT=5');
    const third = all(series)[2]!.start;
    const head = { ...series, rRule: ruleEndingBefore(series, third) };
    const tail = { ...series, startDate: third, rRule: remainingRule(series, third) };
    expect([...walls(head), ...walls(tail)]).toEqual(walls(series));
    expect(walls(series)).toHaveLength(5);
  });
});
