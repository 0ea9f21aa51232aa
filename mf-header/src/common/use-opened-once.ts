import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog's code (antd's Modal and the form code it
 * brings, ~22 KB gzip) loads on its first opening, and it stays mounted after so it can animate
 * closed and return focus.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
