import type { EveThread } from '@elearn/contracts';
import { EVE_AUTOSAVE_MS } from '@elearn/contracts/constants';
import { getAccessToken } from '@elearn/platform';
import { useCallback, useEffect, useRef } from 'react';
import { saveThreads } from './eve.resource';

/**
 * Saves the threads every 60 s when they changed (spec §9), when asked (after an answer, on close),
 * and on page hide with a keepalive request that outlives the page, so a reload loses nothing.
 */
export function useAutosave(threads: EveThread[] | null) {
  const latest = useRef(threads);
  const saved = useRef(threads);
  latest.current = threads;

  const save = useCallback(async () => {
    const current = latest.current;
    if (!current || current === saved.current) return;
    await saveThreads(current);
    saved.current = current;
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => void save().catch(() => undefined), EVE_AUTOSAVE_MS);
    const onHide = () => {
      const current = latest.current;
      if (!current || current === saved.current) return;
      const token = getAccessToken();
      void fetch('/api/chat/saveThreads', {
        method: 'PUT',
        keepalive: true,
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'elearn',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ threads: current }),
      }).catch(() => undefined);
      saved.current = current;
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
      void save().catch(() => undefined);
    };
  }, [save]);

  return save;
}
