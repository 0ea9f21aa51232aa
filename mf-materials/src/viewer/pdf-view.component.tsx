import { ErrorState, LoadingState } from '@elearn/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as pdfjs from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialsApi } from '../materials/materials.resource';
import { PaintLayer } from './paint-layer.component';
import { PAINT_SIZE, type PaintTool } from './paint-rules';
import { PaintTools, PdfNavigation } from './pdf-toolbar.component';
import { usePdfZoom } from './use-pdf-zoom';
import { pageScale } from './zoom-rules';

// The worker is emitted by webpack beside this chunk (new URL + import.meta.url).
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; doc: pdfjs.PDFDocumentProxy };
type Drawings = Awaited<ReturnType<typeof materialsApi.loadPaint>>;

/**
 * A PDF one page at a time with pdf.js: previous/next page, zoom (buttons,
 * Ctrl/⌘+wheel, pinch) and the learner's drawing over the page.
 */
export function PdfView({ url, fileId }: { url: string; fileId: string }) {
  const { t } = useTranslation('mf-materials');
  const queryClient = useQueryClient();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [tool, setTool] = useState<PaintTool>('pen');
  const [strokeSize, setStrokeSize] = useState<number>(PAINT_SIZE.pen);
  const drawings = useQuery({
    queryKey: ['materials', 'paint', fileId],
    queryFn: () => materialsApi.loadPaint(fileId),
    staleTime: 0,
    gcTime: 0,
    // Reloaded drawings would replace the page being drawn on: a socket resync leaves them.
    meta: { resync: false },
  });
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pageBox = useRef<HTMLDivElement>(null);
  const { zoom, setZoom, scrollerRef } = usePdfZoom(pageBox, size);

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
      const target = canvas.current;
      const box = target?.closest('.materials-pdf-scroll');
      if (cancelled || !target) return;
      const base = pdfPage.getViewport({ scale: 1 });
      const viewport = pdfPage.getViewport({ scale: pageScale(base.width, box?.clientWidth ?? 0, zoom) });
      target.width = viewport.width;
      target.height = viewport.height;
      setSize({ width: target.width, height: target.height });
      const task = pdfPage.render({ canvas: target, viewport });
      render = task;
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [loaded, page, zoom]);

  // A saved drawing is the page's drawing from now on (going back to the page shows it).
  const onSaved = useCallback(
    (savedPage: number, img: string) =>
      queryClient.setQueryData<Drawings>(['materials', 'paint', fileId], (old) =>
        old
          ? {
              ...old,
              pages: [...old.pages.filter((p) => p.page_num !== savedPage), { page_num: savedPage, img }],
            }
          : old,
      ),
    [queryClient, fileId],
  );

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
  const pageLabel = t('viewer.page', { page, pages });
  return (
    <div>
      <PdfNavigation page={page} pages={pages} zoom={zoom} onPage={setPage} onZoom={setZoom} />
      <PaintTools fileId={fileId} tool={tool} size={strokeSize} onTool={setTool} onSize={setStrokeSize} />
      {/* The page scrolls in its own box (reachable by Tab, arrow keys scroll it) once zoomed past its width. */}
      <section
        ref={scrollerRef}
        className="materials-pdf-scroll"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
        tabIndex={0}
        aria-label={t('viewer.pageView')}
      >
        {/* Left to right whatever the site's language: an inherited rtl canvas breaks pdf.js's glyph runs. */}
        <div ref={pageBox} className="materials-pdf-page" dir="ltr" style={size ?? undefined}>
          <canvas ref={canvas} data-testid="pdf-page" aria-label={pageLabel} role="img" />
          {size && drawings.isSuccess && (
            <PaintLayer
              fileId={fileId}
              page={page}
              width={size.width}
              height={size.height}
              zoom={zoom}
              tool={tool}
              size={strokeSize}
              saved={drawings.data.pages.find((p) => p.page_num === page)?.img}
              onSaved={onSaved}
            />
          )}
        </div>
      </section>
    </div>
  );
}
