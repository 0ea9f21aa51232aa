/**
 * Calendar expansion: 1,000 recurring events (daily, weekly on two days,
 * monthly on the last Friday, yearly; a quarter never ending) expanded over
 * the 9 months the calendar shows them, in a zone with a DST change, as
 * GET /calender/occurrences does. Median of 5 runs. A measurement, not a test.
 *
 *   node scripts/pnpm.mjs --filter bench calendar-expansion
 */
import { occurrencesBetween, type RecurringEvent } from '../api/src/modules/calendar/recurrence';

const RULES = [
  'FREQ=DAILY',
  'FREQ=WEEKLY;BYDAY=SA,MO;COUNT=40',
  'FREQ=MONTHLY;BYDAY=-1FR;COUNT=9',
  'FREQ=YEARLY;COUNT=2',
  'FREQ=DAILY;INTERVAL=3;UNTIL=20271231T000000Z',
];
const start = Date.parse('2027-01-02T08:00:00Z');
const events: RecurringEvent[] = Array.from({ length: 1000 }, (_, i) => ({
  startDate: new Date(start + (i % 30) * 3_600_000 * 7),
  endTime: '00:00',
  allDay: i % 10 === 0,
  timeZone: i % 2 ? 'Europe/Berlin' : 'America/New_York',
  rRule: RULES[i % RULES.length]!,
  exDates: [],
}));
const from = new Date('2027-01-01T00:00:00Z');
const to = new Date('2027-10-01T00:00:00Z');

const runs: number[] = [];
let count = 0;
for (let run = 0; run < 5; run += 1) {
  const began = performance.now();
  count = 0;
  for (const event of events) count += occurrencesBetween(event, from, to).length;
  runs.push(performance.now() - began);
}
runs.sort((a, b) => a - b);
console.log(
  `1,000 recurring events over 9 months: ${count} occurrences, median ${runs[2]!.toFixed(0)} ms (runs: ${runs.map((r) => r.toFixed(0)).join(', ')} ms)`,
);
