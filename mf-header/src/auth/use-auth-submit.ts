import type { AuthResult } from '@elearn/platform';
import { useCallback, useState } from 'react';
import { attempt } from './attempt';
import { type AuthAlert, describeFailure } from './auth-failure';
import { pinServerErrors, type ServerErrors } from './form-errors';

/**
 * The submit of the login and register forms: runs the call, and on a refusal
 * shows its alert and pins its field errors to the values that caused them.
 * A success needs nothing here: the session changes and the shell moves on.
 */
export function useAuthSubmit<V extends Record<string, string>>(call: (values: V) => Promise<AuthResult>) {
  const [alert, setAlert] = useState<AuthAlert | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const clearAlert = useCallback(() => setAlert(null), []);

  const submit = async (values: V) => {
    setAlert(null);
    const result = await attempt(() => call(values));
    if (result.ok) return;
    const failure = describeFailure(result.status, result.body);
    setAlert(failure.alert);
    setServerErrors(pinServerErrors(failure.fields, values));
  };
  return { alert, clearAlert, serverErrors, submit };
}
