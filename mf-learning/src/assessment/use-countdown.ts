import { useEffect, useRef, useState } from 'react';

/** Whole seconds from now (corrected by `offset`) to `deadlineAt`, never below 0; null without a deadline. */
const secondsTo = (deadlineAt: string | null, offset: number) =>
  deadlineAt ? Math.max(0, Math.ceil((Date.parse(deadlineAt) - (Date.now() + offset)) / 1000)) : null;

/**
 * Seconds left until `deadlineAt` by the server's clock (`serverNow` at
 * load corrects the device's clock); calls `onZero` once when it reaches 0.
 */
export function useCountdown(
  deadlineAt: string | null,
  serverNow: string,
  onZero: () => void,
): number | null {
  const offset = useRef(Date.parse(serverNow) - Date.now());
  const [seconds, setSeconds] = useState(() => secondsTo(deadlineAt, offset.current));
  const fired = useRef(false);
  const zero = useRef(onZero);
  zero.current = onZero;
  useEffect(() => {
    if (!deadlineAt) return;
    const tick = () => {
      const now = secondsTo(deadlineAt, offset.current);
      setSeconds(now);
      if (now === 0 && !fired.current) {
        fired.current = true;
        zero.current();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [deadlineAt]);
  return seconds;
}

/** m:ss (or h:mm:ss) for the timer. */
export function formatSeconds(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
