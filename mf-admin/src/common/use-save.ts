import { useQueryClient } from '@tanstack/react-query';
import type { FormikHelpers } from 'formik';
import type { Answer } from './admin.resource';

/**
 * What a dialog does with a save's answer: saved → the lists refresh and the
 * dialog closes; refused fields → their messages under the fields; anything
 * else → `onFailed` (the generic error dialog already reported a 5xx).
 */
export function useSave(onSaved: () => void, onFailed: () => void) {
  const client = useQueryClient();
  return async <T, V>(answer: Answer<T>, helpers: Pick<FormikHelpers<V>, 'setErrors'>) => {
    if (answer.ok) {
      await client.invalidateQueries({ queryKey: ['admin'] });
      onSaved();
    } else if (Object.keys(answer.errors).length) helpers.setErrors(answer.errors as never);
    else onFailed();
  };
}
