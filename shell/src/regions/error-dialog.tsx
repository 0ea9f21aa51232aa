import { bus, type ErrorDialogPayload } from '@elearn/platform';
import { Button, Modal, RemoteRoot, Typography } from '@elearn/ui';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';

function ErrorDialog() {
  const { t } = useTranslation('common');
  const [error, setError] = useState<ErrorDialogPayload | null>(null);
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

/** The "Something went wrong!" dialog the HTTP client raises through the bus; one for the whole page. */
export function mountErrorDialog(element: HTMLElement): void {
  createRoot(element).render(
    <RemoteRoot name="shell:error-dialog">
      <ErrorDialog />
    </RemoteRoot>,
  );
}
