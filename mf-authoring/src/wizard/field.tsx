import { getIn, useFormikContext } from 'formik';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The translated error of a field, shown once the author touched it or tried to move on. */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  const { t } = useTranslation('mf-authoring');
  const error = getIn(errors, name);
  const shown = getIn(touched, name) || submitCount > 0;
  return shown && typeof error === 'string' ? t(error) : undefined;
}

/** A labelled control with its error under it, tied together for screen readers. */
export function Field({
  name,
  label,
  children,
  hint,
  showError = true,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** False when another control of the same value shows the error (the cover's address). */
  showError?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const found = useFieldError(name);
  const error = showError ? found : undefined;
  return (
    <div className="wizard-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined })}
      {hint && <div className="authoring-muted">{hint}</div>}
      {error && (
        <div id={`${id}-error`} className="wizard-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** A list's own error ("add 1 at least"), apart from its items'. */
export function ListError({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <div className="wizard-error" role="alert">
      {error}
    </div>
  ) : null;
}

/** A native select (antd's is not among the shell's shared components). */
export function Select({
  options,
  value,
  onValue,
  placeholder,
  ...rest
}: {
  id?: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onValue: (value: string) => void;
  placeholder: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}) {
  return (
    <select className="wizard-select" value={value ?? ''} onChange={(e) => onValue(e.target.value)} {...rest}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
