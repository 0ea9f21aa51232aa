import type { ErrorBody, ErrorCode } from '@elearn/contracts';

export type ErrorStatus = 401 | 403 | 404 | 409 | 422 | 429;

/**
 * An expected refusal, answered as { code, message, …extra }. The browser
 * client treats 2xx, 422, 409 and 403 as answers and anything else as a
 * failure worth an error dialog, so a user's mistake is always one of those
 * three (401 only means "refresh the session").
 */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ErrorBody, 'code' | 'message'> = {},
  ) {
    super(message);
  }
}

export const notFound = (method: string, url: string) =>
  new HttpError(404, 'NOT_FOUND', `No route ${method} ${url.split('?')[0]}`);
