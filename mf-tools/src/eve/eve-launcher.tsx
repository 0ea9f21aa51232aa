import { useBusEvent } from '@elearn/platform';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { withToolStrings } from '../locales/tool-strings';

// Nothing of Eve loads with the page: the panel's chunk (antd Drawer, react-markdown) on first opening.
const EvePanel = lazy(withToolStrings(() => import('./eve.panel').then((m) => ({ default: m.EvePanel }))));

/** Opens Eve's panel on the bus event `ui:open-eve` (the header's Eve button) and gives focus back on close. */
export function EveLauncher() {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null;
    setState('open');
  }, []);
  useBusEvent('ui:open-eve', open);
  if (state === 'never') return null;
  return (
    <Suspense fallback={null}>
      <EvePanel
        open={state === 'open'}
        onClose={() => setState('closed')}
        afterClose={() => opener.current?.focus()}
      />
    </Suspense>
  );
}
