/** The PDF viewer's drawing tools (authoring §2, §9). */
export type PaintTool = 'pen' | 'highlight' | 'text' | 'erase' | 'cursor';

export const PAINT_SIZE = { min: 1, max: 50, pen: 2 } as const;

const clampSize = (size: number) => Math.min(PAINT_SIZE.max, Math.max(PAINT_SIZE.min, Math.round(size)));

/** Pen black, highlight yellow at half opacity; erase clears what is under it (text too). */
export function strokeStyle(tool: 'pen' | 'highlight' | 'erase', size: number) {
  const width = clampSize(size);
  if (tool === 'highlight')
    return { stroke: '#ffeb3b', opacity: 0.5, strokeWidth: width, composite: 'source-over' as const };
  if (tool === 'erase')
    return { stroke: '#000000', opacity: 1, strokeWidth: width, composite: 'destination-out' as const };
  return { stroke: '#000000', opacity: 1, strokeWidth: width, composite: 'source-over' as const };
}

/**
 * Text is black; its font follows the size control so one control serves every
 * tool: the pen's default 2 gives 16 px, 50 gives 112 px (at zoom 1).
 */
export function textStyle(size: number) {
  return { fill: '#000000', fontSize: 12 + 2 * clampSize(size), lineHeight: 1.2 };
}

/**
 * What is on a page, in page coordinates (0–1 of its width and height) so it
 * lines up at every zoom; sizes are pixels at zoom 1 and grow with the zoom.
 */
export type PaintMark =
  | { kind: 'line'; tool: 'pen' | 'highlight' | 'erase'; size: number; points: number[] }
  | { kind: 'text'; size: number; x: number; y: number; text: string };

/**
 * Where a text placed from the keyboard goes: under the last text placed on
 * the page (a line further down), else near the top corner where lines start.
 */
export function nextTextSpot(marks: readonly PaintMark[], heightAtZoom1: number): { x: number; y: number } {
  const last = marks.findLast((m) => m.kind === 'text');
  if (!last) return { x: 0.05, y: 0.05 };
  const lines = last.text.split('\n').length;
  const { fontSize, lineHeight } = textStyle(last.size);
  const y = last.y + (lines * fontSize * lineHeight) / Math.max(1, heightAtZoom1);
  return { x: last.x, y: y < 0.95 ? y : 0.05 };
}

/** A typed text as it is kept: line ends normalised, surrounding blank space dropped; empty is nothing. */
export const cleanText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * Drawings are saved as a PNG 1350 px wide (the viewer's widest page at zoom 1),
 * whatever the zoom they were drawn at, so a page's image has one size.
 */
export const SAVE_WIDTH = 1350;
export const savePixelRatio = (stageWidth: number) => SAVE_WIDTH / Math.max(1, stageWidth);

/** Where a page's drawing waits in this browser when saving it failed (file, user, page). */
export const paintCacheKey = (fileId: string, userId: string, page: number) =>
  `materials-paint:${fileId}:${userId}:${page}`;
