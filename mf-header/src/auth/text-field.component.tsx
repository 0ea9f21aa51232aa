import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ServerErrors, visibleError } from './form-errors';

interface Props {
  /** The form's id prefix: the input is `${form}-${name}`. */
  form: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  serverErrors: ServerErrors;
  /** Help under the field (and the id of its element, for aria-describedby). */
  hint?: { id: string; node: ReactNode };
}

/**
 * A labelled input bound to the surrounding formik form: a real <label>, the
 * error (translated from its i18n key) tied to the input with aria-describedby.
 */
export function TextField({ form, name, label, type = 'text', autoComplete, serverErrors, hint }: Props) {
  const { t } = useTranslation(['mf-header', 'common']);
  const formik = useFormikContext<Record<string, string>>();
  const id = `${form}-${name}`;
  const errorKey = visibleError(name, formik, serverErrors);
  const errorId = `${id}-error`;
  const describedBy = [errorKey ? errorId : null, hint?.id].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    id,
    name,
    value: formik.values[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    autoComplete,
    status: errorKey ? ('error' as const) : undefined,
    'aria-required': true,
    'aria-invalid': errorKey ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={errorKey ? 'error' : undefined}
      help={errorKey ? <span id={errorId}>{t(errorKey, { ns: ['mf-header', 'common'] })}</span> : undefined}
      extra={hint?.node}
    >
      {type === 'password' ? (
        <Input.Password {...inputProps} size="large" />
      ) : (
        <Input {...inputProps} type={type} size="large" inputMode={type === 'email' ? 'email' : undefined} />
      )}
    </Form.Item>
  );
}
