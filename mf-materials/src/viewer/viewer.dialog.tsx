import type { MaterialFile } from '@elearn/contracts/materials-tree';
import { navigate } from '@elearn/platform';
import { ErrorState, LoadingState, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrlQuery } from '../materials/materials.queries';
import { materialsApi } from '../materials/materials.resource';
import { TextView } from './text-view.component';

// pdf.js is large: it loads with the first PDF opened, not with the tree.
const PdfView = lazy(() => import('./pdf-view.component').then((m) => ({ default: m.PdfView })));

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif']);

/** Opens a link file: a page of the site under /{lang}, or an external https address in a new tab. */
export function openLink(file: MaterialFile, lang: string) {
  if (file.content.startsWith('https://')) window.open(file.content, '_blank', 'noopener,noreferrer');
  else navigate(`/${lang}${file.content}`);
}

/**
 * A file in a dialog by its type (authoring §2): pdf with pdf.js, images,
 * video, text, csv as a table, html in a sandboxed frame (no scripts, no
 * same origin); docx, xlsx and other files are offered for download.
 * A learner's first opening of a file records it on their progress.
 */
export function ViewerDialog({
  file,
  progressId,
  onClose,
}: {
  file: MaterialFile;
  progressId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('mf-materials');
  const lang = useLang();
  const isLink = file.type === 'link';
  const query = useQuery({ ...fileUrlQuery(file.id), enabled: !isLink });

  // Once per opened file (the props' callbacks change on every render of the opener).
  const latest = useRef({ lang, onClose, progressId });
  latest.current = { lang, onClose, progressId };
  useEffect(() => {
    const { lang, onClose, progressId } = latest.current;
    if (file.type === 'link') {
      openLink(file, lang);
      onClose();
      return;
    }
    // The endpoint keeps the list free of duplicates; a 404 before it exists is ignored.
    if (progressId) void materialsApi.viewMaterial(progressId, file.id).catch(() => undefined);
  }, [file]);
  if (isLink) return null;

  let body: React.ReactNode;
  if (query.isPending) body = <LoadingState label={t('viewer.loading')} />;
  else if (query.isError)
    body = (
      <ErrorState message={t('viewer.failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  else if (!query.data.ok) body = <p role="alert">{t('viewer.notFound')}</p>;
  else {
    const { url } = query.data.data;
    body = <Content file={file} url={url} />;
  }
  return (
    <AntdScope>
      <Modal
        open
        title={file.name}
        onCancel={onClose}
        width={1000}
        footer={
          <Button onClick={onClose} type="primary">
            {t('viewer.close')}
          </Button>
        }
        destroyOnHidden
      >
        {body}
      </Modal>
    </AntdScope>
  );
}

function Content({ file, url }: { file: MaterialFile; url: string }) {
  const { t } = useTranslation('mf-materials');
  if (file.type === 'pdf')
    return (
      <Suspense fallback={<LoadingState label={t('viewer.loading')} />}>
        <PdfView url={url} />
      </Suspense>
    );
  if (IMAGE_TYPES.has(file.type))
    return (
      <img
        src={url}
        alt={file.name}
        style={{ maxInlineSize: '100%', display: 'block', marginInline: 'auto' }}
      />
    );
  if (file.type === 'mp4')
    // biome-ignore lint/a11y/useMediaCaption: uploaded course videos come without caption tracks
    return <video src={url} controls style={{ inlineSize: '100%' }} />;
  if (file.type === 'txt' || file.type === 'csv' || file.type === 'html')
    return <TextView url={url} type={file.type} title={file.name} />;
  return (
    <div>
      <p>{t('viewer.downloadOnly')}</p>
      <a href={url} download={file.name}>
        {t('viewer.download')}
      </a>
    </div>
  );
}
