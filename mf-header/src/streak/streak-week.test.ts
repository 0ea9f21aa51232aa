import { aStreakProgress } from '@elearn/testing';
import { currentRun, streakWeek, todayPercent, weekdayName } from './streak-week';

describe('streak week', () => {
  // The Saturday-to-Friday week itself is tested with the shared day rules (@elearn/contracts/time).
  it('highlights the run ending at the last streak-up, frost days bridging it but shown apart', () => {
    const progress = aStreakProgress({
      today: '2026-11-26',
      userStreak: {
        daysCount: 3,
        freezeChances: 1,
        lastStreakUp: '2026-11-25',
        frostDays: ['2026-11-23'],
        streakDays: ['2026-11-21', '2026-11-22', '2026-11-24', '2026-11-25'],
      },
    });
    expect(streakWeek(progress).map((day) => [day.date.slice(8), day.kind])).toEqual([
      ['21', 'reached'],
      ['22', 'run'],
      ['23', 'frost'],
      ['24', 'run'],
      ['25', 'run'],
      ['26', 'none'],
      ['27', 'none'],
    ]);
    const flags = streakWeek(progress).map((day) => `${day.isToday ? 'T' : ''}${day.isFuture ? 'F' : ''}`);
    expect(flags).toEqual(['', '', '', '', '', 'T', 'F']);
  });

  it('highlights nothing once the streak has reset', () => {
    const streak = {
      daysCount: 0,
      freezeChances: 0,
      lastStreakUp: '2026-11-20',
      frostDays: [],
      streakDays: ['2026-11-19', '2026-11-20'],
    };
    expect(currentRun(streak).size).toBe(0);
    expect(currentRun({ ...streak, daysCount: 2, lastStreakUp: null }).size).toBe(0);
  });

  it('stops the run at a missed day that no freeze covered', () => {
    const run = currentRun({
      daysCount: 5,
      freezeChances: 0,
      lastStreakUp: '2026-11-25',
      frostDays: [],
      streakDays: ['2026-11-22', '2026-11-24', '2026-11-25'],
    });
    expect([...run]).toEqual(['2026-11-25', '2026-11-24']);
  });

  it("measures today's minutes against the target, capped at 100%", () => {
    const at = (minutes: number, target = 30) =>
      todayPercent(
        aStreakProgress({ userTodayProgress: { minutes }, streakDailyTarget: { minutes: target } }),
      );
    expect(at(0)).toBe(0);
    expect(at(14.9)).toBe(49);
    expect(at(30)).toBe(100);
    expect(at(95)).toBe(100);
    expect(at(0, 0)).toBe(100);
  });

  it('names weekdays in the page language', () => {
    expect(weekdayName('2026-11-21', 'en')).toBe('Sat');
    expect(weekdayName('2026-11-27', 'de')).toMatch(/^Fr/);
  });
});
