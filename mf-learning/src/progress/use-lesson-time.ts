import { useBusEvent } from '@elearn/platform';
import { useEffect, useRef, useState } from 'react';
import { postLessonTime } from './progress.resource';

/** Seconds of time on task batched into one report (the server takes at most 120 a report). */
export const REPORT_EVERY_SECONDS = 60;

/**
 * Time on task for one lesson: counts seconds only while the tab is visible and
 * the platform's activity tracker has not called the learner inactive
 * (`activity:inactive` / `activity:resumed` on the bus), reports them in
 * batches, and flushes what is left when the tab hides or the page goes.
 * Returns the lesson's total as the learner should see it. A preview (no
 * progress) counts nothing.
 */
export function useLessonTime(progressId: string | null, lessonId: string, initialSeconds: number): number {
  const [total, setTotal] = useState(initialSeconds);
  const pending = useRef(0);
  const idle = useRef(false);

  useEffect(() => setTotal(initialSeconds), [initialSeconds]);
  useBusEvent('activity:inactive', () => {
    idle.current = true;
  });
  useBusEvent('activity:resumed', () => {
    idle.current = false;
  });

  useEffect(() => {
    if (!progressId) return;
    pending.current = 0;
    const flush = () => {
      const seconds = pending.current;
      if (seconds <= 0) return;
      pending.current = 0;
      void postLessonTime(progressId, lessonId, seconds).then(
        (saved) => setTotal(saved + pending.current),
        () => undefined,
      );
    };
    const tick = setInterval(() => {
      if (document.hidden || idle.current) return;
      pending.current += 1;
      setTotal((t) => t + 1);
      if (pending.current >= REPORT_EVERY_SECONDS) flush();
    }, 1000);
    const onVisibility = () => {
      if (document.hidden) flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [progressId, lessonId]);

  return total;
}
