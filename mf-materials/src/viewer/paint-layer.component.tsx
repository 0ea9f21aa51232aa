import { session$ } from '@elearn/platform';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image as KonvaImage, Layer, Line, Stage, Text } from 'react-konva/lib/ReactKonvaCore';
import { materialsApi } from '../materials/materials.resource';
import {
  cleanText,
  nextTextSpot,
  type PaintMark,
  type PaintTool,
  paintCacheKey,
  savePixelRatio,
  strokeStyle,
  textStyle,
} from './paint-rules';
import { PaintTextEditor, type TextDraft } from './paint-text.component';

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
 * learner's saved drawing of the page under the marks made now (strokes and
 * texts); each finished mark saves the page's whole drawing as one PNG
 * (`PUT /course/addPdfPaint`), text included, so erasing clears text like ink.
 * A save that fails is kept locally and sent again when the page is next opened.
 */
export function PaintLayer({
  fileId,
  page,
  width,
  height,
  zoom,
  tool,
  size,
  saved,
  onSaved,
}: {
  fileId: string;
  page: number;
  /** The page on screen, in pixels (the zoom included). */
  width: number;
  height: number;
  zoom: number;
  tool: PaintTool;
  size: number;
  /** The page's drawing from the server (a PNG data URL), if any, when the page opens. */
  saved: string | undefined;
  /** A page's drawing the server now holds. */
  onSaved: (page: number, dataUrl: string) => void;
}) {
  const { t } = useTranslation('mf-materials');
  const stage = useRef<KonvaStage | null>(null);
  const addText = useRef<HTMLButtonElement>(null);
  const [base, setBase] = useState<HTMLImageElement | null>(null);
  const [marks, setMarks] = useState<PaintMark[]>([]);
  const [draft, setDraft] = useState<TextDraft | null>(null);
  const draftRef = useRef<TextDraft | null>(null);
  draftRef.current = draft;
  const drawing = useRef(false);
  const latest = useRef({ saved, onSaved });
  latest.current = { saved, onSaved };
  // One save at a time, in order: a slow earlier save never lands over a later one.
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  // The page's drawing: a local copy that failed to save wins (and is sent again), else the server's.
  useEffect(() => {
    let cancelled = false;
    setMarks([]);
    setDraft(null);
    setBase(null);
    const key = paintCacheKey(fileId, session$.value?.id ?? '', page);
    const pending = localStorage.getItem(key);
    const source = pending ?? latest.current.saved;
    if (pending)
      void savePage(fileId, page, pending).then((ok) => ok && latest.current.onSaved(page, pending));
    if (source)
      void toImage(source).then(
        (image) => !cancelled && setBase(image),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [fileId, page]);

  const save = () =>
    // The next frame holds the finished mark.
    requestAnimationFrame(() => {
      const url = stage.current?.toDataURL({ pixelRatio: savePixelRatio(width) });
      if (!url) return;
      saving.current = saving.current.then(() =>
        savePage(fileId, page, url).then((ok) => ok && latest.current.onSaved(page, url)),
      );
    });

  const point = () => {
    const p = stage.current?.getPointerPosition();
    return p ? [p.x / width, p.y / height] : null;
  };
  const start = (e: KonvaEventObject<PointerEvent>) => {
    // A second finger: the page is being pinched, not drawn on.
    if (!e.evt.isPrimary) {
      if (drawing.current) setMarks((all) => all.slice(0, -1));
      drawing.current = false;
      return;
    }
    if (tool === 'cursor' || tool === 'text') return;
    const p = point();
    if (!p) return;
    drawing.current = true;
    setMarks((all) => [...all, { kind: 'line', tool, size, points: p }]);
  };
  const move = () => {
    if (!drawing.current) return;
    const p = point();
    if (!p) return;
    setMarks((all) => {
      const last = all.at(-1);
      return last?.kind === 'line' ? [...all.slice(0, -1), { ...last, points: [...last.points, ...p] }] : all;
    });
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    save();
  };
  // Text opens on click (after the press moved focus), so the new box keeps it.
  const place = () => {
    if (tool !== 'text' || draftRef.current) return;
    const p = stage.current?.getPointerPosition();
    if (p) setDraft({ id: Date.now(), x: p.x / width, y: p.y / height, size, fromKeyboard: false });
  };
  const placeFromKeyboard = () => {
    if (tool !== 'text' || draftRef.current) return;
    setDraft({ id: Date.now(), ...nextTextSpot(marks, height / zoom), size, fromKeyboard: true });
  };
  const finishText = (id: number, typed: string | null, byKey: boolean) => {
    const current = draftRef.current;
    if (current?.id !== id) return;
    draftRef.current = null;
    setDraft(null);
    const text = typed === null ? '' : cleanText(typed);
    if (text) {
      setMarks((all) => [...all, { kind: 'text', size: current.size, x: current.x, y: current.y, text }]);
      save();
    }
    if (byKey) addText.current?.focus();
  };

  const placing = tool === 'text';
  const draftStyle = draft && textStyle(draft.size);
  return (
    <div
      className={`materials-paint${tool === 'cursor' ? ' materials-paint-cursor' : ''}${placing ? ' materials-paint-texting' : ''}`}
      data-testid="pdf-paint"
      data-marks={marks.length}
      data-saved={base ? 'yes' : 'no'}
      style={{ width, height }}
    >
      <Stage
        ref={stage}
        width={width}
        height={height}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        onClick={place}
        onTap={place}
      >
        <Layer>
          {base && <KonvaImage image={base} width={width} height={height} listening={false} />}
          {marks.map((mark, i) => {
            if (mark.kind === 'text') {
              const style = textStyle(mark.size);
              return (
                <Text
                  // biome-ignore lint/suspicious/noArrayIndexKey: marks are only ever appended
                  key={i}
                  x={mark.x * width}
                  y={mark.y * height}
                  text={mark.text}
                  fill={style.fill}
                  fontSize={style.fontSize * zoom}
                  lineHeight={style.lineHeight}
                  fontFamily="Arial, sans-serif"
                  listening={false}
                />
              );
            }
            const style = strokeStyle(mark.tool, mark.size);
            return (
              <Line
                // biome-ignore lint/suspicious/noArrayIndexKey: marks are only ever appended
                key={i}
                points={mark.points.map((v, j) => (j % 2 ? v * height : v * width))}
                stroke={style.stroke}
                opacity={style.opacity}
                strokeWidth={style.strokeWidth * zoom}
                globalCompositeOperation={style.composite}
                lineCap="round"
                lineJoin="round"
                tension={0.3}
                listening={false}
              />
            );
          })}
        </Layer>
      </Stage>
      {/* Keyboard users add text with this button (shown when focused): each under the last. */}
      {placing && (
        <button ref={addText} type="button" className="materials-paint-add" onClick={placeFromKeyboard}>
          {t('viewer.text.add')}
        </button>
      )}
      {draft && draftStyle && (
        <PaintTextEditor
          key={draft.id}
          draft={draft}
          left={draft.x * width}
          top={draft.y * height}
          fontSize={draftStyle.fontSize * zoom}
          lineHeight={draftStyle.lineHeight}
          label={t('viewer.text.input')}
          onDone={(text, byKey) => finishText(draft.id, text, byKey)}
        />
      )}
    </div>
  );
}
