import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

/** Field path of a validation issue: "/email" → "email", "/a/0/b" → "a.0.b". */
const fieldOf = (instancePath: string, fallback: string) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || fallback;

/** One place that turns thrown errors into the API's error bodies. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown, request, reply) => {
    const error = thrown as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, (issue.params?.missingProperty as string) ?? 'body');
        errors[field] ??= issue.message?.startsWith('validation.') ? issue.message : 'validation.invalid';
      }
      return reply.code(422).send({ code: 'VALIDATION', message: 'Some fields are not valid.', errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ code: error.code, message: error.message, ...error.extra });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429)
      return reply.code(429).send({ code: 'RATE_LIMITED', message: 'Too many requests, try again later.' });
    if (status === 413)
      return reply.code(422).send({ code: 'TOO_LARGE', message: 'The request is too large.' });
    if (status >= 400 && status < 500) {
      // Malformed JSON and the like: the caller's mistake, answered as a validation error.
      return reply.code(422).send({ code: 'BAD_REQUEST', message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
  });
}

/** The JSON 404 of the API (the site, when served, answers page URLs with its shell instead). */
export const notFoundBody = (method: string, url: string) => ({
  code: 'NOT_FOUND',
  message: `No route ${method} ${url.split('?')[0]}`,
});
