import type { AxiosResponse } from 'axios';

/**
 * The server answered a read with "you may not" (403) or "there is no such
 * thing" (404). Pages show it as a state with a way back (@elearn/ui
 * QueryState / RefusalState); it is an answer, never a crash.
 */
export class Refusal extends Error {
  constructor(readonly status: 403 | 404) {
    super(`the server answered ${status}`);
    this.name = 'Refusal';
  }
}

/** Whether something thrown is a refusal, and which. */
export const refusalOf = (error: unknown): 403 | 404 | null =>
  error instanceof Refusal ? error.status : null;

/**
 * A read's data, or a thrown Refusal for a 403 or 404 (pass `{ answers: [404] }`
 * to the call so a 404 resolves), or a thrown Error for any other non-2xx
 * answer: the error body of a refused call is never taken for the data.
 */
export async function readData<T>(call: Promise<AxiosResponse<unknown>>): Promise<T> {
  const response = await call;
  if (response.status >= 200 && response.status < 300) return response.data as T;
  if (response.status === 403 || response.status === 404) throw new Refusal(response.status);
  throw new Error(`the server answered ${response.status}`);
}

/** Config for a read whose "no such thing" is a page state, not a failure to report. */
export const GONE_IS_AN_ANSWER = { answers: [404] } as const;
