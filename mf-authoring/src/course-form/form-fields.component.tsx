import type { CourseFormValues } from '@elearn/contracts';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

/** Field ids are the field's path; dots are fine in ids and keep labels and errors paired. */
const idOf = (path: string) => `cf-${path}`;

/**
 * The translated error of a field, once the author left it or tried to go on. Errors are
 * flat (path → rules.* key, as zodValidate and the server give them) or nested (the create
 * mode, whose general fields are the wizard's).
 */
export function useFieldError() {
  const { t } = useTranslation('mf-authoring');
  const { errors, touched, submitCount } = useFormikContext<CourseFormValues>();
  return (path: string) => {
    const flat = (errors as Record<string, unknown>)[path];
    const key = typeof flat === 'string' ? flat : getIn(errors, path);
    return typeof key === 'string' && (submitCount > 0 || getIn(touched, path)) ? t(key) : undefined;
  };
}

interface TextFieldProps {
  path: string;
  label: string;
  multiline?: boolean;
  type?: 'text' | 'number';
  hint?: string;
  /** Number inputs: the step (1 by default; fees move by 0.01). */
  step?: number;
  /** Shows and edits the value differently from how it is stored (keywords: a list as one line). */
  format?: { show(value: unknown): string; parse(text: string): unknown };
}

/** A labelled text input bound to a path of the form, with its error under it. */
export function TextField({ path, label, multiline, type = 'text', hint, step = 1, format }: TextFieldProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<CourseFormValues>();
  const errorOf = useFieldError();
  const error = errorOf(path);
  const raw = getIn(values, path);
  const value = format ? format.show(raw) : (raw ?? '');
  const described = [error && `${idOf(path)}-error`, hint && `${idOf(path)}-hint`].filter(Boolean).join(' ');
  const props = {
    id: idOf(path),
    value: String(value),
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    onBlur: () => void setFieldTouched(path, true, false),
    onChange: (e: { target: { value: string } }) =>
      void setFieldValue(path, format ? format.parse(e.target.value) : e.target.value),
  };
  return (
    <div className="cf-field">
      <label htmlFor={idOf(path)}>{label}</label>
      {hint && (
        <span id={`${idOf(path)}-hint`} className="authoring-muted">
          {hint}
        </span>
      )}
      {multiline ? (
        <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 12 }} />
      ) : (
        <Input {...props} type={type} step={type === 'number' ? step : undefined} />
      )}
      {error && (
        <span id={`${idOf(path)}-error`} className="cf-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The error of a list itself ("add 1 … at least"), shown where the list is. */
export function ListError({ path }: { path: string }) {
  const error = useFieldError()(path);
  return error ? (
    <p className="cf-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** A list's add button and, per item, a remove button, named for what they act on. */
export function AddButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button size="small" onClick={onClick}>
      {label}
    </Button>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  const { t } = useTranslation('mf-authoring');
  return (
    <Button size="small" danger aria-label={label} onClick={onClick}>
      {t('form.remove')}
    </Button>
  );
}
