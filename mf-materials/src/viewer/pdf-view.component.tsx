import { ErrorState, LoadingState } from '@elearn/ui';
import Button from 'antd/es/button';
import * as pdfjs from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
export function PdfView({ url }: { url: string }) {
  const { t } = useTranslation('mf-materials');
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
      {/* The dialog scrolls, not an inner box: no scrollable region that keyboard users cannot reach. */}
      <div>
        <canvas
          ref={canvas}
          data-testid="pdf-page"
          aria-label={t('viewer.page', { page, pages })}
          role="img"
        />
      </div>
    </div>
  );
}
