import type { MaterialFile } from '@elearn/contracts/constants';
import { useReturnFocus } from '@elearn/ui';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialsApi } from '../materials/materials.resource';
import { COPY_CONFIRMATION_MS, type ShareTarget, shareLinks } from './share-rules';

const TARGETS: ShareTarget[] = ['whatsapp', 'facebook', 'x', 'linkedin', 'email'];

/**
 * The PDF viewer's completion and share buttons (authoring §2, §4): marking
 * completion is recorded on the server for the caller and turns the button
 * into a disabled 'Completed' (the tree says so again after a reload).
 */
export function FileActions({ file, courseId }: { file: MaterialFile; courseId: string }) {
  const { t } = useTranslation('mf-materials');
  const queryClient = useQueryClient();
  const [completed, setCompleted] = useState(file.iscompleted);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sharing, setSharing] = useState(false);

  const complete = async () => {
    setBusy(true);
    setFailed(false);
    const answer = await materialsApi.complete(file.id, courseId).catch(() => null);
    setBusy(false);
    if (!answer?.ok) {
      setFailed(true);
      return;
    }
    setCompleted(true);
    // The trees read again (not the file's address: the open PDF stays as it is).
    void queryClient.invalidateQueries({ queryKey: ['materials', courseId] });
  };

  return (
    <div className="materials-actions">
      <Button type="primary" onClick={() => void complete()} disabled={completed} loading={busy}>
        {completed ? t('viewer.completed') : t('viewer.markCompleted')}
      </Button>
      <Button onClick={() => setSharing(true)}>{t('viewer.share')}</Button>
      {failed && (
        <span className="materials-error" role="alert">
          {t('saveFailed')}
        </span>
      )}
      {sharing && <ShareDialog title={file.name} onClose={() => setSharing(false)} />}
    </div>
  );
}

function ShareDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation('mf-materials');
  const [copied, setCopied] = useState(false);
  const url = window.location.href;
  const links = shareLinks(url, t('share.subject', { name: title }));
  const focus = useReturnFocus(true);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Modal {...focus} open title={t('share.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <ul className="materials-share">
        {TARGETS.map((target) => (
          <li key={target}>
            <a href={links[target]} target="_blank" rel="noopener noreferrer">
              {t(`share.${target}`)}
            </a>
          </li>
        ))}
      </ul>
      <div className="materials-actions">
        <input className="materials-share-url" readOnly value={url} dir="ltr" aria-label={t('share.copy')} />
        <Button
          onClick={() =>
            void navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('share.copy')}
        </Button>
        <span role="status">{copied ? t('share.copied') : ''}</span>
      </div>
    </Modal>
  );
}
