import { defaultRecurrence, fromRRule, type Recurrence, toRRule } from './recurrence-form';

// A Saturday, 7 March 2026, 10:00 local time.
const start = new Date(2026, 2, 7, 10, 0);
const with_ = (change: Partial<Recurrence>): Recurrence => ({
  ...defaultRecurrence(start),
  repeat: true,
  ...change,
});

describe('the dialog’s recurrence and RFC 5545', () => {
  it('does not repeat by default, weekly on the start’s weekday when switched on', () => {
    expect(toRRule(defaultRecurrence(start), start)).toBeNull();
    expect(toRRule(with_({}), start)).toBe('FREQ=WEEKLY;BYDAY=SA;WKST=SA');
  });

  it('writes weekdays in the Saturday-first week, with the end after N occurrences', () => {
    expect(toRRule(with_({ weekdays: ['MO', 'SA'], end: 'count', count: 5 }), start)).toBe(
      'FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5;WKST=SA',
    );
  });

  it.each<[string, Partial<Recurrence>]>([
    ['daily every 2 days, never ending', { frequency: 'DAILY', interval: 2 }],
    ['weekly on Saturday and Monday, 5 times', { weekdays: ['SA', 'MO'], end: 'count', count: 5 }],
    ['monthly on the day of the month', { frequency: 'MONTHLY', monthlyBy: 'monthDay' }],
    [
      'monthly on the last Friday',
      { frequency: 'MONTHLY', monthlyBy: 'weekday', ordinal: -1, ordinalWeekday: 'FR' },
    ],
    [
      'monthly on the first Monday',
      { frequency: 'MONTHLY', monthlyBy: 'weekday', ordinal: 1, ordinalWeekday: 'MO' },
    ],
    ['yearly until a date', { frequency: 'YEARLY', end: 'until', until: '2030-03-07' }],
  ])('restores every setting it saved: %s', (_name, change) => {
    const fields = with_(change);
    const restored = fromRRule(toRRule(fields, start), start);
    expect(restored).toMatchObject(change);
    expect(toRRule(restored, start)).toBe(toRRule(fields, start));
  });

  it('writes UNTIL as the end of the chosen local day, in UTC', () => {
    const rule = toRRule(with_({ end: 'until', until: '2026-04-30' }), start)!;
    const until = rule.match(/UNTIL=(\w+)/)![1]!;
    const expected = new Date(2026, 3, 30, 23, 59, 59).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(until).toBe(`${expected}Z`);
  });

  it('uses the monthly day of the start and the default interval of 1', () => {
    expect(toRRule(with_({ frequency: 'MONTHLY' }), new Date(2026, 0, 31, 9))).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=31;WKST=SA',
    );
    expect(fromRRule('FREQ=DAILY', start).interval).toBe(1);
  });
});
