/** The PDF viewer's drawing tools (authoring §2, §9). */
export type PaintTool = 'pen' | 'highlight' | 'erase' | 'cursor';

export const PAINT_SIZE = { min: 1, max: 50, pen: 2 } as const;

/** Pen black, highlight yellow at half opacity; erase clears what is under it. */
export function strokeStyle(tool: Exclude<PaintTool, 'cursor'>, size: number) {
  const width = Math.min(PAINT_SIZE.max, Math.max(PAINT_SIZE.min, Math.round(size)));
  if (tool === 'highlight')
    return { stroke: '#ffeb3b', opacity: 0.5, strokeWidth: width, composite: 'source-over' as const };
  if (tool === 'erase')
    return { stroke: '#000000', opacity: 1, strokeWidth: width, composite: 'destination-out' as const };
  return { stroke: '#000000', opacity: 1, strokeWidth: width, composite: 'source-over' as const };
}

/** Where a page's drawing waits in this browser when saving it failed (file, user, page). */
export const paintCacheKey = (fileId: string, userId: string, page: number) =>
  `materials-paint:${fileId}:${userId}:${page}`;
