import { useEffect, useRef } from 'react';

/**
 * Scrolls to the URL's #anchor once the page is `ready`. The browser tries
 * when the page loads, before the sections exist, and a client-side
 * navigation (pushState) never scrolls; so we do it when the data is in, and
 * again whenever the path or hash changes. Re-renders of the same URL (a
 * session refresh re-routes too) do not scroll the reader back.
 */
export function useScrollToHash(ready: boolean): void {
  const lastScrolled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    const scroll = () => {
      const key = window.location.pathname + window.location.hash;
      if (key === lastScrolled.current) return;
      lastScrolled.current = key;
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
    };
    scroll();
    window.addEventListener('single-spa:routing-event', scroll);
    window.addEventListener('hashchange', scroll);
    return () => {
      window.removeEventListener('single-spa:routing-event', scroll);
      window.removeEventListener('hashchange', scroll);
    };
  }, [ready]);
}
