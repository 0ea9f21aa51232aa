import { creditFor } from '../src/modules/gamification/activity.service';
import { tierForRank } from '../src/modules/gamification/competition.tiers';
import { coinsForXp, levelForXp, xpForLevel } from '../src/modules/gamification/levels';
import { addDays, localDay, safeTimeZone, weekStart } from '../src/modules/gamification/local-day';
import { reachTarget, type StreakState, settleMissedDays } from '../src/modules/gamification/streak.rules';

const streak = (over: Partial<StreakState>): StreakState => ({
  daysCount: 0,
  freezeChances: 0,
  lastStreakUp: null,
  settledThrough: null,
  ...over,
});

describe('local days', () => {
  it('follow the user timezone across midnight', () => {
    const at = new Date('2026-03-14T22:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2026-03-14');
    expect(localDay(at, 'Africa/Cairo')).toBe('2026-03-15'); // UTC+2
    expect(localDay(at, 'America/Los_Angeles')).toBe('2026-03-14');
    expect(localDay(new Date('2026-03-15T06:59:00Z'), 'America/Los_Angeles')).toBe('2026-03-14');
  });

  it('count calendar days over DST changes (23- and 25-hour days)', () => {
    // New York springs forward on 2026-03-08 and falls back on 2026-11-01.
    expect(localDay(new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(localDay(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDay(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    expect(localDay(new Date('2026-11-02T04:59:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('start weeks on Saturday', () => {
    expect(weekStart('2026-11-21')).toBe('2026-11-21'); // a Saturday
    expect(weekStart('2026-11-27')).toBe('2026-11-21'); // Friday
    expect(weekStart('2026-11-22')).toBe('2026-11-21'); // Sunday
  });

  it('fall back to UTC for an unknown timezone', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});

describe('streak rules', () => {
  it('counts a streak-up once a day', () => {
    const first = reachTarget(streak({}), '2026-11-20');
    expect(first).toMatchObject({ streakUp: true, state: { daysCount: 1, lastStreakUp: '2026-11-20' } });
    expect(reachTarget(first.state, '2026-11-20').streakUp).toBe(false);
    expect(reachTarget(first.state, '2026-11-21').state.daysCount).toBe(2);
  });

  it('keeps the streak through the next day without settling anything', () => {
    const state = streak({ daysCount: 3, lastStreakUp: '2026-11-20', settledThrough: '2026-11-19' });
    const { state: after, frostDays } = settleMissedDays(state, '2026-11-21');
    expect(frostDays).toEqual([]);
    expect(after).toMatchObject({ daysCount: 3, settledThrough: '2026-11-20' });
  });

  it('turns missed days into frost days while freeze chances last, then resets', () => {
    const state = streak({ daysCount: 5, freezeChances: 2, lastStreakUp: '2026-11-20' });
    expect(settleMissedDays(state, '2026-11-22')).toEqual({
      state: { daysCount: 5, freezeChances: 1, lastStreakUp: '2026-11-20', settledThrough: '2026-11-21' },
      frostDays: ['2026-11-21'],
    });
    expect(settleMissedDays(state, '2026-11-23').frostDays).toEqual(['2026-11-21', '2026-11-22']);
    const broken = settleMissedDays(state, '2026-11-30');
    expect(broken.state).toMatchObject({ daysCount: 0, freezeChances: 0 });
    expect(broken.frostDays).toEqual(['2026-11-21', '2026-11-22']);
  });

  it('settles each day once: a second look the same day changes nothing', () => {
    const state = streak({ daysCount: 5, freezeChances: 2, lastStreakUp: '2026-11-20' });
    const once = settleMissedDays(state, '2026-11-22');
    expect(settleMissedDays(once.state, '2026-11-22')).toEqual({ state: once.state, frostDays: [] });
    // The next day misses one more.
    expect(settleMissedDays(once.state, '2026-11-23').frostDays).toEqual(['2026-11-22']);
  });

  it('continues the streak after a frost day', () => {
    const frozen = settleMissedDays(
      streak({ daysCount: 2, freezeChances: 1, lastStreakUp: '2026-11-20' }),
      '2026-11-22',
    );
    expect(reachTarget(frozen.state, '2026-11-22').state).toMatchObject({ daysCount: 3, freezeChances: 0 });
  });

  it('spends no freeze chance on a streak that is already 0', () => {
    const state = streak({ daysCount: 0, freezeChances: 2, lastStreakUp: '2026-11-01' });
    expect(settleMissedDays(state, '2026-11-22')).toMatchObject({
      frostDays: [],
      state: { freezeChances: 2 },
    });
  });

  it('earns a freeze chance every 7 days, at most 2 held', () => {
    let state = streak({});
    for (let i = 0; i < 21; i += 1) state = reachTarget(state, addDays('2026-11-01', i)).state;
    expect(state).toMatchObject({ daysCount: 21, freezeChances: 2 });
    expect(reachTarget(streak({ daysCount: 6 }), '2026-11-01').state.freezeChances).toBe(1);
  });

  it('decides missed days by the user timezone: one instant, two answers', () => {
    const state = streak({ daysCount: 4, freezeChances: 0, lastStreakUp: '2026-11-20' });
    const at = new Date('2026-11-21T23:30:00Z');
    // Still 21 November in New York: today is open, the streak holds.
    expect(settleMissedDays(state, localDay(at, 'America/New_York')).state.daysCount).toBe(4);
    // Already 22 November in Cairo: the 21st was missed with no freeze chance.
    expect(settleMissedDays(state, localDay(at, 'Africa/Cairo')).state.daysCount).toBe(0);
  });

  it('does nothing when the day goes backwards (timezone moved west)', () => {
    const state = streak({ daysCount: 2, lastStreakUp: '2026-11-21', settledThrough: '2026-11-20' });
    expect(settleMissedDays(state, '2026-11-20').state).toMatchObject({
      daysCount: 2,
      settledThrough: '2026-11-20',
    });
    expect(reachTarget(state, '2026-11-20').streakUp).toBe(false);
  });
});

describe('level curve', () => {
  it('needs 50·n·(n−1) XP for level n', () => {
    expect([1, 2, 3, 4, 5, 10].map(xpForLevel)).toEqual([0, 100, 300, 600, 1000, 4500]);
  });

  it('gives the level of a total, exactly at the boundaries', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(299)).toBe(2);
    expect(levelForXp(1000)).toBe(5);
    expect(levelForXp(1250)).toBe(5);
    for (let level = 1; level < 200; level += 1) {
      expect(levelForXp(xpForLevel(level))).toBe(level);
      expect(levelForXp(xpForLevel(level + 1) - 1)).toBe(level);
    }
  });

  it('pays a coin for every 10 XP crossed', () => {
    expect(coinsForXp(0, 9)).toBe(0);
    expect(coinsForXp(9, 10)).toBe(1);
    expect(coinsForXp(15, 41)).toBe(3);
  });
});

describe('competition tiers', () => {
  it('gives gold, silver and bronze to ranks 1–3 and participant to the rest', () => {
    expect([1, 2, 3, 4, 50].map(tierForRank)).toEqual([
      'gold',
      'silver',
      'bronze',
      'participant',
      'participant',
    ]);
  });
});

describe('claimed minutes', () => {
  const start = new Date('2026-11-22T10:00:00Z');
  const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('credits what the wall clock allows, with a few seconds of slack', () => {
    expect(creditFor(5, later(5), null, start)).toBe(5);
    expect(creditFor(60, later(5), null, start)).toBe(5.08);
    expect(creditFor(5, later(10), later(8), start)).toBe(2.08);
    expect(creditFor(5, later(5), later(5.1), start)).toBe(0);
  });
});
