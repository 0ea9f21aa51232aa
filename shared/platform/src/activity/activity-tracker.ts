import type { ActivityClientEvent, ActivityReport } from '@elearn/contracts';

/**
 * Activity reporting (learner-experience §9, constants). Kept here, not in
 * the contracts: the platform is on every page, guests' too, and a value
 * import of the contracts would bring zod with it.
 */
export const ACTIVITY = {
  inactiveAfterMs: 300_000,
  reportEverySeconds: 300,
} as const;

export type InactiveReason = 'idle' | 'hidden';

/** What the tracker needs from the page; the DOM wiring provides it, tests fake it. */
export interface ActivityTrackerDeps {
  /** Sends an event and resolves whether the server acknowledged it with success. */
  send(event: ActivityClientEvent, report: ActivityReport): Promise<boolean>;
  /** The page the learner is on, sent with every report. */
  route(): string;
  /** A playing video counts as attention: the idle timer restarts instead of firing. */
  isVideoPlaying(): boolean;
  onInactive(reason: InactiveReason): void;
  onResume(): void;
}

type State = 'new' | 'starting' | 'active' | 'inactive' | 'stopped';

/** Milliseconds of study time as the minutes the server takes, rounded to 2 decimals (spec 9). */
export const toGainedMinutes = (ms: number): number => Math.round(ms / 600) / 100;

/**
 * The activity rules of the spec (section 4), free of the DOM: counts active
 * time once the server has acknowledged `watch-activity`, goes inactive after
 * `ACTIVITY.inactiveAfterMs` without input or when the tab is hidden, and
 * reports the time gained every `ACTIVITY.reportEverySeconds` of activity and
 * whenever counting stops. Timers are the global ones, so fake timers drive it.
 */
export class ActivityTracker {
  private state: State = 'new';
  /** Active time not yet reported, apart from the running stretch. */
  private unsentMs = 0;
  /** Start of the running active stretch. */
  private activeSince = 0;
  private lastInputAt = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private reportTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: ActivityTrackerDeps) {}

  get current(): State {
    return this.state;
  }

  /** Asks the server to watch; counting starts only on its success. */
  async start(): Promise<boolean> {
    if (this.state !== 'new') return this.state === 'active' || this.state === 'inactive';
    this.state = 'starting';
    let ok = false;
    try {
      ok = await this.deps.send('watch-activity', { route: this.deps.route(), gainedMinutes: 0 });
    } catch {
      ok = false;
    }
    // Stopped (signed out, page left) while waiting: stay stopped.
    if (this.state !== 'starting') return false;
    if (!ok) {
      this.state = 'new';
      return false;
    }
    this.becomeActive();
    return true;
  }

  /** Keyboard, scroll, click or mouse movement: keeps the learner active, or brings them back. */
  input(): void {
    this.lastInputAt = Date.now();
    if (this.state === 'inactive') {
      this.becomeActive();
      this.deps.onResume();
    }
  }

  /** The tab was hidden: report, and stop counting until the learner is back. */
  hidden(): void {
    if (this.state !== 'active' && this.state !== 'inactive') return;
    const wasActive = this.state === 'active';
    this.pause();
    this.report('left-window');
    if (wasActive) this.deps.onInactive('hidden');
  }

  /** The page is left or the learner signs out: the last report. */
  stop(): void {
    const started = this.state === 'active' || this.state === 'inactive';
    this.pause();
    this.state = 'stopped';
    if (started) this.report('unmount');
  }

  /** Forgets everything without a word to the server (its socket is gone). */
  dispose(): void {
    this.clearTimers();
    this.state = 'stopped';
  }

  private becomeActive(): void {
    const now = Date.now();
    this.state = 'active';
    this.activeSince = now;
    this.lastInputAt = now;
    this.scheduleIdle(ACTIVITY.inactiveAfterMs);
    this.scheduleReport();
  }

  private scheduleIdle(delay: number): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.checkIdle(), delay);
  }

  // Input only stamps a time; the timer looks at it when it fires, so a moving mouse costs nothing.
  private checkIdle(): void {
    if (this.state !== 'active') return;
    const quietFor = Date.now() - this.lastInputAt;
    if (quietFor < ACTIVITY.inactiveAfterMs) {
      this.scheduleIdle(ACTIVITY.inactiveAfterMs - quietFor);
      return;
    }
    if (this.deps.isVideoPlaying()) {
      this.lastInputAt = Date.now();
      this.scheduleIdle(ACTIVITY.inactiveAfterMs);
      return;
    }
    this.pause();
    this.report('inactive');
    this.deps.onInactive('idle');
  }

  private scheduleReport(): void {
    clearTimeout(this.reportTimer);
    const left = ACTIVITY.reportEverySeconds * 1000 - this.unsentMs;
    this.reportTimer = setTimeout(() => {
      if (this.state !== 'active') return;
      this.report('update-activity');
      this.scheduleReport();
    }, left);
  }

  /** Ends the running stretch: its time waits in unsentMs for the next report. */
  private pause(): void {
    if (this.state === 'active') {
      this.unsentMs += Date.now() - this.activeSince;
      this.state = 'inactive';
    }
    this.clearTimers();
  }

  private report(event: ActivityClientEvent): void {
    let ms = this.unsentMs;
    if (this.state === 'active') {
      const now = Date.now();
      ms += now - this.activeSince;
      this.activeSince = now;
    }
    this.unsentMs = 0;
    // A lost report is lost study time, nothing more: the server caps claims by real time anyway.
    this.deps.send(event, { route: this.deps.route(), gainedMinutes: toGainedMinutes(ms) }).catch(() => {});
  }

  private clearTimers(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.reportTimer);
  }
}
