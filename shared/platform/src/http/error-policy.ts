/**
 * The spec's error policy: 2xx plus 422, 409 and 403 are answers the caller
 * handles; any other status is a failure.
 */
export const ANSWER_STATUSES: readonly number[] = [422, 409, 403];

/** Whether a status resolves for the caller: the policy's answers plus the ones this call named. */
export const isAnswer = (status: number, alsoAnswers: readonly number[] = []) =>
  (status >= 200 && status < 300) || ANSWER_STATUSES.includes(status) || alsoAnswers.includes(status);

export type FailureHandling = 'silent' | 'refresh' | 'report';

/**
 * What to do with a failed call: cancelled calls and 429 stay silent (the
 * caller shows its own message), a 401 first tries to refresh the session,
 * everything else is logged and shown in the "Something went wrong!" dialog.
 */
export function failureHandling(status: number | undefined, cancelled: boolean): FailureHandling {
  if (cancelled || status === 429) return 'silent';
  if (status === 401) return 'refresh';
  return 'report';
}
