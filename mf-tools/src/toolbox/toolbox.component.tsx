import { useBusEvent } from '@elearn/platform';
import { ScopedStyle } from '@elearn/ui';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EveLauncher } from '../eve/eve-launcher';
import { withToolStrings } from '../locales/tool-strings';
import type { BoardRequest } from '../whiteboard/board-request';
import { toolboxCss } from './toolbox.css';

// The tab is all that loads on every page; each tool (and antd, konva) loads on its first opening.
const ToolboxMenu = lazy(() => import('./toolbox-menu.component').then((m) => ({ default: m.ToolboxMenu })));
const CalculatorPanel = lazy(
  withToolStrings(() =>
    import('../calculator/calculator.panel').then((m) => ({ default: m.CalculatorPanel })),
  ),
);
const WatchTool = lazy(
  withToolStrings(() => import('../timer/watch.tool').then((m) => ({ default: m.WatchTool }))),
);
const WhiteboardTool = lazy(
  withToolStrings(() => import('../whiteboard/whiteboard.tool').then((m) => ({ default: m.WhiteboardTool }))),
);

/**
 * The floating toolbox (learner-experience §2): a side tab on the inline end
 * edge (mirrored in Arabic) that opens the tools menu. The tools stay mounted
 * once opened, and the tools region outlives page changes, so a running timer
 * keeps running while the learner moves around the site.
 */
export function Toolbox() {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'toolbox' });
  const tab = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [calculator, setCalculator] = useState<'never' | 'open' | 'closed'>('never');
  const [watch, setWatch] = useState<'never' | 'open' | 'closed'>('never');
  const [board, setBoard] = useState<{ request: BoardRequest; open: boolean; seq: number } | null>(null);

  const focusTab = useCallback(() => tab.current?.focus(), []);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    focusTab();
  }, [focusTab]);
  const toggleCalculator = useCallback(() => setCalculator((c) => (c === 'open' ? 'closed' : 'open')), []);
  // Other remotes open the calculator through the bus (e.g. a study page), never by import.
  useBusEvent('ui:toggle-calculator', toggleCalculator);

  return (
    <div className="mt-toolbox">
      <ScopedStyle name="toolbox" css={toolboxCss} />
      <button
        ref={tab}
        type="button"
        className="mt-tab"
        aria-expanded={menuOpen}
        aria-controls="mt-menu"
        aria-label={t('open')}
        title={t('open')}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h7v7H4V3zm2 2v3h3V5H6zm7-2h7v7h-7V3zm2 2v3h3V5h-3zM4 13h7v7H4v-7zm2 2v3h3v-3H6zm10-2h2v3h3v2h-3v3h-2v-3h-3v-2h3v-3z"
          />
        </svg>
      </button>
      <Suspense fallback={null}>
        {menuOpen && (
          <ToolboxMenu
            calculatorOpen={calculator === 'open'}
            onClose={closeMenu}
            onToggleCalculator={() => {
              toggleCalculator();
              setMenuOpen(false);
            }}
            onOpenWatch={() => {
              setWatch('open');
              setMenuOpen(false);
            }}
            onOpenBoard={(request) => {
              setBoard((b) => ({ request, open: true, seq: (b?.seq ?? 0) + 1 }));
              setMenuOpen(false);
            }}
          />
        )}
        {calculator === 'open' && (
          <CalculatorPanel
            onClose={() => {
              setCalculator('closed');
              focusTab();
            }}
          />
        )}
        {watch !== 'never' && (
          <WatchTool open={watch === 'open'} onClose={() => setWatch('closed')} afterClose={focusTab} />
        )}
        {board && (
          <WhiteboardTool
            key={board.seq}
            request={board.request}
            open={board.open}
            onClose={() => setBoard((b) => b && { ...b, open: false })}
            afterClose={focusTab}
          />
        )}
      </Suspense>
      <EveLauncher />
    </div>
  );
}
