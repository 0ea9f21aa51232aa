import { enhancePromptRule } from '@elearn/contracts/course-authoring';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer } from './wizard.resource';

export type EnhanceRun = (work: (prompt: string) => Promise<Answer<unknown> | null>) => Promise<void>;

/** The AI prompt of a step: required before enhancing ("You have to fill prompt first!", cleared by typing). */
export function useEnhancePrompt() {
  const { t } = useTranslation('mf-authoring');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, work: (prompt: string) => Promise<Answer<unknown> | null>) => {
    const checked = enhancePromptRule.safeParse(text);
    if (!checked.success) return setError(t('rules.promptRequired'));
    setBusy(key);
    setError(null);
    const failed = await work(checked.data).catch((e: unknown) => ({
      ok: false as const,
      message: String(e),
    }));
    setBusy(null);
    if (failed && !failed.ok)
      setError(
        t('ai.enhanceFailed', { message: t(`ai.code.${failed.message || 'AI_FAILED'}`, failed.message) }),
      );
  };
  const edit = (value: string) => {
    setText(value);
    setError(null);
  };
  return { text, setText: edit, error, busy, run };
}
export type EnhancePromptState = ReturnType<typeof useEnhancePrompt>;

/** The prompt box and its error; `onEnhance` is the step's widest enhance (the others use the same prompt). */
export function EnhancePrompt({
  prompt,
  label,
  onEnhance,
}: {
  prompt: EnhancePromptState;
  label: string;
  onEnhance: () => void;
}) {
  const { t } = useTranslation('mf-authoring');
  const id = useId();
  return (
    <div className="wizard-prompt">
      <label htmlFor={id}>{t('ai.prompt')}</label>
      <Input
        id={id}
        value={prompt.text}
        placeholder={t('ai.promptHint')}
        aria-invalid={!!prompt.error}
        aria-describedby={prompt.error ? `${id}-error` : undefined}
        onChange={(e) => prompt.setText(e.target.value)}
      />
      <Button onClick={onEnhance} loading={prompt.busy === 'all'} disabled={!!prompt.busy}>
        {label}
      </Button>
      {prompt.error && (
        <div id={`${id}-error`} className="wizard-error" role="alert">
          {prompt.error}
        </div>
      )}
    </div>
  );
}

/** A failed or cancelled generation, with a way to try again. */
export function AiFailure({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  retryLabel: string;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      message={message}
      action={
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
