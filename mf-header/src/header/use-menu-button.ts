import { useCallback, useRef, useState } from 'react';

/**
 * Open state of a dropdown menu and its trigger. When the menu closes while
 * focus is inside it (Escape, a choice), focus goes back to the button that
 * opened it, so keyboard users do not land on the page's first element.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next && document.activeElement?.closest('.ant-dropdown')) triggerRef.current?.focus();
  }, []);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return { open, onOpenChange, close, triggerRef };
}
