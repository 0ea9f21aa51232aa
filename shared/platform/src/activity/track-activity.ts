import type { ActivityClientEvent } from '@elearn/contracts';
import { bus } from '../bus/event-bus';
import { emitWithAck, getSocket } from '../socket/socket-bridge';
import { ActivityTracker } from './activity-tracker';

const INPUT_EVENTS = ['keydown', 'scroll', 'click', 'mousemove'] as const;

async function send(event: ActivityClientEvent, report: unknown): Promise<boolean> {
  // The ack is `{ success }` (activityAckSchema); checked by hand to keep zod off guests' pages.
  const ack: unknown = await emitWithAck(event, report);
  return typeof ack === 'object' && ack !== null && (ack as { success?: unknown }).success === true;
}

const isVideoPlaying = (): boolean =>
  Array.from(document.querySelectorAll('video')).some((video) => !video.paused && !video.ended);

/**
 * Tracks the signed-in learner's study time on this page (spec 4, activity
 * tracker) over the platform's socket, starting again on every (re)connect
 * because the server watches per socket. Publishes `activity:inactive` and
 * `activity:resumed` on the bus for the "where did you go ?" popup. Returns
 * the stop function, which sends the final `unmount`; call it before signing out.
 */
export function trackActivity(): () => void {
  let tracker: ActivityTracker | null = null;
  /** The learner was told "where did you go ?" and has not come back yet. */
  let away = false;
  const resumed = () => {
    away = false;
    bus.emit('activity:resumed');
  };

  const begin = () => {
    // A new socket: the old one (and what it was watching) is gone.
    tracker?.dispose();
    const next = new ActivityTracker({
      send,
      route: () => window.location.pathname,
      isVideoPlaying,
      onInactive: (reason) => {
        away = true;
        bus.emit('activity:inactive', { reason });
      },
      onResume: resumed,
    });
    tracker = next;
    void next.start().then((started) => {
      if (!started) return;
      // The tab may have been hidden while the server was answering.
      if (document.hidden) next.hidden();
      // Counting again on the new socket: the learner is back, the popup goes.
      else if (away) resumed();
    });
  };
  const onInput = () => {
    if (!document.hidden) tracker?.input();
  };
  const onVisibility = () => {
    if (document.hidden) tracker?.hidden();
  };
  const stop = () => tracker?.stop();

  for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', stop);
  const connected = bus.on('socket:connected').subscribe(begin);
  if (getSocket()?.connected) begin();

  return () => {
    connected.unsubscribe();
    for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', stop);
    stop();
    tracker = null;
  };
}
