import { useCallback, useEffect, useRef, useState } from 'react';

export type ResourceState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

export type Resource<T> = ResourceState<T> & {
  /** Loads again from scratch, showing the loading state (the Retry button). */
  reload: () => void;
  /** Loads again in the background, keeping what is shown until the answer (live updates). */
  refresh: () => void;
};

/**
 * One API call's state for a component: loading, ready or error. The call gets
 * an AbortSignal; leaving the page cancels it, and the HTTP client stays silent
 * about cancelled calls.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback((background: boolean) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    if (!background) setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (controller.signal.aborted) return;
        // A failed background refresh keeps the data already shown.
        setState((previous) => (background && previous.status === 'ready' ? previous : { status: 'error' }));
      },
    );
  }, []);

  useEffect(() => {
    run(false);
    return () => inFlight.current?.abort();
  }, [run]);

  const reload = useCallback(() => run(false), [run]);
  const refresh = useCallback(() => run(true), [run]);
  return { ...state, reload, refresh };
}
