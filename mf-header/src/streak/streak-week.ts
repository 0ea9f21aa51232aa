import type { StreakProgress } from '@elearn/contracts';

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

const DAY_MS = 86_400_000;
/** Date.getUTCDay() of Saturday: the week view starts on Saturday (spec 2). */
const SATURDAY = 6;

const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, count: number): string => toDay(toUtc(day) + count * DAY_MS);

/** The seven local days, Saturday to Friday, of the week holding `today`. */
export function weekOf(today: string): string[] {
  const back = (new Date(toUtc(today)).getUTCDay() - SATURDAY + 7) % 7;
  const saturday = addDays(today, -back);
  return Array.from({ length: 7 }, (_, index) => addDays(saturday, index));
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

/** A local day's short weekday name in the page language ("Sat", "السبت"). */
export const weekdayName = (day: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(toUtc(day));
