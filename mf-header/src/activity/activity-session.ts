import { trackActivity } from '@elearn/platform';

let stopCurrent: (() => void) | null = null;

/** Starts tracking the signed-in learner's study time on this page (one tracker however often called). */
export function startLearnerActivity(): void {
  stopLearnerActivity();
  stopCurrent = trackActivity();
}

/** Sends the last report and stops; sign-out calls it before the server closes the socket. */
export function stopLearnerActivity(): void {
  stopCurrent?.();
  stopCurrent = null;
}
