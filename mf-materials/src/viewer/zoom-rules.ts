/**
 * The PDF viewer's zoom (authoring §9): 0.2–3 by the wheel and the buttons,
 * 0.5–3 by pinch; the page at zoom 1 fits the viewer, at most 1350 px wide.
 */
export const ZOOM = { min: 0.2, pinchMin: 0.5, max: 3, step: 0.25, maxWidth: 1350 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Pixels per unit of `deltaMode` (pixels, lines, pages), as browsers scroll them. */
const WHEEL_UNIT = [1, 16, 800] as const;
/** 100 px of wheel (one notch of most mice) zooms by about 20 %; trackpad pinches send small deltas. */
const WHEEL_RATE = 0.002;

/** The zoom after a Ctrl/⌘+wheel event: up (negative deltaY) zooms in, proportionally to the distance. */
export function wheelZoom(zoom: number, deltaY: number, deltaMode = 0): number {
  const pixels = deltaY * (WHEEL_UNIT[deltaMode as 0 | 1 | 2] ?? 1);
  return clamp(zoom * Math.exp(-pixels * WHEEL_RATE), ZOOM.min, ZOOM.max);
}

/**
 * The zoom during a two-finger pinch that started at `startZoom` with the
 * fingers `startDistance` apart. Kept within 0.5–3, except that a pinch begun
 * below 0.5 (zoomed out by the wheel) never jumps up to 0.5.
 */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return clamp(
    (startZoom * distance) / startDistance,
    Math.min(ZOOM.pinchMin, startZoom),
    Math.max(ZOOM.max, startZoom),
  );
}

/** The zoom buttons: the next multiple of 0.25 in the direction (from 0.3, out is 0.25 and in is 0.5). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const steps = zoom / ZOOM.step;
  // A zoom a hair off a multiple (wheel maths) counts as that multiple.
  const near = Math.abs(steps - Math.round(steps)) < 1e-6 ? Math.round(steps) : steps;
  const next = direction > 0 ? Math.floor(near) + 1 : Math.ceil(near) - 1;
  return clamp(next * ZOOM.step, ZOOM.min, ZOOM.max);
}

/** The zoom as the whole percentage the toolbar shows. */
export const zoomPercent = (zoom: number) => Math.round(zoom * 100);

/** Screen pixels per PDF unit: the page fits `available` px (at most 1350) at zoom 1, times the zoom. */
export function pageScale(pageWidth: number, available: number, zoom: number): number {
  const fit = Math.min(ZOOM.maxWidth, available > 0 ? available : pageWidth) / pageWidth;
  return fit * zoom;
}
