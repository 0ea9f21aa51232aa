import type { FormikProps } from 'formik';
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** An input's text as a form number: '' while empty, so the rule says what is missing. */
export const numberValue = (text: string): number | '' => (text.trim() === '' ? '' : Number(text));

/**
 * The translated error of a field, once the user has left it or tried to
 * submit: antd Form.Item props. Keys come from the common strings
 * (`validation.*`) or this remote's (`validation.admin.*`).
 */
export function useFieldError<V extends object>(formik: FormikProps<V>) {
  const { t } = useTranslation(['mf-admin', 'common']);
  const errors = formik.errors as Record<string, unknown>;
  const touched = formik.touched as Record<string, unknown>;
  return (name: string) => {
    const key = errors[name];
    const shown = typeof key === 'string' && (formik.submitCount > 0 || touched[name.split('.')[0]!]);
    return shown
      ? { validateStatus: 'error' as const, help: t(key as string, { ns: ['mf-admin', 'common'] }) }
      : {};
  };
}

/** Whether a failing rule is on screen: submit waits until it is fixed (authoring §4). */
export const hasVisibleErrors = <V extends object>(formik: FormikProps<V>) => {
  const touched = formik.touched as Record<string, unknown>;
  return Object.keys(formik.errors).some((name) => formik.submitCount > 0 || touched[name.split('.')[0]!]);
};

/** A plain select (antd's is not among the components the shell provides, ADR 0004). */
export function NativeSelect({
  options,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }) {
  return (
    <select className="ad-select" {...rest}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The chosen values of a multiple select. */
export const selectedValues = (select: HTMLSelectElement) =>
  Array.from(select.selectedOptions, (o) => o.value);
