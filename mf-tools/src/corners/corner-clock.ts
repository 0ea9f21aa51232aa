import type { CornerTimer } from '@elearn/contracts';
import { timerLeft } from '@elearn/contracts/constants';

/** The shared timer as this client holds it: the server's state and how far this clock is off the server's. */
export interface SyncedTimer {
  timer: CornerTimer;
  /** Server time minus this client's time when the state arrived, in ms. */
  offset: number;
}

export const syncTimer = (timer: CornerTimer, serverNow: string, clientNow: number): SyncedTimer => ({
  timer,
  offset: Date.parse(serverNow) - clientNow,
});

/** Seconds left at `clientNow`, counted on the server's clock so every member sees the same. */
export const secondsLeft = ({ timer, offset }: SyncedTimer, clientNow: number) =>
  timerLeft(timer, clientNow + offset);

/** 25:00, 4:05, 0:00 (minutes are not padded, seconds are). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
