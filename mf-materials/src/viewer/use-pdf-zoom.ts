import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pinchZoom, wheelZoom } from './zoom-rules';

/** A point of the page (0–1 of its box) that stays under the pointer or fingers across a zoom. */
type Anchor = { fx: number; fy: number; clientX: number; clientY: number };

/**
 * The PDF viewer's zoom by Ctrl/⌘+wheel and by a two-finger pinch over the
 * page's scroll box. A plain wheel scrolls, as in browsers' own PDF viewers;
 * Ctrl+wheel is also what a trackpad pinch sends. The point under the pointer
 * stays put: once the page has its new size (`size`), the box scrolls to it.
 */
export function usePdfZoom(page: RefObject<HTMLDivElement | null>, size: unknown) {
  // The scroll box comes and goes with the document (loading, Retry): a callback ref follows it.
  const [box, scrollerRef] = useState<HTMLElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const current = useRef(zoom);
  current.current = zoom;
  const anchor = useRef<Anchor | null>(null);

  useEffect(() => {
    if (!box) return;
    const anchorAt = (clientX: number, clientY: number) => {
      const rect = page.current?.getBoundingClientRect();
      if (!rect || rect.width === 0 || rect.height === 0) return;
      anchor.current = {
        fx: (clientX - rect.left) / rect.width,
        fy: (clientY - rect.top) / rect.height,
        clientX,
        clientY,
      };
    };
    const zoomTo = (next: number) => {
      current.current = next;
      setZoom(next);
    };

    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      // Not the browser's own page zoom: the wheel zooms the PDF here.
      e.preventDefault();
      anchorAt(e.clientX, e.clientY);
      zoomTo(wheelZoom(current.current, e.deltaY, e.deltaMode));
    };

    const touches = new Map<number, { x: number; y: number }>();
    let pinch: { distance: number; zoom: number } | null = null;
    const spread = () => {
      const [a, b] = [...touches.values()];
      return a && b
        ? { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
        : null;
    };
    const onDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const s = touches.size === 2 ? spread() : null;
      pinch = s ? { distance: s.distance, zoom: current.current } : null;
    };
    const onMove = (e: PointerEvent) => {
      if (!touches.has(e.pointerId)) return;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const s = spread();
      if (!pinch || !s) return;
      anchorAt(s.x, s.y);
      zoomTo(pinchZoom(pinch.zoom, pinch.distance, s.distance));
    };
    const onUp = (e: PointerEvent) => {
      touches.delete(e.pointerId);
      if (touches.size < 2) pinch = null;
    };

    box.addEventListener('wheel', onWheel, { passive: false });
    box.addEventListener('pointerdown', onDown, true);
    box.addEventListener('pointermove', onMove, true);
    box.addEventListener('pointerup', onUp, true);
    box.addEventListener('pointercancel', onUp, true);
    return () => {
      box.removeEventListener('wheel', onWheel);
      box.removeEventListener('pointerdown', onDown, true);
      box.removeEventListener('pointermove', onMove, true);
      box.removeEventListener('pointerup', onUp, true);
      box.removeEventListener('pointercancel', onUp, true);
    };
  }, [box, page]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page has been drawn at its new size
  useLayoutEffect(() => {
    const a = anchor.current;
    const rect = page.current?.getBoundingClientRect();
    anchor.current = null;
    if (!a || !box || !rect) return;
    box.scrollLeft += rect.left + a.fx * rect.width - a.clientX;
    box.scrollTop += rect.top + a.fy * rect.height - a.clientY;
  }, [size]);

  return { zoom, setZoom, scrollerRef };
}
