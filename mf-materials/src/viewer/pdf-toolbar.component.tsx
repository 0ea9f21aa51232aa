import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { PAINT_SIZE, type PaintTool } from './paint-rules';
import { stepZoom, ZOOM, zoomPercent } from './zoom-rules';

const PAINT_TOOLS: PaintTool[] = ['pen', 'highlight', 'text', 'erase', 'cursor'];

/** The PDF viewer's page and zoom buttons. */
export function PdfNavigation({
  page,
  pages,
  zoom,
  onPage,
  onZoom,
}: {
  page: number;
  pages: number;
  zoom: number;
  onPage: (page: number) => void;
  onZoom: (zoom: number) => void;
}) {
  const { t } = useTranslation('mf-materials');
  return (
    <div className="materials-actions">
      <Button onClick={() => onPage(Math.max(1, page - 1))} disabled={page <= 1}>
        {t('viewer.previousPage')}
      </Button>
      <span aria-live="polite">{t('viewer.page', { page, pages })}</span>
      <Button onClick={() => onPage(Math.min(pages, page + 1))} disabled={page >= pages}>
        {t('viewer.nextPage')}
      </Button>
      <Button onClick={() => onZoom(stepZoom(zoom, -1))} disabled={zoom <= ZOOM.min}>
        {t('viewer.zoomOut')}
      </Button>
      <output className="materials-zoom" data-testid="pdf-zoom">
        {t('viewer.zoomLevel', { percent: zoomPercent(zoom) })}
      </output>
      <Button onClick={() => onZoom(stepZoom(zoom, 1))} disabled={zoom >= ZOOM.max}>
        {t('viewer.zoomIn')}
      </Button>
    </div>
  );
}

/** The drawing tools (radios: arrow keys move between them) and the size, 1–50. */
export function PaintTools({
  fileId,
  tool,
  size,
  onTool,
  onSize,
}: {
  fileId: string;
  tool: PaintTool;
  size: number;
  onTool: (tool: PaintTool) => void;
  onSize: (size: number) => void;
}) {
  const { t } = useTranslation('mf-materials');
  return (
    <fieldset className="materials-actions materials-paint-tools">
      <legend className="materials-sr">{t('paint.tools')}</legend>
      {PAINT_TOOLS.map((name) => (
        <label key={name} className={`materials-tool${tool === name ? ' materials-tool-on' : ''}`}>
          <input
            type="radio"
            name={`paint-tool-${fileId}`}
            value={name}
            checked={tool === name}
            onChange={() => onTool(name)}
          />
          {name === 'text' ? t('viewer.text.tool') : t(`paint.${name}`)}
        </label>
      ))}
      <label className="materials-tool">
        {t('paint.size')}
        <input
          type="number"
          min={PAINT_SIZE.min}
          max={PAINT_SIZE.max}
          value={size}
          onChange={(e) =>
            onSize(Math.min(PAINT_SIZE.max, Math.max(PAINT_SIZE.min, Number(e.target.value) || 1)))
          }
        />
      </label>
    </fieldset>
  );
}
