import type { ActivityClientEvent, ActivityReport } from '@elearn/contracts';
import { ActivityTracker, type ActivityTrackerDeps, toGainedMinutes } from './activity-tracker';

const MINUTE = 60_000;
/** The spec's inactivity limit, written out so a changed constant fails here. */
const ACTIVE_LIMIT = 300_000;

function setUp({ ack = true, video = false } = {}) {
  const sent: [ActivityClientEvent, ActivityReport][] = [];
  const deps = {
    send: jest.fn(async (event: ActivityClientEvent, report: ActivityReport) => {
      sent.push([event, report]);
      return event === 'watch-activity' ? ack : true;
    }),
    route: () => '/en/dashboard',
    isVideoPlaying: jest.fn(() => video),
    onInactive: jest.fn(),
    onResume: jest.fn(),
  } satisfies ActivityTrackerDeps;
  const tracker = new ActivityTracker(deps);
  const reports = () => sent.filter(([event]) => event !== 'watch-activity');
  return { tracker, deps, sent, reports };
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('activity tracker', () => {
  it('asks the server to watch and counts nothing until it acknowledges', async () => {
    const { tracker, sent, reports } = setUp({ ack: false });
    expect(await tracker.start()).toBe(false);
    expect(sent).toEqual([['watch-activity', { route: '/en/dashboard', gainedMinutes: 0 }]]);
    jest.advanceTimersByTime(20 * MINUTE);
    tracker.hidden();
    tracker.stop();
    expect(reports()).toEqual([]);
  });

  it('counts nothing when the acknowledgement never comes', async () => {
    const { tracker, deps, reports } = setUp();
    deps.send.mockRejectedValueOnce(new Error('operation has timed out'));
    expect(await tracker.start()).toBe(false);
    jest.advanceTimersByTime(10 * MINUTE);
    expect(reports()).toEqual([]);
  });

  it('reports 5 minutes after every 300 active seconds', async () => {
    const { tracker, reports } = setUp();
    await tracker.start();
    for (let second = 0; second < 600; second += 30) {
      jest.advanceTimersByTime(30_000);
      tracker.input();
    }
    expect(reports()).toEqual([
      ['update-activity', { route: '/en/dashboard', gainedMinutes: 5 }],
      ['update-activity', { route: '/en/dashboard', gainedMinutes: 5 }],
    ]);
  });

  it('goes inactive after 300000 ms without input, reports the time and says so', async () => {
    const { tracker, deps, reports } = setUp();
    await tracker.start();
    jest.advanceTimersByTime(60_000);
    tracker.input();
    jest.advanceTimersByTime(ACTIVE_LIMIT - 1);
    expect(deps.onInactive).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(deps.onInactive).toHaveBeenCalledWith('idle');
    expect(tracker.current).toBe('inactive');
    // One report at 300 s of activity, then the remaining minute on going inactive.
    expect(reports()).toEqual([
      ['update-activity', { route: '/en/dashboard', gainedMinutes: 5 }],
      ['inactive', { route: '/en/dashboard', gainedMinutes: 1 }],
    ]);
    jest.advanceTimersByTime(30 * MINUTE);
    expect(reports()).toHaveLength(2);
  });

  it('does not go inactive while a video plays: the idle timer restarts', async () => {
    const { tracker, deps, reports } = setUp({ video: true });
    await tracker.start();
    jest.advanceTimersByTime(3 * ACTIVE_LIMIT);
    expect(deps.onInactive).not.toHaveBeenCalled();
    expect(deps.isVideoPlaying).toHaveBeenCalledTimes(3);
    deps.isVideoPlaying.mockReturnValue(false);
    jest.advanceTimersByTime(ACTIVE_LIMIT);
    expect(deps.onInactive).toHaveBeenCalledWith('idle');
    expect(reports().map(([event]) => event)).toEqual([
      'update-activity',
      'update-activity',
      'update-activity',
      'inactive',
    ]);
  });

  it('resumes on any input after going inactive, counting from then', async () => {
    const { tracker, deps, reports } = setUp();
    await tracker.start();
    jest.advanceTimersByTime(ACTIVE_LIMIT);
    jest.advanceTimersByTime(10 * MINUTE); // away: not counted
    tracker.input();
    expect(deps.onResume).toHaveBeenCalledTimes(1);
    expect(tracker.current).toBe('active');
    jest.advanceTimersByTime(90_000);
    tracker.stop();
    expect(reports().slice(-1)).toEqual([['unmount', { route: '/en/dashboard', gainedMinutes: 1.5 }]]);
  });

  it('stops counting when the tab is hidden and reports left-window', async () => {
    const { tracker, deps, reports } = setUp();
    await tracker.start();
    jest.advanceTimersByTime(2 * MINUTE);
    tracker.hidden();
    expect(deps.onInactive).toHaveBeenCalledWith('hidden');
    expect(reports()).toEqual([['left-window', { route: '/en/dashboard', gainedMinutes: 2 }]]);
    jest.advanceTimersByTime(20 * MINUTE);
    expect(reports()).toHaveLength(1);
    tracker.input();
    expect(deps.onResume).toHaveBeenCalledTimes(1);
  });

  it('rounds gained minutes to 2 decimals', async () => {
    expect(toGainedMinutes(1_000)).toBe(0.02);
    expect(toGainedMinutes(12_345)).toBe(0.21);
    expect(toGainedMinutes(299_999)).toBe(5);
    const { tracker, reports } = setUp();
    await tracker.start();
    jest.advanceTimersByTime(7_777);
    tracker.stop();
    expect(reports()).toEqual([['unmount', { route: '/en/dashboard', gainedMinutes: 0.13 }]]);
  });

  it('sends unmount once, and nothing more after it', async () => {
    const { tracker, reports } = setUp();
    await tracker.start();
    jest.advanceTimersByTime(30_000);
    tracker.stop();
    tracker.stop();
    tracker.input();
    tracker.hidden();
    jest.advanceTimersByTime(20 * MINUTE);
    expect(reports()).toEqual([['unmount', { route: '/en/dashboard', gainedMinutes: 0.5 }]]);
  });

  it('stays stopped when stopped before the acknowledgement arrives', async () => {
    const { tracker, reports } = setUp();
    const started = tracker.start();
    tracker.stop();
    expect(await started).toBe(false);
    jest.advanceTimersByTime(20 * MINUTE);
    expect(reports()).toEqual([]);
  });
});
