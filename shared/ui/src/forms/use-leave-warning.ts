import { useEffect } from 'react';

/**
 * The browser's own "leave the page?" prompt while `active`: unsaved changes
 * (the materials tree) or a draft save still on its way (the course wizard).
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
