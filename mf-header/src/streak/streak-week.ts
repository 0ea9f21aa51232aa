import type { StreakProgress } from '@elearn/contracts';
import { addDays, weekOf } from '@elearn/contracts/time';

/** How one day of the week view looks. */
export type DayKind =
  /** Target reached, part of the run that ends at the last streak-up. */
  | 'run'
  /** Target reached on an older run. */
  | 'reached'
  /** A missed day that a freeze chance covered. */
  | 'frost'
  | 'none';

export interface WeekDay {
  /** Local day, YYYY-MM-DD. */
  date: string;
  kind: DayKind;
  isToday: boolean;
  isFuture: boolean;
}

/**
 * The current run (spec 4): the last `daysCount` days on which the target was
 * reached, walking back from the last streak-up; frost days bridge the gaps
 * they covered but are not part of it. Empty when the streak has reset.
 */
export function currentRun({ daysCount, lastStreakUp, streakDays, frostDays }: StreakProgress['userStreak']) {
  const run = new Set<string>();
  if (!lastStreakUp || daysCount <= 0) return run;
  const reached = new Set(streakDays);
  const frost = new Set(frostDays);
  for (let day = lastStreakUp; run.size < daysCount; day = addDays(day, -1)) {
    if (reached.has(day)) run.add(day);
    else if (!frost.has(day)) break;
  }
  return run;
}

/** The week view of the streak modal, in the user's own days as the server gave them. */
export function streakWeek(progress: StreakProgress): WeekDay[] {
  const run = currentRun(progress.userStreak);
  const reached = new Set(progress.userStreak.streakDays);
  const frost = new Set(progress.userStreak.frostDays);
  return weekOf(progress.today).map((date) => ({
    date,
    kind: run.has(date) ? 'run' : frost.has(date) ? 'frost' : reached.has(date) ? 'reached' : 'none',
    isToday: date === progress.today,
    isFuture: date > progress.today,
  }));
}

/** Today's minutes against the daily target, as a whole percentage from 0 to 100. */
export function todayPercent({ streakDailyTarget, userTodayProgress }: StreakProgress): number {
  if (streakDailyTarget.minutes <= 0) return 100;
  return Math.min(100, Math.floor((userTodayProgress.minutes / streakDailyTarget.minutes) * 100));
}

/**
 * A day's short weekday name in the page language ("Sat", "السبت"). A display
 * format, not day math: the browser's CLDR names, read at the day's UTC midnight
 * (Date.parse of 'YYYY-MM-DD' is UTC) so no local offset moves it to another day.
 */
export const weekdayName = (day: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(Date.parse(day));
