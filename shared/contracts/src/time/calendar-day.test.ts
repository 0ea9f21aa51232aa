import { addDays, localDay, safeTimeZone, WEEK_STARTS_ON, weekOf, weekStart } from './calendar-day';

describe('calendar days in a time zone', () => {
  it('gives learners in Cairo, Berlin and UTC their own day for one instant', () => {
    // 22:30 UTC on a Monday: Cairo (UTC+2) is already on Tuesday, Berlin (UTC+1) still on Monday.
    const at = new Date('2026-11-23T22:30:00Z');
    expect(localDay(at, 'Africa/Cairo')).toBe('2026-11-24');
    expect(localDay(at, 'Europe/Berlin')).toBe('2026-11-23');
    expect(localDay(at, 'UTC')).toBe('2026-11-23');
    expect(localDay(at.toISOString(), 'Africa/Cairo')).toBe('2026-11-24');
  });

  it("starts Berlin's day at local midnight on both sides of the DST changes", () => {
    // 2026-03-29: clocks go 02:00 → 03:00 (UTC+1 → UTC+2); 2026-10-25: 03:00 → 02:00.
    expect(localDay(new Date('2026-03-28T22:59:00Z'), 'Europe/Berlin')).toBe('2026-03-28');
    expect(localDay(new Date('2026-03-28T23:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(localDay(new Date('2026-03-29T21:59:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(localDay(new Date('2026-03-29T22:00:00Z'), 'Europe/Berlin')).toBe('2026-03-30');
    expect(localDay(new Date('2026-10-24T21:59:00Z'), 'Europe/Berlin')).toBe('2026-10-24');
    expect(localDay(new Date('2026-10-24T22:00:00Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(localDay(new Date('2026-10-25T22:59:00Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(localDay(new Date('2026-10-25T23:00:00Z'), 'Europe/Berlin')).toBe('2026-10-26');
  });

  it("follows Cairo's summer time, which starts at midnight (the day begins at 01:00)", () => {
    // 2026-04-24 (Friday): 00:00 → 01:00, UTC+2 → UTC+3; ends 2026-10-29 at 24:00 → 23:00.
    expect(localDay(new Date('2026-04-23T21:59:00Z'), 'Africa/Cairo')).toBe('2026-04-23');
    expect(localDay(new Date('2026-04-23T22:00:00Z'), 'Africa/Cairo')).toBe('2026-04-24');
    expect(localDay(new Date('2026-04-24T20:59:00Z'), 'Africa/Cairo')).toBe('2026-04-24');
    expect(localDay(new Date('2026-04-24T21:00:00Z'), 'Africa/Cairo')).toBe('2026-04-25');
    expect(localDay(new Date('2026-10-29T20:59:00Z'), 'Africa/Cairo')).toBe('2026-10-29');
    expect(localDay(new Date('2026-10-29T22:00:00Z'), 'Africa/Cairo')).toBe('2026-10-30');
  });

  it('counts days on the calendar: across DST, month, leap and year ends', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('runs weeks Saturday to Friday, whatever weekday a day is', () => {
    expect(WEEK_STARTS_ON).toBe(6);
    expect(weekStart('2026-11-21')).toBe('2026-11-21'); // Saturday
    expect(weekStart('2026-11-22')).toBe('2026-11-21'); // Sunday
    expect(weekStart('2026-11-27')).toBe('2026-11-21'); // Friday
    expect(weekStart('2026-11-28')).toBe('2026-11-28');
    expect(weekOf('2027-01-01')).toEqual([
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('keeps seven distinct days in a week that holds a DST change', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-04-24', '2026-10-29']) {
      const week = weekOf(day);
      expect(new Set(week).size).toBe(7);
      expect(week).toContain(day);
      expect(addDays(week[0]!, 6)).toBe(week[6]);
    }
  });

  it('falls back to UTC for an unknown or missing timezone', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone(null)).toBe('UTC');
    expect(safeTimeZone('Africa/Cairo')).toBe('Africa/Cairo');
  });
});
