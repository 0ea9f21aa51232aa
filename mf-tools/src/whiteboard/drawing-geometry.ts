import type { DrawingItem, WhiteboardTool } from '@elearn/contracts';

export type Point = { x: number; y: number };

/** The eraser paints the board's white (spec §9). */
export const ERASER_COLOUR = '#ffffff';

/** Tools that follow the pointer; the others are shapes between the press and the release. */
export const isStroke = (tool: WhiteboardTool) => tool === 'pen' || tool === 'erase' || tool === 'path';

const round = (n: number) => Math.round(n * 10) / 10;
export const roundPoint = (p: Point): Point => ({ x: round(p.x), y: round(p.y) });

/** The corners of a closed shape drawn from `s` to `f`, flat x, y, … (konva's Line points). */
export function outline(tool: WhiteboardTool, s: Point, f: Point): number[] {
  if (tool === 'right_triangle') return [s.x, s.y, s.x, f.y, f.x, f.y];
  if (tool === 'isosceles_triangle') return [(s.x + f.x) / 2, s.y, s.x, f.y, f.x, f.y];
  if (tool === 'line') return [s.x, s.y, f.x, f.y];
  return [];
}

/** A new item at the press: strokes start their points there. */
export function beginItem(
  tool: WhiteboardTool,
  at: Point,
  style: { lineWidth: number; color: string; fill: string | null },
): DrawingItem {
  const p = roundPoint(at);
  const stroke = { lineWidth: style.lineWidth, color: tool === 'erase' ? ERASER_COLOUR : style.color };
  const closed = tool === 'rect' || tool === 'circle' || tool.endsWith('triangle');
  return {
    tool,
    stroke,
    fill: closed ? style.fill : null,
    startPoint: p,
    finishPoint: p,
    points: isStroke(tool) ? [p.x, p.y] : [],
  };
}

/** The item as the pointer moves to `at`. */
export function extendItem(item: DrawingItem, at: Point): DrawingItem {
  const p = roundPoint(at);
  if (!isStroke(item.tool)) return { ...item, finishPoint: p };
  return { ...item, finishPoint: p, points: [...item.points, p.x, p.y] };
}
