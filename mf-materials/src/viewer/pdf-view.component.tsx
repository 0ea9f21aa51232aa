import { ErrorState, LoadingState } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import * as pdfjs from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialsApi } from '../materials/materials.resource';
import { PaintLayer } from './paint-layer.component';
import { PAINT_SIZE, type PaintTool } from './paint-rules';

const PAINT_TOOLS: PaintTool[] = ['pen', 'highlight', 'erase', 'cursor'];

// The worker is emitted by webpack beside this chunk (new URL + import.meta.url).
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

const ZOOM_MIN = 0.5;
const ZOOM_MAX = 3;
/** The page's largest width (authoring §9). */
const MAX_WIDTH = 1350;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; doc: pdfjs.PDFDocumentProxy };

/** A PDF one page at a time with pdf.js: previous/next page and zoom. */
export function PdfView({ url, fileId }: { url: string; fileId: string }) {
  const { t } = useTranslation('mf-materials');
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [tool, setTool] = useState<PaintTool>('pen');
  const [strokeSize, setStrokeSize] = useState<number>(PAINT_SIZE.pen);
  const drawings = useQuery({
    queryKey: ['materials', 'paint', fileId],
    queryFn: () => materialsApi.loadPaint(fileId),
    staleTime: 0,
    gcTime: 0,
  });
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads the document again
  useEffect(() => {
    setLoaded({ status: 'loading' });
    const task = pdfjs.getDocument({ url });
    task.promise.then(
      (doc) => setLoaded({ status: 'ready', doc }),
      () => setLoaded({ status: 'failed' }),
    );
    return () => void task.destroy();
  }, [url, attempt]);

  useEffect(() => {
    if (loaded.status !== 'ready' || !canvas.current) return;
    let cancelled = false;
    let render: { cancel(): void } | undefined;
    void loaded.doc.getPage(page).then((pdfPage) => {
      if (cancelled || !canvas.current) return;
      const base = pdfPage.getViewport({ scale: 1 });
      const fit = Math.min(MAX_WIDTH, canvas.current.parentElement?.clientWidth ?? base.width) / base.width;
      const viewport = pdfPage.getViewport({ scale: fit * zoom });
      canvas.current.width = viewport.width;
      canvas.current.height = viewport.height;
      setSize({ width: viewport.width, height: viewport.height });
      const task = pdfPage.render({ canvas: canvas.current, viewport });
      render = task;
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [loaded, page, zoom]);

  if (loaded.status === 'loading') return <LoadingState label={t('viewer.loading')} />;
  if (loaded.status === 'failed')
    return (
      <ErrorState
        message={t('viewer.failed')}
        retryLabel={t('retry')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  const pages = loaded.doc.numPages;
  return (
    <div>
      <div className="materials-actions">
        <Button onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
          {t('viewer.previousPage')}
        </Button>
        <span aria-live="polite">{t('viewer.page', { page, pages })}</span>
        <Button onClick={() => setPage((p) => Math.min(pages, p + 1))} disabled={page >= pages}>
          {t('viewer.nextPage')}
        </Button>
        <Button
          onClick={() => setZoom((z) => Math.max(ZOOM_MIN, +(z - 0.25).toFixed(2)))}
          disabled={zoom <= ZOOM_MIN}
        >
          {t('viewer.zoomOut')}
        </Button>
        <Button
          onClick={() => setZoom((z) => Math.min(ZOOM_MAX, +(z + 0.25).toFixed(2)))}
          disabled={zoom >= ZOOM_MAX}
        >
          {t('viewer.zoomIn')}
        </Button>
      </div>
      <fieldset className="materials-actions materials-paint-tools">
        <legend className="materials-sr">{t('paint.tools')}</legend>
        {PAINT_TOOLS.map((name) => (
          <label key={name} className={`materials-tool${tool === name ? ' materials-tool-on' : ''}`}>
            <input
              type="radio"
              name={`paint-tool-${fileId}`}
              value={name}
              checked={tool === name}
              onChange={() => setTool(name)}
            />
            {t(`paint.${name}`)}
          </label>
        ))}
        <label className="materials-tool">
          {t('paint.size')}
          <input
            type="number"
            min={PAINT_SIZE.min}
            max={PAINT_SIZE.max}
            value={strokeSize}
            onChange={(e) =>
              setStrokeSize(Math.min(PAINT_SIZE.max, Math.max(PAINT_SIZE.min, Number(e.target.value) || 1)))
            }
          />
        </label>
      </fieldset>
      {/* The dialog scrolls, not an inner box: no scrollable region that keyboard users cannot reach. */}
      <div className="materials-pdf-page">
        <canvas
          ref={canvas}
          data-testid="pdf-page"
          aria-label={t('viewer.page', { page, pages })}
          role="img"
        />
        {size && drawings.isSuccess && (
          <PaintLayer
            fileId={fileId}
            page={page}
            width={size.width}
            height={size.height}
            tool={tool}
            size={strokeSize}
            saved={drawings.data.pages.find((p) => p.page_num === page)?.img}
          />
        )}
      </div>
    </div>
  );
}
