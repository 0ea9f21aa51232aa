import type { ErrorBody } from '@elearn/contracts';
import type { FastifyReply } from 'fastify';

/**
 * The browser client treats 2xx, 422, 409 and 403 as answers and anything else
 * as a failure worth an error dialog; user mistakes therefore answer with one
 * of those three, never 400 or 500.
 */
export function sendError(
  reply: FastifyReply,
  status: 403 | 404 | 409 | 422 | 401 | 429,
  code: string,
  message: string,
  extra: Omit<ErrorBody, 'code' | 'message'> = {},
) {
  return reply.code(status).send({ code, message, ...extra });
}

export class HttpError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 422,
    readonly code: string,
    message: string,
    readonly extra: Omit<ErrorBody, 'code' | 'message'> = {},
  ) {
    super(message);
  }
}
