import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postPhoto } from './profile.resource';

/** Changes the profile photo: the server keeps its centred square (cropped and scaled there). */
export function PhotoUpload() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'account' });
  const { t: tc } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const result = await postPhoto(file).catch(() => null);
    setBusy(false);
    if (input.current) input.current.value = '';
    setError(result && !result.ok ? tc(result.errors.image ?? 'validation.imageFile') : null);
  };
  return (
    <div className="mh-pf-photo">
      <label htmlFor="mh-pf-photo" className="mh-link-btn">
        {busy ? t('uploading') : t('changePhoto')}
      </label>
      <input
        id="mh-pf-photo"
        ref={input}
        className="mh-vh"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={busy}
        onChange={(e) => void pick(e.target.files?.[0])}
        aria-describedby={error ? 'mh-pf-photo-error' : 'mh-pf-photo-hint'}
      />
      <p id="mh-pf-photo-hint" className="mh-np-hint">
        {t('photoHint')}
      </p>
      {error && (
        <p id="mh-pf-photo-error" role="alert" className="mh-tk-error">
          {error}
        </p>
      )}
    </div>
  );
}
