import { useBusEvent } from '@elearn/platform';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The "where did you go ?" popup (spec 4): opens when the activity tracker
 * stops counting, and closes on the learner's next input (the tracker
 * resumes then; the button's click is such an input).
 */
export function AwayModal() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'activity' });
  const [open, setOpen] = useState(false);
  useBusEvent('activity:inactive', () => setOpen(true));
  useBusEvent('activity:resumed', () => setOpen(false));
  const close = () => setOpen(false);
  return (
    <Modal
      open={open}
      title={t('awayTitle')}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          {t('back')}
        </Button>
      }
      width={420}
      centered
    >
      <p>{t('awayText')}</p>
    </Modal>
  );
}
