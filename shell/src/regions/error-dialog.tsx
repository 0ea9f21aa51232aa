import type { ErrorDialogPayload } from '@elearn/platform';
import { RemoteRoot, useReturnFocus } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

function ErrorDetails({ error }: { error: ErrorDialogPayload }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Typography.Paragraph>
        <strong>{t('errors.message')}:</strong> {error.message}
      </Typography.Paragraph>
      {error.serverMessage ? (
        <Typography.Paragraph>
          <strong>{t('errors.serverMessage')}:</strong> {error.serverMessage}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}

/** Every failure since the dialog last closed: a list when there are several, so none hides another. */
function ErrorDialog({ errors, onClose }: ErrorDialogProps) {
  const focus = useReturnFocus(errors.length > 0);
  const { t } = useTranslation('common');
  return (
    <Modal
      {...focus}
      open={errors.length > 0}
      title={t('errors.somethingWentWrong')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('errors.close')}
        </Button>,
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </Button>,
      ]}
    >
      {errors.length === 1 ? (
        <ErrorDetails error={errors[0]!} />
      ) : (
        <>
          <Typography.Paragraph>{t('errors.count', { count: errors.length })}</Typography.Paragraph>
          <ol className="shell-error-list">
            {errors.map((error, index) => (
              // The list only grows until it is cleared: the index is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                <ErrorDetails error={error} />
              </li>
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
}

export interface ErrorDialogProps {
  errors: ErrorDialogPayload[];
  onClose: () => void;
}

/** The "Something went wrong!" dialog, loaded on the first error (see mount-error-dialog.tsx). */
export default function ErrorDialogRoot(props: ErrorDialogProps) {
  return (
    <RemoteRoot name="shell:error-dialog">
      <AntdScope>
        <ErrorDialog {...props} />
      </AntdScope>
    </RemoteRoot>
  );
}
