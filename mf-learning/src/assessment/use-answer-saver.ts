import type { ExamAnswer } from '@elearn/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { putAnswer, Refusal } from './assessment.resource';

/** `elsewhere`: the test was opened in another browser or tab, which now holds it. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'elsewhere';

/** Typing in an essay waits this long before saving; a choice saves at once. */
const ESSAY_PAUSE_MS = 700;

/**
 * Keeps answers on the server as they change, so a reload or another device
 * resumes the test. Time on a question is sent with its answer. `flush`
 * saves whatever is pending (before submitting).
 */
export function useAnswerSaver(hash: string) {
  const [state, setState] = useState<SaveState>('idle');
  const pending = useRef(new Map<number, ExamAnswer>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seenAt = useRef(Date.now());

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const batch = [...pending.current.entries()];
    pending.current.clear();
    if (batch.length === 0) return;
    setState('saving');
    try {
      for (const [position, answer] of batch) {
        const spent = Math.min(3600, Math.round((Date.now() - seenAt.current) / 1000));
        seenAt.current = Date.now();
        await putAnswer(hash, position, answer, spent);
      }
      setState('saved');
    } catch (error) {
      // Kept for the next try: the answer is not lost while the page is open.
      for (const [position, answer] of batch)
        if (!pending.current.has(position)) pending.current.set(position, answer);
      setState(error instanceof Refusal && error.code === 'EXAM_ELSEWHERE' ? 'elsewhere' : 'failed');
    }
  }, [hash]);

  const save = useCallback(
    (position: number, answer: ExamAnswer, typed: boolean) => {
      pending.current.set(position, answer);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), typed ? ESSAY_PAUSE_MS : 0);
    },
    [flush],
  );

  useEffect(() => () => void flush(), [flush]);
  return { state, save, flush };
}
