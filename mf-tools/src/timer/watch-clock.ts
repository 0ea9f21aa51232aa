/**
 * The timer and stopwatch as plain values of wall-clock time: elapsed time is
 * always `now − startedAt` plus what ran before a pause, never a count of
 * ticks, so a background tab (whose timers the browser slows) still shows the
 * right time on its next tick (issue 13).
 */

export type WatchMode = 'timer' | 'stopwatch';

export interface WatchState {
  mode: WatchMode;
  /** The timer's length in seconds (spec §9: default 5, never below 0). */
  totalSeconds: number;
  /** Seconds before the end at which a warning sounds. */
  warnings: number[];
  /** Epoch ms of the last start while running; null while paused. */
  startedAt: number | null;
  /** Milliseconds run before the last start. */
  elapsedBefore: number;
  /** Warnings already sounded in this run. */
  sounded: number[];
}

export const DEFAULT_TOTAL_SECONDS = 5;
export const ADJUST_STEPS = [3600, 60, 1] as const;

export const initialWatch = (mode: WatchMode = 'timer'): WatchState => ({
  mode,
  totalSeconds: DEFAULT_TOTAL_SECONDS,
  warnings: [],
  startedAt: null,
  elapsedBefore: 0,
  sounded: [],
});

export const isRunning = (s: WatchState) => s.startedAt !== null;

export const elapsedMs = (s: WatchState, now: number) =>
  s.elapsedBefore + (s.startedAt === null ? 0 : Math.max(0, now - s.startedAt));

/** What the face shows, in ms: time left for the timer, time run for the stopwatch. */
export const shownMs = (s: WatchState, now: number) =>
  s.mode === 'stopwatch' ? elapsedMs(s, now) : Math.max(0, s.totalSeconds * 1000 - elapsedMs(s, now));

export const start = (s: WatchState, now: number): WatchState =>
  isRunning(s) || (s.mode === 'timer' && s.totalSeconds <= 0) ? s : { ...s, startedAt: now };

export const pause = (s: WatchState, now: number): WatchState =>
  isRunning(s) ? { ...s, elapsedBefore: elapsedMs(s, now), startedAt: null } : s;

export const reset = (s: WatchState): WatchState => ({
  ...s,
  startedAt: null,
  elapsedBefore: 0,
  sounded: [],
});

export const setMode = (s: WatchState, mode: WatchMode): WatchState => reset({ ...s, mode });

/** Changes the timer's length by `delta` seconds; never below 0, and only while it is not running. */
export const adjust = (s: WatchState, delta: number): WatchState =>
  isRunning(s) ? s : { ...s, totalSeconds: Math.max(0, s.totalSeconds + delta) };

/** "Warnings should be within time" (spec §5): each warning must be above 0 and below the total. */
export const warningFits = (s: WatchState, seconds: number) =>
  Number.isInteger(seconds) && seconds > 0 && seconds < s.totalSeconds;

export const addWarning = (s: WatchState, seconds: number): WatchState =>
  warningFits(s, seconds) && !s.warnings.includes(seconds)
    ? { ...s, warnings: [...s.warnings, seconds].sort((a, b) => b - a) }
    : s;

export const removeWarning = (s: WatchState, seconds: number): WatchState => ({
  ...s,
  warnings: s.warnings.filter((w) => w !== seconds),
});

export interface TickResult {
  state: WatchState;
  /** Warnings whose moment passed since the last tick (one sound each). */
  warned: number[];
  /** The timer reached its end on this tick: "Finished", a sound, then reset. */
  finished: boolean;
}

/** One look at the clock: which warnings are due, and whether the timer is over (then it resets). */
export function tick(s: WatchState, now: number): TickResult {
  if (s.mode !== 'timer' || !isRunning(s)) return { state: s, warned: [], finished: false };
  const left = shownMs(s, now);
  if (left <= 0) return { state: reset(s), warned: [], finished: true };
  const warned = s.warnings.filter((w) => left <= w * 1000 && !s.sounded.includes(w));
  return { state: warned.length ? { ...s, sounded: [...s.sounded, ...warned] } : s, warned, finished: false };
}

/** h:mm:ss (and tenths for the stopwatch), in Latin digits in every language, like a clock face. */
export function formatClock(ms: number, tenths = false): string {
  const totalTenths = tenths ? Math.floor(ms / 100) : Math.ceil(ms / 1000) * 10;
  const seconds = Math.floor(totalTenths / 10);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const sec = seconds % 60;
  const face = `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
  return tenths ? `${face}.${totalTenths % 10}` : face;
}
