import {
  addWarning,
  adjust,
  formatClock,
  initialWatch,
  pause,
  reset,
  setMode,
  shownMs,
  start,
  tick,
  warningFits,
} from './watch-clock';

/** A fake clock: time moves only when the test says so. */
const clock = (at = 1_000_000) => ({ now: () => at, advance: (ms: number) => (at += ms) });

describe('the timer', () => {
  it('starts at 5 seconds and counts down from the clock, not from ticks', () => {
    const c = clock();
    let s = start(initialWatch(), c.now());
    expect(shownMs(s, c.now())).toBe(5000);
    // A background tab ticks once after 3.2 s: the face is right at once.
    c.advance(3200);
    expect(formatClock(shownMs(s, c.now()))).toBe('0:00:02');
    s = pause(s, c.now());
    c.advance(60_000);
    expect(shownMs(s, c.now())).toBe(1800);
    s = start(s, c.now());
    c.advance(800);
    expect(shownMs(s, c.now())).toBe(1000);
  });

  it('sounds each warning once, then finishes and resets', () => {
    const c = clock();
    let s = addWarning(addWarning({ ...initialWatch(), totalSeconds: 10 }, 3), 8);
    s = start(s, c.now());
    c.advance(1000);
    expect(tick(s, c.now()).warned).toEqual([]);
    c.advance(1500);
    let result = tick(s, c.now());
    expect(result.warned).toEqual([8]);
    s = result.state;
    expect(tick(s, c.now()).warned).toEqual([]);
    // A late tick (background tab) past a warning and nearly to the end still sounds it once.
    c.advance(7000);
    result = tick(s, c.now());
    expect(result).toMatchObject({ warned: [3], finished: false });
    s = result.state;
    c.advance(600);
    result = tick(s, c.now());
    expect(result.finished).toBe(true);
    expect(result.state).toMatchObject({ startedAt: null, elapsedBefore: 0, sounded: [], totalSeconds: 10 });
  });

  it('adjusts by 3600, 60 and 1 but never below 0, and not while running', () => {
    let s = initialWatch();
    s = adjust(adjust(adjust(s, 3600), 60), 1);
    expect(s.totalSeconds).toBe(3666);
    s = adjust(initialWatch(), -60);
    expect(s.totalSeconds).toBe(0);
    expect(start(s, 0).startedAt).toBeNull();
    const running = start(initialWatch(), 0);
    expect(adjust(running, 60).totalSeconds).toBe(5);
  });

  it('keeps warnings within time ("Warnings should be within time")', () => {
    const s = { ...initialWatch(), totalSeconds: 10 };
    expect(warningFits(s, 9)).toBe(true);
    expect(warningFits(s, 10)).toBe(false);
    expect(warningFits(s, 0)).toBe(false);
    expect(warningFits(s, 2.5)).toBe(false);
    expect(addWarning(s, 12).warnings).toEqual([]);
  });
});

describe('the stopwatch', () => {
  it('counts up from the clock and never finishes', () => {
    const c = clock();
    let s = start(setMode(initialWatch(), 'stopwatch'), c.now());
    c.advance(3_725_400);
    expect(formatClock(shownMs(s, c.now()), true)).toBe('1:02:05.4');
    expect(tick(s, c.now()).finished).toBe(false);
    s = reset(s);
    expect(shownMs(s, c.now())).toBe(0);
  });
});
