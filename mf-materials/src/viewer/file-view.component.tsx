import type { MaterialFile } from '@elearn/contracts/constants';
import { navigate } from '@elearn/platform';
import { ErrorState, LoadingState, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrlQuery } from '../materials/materials.queries';
import { FileActions } from './file-actions.component';
import { PackageView } from './package-view.component';
import { ProfilePanel } from './profile-panel.component';
import { TextView } from './text-view.component';
import { recordView } from './viewed-materials';

// pdf.js is large: it loads with the first PDF opened, not with the tree.
// The browser's sanitizer of stored html (DOMPurify): loaded with the first html resource shown.
const SafeHtml = lazy(() => import('@elearn/ui/safe-html').then((m) => ({ default: m.SafeHtml })));
const PdfView = lazy(() => import('./pdf-view.component').then((m) => ({ default: m.PdfView })));

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif']);

/** Opens a link file: a page of the site under /{lang}, or an external https address in a new tab. */
export function openLink(file: MaterialFile, lang: string) {
  if (file.content.startsWith('https://')) window.open(file.content, '_blank', 'noopener,noreferrer');
  else navigate(`/${lang}${file.content}`);
}

/**
 * One file shown by its type (authoring §2): pdf with pdf.js, images, video,
 * text, csv as a table, html in a sandboxed frame (no scripts, no same
 * origin), a SCORM package played in its own sandboxed frame; docx, xlsx and other files are offered for download; a link is a
 * button that opens it. A learner's first showing of a non-link file is
 * recorded on their progress (`progressId`), once (`recordView`).
 */
export function FileView({
  file,
  progressId,
  courseId,
}: {
  file: MaterialFile;
  progressId: string | null;
  courseId: string;
}) {
  const { t } = useTranslation('mf-materials');
  const lang = useLang();
  const isLink = file.type === 'link';
  // An html resource written in the manager (or regenerated) keeps its markup in the tree, not in storage.
  const isResource = file.type === 'html' && !file.hash;
  // A package plays from its own signed launch address, not the zip's.
  const isPackage = file.type === 'scorm';
  const query = useQuery({ ...fileUrlQuery(file.id), enabled: !isLink && !isResource && !isPackage });

  // Once per shown file, whatever re-renders the opener causes.
  const progress = useRef(progressId);
  progress.current = progressId;
  useEffect(() => {
    if (file.type !== 'link' && progress.current) recordView(progress.current, file.id);
  }, [file]);

  if (isLink)
    return (
      <Button type="primary" onClick={() => openLink(file, lang)}>
        {t('viewer.openLink')}
      </Button>
    );
  if (isResource)
    return (
      <Suspense fallback={<LoadingState label={t('viewer.loading')} />}>
        <SafeHtml className="materials-resource" html={file.content} />
      </Suspense>
    );
  if (isPackage) return <PackageView file={file} courseId={courseId} />;
  if (query.isPending) return <LoadingState label={t('viewer.loading')} />;
  if (query.isError)
    return (
      <ErrorState message={t('viewer.failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  if (!query.data.ok) return <p role="alert">{t('viewer.notFound')}</p>;
  return <Content file={file} url={query.data.data.url} courseId={courseId} />;
}

/** A PDF with its completion and share buttons, and the reader's profile side panel (shown on demand). */
function PdfReader({ file, url, courseId }: { file: MaterialFile; url: string; courseId: string }) {
  const { t } = useTranslation('mf-materials');
  const panelId = useId();
  const [profile, setProfile] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className="materials-actions">
        <FileActions file={file} courseId={courseId} />
        <Button
          ref={toggle}
          aria-expanded={profile}
          aria-controls={panelId}
          onClick={() => setProfile((open) => !open)}
        >
          {t('viewer.profile.toggle')}
        </Button>
      </div>
      <div className="materials-pdf-layout">
        <div className="materials-pdf-main">
          <Suspense fallback={<LoadingState label={t('viewer.loading')} />}>
            <PdfView url={url} fileId={file.id} />
          </Suspense>
        </div>
        {profile && (
          <ProfilePanel
            id={panelId}
            onClose={() => {
              setProfile(false);
              // Hide goes away with the panel: focus returns to the button that opened it.
              toggle.current?.focus();
            }}
          />
        )}
      </div>
    </>
  );
}

function Content({ file, url, courseId }: { file: MaterialFile; url: string; courseId: string }) {
  const { t } = useTranslation('mf-materials');
  if (file.type === 'pdf') return <PdfReader file={file} url={url} courseId={courseId} />;
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
