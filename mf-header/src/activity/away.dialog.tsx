import { useReturnFocus } from '@elearn/ui';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';

/** The "where did you go ?" dialog itself (spec 4); `AwayModal` decides when it shows. */
export function AwayDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'activity' });
  const focus = useReturnFocus(open);
  return (
    <Modal
      {...focus}
      open={open}
      title={t('awayTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
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
