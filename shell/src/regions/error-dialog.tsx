import { bus, type ErrorDialogPayload } from '@elearn/platform';
import { RemoteRoot } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function ErrorDialog({ first }: { first: ErrorDialogPayload }) {
  const { t } = useTranslation('common');
  const [error, setError] = useState<ErrorDialogPayload | null>(first);
  useEffect(() => {
    const sub = bus.on('ui:error-dialog').subscribe(setError);
    return () => sub.unsubscribe();
  }, []);
  return (
    <Modal
      open={error !== null}
      title={t('errors.somethingWentWrong')}
      onCancel={() => setError(null)}
      footer={[
        <Button key="close" onClick={() => setError(null)}>
          {t('errors.close')}
        </Button>,
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        <strong>{t('errors.message')}:</strong> {error?.message}
      </Typography.Paragraph>
      {error?.serverMessage ? (
        <Typography.Paragraph>
          <strong>{t('errors.serverMessage')}:</strong> {error.serverMessage}
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}

/** The "Something went wrong!" dialog, loaded on the first error (see mount-error-dialog.ts). */
export default function ErrorDialogRoot({ first }: { first: ErrorDialogPayload }) {
  return (
    <RemoteRoot name="shell:error-dialog">
      <AntdScope>
        <ErrorDialog first={first} />
      </AntdScope>
    </RemoteRoot>
  );
}
