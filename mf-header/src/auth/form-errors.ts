import type { FormikErrors, FormikTouched } from 'formik';

type Values = Record<string, string>;

/** Server field errors, each kept while the field still holds the value the server refused. */
export type ServerErrors = Record<string, { key: string; value: string }>;

export const pinServerErrors = (fields: Record<string, string>, values: Values): ServerErrors =>
  Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, { key, value: values[name] ?? '' }]));

interface FormState<V extends Values> {
  values: V;
  errors: FormikErrors<V>;
  touched: FormikTouched<V>;
}

/**
 * The error a field shows (an i18n key): its own rule once the user has left
 * the field or tried to submit, else what the server said about this same value.
 */
export function visibleError<V extends Values>(
  name: keyof V & string,
  form: FormState<V>,
  server: ServerErrors,
): string | undefined {
  const own = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  if (own) return own;
  const pinned = server[name];
  return pinned && pinned.value === form.values[name] ? pinned.key : undefined;
}

/** Whether any field shows an error: the submit button waits until they are fixed. */
export const hasVisibleErrors = <V extends Values>(form: FormState<V>, server: ServerErrors): boolean =>
  Object.keys(form.values).some((name) => visibleError(name, form, server) !== undefined);
