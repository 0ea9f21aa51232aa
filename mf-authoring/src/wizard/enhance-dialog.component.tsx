import { enhancePromptRule } from '@elearn/contracts/course-authoring';
import { useReturnFocus } from '@elearn/ui';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer } from './wizard.resource';

/** One card's AI call: the prompt and a signal that Cancel aborts; the card applies an ok answer itself. */
export type CardEnhance = (prompt: string, signal: AbortSignal) => Promise<Answer<unknown>>;

/**
 * A card's own AI enhance (one outcome's modules, one module, one lesson): its button opens
 * a dialog that asks the prompt ("You have to fill prompt first!"), is busy while the AI
 * answers, shows 'Failed to enhance: …' and keeps the prompt on a failure, and Cancel
 * aborts the call (the card is left as it was). The step's prompt is offered as the start.
 */
export function EnhanceCardButton({
  label,
  title,
  startPrompt,
  enhance,
  disabled,
}: {
  /** The button's accessible name, naming its card ("Enhance module 2"). */
  label: string;
  title: string;
  startPrompt: string;
  enhance: CardEnhance;
  disabled?: boolean;
}) {
  const { t } = useTranslation('mf-authoring');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocus(open);
  const controller = useRef<AbortController | null>(null);
  const id = useId();
  // Leaving the step (the card goes) aborts a call still running.
  useEffect(() => () => controller.current?.abort(), []);

  const show = () => {
    setText(startPrompt);
    setError(null);
    setOpen(true);
  };
  const cancel = () => {
    controller.current?.abort();
    setBusy(false);
    setOpen(false);
  };
  const submit = async () => {
    const checked = enhancePromptRule.safeParse(text);
    if (!checked.success) return setError(t('rules.promptRequired'));
    const mine = new AbortController();
    controller.current = mine;
    setBusy(true);
    setError(null);
    const result = await enhance(checked.data, mine.signal).catch((e: unknown) => ({
      ok: false as const,
      message: e instanceof Error ? e.message : String(e),
    }));
    if (mine.signal.aborted) return;
    setBusy(false);
    if (result.ok) return setOpen(false);
    setError(
      t('ai.enhanceFailed', { message: t(`ai.code.${result.message || 'AI_FAILED'}`, result.message) }),
    );
  };

  return (
    <>
      <Button size="small" onClick={show} loading={busy} disabled={disabled} aria-haspopup="dialog">
        {label}
      </Button>
      <Modal
        {...focus}
        open={open}
        title={title}
        onCancel={cancel}
        destroyOnHidden
        width={520}
        footer={[
          <Button key="cancel" onClick={cancel}>
            {t('ai.cancel')}
          </Button>,
          <Button key="ok" type="primary" htmlType="submit" form={id} loading={busy}>
            {t('ai.enhance')}
          </Button>,
        ]}
      >
        <form
          id={id}
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void submit();
          }}
        >
          <label htmlFor={`${id}-prompt`}>{t('ai.prompt')}</label>
          <Input.TextArea
            id={`${id}-prompt`}
            autoFocus
            rows={3}
            value={text}
            placeholder={t('ai.promptHint')}
            readOnly={busy}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              // Ctrl+Enter (or ⌘+Enter) asks, as Enter adds a line.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                if (!busy) void submit();
              }
            }}
          />
          {busy && <p role="status">{t('ai.enhancing')}</p>}
          {error && (
            <div id={`${id}-error`} role="alert" style={{ color: '#cf1322' }}>
              {error}
            </div>
          )}
        </form>
      </Modal>
    </>
  );
}
