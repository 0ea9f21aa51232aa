import { useSyncExternalStore } from 'react';

const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

/** The current pathname + search, re-rendering on every navigation. */
export function useLocationHref(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname + window.location.search,
    () => '/',
  );
}
