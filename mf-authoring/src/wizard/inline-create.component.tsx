import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer } from './wizard.resource';

/**
 * A constant created without leaving the form (a category, a learner, a
 * pathway): a name and Add; a refusal shows its field's translated error.
 */
export function InlineCreate<T>({
  label,
  field,
  create,
  refresh,
  onCreated,
  failedKey,
}: {
  label: string;
  /** The field of the call whose error this shows. */
  field: string;
  create: (name: string) => Promise<Answer<T>>;
  /** The query the new record belongs to. */
  refresh: readonly unknown[];
  onCreated: (record: T) => void;
  /** A key framing the reason as the spec words the failure ({{message}}), e.g. 'Failed to create new audience category: …'. */
  failedKey?: string;
}) {
  const { t } = useTranslation('mf-authoring');
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const result = await create(name.trim()).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      setName('');
      setError(null);
      await queryClient.invalidateQueries({ queryKey: refresh });
      onCreated(result.data);
    } else {
      const reason = result ? t(result.errors[field] ?? 'rules.min3') : t('wizard.createFailed');
      setError(failedKey ? t(failedKey, { message: reason }) : reason);
    }
  };
  return (
    <div className="wizard-inline">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        value={name}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        onPressEnter={(e) => {
          e.preventDefault();
          void submit();
        }}
      />
      <Button onClick={submit} loading={busy} disabled={busy}>
        {t('wizard.add')}
      </Button>
      {error && (
        <div id={`${id}-error`} className="wizard-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
