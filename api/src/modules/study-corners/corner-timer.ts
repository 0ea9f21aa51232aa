import { type CornerTimer, timerLeft } from '@elearn/contracts';

/** Lengths of a Pomodoro's phases, in seconds. */
export const PHASE_SECONDS = { focus: 25 * 60, break: 5 * 60 } as const;

export type TimerAction = 'start' | 'pause' | 'reset' | 'switch';

/**
 * The shared timer after an action at `now`. The server keeps only when the
 * running phase started and what was left then, so every client counts down
 * from the same instant: start is idempotent while running, pause freezes what
 * is left, reset and switch stop at a phase's full length.
 */
export function applyTimerAction(timer: CornerTimer, action: TimerAction, now: Date): CornerTimer {
  switch (action) {
    case 'start':
      if (timer.startedAt) return timer;
      return { ...timer, startedAt: now.toISOString(), leftSeconds: timer.leftSeconds || timer.seconds };
    case 'pause':
      return { ...timer, startedAt: null, leftSeconds: timerLeft(timer, now.getTime()) };
    case 'reset':
      return { ...timer, startedAt: null, leftSeconds: timer.seconds };
    case 'switch': {
      const phase = timer.phase === 'focus' ? 'break' : 'focus';
      const seconds = PHASE_SECONDS[phase];
      return { phase, seconds, startedAt: null, leftSeconds: seconds };
    }
  }
}
