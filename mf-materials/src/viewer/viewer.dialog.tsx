import type { MaterialFile } from '@elearn/contracts/constants';
import { useLang, useReturnFocus } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileView, openLink } from './file-view.component';

/**
 * A file in the viewer dialog (FileView). A link file opens at once instead
 * (`/{lang}` plus its content, or an external https address in a new tab).
 */
export function ViewerDialog({
  file,
  progressId,
  courseId,
  onClose,
}: {
  file: MaterialFile;
  progressId: string | null;
  courseId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('mf-materials');
  const lang = useLang();
  const latest = useRef({ lang, onClose });
  latest.current = { lang, onClose };
  const focus = useReturnFocus(true);
  useEffect(() => {
    if (file.type !== 'link') return;
    openLink(file, latest.current.lang);
    latest.current.onClose();
  }, [file]);
  if (file.type === 'link') return null;
  return (
    <AntdScope>
      <Modal
        {...focus}
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
        <FileView file={file} progressId={progressId} courseId={courseId} />
      </Modal>
    </AntdScope>
  );
}
