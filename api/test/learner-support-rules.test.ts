import { timerLeft } from '@elearn/contracts';
import { inQuietHours, kindOf } from '../src/modules/notifications/notification-kinds';
import { applyTimerAction } from '../src/modules/study-corners/corner-timer';

describe('notification kinds', () => {
  it('maps each notification to the preference that mutes it; answers to the user cannot be muted', () => {
    expect(kindOf('forum.comment')).toBe('forum');
    expect(kindOf('announcement.new')).toBe('announcements');
    expect(kindOf('rank-reward')).toBe('achievements');
    expect(kindOf('learning-time')).toBe('reminders');
    expect(kindOf('ticket.answered')).toBeNull();
    expect(kindOf('payment.paid')).toBeNull();
  });

  it('quiet hours may wrap midnight', () => {
    expect(inQuietHours(23 * 60, 22 * 60, 7 * 60)).toBe(true);
    expect(inQuietHours(6 * 60, 22 * 60, 7 * 60)).toBe(true);
    expect(inQuietHours(12 * 60, 22 * 60, 7 * 60)).toBe(false);
    expect(inQuietHours(13 * 60, 12 * 60, 14 * 60)).toBe(true);
    expect(inQuietHours(14 * 60, 12 * 60, 14 * 60)).toBe(false);
  });
});

describe('shared Pomodoro timer', () => {
  const stopped = { phase: 'focus' as const, seconds: 1500, startedAt: null, leftSeconds: 1500 };
  const t0 = new Date('2026-01-01T10:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  it('counts down from the start for everyone, pauses, and resumes from what was left', () => {
    const running = applyTimerAction(stopped, 'start', t0);
    expect(timerLeft(running, at(60).getTime())).toBe(1440);
    expect(applyTimerAction(running, 'start', at(30))).toBe(running);
    const paused = applyTimerAction(running, 'pause', at(100));
    expect(paused).toMatchObject({ startedAt: null, leftSeconds: 1400 });
    expect(timerLeft(paused, at(900).getTime())).toBe(1400);
    const resumed = applyTimerAction(paused, 'start', at(1000));
    expect(timerLeft(resumed, at(1400).getTime())).toBe(1000);
    expect(timerLeft(resumed, at(9999).getTime())).toBe(0);
  });

  it('reset and switch stop at a full phase', () => {
    const running = applyTimerAction(stopped, 'start', t0);
    expect(applyTimerAction(running, 'reset', at(10))).toEqual(stopped);
    expect(applyTimerAction(running, 'switch', at(10))).toEqual({
      phase: 'break',
      seconds: 300,
      startedAt: null,
      leftSeconds: 300,
    });
  });
});
