import type { ErrorBody } from '@elearn/contracts';
import { serverFieldErrors } from '@elearn/ui';

/** A message about the whole form, above the fields. */
export type AuthAlert =
  | { kind: 'invalidCredentials' }
  | { kind: 'signInInstead' }
  | { kind: 'locked'; until: number }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

export interface AuthFailure {
  alert: AuthAlert | null;
  /** Field → i18n key, from the server's { errors } (409, 422). */
  fields: Record<string, string>;
}

/**
 * What the form shows for a refused sign-in or registration: wrong credentials,
 * a locked account (until when), too many attempts, field errors, or a failure
 * the user can only retry.
 */
export function describeFailure(status: number, body: unknown, now = Date.now()): AuthFailure {
  const { code, retryAfterSeconds } = (body ?? {}) as Partial<ErrorBody>;
  const none = { alert: null, fields: {} };
  if (status === 429) return { ...none, alert: { kind: 'rateLimited' } };
  if (status === 403 && code === 'ACCOUNT_LOCKED') {
    const seconds = typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? retryAfterSeconds : 60;
    return { ...none, alert: { kind: 'locked', until: now + seconds * 1000 } };
  }
  // Registered, but the sign-in after it failed: the address may already have an account (ADR 0018).
  if (code === 'SIGN_IN_INSTEAD') return { ...none, alert: { kind: 'signInInstead' } };
  if (status === 422 && code === 'INVALID_CREDENTIALS')
    return { ...none, alert: { kind: 'invalidCredentials' } };
  const fields = serverFieldErrors(body);
  if ((status === 409 || status === 422) && Object.keys(fields).length > 0) return { ...none, fields };
  return { ...none, alert: { kind: 'failed' } };
}

/** Whole minutes left until `until`, at least 1 while any time is left. */
export const minutesLeft = (until: number, now = Date.now()) =>
  Math.max(0, Math.ceil((until - now) / 60_000));
