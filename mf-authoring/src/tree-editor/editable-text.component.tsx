import type { TextReference } from '@elearn/contracts';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChangeFault, useTreeChangesContext } from './tree-actions';

interface Props {
  label: string;
  value: string;
  reference: TextReference;
  multiline: boolean;
}

/** One text of the tree: shown as text with an Edit button, or as a field with Save and Cancel. */
export function EditableText({ label, value, reference, multiline }: Props) {
  const { t } = useTranslation('mf-authoring');
  const { run, busy } = useTreeChangesContext();
  const [draft, setDraft] = useState<string | null>(null);
  const [fault, setFault] = useState<ChangeFault | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const errorId = useId();

  const close = () => {
    setDraft(null);
    setFault(null);
    // Back to where the keyboard was before editing.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = async () => {
    if (draft === null) return;
    if (!draft.trim()) return setFault('required');
    const result = await run({ kind: 'text', reference, text: draft });
    if (result) setFault(result);
    else close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey || !multiline)) {
      event.preventDefault();
      void save();
    }
  };

  if (draft === null) {
    return (
      <div className="tree-text">
        <p className={value ? 'tree-text-value' : 'tree-text-value authoring-muted'}>
          {value || t('tree.emptyText')}
        </p>
        <Button
          ref={editButton}
          size="small"
          disabled={busy}
          aria-label={t('tree.editLabel', { field: label })}
          onClick={() => setDraft(value)}
        >
          {t('tree.edit')}
        </Button>
      </div>
    );
  }
  const fieldProps = {
    value: draft,
    autoFocus: true,
    'aria-label': label,
    'aria-invalid': fault ? true : undefined,
    'aria-describedby': fault ? errorId : undefined,
    status: fault ? ('error' as const) : undefined,
    onKeyDown,
  };
  return (
    <div className="tree-text tree-text-editing">
      {multiline ? (
        <Input.TextArea
          {...fieldProps}
          autoSize={{ minRows: 3, maxRows: 16 }}
          onChange={(e) => setDraft(e.target.value)}
        />
      ) : (
        <Input {...fieldProps} onChange={(e) => setDraft(e.target.value)} />
      )}
      {fault && (
        <p id={errorId} role="alert" className="tree-error">
          {t(`tree.${fault}`)}
        </p>
      )}
      <div className="tree-buttons">
        <Button type="primary" size="small" loading={busy} disabled={busy} onClick={() => void save()}>
          {t('tree.save')}
        </Button>
        <Button size="small" disabled={busy} onClick={close}>
          {t('tree.cancel')}
        </Button>
      </div>
    </div>
  );
}
