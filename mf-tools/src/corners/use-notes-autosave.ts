import { useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Notes saved as the user types: one save `delay` ms after the last change,
 * never two at once (a change made during a save is saved after it).
 */
export function useNotesAutosave(save: (notes: string) => Promise<void>, delay = 800) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const pending = useRef<string | null>(null);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = async () => {
    if (running.current || pending.current === null) return;
    const notes = pending.current;
    pending.current = null;
    running.current = true;
    setStatus('saving');
    try {
      await saveRef.current(notes);
      running.current = false;
      if (pending.current === null) setStatus('saved');
      else void flush();
    } catch {
      running.current = false;
      setStatus('failed');
    }
  };

  useEffect(
    () => () => {
      // Leaving the page: what was typed last is still saved.
      if (timer.current) clearTimeout(timer.current);
      if (pending.current !== null) void saveRef.current(pending.current).catch(() => undefined);
    },
    [],
  );

  return {
    status,
    /** Whether typed text has not reached the server yet (a remote edit must not overwrite it). */
    dirty: () => pending.current !== null || running.current,
    changed(notes: string) {
      pending.current = notes;
      setStatus('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
  };
}
