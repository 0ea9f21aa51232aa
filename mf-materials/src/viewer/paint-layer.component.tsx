import { session$ } from '@elearn/platform';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import { useEffect, useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Line, Stage } from 'react-konva/lib/ReactKonvaCore';
import { materialsApi } from '../materials/materials.resource';
import { type PaintTool, paintCacheKey, strokeStyle } from './paint-rules';

type Stroke = { points: number[]; style: ReturnType<typeof strokeStyle> };

const toImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new window.Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = src;
  });

/** A PNG data URL as bytes (not through fetch: the site's connect-src does not take data: URLs). */
function dataUrlToBlob(dataUrl: string): Blob {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/png' });
}

/** Sends a page's drawing; on failure keeps it in this browser to send when the page is next opened. */
async function savePage(fileId: string, page: number, dataUrl: string): Promise<boolean> {
  const userId = session$.value?.id ?? '';
  const key = paintCacheKey(fileId, userId, page);
  const blob = dataUrlToBlob(dataUrl);
  const answer = await materialsApi.savePaint(fileId, page, blob).catch(() => null);
  if (answer?.ok) {
    localStorage.removeItem(key);
    return true;
  }
  localStorage.setItem(key, dataUrl);
  return false;
}

/**
 * The konva layer over one PDF page (authoring §2, §4 "PDF drawing save"): the
 * learner's saved drawing of the page under the strokes drawn now; each stroke
 * saves the page's whole drawing (`PUT /course/addPdfPaint`). A save that
 * fails is kept locally and sent again when the page is next opened.
 */
export function PaintLayer({
  fileId,
  page,
  width,
  height,
  tool,
  size,
  saved,
}: {
  fileId: string;
  page: number;
  width: number;
  height: number;
  tool: PaintTool;
  size: number;
  /** The page's drawing from the server (a PNG data URL), if any. */
  saved: string | undefined;
}) {
  const stage = useRef<KonvaStage | null>(null);
  const [base, setBase] = useState<HTMLImageElement | null>(null);
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const drawing = useRef(false);

  // The page's drawing: a local copy that failed to save wins (and is sent again), else the server's.
  useEffect(() => {
    let cancelled = false;
    setStrokes([]);
    setBase(null);
    const key = paintCacheKey(fileId, session$.value?.id ?? '', page);
    const pending = localStorage.getItem(key);
    const source = pending ?? saved;
    if (pending) void savePage(fileId, page, pending);
    if (source)
      void toImage(source).then(
        (image) => !cancelled && setBase(image),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [fileId, page, saved]);

  const point = () => {
    const p = stage.current?.getPointerPosition();
    return p ? [p.x / width, p.y / height] : null;
  };
  const start = () => {
    if (tool === 'cursor') return;
    const p = point();
    if (!p) return;
    drawing.current = true;
    setStrokes((all) => [...all, { points: p, style: strokeStyle(tool, size) }]);
  };
  const move = () => {
    if (!drawing.current) return;
    const p = point();
    if (!p) return;
    setStrokes((all) => {
      const last = all.at(-1);
      return last ? [...all.slice(0, -1), { ...last, points: [...last.points, ...p] }] : all;
    });
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    // The next frame holds the finished stroke.
    requestAnimationFrame(() => {
      const url = stage.current?.toDataURL({ pixelRatio: 1 });
      if (url) void savePage(fileId, page, url);
    });
  };

  return (
    <div
      className={`materials-paint${tool === 'cursor' ? ' materials-paint-cursor' : ''}`}
      data-testid="pdf-paint"
      data-strokes={strokes.length}
      data-saved={base ? 'yes' : 'no'}
    >
      <Stage
        ref={stage}
        width={width}
        height={height}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      >
        <Layer>
          {base && <KonvaImage image={base} width={width} height={height} listening={false} />}
          {strokes.map((stroke, i) => (
            <Line
              // biome-ignore lint/suspicious/noArrayIndexKey: strokes are only ever appended
              key={i}
              points={stroke.points.map((v, j) => (j % 2 ? v * height : v * width))}
              stroke={stroke.style.stroke}
              opacity={stroke.style.opacity}
              strokeWidth={stroke.style.strokeWidth}
              globalCompositeOperation={stroke.style.composite}
              lineCap="round"
              lineJoin="round"
              tension={0.3}
              listening={false}
            />
          ))}
        </Layer>
      </Stage>
    </div>
  );
}
