import { addDays, type Day, laterDay } from './local-day';

/** A run of 7 streak days earns one freeze chance, up to this many held. */
export const FREEZE_EVERY_DAYS = 7;
export const MAX_FREEZE_CHANCES = 2;

export interface StreakState {
  daysCount: number;
  freezeChances: number;
  /** Local day the target was last reached. */
  lastStreakUp: Day | null;
  /** Last local day whose outcome (reached, frost or reset) is settled. */
  settledThrough: Day | null;
}

/**
 * Settles the days between the last streak-up and today (today is still open):
 * each missed day takes a freeze chance and becomes a frost day; the first
 * missed day with none left resets the streak to 0 (later missed days then
 * cost nothing). Pure: the same stored state and day give the same answer.
 */
export function settleMissedDays(state: StreakState, today: Day): { state: StreakState; frostDays: Day[] } {
  const yesterday = addDays(today, -1);
  const settledThrough = laterDay(state.settledThrough, yesterday);
  if (!state.lastStreakUp || state.daysCount === 0) {
    return { state: { ...state, settledThrough }, frostDays: [] };
  }
  let { daysCount, freezeChances } = state;
  const frostDays: Day[] = [];
  for (
    let day = addDays(laterDay(state.lastStreakUp, state.settledThrough)!, 1);
    day < today;
    day = addDays(day, 1)
  ) {
    if (freezeChances > 0) {
      freezeChances -= 1;
      frostDays.push(day);
    } else {
      daysCount = 0;
      break;
    }
  }
  return { state: { ...state, daysCount, freezeChances, settledThrough }, frostDays };
}

/**
 * Today's minutes reached the target: a streak-up unless today (or a later
 * day, after a timezone change) already counted. Call after settleMissedDays.
 */
export function reachTarget(state: StreakState, today: Day): { state: StreakState; streakUp: boolean } {
  if (state.lastStreakUp && state.lastStreakUp >= today) return { state, streakUp: false };
  const daysCount = state.daysCount + 1;
  const earned = daysCount % FREEZE_EVERY_DAYS === 0 && state.freezeChances < MAX_FREEZE_CHANCES;
  return {
    state: {
      ...state,
      daysCount,
      freezeChances: state.freezeChances + (earned ? 1 : 0),
      lastStreakUp: today,
    },
    streakUp: true,
  };
}
