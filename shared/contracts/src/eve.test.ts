import { quotaDay } from './eve';

describe('quotaDay: the askEve quota day in the user time zone', () => {
  it('turns at local midnight, not UTC midnight', () => {
    // Cairo is UTC+2 in March: 21:59 UTC is 23:59 there, 22:00 UTC is the next day.
    expect(quotaDay(new Date('2026-03-10T21:59:59Z'), 'Africa/Cairo')).toBe('2026-03-10');
    expect(quotaDay(new Date('2026-03-10T22:00:00Z'), 'Africa/Cairo')).toBe('2026-03-11');
    expect(quotaDay(new Date('2026-03-10T22:00:00Z'), 'UTC')).toBe('2026-03-10');
  });

  it('follows zones behind UTC and daylight saving', () => {
    // New York: UTC−4 in July, UTC−5 in January.
    expect(quotaDay(new Date('2026-07-02T03:59:00Z'), 'America/New_York')).toBe('2026-07-01');
    expect(quotaDay(new Date('2026-07-02T04:00:00Z'), 'America/New_York')).toBe('2026-07-02');
    expect(quotaDay(new Date('2026-01-02T04:59:00Z'), 'America/New_York')).toBe('2026-01-01');
  });

  it('handles half-hour zones and falls back to UTC for an unknown zone', () => {
    expect(quotaDay(new Date('2026-05-01T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-05-01');
    expect(quotaDay(new Date('2026-05-01T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-05-02');
    expect(quotaDay(new Date('2026-05-01T23:30:00Z'), 'Not/AZone')).toBe('2026-05-01');
  });
});
