import type { DrawingItem, WhiteboardTool } from '@elearn/contracts';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
// Konva's core and only the three shapes the board draws (the full konva index carries every shape and filter).
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Circle, Layer, Line, Rect, Stage } from 'react-konva/lib/ReactKonvaCore';
import { beginItem, extendItem, isStroke, outline } from './drawing-geometry';

/** Spec §9: each wheel step zooms by 0.99. */
export const ZOOM_STEP = 0.99;
const PAN_STEP = 40;

export type CanvasTool = WhiteboardTool | 'cursor';

export interface CanvasProps {
  drawings: DrawingItem[];
  tool: CanvasTool;
  style: { lineWidth: number; color: string; fill: string | null };
  onDrawn(item: DrawingItem): void;
  stageRef: RefObject<KonvaStage | null>;
  view: { x: number; y: number; scale: number };
  onView(view: { x: number; y: number; scale: number }): void;
  label: string;
}

function Shape({ item }: { item: DrawingItem }) {
  const common = {
    stroke: item.stroke.color,
    strokeWidth: item.stroke.lineWidth,
    lineCap: 'round' as const,
    lineJoin: 'round' as const,
    listening: false,
  };
  const { startPoint: s, finishPoint: f } = item;
  switch (item.tool) {
    case 'pen':
    case 'erase':
      return <Line {...common} points={item.points} />;
    case 'path':
      return <Line {...common} points={item.points} tension={0.5} />;
    case 'line':
      return <Line {...common} points={outline('line', s, f)} />;
    case 'rect':
      return (
        <Rect
          {...common}
          x={Math.min(s.x, f.x)}
          y={Math.min(s.y, f.y)}
          width={Math.abs(f.x - s.x)}
          height={Math.abs(f.y - s.y)}
          fill={item.fill ?? undefined}
        />
      );
    case 'circle':
      return (
        <Circle
          {...common}
          x={s.x}
          y={s.y}
          radius={Math.hypot(f.x - s.x, f.y - s.y)}
          fill={item.fill ?? undefined}
        />
      );
    default:
      return <Line {...common} points={outline(item.tool, s, f)} closed fill={item.fill ?? undefined} />;
  }
}

/**
 * The konva board: draws with mouse, touch or pen (pointer events), pans with
 * the cursor tool or the arrow keys, zooms with the wheel or + and −.
 */
export function WhiteboardCanvas({
  drawings,
  tool,
  style,
  onDrawn,
  stageRef,
  view,
  onView,
  label,
}: CanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [drawing, setDrawing] = useState<DrawingItem | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pointer = () => stageRef.current?.getRelativePointerPosition() ?? null;
  const zoom = (factor: number, around: { x: number; y: number }) => {
    const scale = Math.min(20, Math.max(0.05, view.scale * factor));
    const worldX = (around.x - view.x) / view.scale;
    const worldY = (around.y - view.y) / view.scale;
    onView({ scale, x: around.x - worldX * scale, y: around.y - worldY * scale });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const pan = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    }[event.key];
    if (pan) {
      event.preventDefault();
      onView({ ...view, x: view.x + pan[0]!, y: view.y + pan[1]! });
    } else if (event.key === '+' || event.key === '=') {
      zoom(1 / ZOOM_STEP ** 10, { x: size.width / 2, y: size.height / 2 });
    } else if (event.key === '-') {
      zoom(ZOOM_STEP ** 10, { x: size.width / 2, y: size.height / 2 });
    }
  };

  return (
    <div
      ref={box}
      className="mt-board__canvas"
      role="application"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board takes focus so the arrow keys pan it and + − zoom it.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {size.width > 0 && (
        <Stage
          ref={stageRef}
          width={size.width}
          height={size.height}
          x={view.x}
          y={view.y}
          scaleX={view.scale}
          scaleY={view.scale}
          draggable={tool === 'cursor'}
          onDragEnd={(event) => {
            if (event.target === stageRef.current)
              onView({ ...view, x: event.target.x(), y: event.target.y() });
          }}
          onWheel={(event) => {
            event.evt.preventDefault();
            const at = stageRef.current?.getPointerPosition();
            if (at) zoom(event.evt.deltaY > 0 ? ZOOM_STEP : 1 / ZOOM_STEP, at);
          }}
          onPointerDown={(event) => {
            if (tool === 'cursor' || event.evt.button > 0) return;
            const at = pointer();
            if (at) setDrawing(beginItem(tool, at, style));
          }}
          onPointerMove={() => {
            const at = pointer();
            if (drawing && at) setDrawing(extendItem(drawing, at));
          }}
          onPointerUp={() => {
            // A click without a move leaves a dot for strokes and nothing for an empty shape.
            if (
              drawing &&
              (isStroke(drawing.tool) ||
                drawing.startPoint.x !== drawing.finishPoint.x ||
                drawing.startPoint.y !== drawing.finishPoint.y)
            )
              onDrawn(
                drawing.points.length === 2
                  ? { ...drawing, points: [...drawing.points, ...drawing.points] }
                  : drawing,
              );
            setDrawing(null);
          }}
        >
          <Layer>
            {/* The paper: white, so the eraser's white and the exported PNG match it. */}
            <Rect x={-1e6} y={-1e6} width={2e6} height={2e6} fill="#ffffff" listening={false} />
            {drawings.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items only append or drop from the end (undo), so the index is stable.
              <Shape key={index} item={item} />
            ))}
            {drawing && <Shape item={drawing} />}
          </Layer>
        </Stage>
      )}
    </div>
  );
}
