import { useEffect, useRef, useState } from 'react';
import { beep } from './beep';
import { initialWatch, isRunning, tick, type WatchState } from './watch-clock';

/**
 * The watch's state and a 200 ms look at the clock while it runs. The tick
 * only decides what to show and when to sound: the time itself always comes
 * from timestamps, so a throttled background tab is right on its next tick.
 */
export function useWatch() {
  const [state, setState] = useState<WatchState>(() => initialWatch());
  const [now, setNow] = useState(() => Date.now());
  const [finished, setFinished] = useState(false);
  const [lastWarning, setLastWarning] = useState<number | null>(null);
  const latest = useRef(state);
  latest.current = state;
  const running = isRunning(state);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      const result = tick(latest.current, at);
      if (result.warned.length) {
        beep();
        setLastWarning(Math.min(...result.warned));
      }
      if (result.finished) {
        beep(true);
        setFinished(true);
        setLastWarning(null);
      }
      if (result.state !== latest.current) {
        latest.current = result.state;
        setState(result.state);
      }
    }, 200);
    return () => window.clearInterval(id);
  }, [running]);

  const update = (change: (s: WatchState, at: number) => WatchState) => {
    const at = Date.now();
    setNow(at);
    setFinished(false);
    setLastWarning(null);
    setState((s) => change(s, at));
  };
  return { state, now, finished, lastWarning, update };
}
