import MinusOutlined from '@ant-design/icons/MinusOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { MindMapNode } from '@elearn/contracts';
import { isRtl } from '@elearn/platform';
import { useLang } from '@elearn/ui';
import Button from 'antd/es/button';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampZoom,
  firstLevelsExpanded,
  layoutTree,
  type ShownNode,
  shownNodes,
  type TreeMove,
  treeKey,
  ZOOM,
} from './mind-map-rules';

/** Keys the tree owns: the pane never scrolls with them while a node has the focus. */
const TREE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', ' ']);

/** Colours go round after this many levels (the contract allows six). */
const LEVEL_STYLES = 6;

/**
 * The mind map as a horizontal node-link tree (root at the start edge, so mirrored in
 * right-to-left): HTML nodes over SVG links in a pane that scrolls and zooms (buttons,
 * Ctrl+wheel, 50–200%). The nodes are a WAI-ARIA tree with a roving tabindex (keys in
 * `treeKey`); Enter, Space or a click shows the node's description in the side panel.
 */
export function MindMapView({ root, label }: { root: MindMapNode; label: string }) {
  const { t } = useTranslation('mf-materials');
  const rtl = isRtl(useLang());
  const helpId = useId();
  const [expanded, setExpanded] = useState(() => firstLevelsExpanded(root));
  const [focusedId, setFocusedId] = useState(root.id);
  const [selected, setSelected] = useState<MindMapNode | null>(null);
  const [zoom, setZoom] = useState(1);
  const pane = useRef<HTMLDivElement>(null);
  const items = useRef(new Map<string, HTMLDivElement>());
  /** Set when a key or a click moves the focus: the next render puts it on that node. */
  const moveFocus = useRef(false);

  const shown = useMemo(() => shownNodes(root, expanded), [root, expanded]);
  const layout = useMemo(() => layoutTree(shown), [shown]);
  // A node hidden meanwhile (the map was read again) gives the focus back to the root.
  const focused = shown.some((s) => s.node.id === focusedId) ? focusedId : root.id;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    items.current.get(focused)?.focus();
  });

  // Ctrl+wheel (and a touchpad's pinch, which browsers send as one) zooms the pane, not the page.
  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey || event.deltaY === 0) return;
      event.preventDefault();
      setZoom((z) => clampZoom(z - Math.sign(event.deltaY) * ZOOM.wheel));
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, []);

  const setOpen = (ids: string[], open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (open) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const apply = (move: TreeMove) => {
    if (move.kind === 'focus') {
      moveFocus.current = true;
      setFocusedId(move.id);
    } else if (move.kind === 'expand' || move.kind === 'collapse') setOpen([move.id], move.kind === 'expand');
    else if (move.kind === 'expandMany') setOpen(move.ids, true);
    else setSelected(shown.find((s) => s.node.id === move.id)?.node ?? null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const move = treeKey(event.key, { shown, focusedId: focused, expanded, rtl });
    // The tree's keys never scroll the pane, even where they do nothing (Right on a leaf).
    if (move || TREE_KEYS.has(event.key)) event.preventDefault();
    if (move) apply(move);
  };
  const onClick = (event: MouseEvent, item: ShownNode) => {
    const { id } = item.node;
    moveFocus.current = true;
    setFocusedId(id);
    if ((event.target as HTMLElement).closest('.mind-map-toggle')) setOpen([id], !expanded.has(id));
    else setSelected(item.node);
  };
  const zoomBy = (by: number) => setZoom((z) => clampZoom(z + by));

  return (
    <div className="mind-map">
      <p id={helpId} className="mind-map-help">
        {t('mindMap.help')}
      </p>
      <div className="mind-map-toolbar" role="toolbar" aria-label={t('mindMap.zoom')}>
        <Button
          icon={<MinusOutlined />}
          aria-label={t('mindMap.zoomOut')}
          disabled={zoom <= ZOOM.min}
          onClick={() => zoomBy(-ZOOM.button)}
        />
        <output className="mind-map-zoom" aria-live="polite">
          {t('mindMap.zoomLevel', { percent: Math.round(zoom * 100) })}
        </output>
        <Button
          icon={<PlusOutlined />}
          aria-label={t('mindMap.zoomIn')}
          disabled={zoom >= ZOOM.max}
          onClick={() => zoomBy(ZOOM.button)}
        />
        <Button onClick={() => setZoom(1)} disabled={zoom === 1}>
          {t('mindMap.zoomReset')}
        </Button>
      </div>
      <div className="mind-map-body">
        <div ref={pane} className="mind-map-pane" data-testid="mind-map-pane">
          <div
            className="mind-map-canvas"
            style={{ inlineSize: layout.width * zoom, blockSize: layout.height * zoom }}
          >
            <div
              className="mind-map-stage"
              style={{
                inlineSize: layout.width,
                blockSize: layout.height,
                transform: `scale(${zoom})`,
                transformOrigin: rtl ? 'top right' : 'top left',
              }}
            >
              <svg
                className="mind-map-links"
                aria-hidden="true"
                width={layout.width}
                height={layout.height}
                style={rtl ? { transform: 'scaleX(-1)' } : undefined}
              >
                {layout.links.map((link) => (
                  <path key={link.id} d={link.path} />
                ))}
              </svg>
              <div
                role="tree"
                aria-label={label}
                aria-describedby={helpId}
                className="mind-map-tree"
                onKeyDown={onKeyDown}
              >
                {shown.map((item) => {
                  const { node } = item;
                  const place = layout.places.get(node.id)!;
                  const open = expanded.has(node.id);
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's own keys (onKeyDown above) do what a click does.
                    <div
                      key={node.id}
                      ref={(element) => {
                        if (element) items.current.set(node.id, element);
                        else items.current.delete(node.id);
                      }}
                      role="treeitem"
                      aria-level={item.level}
                      aria-setsize={item.setsize}
                      aria-posinset={item.posinset}
                      aria-expanded={node.children.length ? open : undefined}
                      aria-selected={selected?.id === node.id}
                      tabIndex={node.id === focused ? 0 : -1}
                      className={`mind-map-node mind-map-level-${((item.level - 1) % LEVEL_STYLES) + 1}`}
                      style={{ insetInlineStart: place.x, insetBlockStart: place.y }}
                      onFocus={() => setFocusedId(node.id)}
                      onClick={(event) => onClick(event, item)}
                      title={node.name}
                    >
                      <span className="mind-map-name" dir="auto">
                        {node.name}
                      </span>
                      {node.children.length > 0 && (
                        <span className="mind-map-toggle" aria-hidden="true">
                          {open ? '−' : '+'}
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            </div>
          </div>
        </div>
        <aside className="mind-map-panel" aria-label={t('mindMap.details')} aria-live="polite">
          {selected ? (
            <>
              {/* The course's own words, in its language whatever the page's. */}
              <h2 dir="auto">{selected.name}</h2>
              {selected.description?.trim() ? (
                <p dir="auto">{selected.description}</p>
              ) : (
                <p>{t('mindMap.noDescription')}</p>
              )}
            </>
          ) : (
            <p className="mind-map-hint">{t('mindMap.choose')}</p>
          )}
        </aside>
      </div>
    </div>
  );
}
