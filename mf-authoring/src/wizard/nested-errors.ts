import { type FormikErrors, setIn } from 'formik';
import type { z } from 'zod';

/**
 * A zod schema as a formik `validate` with nested errors (formik reads
 * `errors.learningOutcomes[0].statement`, not a dotted key). Messages are
 * i18n keys; the first problem of a field wins.
 */
export function nestedValidate<T>(schema: z.ZodType) {
  return (values: T): FormikErrors<T> => {
    const result = schema.safeParse(values);
    return result.success ? {} : nestedErrors(result.error.issues);
  };
}

/** Field errors keyed by path ("a.0.b" or an issue's path) as formik's nested errors. */
export function nestedErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[] | Record<string, string>,
) {
  const list = Array.isArray(issues)
    ? issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    : Object.entries(issues).map(([path, message]) => ({ path, message }));
  let errors: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const { path, message } of list) {
    if (seen.has(path)) continue;
    seen.add(path);
    // A list's own error (e.g. "add 1 at least") sits beside its items' errors.
    errors = setIn(errors, path || 'form', message);
  }
  return errors as FormikErrors<never>;
}

/** Every field of an errors map marked touched, so its error shows at once. */
export function nestedTouched(errors: Record<string, string>) {
  let touched: Record<string, unknown> = {};
  for (const path of Object.keys(errors)) touched = setIn(touched, path, true);
  return touched as never;
}
