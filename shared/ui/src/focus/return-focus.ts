import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Focus around dialogs and changing content, the one way for every remote (WCAG 2.4.3 focus order):
 * a dialog gives focus back to what opened it when it closes (`useReturnFocus`), and a step, tab or
 * page that replaces the content moves focus to the new content's heading (`useFocusOnChange`).
 */

/** What had focus last (a menu item that opened a dialog and was removed with its menu). */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });

function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/** The opener, or the element that replaced it (same id), or the caller's fallback. */
function target(opener: HTMLElement | null, fallback?: () => HTMLElement | null): HTMLElement | null {
  if (opener?.isConnected) return opener;
  const same = opener?.id ? document.getElementById(opener.id) : null;
  return same ?? fallback?.() ?? null;
}

/** Focus is still where the closing dialog had it (or nowhere): nothing else has taken it since. */
const focusLeftBehind = (held: Element | null) => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active === held;
};

export interface ReturnFocusOptions {
  /** Where focus goes when the opener is gone and no element has its id (a row deleted from the dialog). */
  fallback?: () => HTMLElement | null;
}

/**
 * Gives focus back to the dialog's opener when it closes: `open` turning false, or the dialog
 * unmounting while open (`{open && <Dialog/>}`), by Escape, Cancel, × or a finished action.
 * The opener is what had focus when `open` became true. Nothing moves when the user has already
 * put focus elsewhere (another dialog opened from this one). Spread the result on an antd Modal
 * or Drawer: it turns off antd's own return, which is lost when the Modal unmounts with its owner
 * and goes to a menu item that no longer exists; `afterClose` is the last chance once the closing
 * animation ends.
 */
export function useReturnFocus(open: boolean, options: ReturnFocusOptions = {}) {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef(options.fallback);
  fallback.current = options.fallback;

  const giveBack = useCallback((held: Element | null) => {
    // After the commit that closed the dialog: the page around it has settled (a list re-rendered).
    queueMicrotask(() => {
      if (!focusLeftBehind(held)) return;
      target(opener.current, fallback.current)?.focus({ preventScroll: false });
    });
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    opener.current = currentOpener();
    return () => giveBack(document.activeElement);
  }, [open, giveBack]);

  const afterClose = useCallback(() => {
    if (focusLeftBehind(null)) target(opener.current, fallback.current)?.focus();
  }, []);

  return { afterClose, focusable: { focusTriggerAfterClose: false } } as const;
}

/**
 * A ref for the heading of content that replaces itself (a wizard's step, a tab's panel): when `key`
 * changes, focus moves to that heading, so keyboard and screen-reader users start at the new
 * content instead of staying on "Next". Not on the first render. Give the heading `tabIndex={-1}`.
 */
export function useFocusOnChange<T extends HTMLElement = HTMLHeadingElement>(
  key: unknown,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const shown = useRef(key);
  useEffect(() => {
    if (Object.is(shown.current, key)) return;
    shown.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
