import Button from 'antd/es/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from './admin.resource';

/** Whether a picked file is an image by its type (the server checks its bytes again). */
export const isImageFile = (file: Pick<File, 'type'>) => file.type.startsWith('image/');

interface Props {
  value: string | null;
  onChange: (url: string | null) => void;
  /** The field's error (an i18n key) from the form, or from this field's own check. */
  onError: (key: string | undefined) => void;
  label: string;
  error?: string;
}

/**
 * An image through the project's storage: the picked file is checked, uploaded
 * at once (POST /admin/images) and the form keeps the address it is served at.
 */
export function ImageField({ value, onChange, onError, label, error }: Props) {
  const { t } = useTranslation(['mf-admin', 'common']);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) return onError('validation.admin.image');
    setBusy(true);
    const answer = await adminApi.uploadImage(file).finally(() => setBusy(false));
    if (answer.ok) {
      onError(undefined);
      onChange(answer.data.url);
    } else onError(answer.errors.image ?? 'validation.admin.image');
  };
  return (
    <div className="ad-image">
      {value && <img src={value} alt={t('form.imagePreview')} />}
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={busy}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {busy && <span role="status">{t('form.uploading')}</span>}
      {value && (
        <Button onClick={() => onChange(null)} size="small">
          {t('form.removeImage')}
        </Button>
      )}
      {error && (
        <div id={`${id}-error`} role="alert" className="ant-form-item-explain-error">
          {t(error, { ns: ['mf-admin', 'common'] })}
        </div>
      )}
    </div>
  );
}
