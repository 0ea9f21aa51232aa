import { nextFireAt } from '../src/modules/progress/learning-times.schedule';

const at = (iso: string) => new Date(iso);
const next = (time: string, days: number[], zone: string, after: string) =>
  nextFireAt(time, days, zone, at(after)).toISOString();

describe('nextFireAt', () => {
  it('rings later today when the time has not passed in the learner zone', () => {
    // Monday 2026-03-02 10:00 in Cairo (UTC+2).
    expect(next('15:00', [1], 'Africa/Cairo', '2026-03-02T08:00:00Z')).toBe('2026-03-02T13:00:00.000Z');
  });

  it('skips to the next chosen weekday once today’s time has passed, a week ahead at most', () => {
    expect(next('15:00', [1], 'Africa/Cairo', '2026-03-02T13:00:00Z')).toBe('2026-03-09T13:00:00.000Z');
    expect(next('15:00', [1, 3], 'Africa/Cairo', '2026-03-02T13:00:00Z')).toBe('2026-03-04T13:00:00.000Z');
  });

  it('counts weekdays and midnight in the learner zone, not in UTC', () => {
    // 23:30 Sunday UTC is already Monday 08:30 in Tokyo: a Monday 09:00 alarm rings in 30 minutes.
    expect(next('09:00', [1], 'Asia/Tokyo', '2026-03-01T23:30:00Z')).toBe('2026-03-02T00:00:00.000Z');
    // 00:15 on Saturday in Los Angeles is still Friday 16:15 there: a Saturday 00:10 alarm is a day away.
    expect(next('00:10', [6], 'America/Los_Angeles', '2026-03-07T00:15:00Z')).toBe(
      '2026-03-07T08:10:00.000Z',
    );
  });

  it('keeps the wall-clock time across a DST change', () => {
    // Berlin goes to summer time on 2026-03-29: 07:00 is 06:00 UTC before and 05:00 UTC after.
    expect(next('07:00', [0, 1, 2, 3, 4, 5, 6], 'Europe/Berlin', '2026-03-28T07:00:00Z')).toBe(
      '2026-03-29T05:00:00.000Z',
    );
    expect(next('07:00', [6], 'Europe/Berlin', '2026-03-21T07:00:00Z')).toBe('2026-03-28T06:00:00.000Z');
  });

  it('rings a time skipped by the spring-forward gap just after the gap', () => {
    // 02:30 does not exist in Berlin on 2026-03-29; it rings at 03:30 local (01:30 UTC).
    expect(next('02:30', [0], 'Europe/Berlin', '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:30:00.000Z');
  });
});
