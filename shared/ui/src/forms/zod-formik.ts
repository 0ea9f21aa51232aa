import type { z } from 'zod';

/**
 * Turns a zod schema into a formik `validate` function. Messages are i18n keys
 * (see @elearn/contracts), so the form translates them when it shows them;
 * the first problem of each field wins.
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}

/** Server field errors ({ errors: { field: key } } in a 409/422 body) for formik's setErrors. */
export function serverFieldErrors(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
}
