import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; retry(): void }
  | { status: 'ready'; data: T; set(next: T): void };

/**
 * Loads one resource for a dialog or page: loading, failed (with retry) or
 * ready. The call is aborted when the screen goes away or `key` changes.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): Loaded<T> {
  const [state, setState] = useState<{ status: 'loading' | 'failed' } | { status: 'ready'; data: T }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function each render; `key` names what it loads.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  if (state.status === 'ready') return { status: 'ready', data: state.data, set };
  if (state.status === 'failed') return { status: 'failed', retry };
  return { status: 'loading' };
}
