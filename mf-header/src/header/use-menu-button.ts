import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

type FocusTarget = 'first' | 'last';

/**
 * A menu button (WAI-ARIA menu button pattern) around an antd dropdown:
 * Enter, Space or ArrowDown opens it with focus on the first item, ArrowUp on
 * the last; the arrow keys then move inside the menu. When it closes while
 * focus is inside it (Escape, a choice), focus goes back to the button, so
 * keyboard users do not land on the page's first element.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    setFocusTarget(next ? 'first' : null);
    // After the key event that closed it: a choice made with Enter would otherwise send that
    // key's keypress to the button, which opens the menu again on the page just navigated to.
    if (!next && document.activeElement?.closest('.ant-dropdown'))
      setTimeout(() => triggerRef.current?.focus());
  }, []);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  const onTriggerKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    setFocusTarget(event.key === 'ArrowUp' ? 'last' : 'first');
  }, []);

  // The popup mounts in a portal a frame or two after opening: focus its item once it is there.
  useEffect(() => {
    if (!open || !focusTarget) return;
    let frame = 0;
    let tries = 0;
    const focusItem = () => {
      const items = popupRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
      const item = focusTarget === 'first' ? items?.[0] : items?.[items.length - 1];
      if (item) {
        item.focus();
        setFocusTarget(null);
      } else if (++tries < 60) frame = requestAnimationFrame(focusItem);
    };
    frame = requestAnimationFrame(focusItem);
    return () => cancelAnimationFrame(frame);
  }, [open, focusTarget]);

  return { open, onOpenChange, close, triggerRef, popupRef, onTriggerKeyDown };
}
