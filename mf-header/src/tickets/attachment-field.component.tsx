import Button from 'antd/es/button';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TicketAttachment, uploadAttachment } from './tickets.resource';

/** Picks and uploads one attachment (image, PDF or text); shows its name, or why it was refused. */
export function AttachmentField({
  value,
  onChange,
}: {
  value: TicketAttachment | null;
  onChange: (value: TicketAttachment | null) => void;
}) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'tickets' });
  const { t: tc } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await uploadAttachment(file).catch(() => null);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (result?.ok) onChange(result.data);
    else if (result)
      setError(
        result.errors.attachment?.startsWith('validation.upload')
          ? tc(result.errors.attachment)
          : t('attachmentRefused'),
      );
  };
  return (
    <div className="mh-tk-attach">
      <label htmlFor={id} className="mh-tk-attach__label">
        {t('attachment')}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept=".png,.jpg,.jpeg,.gif,.pdf,.txt"
        onChange={(e) => void pick(e.target.files?.[0])}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={busy}
      />
      {value && (
        <p className="mh-tk-attach__name">
          <bdi>{value.name}</bdi>{' '}
          <Button size="small" onClick={() => onChange(null)}>
            {t('removeAttachment')}
          </Button>
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mh-tk-error">
          {error}
        </p>
      )}
    </div>
  );
}
