import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: starts at (width − 350, height − 550), at least 20; stays within (width − 320, height − 500). */
export const startPosition = (width: number, height: number) => ({
  x: Math.max(20, width - 350),
  y: Math.max(20, height - 550),
});

export const clampPosition = (x: number, y: number, width: number, height: number) => ({
  x: Math.min(Math.max(0, x), Math.max(0, width - 320)),
  y: Math.min(Math.max(0, y), Math.max(0, height - 500)),
});

/**
 * Dragging by the panel's body: from press to release, never from a button
 * or the equation (they keep their own clicks and text selection).
 */
export function useDrag() {
  const [position, setPosition] = useState(() => startPosition(window.innerWidth, window.innerHeight));
  const grab = useRef<{ dx: number; dy: number; id: number } | null>(null);

  useEffect(() => {
    const keepInside = () =>
      setPosition((p) => clampPosition(p.x, p.y, window.innerWidth, window.innerHeight));
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('button, input, output, label, summary, details p')) return;
      grab.current = { dx: event.clientX - position.x, dy: event.clientY - position.y, id: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      event.preventDefault();
    },
    [position],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const g = grab.current;
    if (!g || g.id !== event.pointerId) return;
    setPosition(
      clampPosition(event.clientX - g.dx, event.clientY - g.dy, window.innerWidth, window.innerHeight),
    );
  }, []);
  const onPointerUp = useCallback(() => {
    grab.current = null;
  }, []);

  return { position, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
