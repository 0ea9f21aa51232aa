import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Focus around dialogs and changing content, the one way for every remote (WCAG 2.4.3 focus order):
 * a dialog gives focus back to what opened it when it closes (`useReturnFocus`), and a step, tab or
 * page that replaces the content moves focus to the new content's heading (`useFocusOnChange`).
 */

/** What had focus last (a menu item that opened a dialog and went away with its menu). */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });

/** What has focus now, or had it last when focus has fallen to the page body. */
export function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Where focus may go back to when a dialog closes, nearest first: the opener and its
 * ancestors ('opener'), or only the ancestors ('container', for an opener that leaves the
 * page). Read while they are all on the page: once an element is removed, its ancestors can
 * no longer be found from it.
 */
export function focusChain(
  from: HTMLElement | null,
  target: 'opener' | 'container' = 'opener',
): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let node = target === 'opener' ? from : from?.parentElement; node; node = node.parentElement)
    chain.push(node);
  return chain;
}

const takesFocus = (node: HTMLElement) => node.tabIndex >= 0 || node.hasAttribute('tabindex');

/**
 * Focuses the first element of the chain still on the page that takes focus (an opener that a
 * re-render replaced is found again by its id; a disabled one is passed over): never the page
 * body. False when none is left.
 */
export function focusFirstConnected(chain: HTMLElement[]): boolean {
  for (const node of chain) {
    const here = node.isConnected ? node : node.id ? document.getElementById(node.id) : null;
    if (here && takesFocus(here) && here !== document.body) {
      here.focus();
      // A disabled button takes no focus: the next one out does.
      if (document.activeElement === here) return true;
    }
  }
  return false;
}

/**
 * Focus is still where the closing dialog had it, or nowhere, or on something no longer shown (a
 * closed dialog's button): nothing else has taken it since.
 */
const focusLeftBehind = (held: Element | null) => {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    active === held ||
    (typeof active.checkVisibility === 'function' && !active.checkVisibility())
  );
};

/** After the closing dialog's last render (antd hides it right after `afterClose`). */
const afterHidden = (run: () => void) => setTimeout(run, 0);

export interface ReturnFocusOptions {
  /** 'container': the nearest focusable element around the opener, for an opener that leaves the page. */
  target?: 'opener' | 'container';
  /** The chain read earlier (`focusChain` at the click), for a dialog whose code loads after the click. */
  chain?: HTMLElement[];
  /** Where focus goes when nothing of the chain is left (a row deleted from its own dialog). */
  fallback?: () => HTMLElement | null;
}

/**
 * Gives focus back to the dialog's opener when it closes: `open` turning false, or the dialog
 * unmounting while open (`{open && <Dialog/>}`), by Escape, Cancel, × or a finished action.
 * The opener is what had focus when `open` became true (read while rendering: the dialog's own
 * effects move focus into it first). Nothing moves when the user has already put focus elsewhere
 * (another dialog opened from this one). Spread the result on an antd Modal or Drawer: it turns
 * off antd's own return, which is lost when the Modal unmounts with its owner and goes to a
 * menu item that no longer exists; `afterClose` is the last chance once the closing animation ends.
 */
export function useReturnFocus(open: boolean, options: ReturnFocusOptions = {}) {
  const chain = useRef<HTMLElement[] | null>(null);
  const fallback = useRef(options.fallback);
  fallback.current = options.fallback;
  if (open && chain.current === null)
    chain.current = options.chain ?? focusChain(currentOpener(), options.target);

  const giveBack = useCallback(() => {
    const saved = chain.current;
    chain.current = null;
    if (saved && !focusFirstConnected(saved)) fallback.current?.()?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    return () => {
      const held = document.activeElement;
      // After the commit that closed the dialog: the page around it has settled (a list re-rendered).
      queueMicrotask(() => {
        if (focusLeftBehind(held)) giveBack();
        else chain.current = null;
      });
    };
  }, [open, giveBack]);

  const afterClose = useCallback(
    () =>
      afterHidden(() => {
        if (focusLeftBehind(null)) giveBack();
      }),
    [giveBack],
  );

  return { afterClose, focusable: { focusTriggerAfterClose: false } } as const;
}

/**
 * The same for antd's imperative dialogs (`modal.confirm`, `modal.success`, `modal.error`): focus
 * goes back along `chain` (by default what has focus now, read when the action starts) once the
 * dialog has closed, also when its opener was disabled or replaced meanwhile (a Buy button busy).
 */
export function returnFocusAfter(chain: HTMLElement[] = focusChain(currentOpener())) {
  return {
    afterClose: () =>
      afterHidden(() => {
        if (focusLeftBehind(null)) focusFirstConnected(chain);
      }),
    focusable: { focusTriggerAfterClose: false },
  } as const;
}

/**
 * A ref for the heading of content that replaces itself (a wizard's step, a tab's panel): when `key`
 * changes, focus moves to that heading once the new content is on the page, so keyboard and
 * screen-reader users start at the new content instead of staying on "Next" (or on nothing, when
 * "Next" went away with its step). Not on the first render. Give the heading `tabIndex={-1}`;
 * `find` names it instead of the ref when each step renders its own heading.
 */
export function useFocusOnChange<T extends HTMLElement = HTMLHeadingElement>(
  key: unknown,
  find?: () => HTMLElement | null,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const shown = useRef(key);
  const finder = useRef(find);
  finder.current = find;
  useEffect(() => {
    if (Object.is(shown.current, key)) return;
    shown.current = key;
    (finder.current ? finder.current() : ref.current)?.focus();
  }, [key]);
  return ref;
}
