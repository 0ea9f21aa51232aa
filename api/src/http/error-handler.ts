import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, notFound } from './errors';

/** Field path of a validation issue: "/email" → "email", "/a/0/b" → "a.0.b". */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';

/** Our message keys: common validation, and the course rules of mf-authoring (@elearn/contracts/course-authoring). */
const isMessageKey = (message?: string) =>
  !!message &&
  (message.startsWith('validation.') || message.startsWith('rules.') || message.startsWith('dacum.rules.'));

/** Field → i18n key; the first issue of a field wins, as in the browser's forms. */
function fieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    errors[fieldOf(issue.instancePath)] ??= isMessageKey(issue.message)
      ? issue.message!
      : 'validation.invalid';
  }
  return errors;
}

/**
 * The one place that turns thrown errors into error bodies. Anything the
 * caller got wrong becomes a 422 (never a 400 or a 500, which the browser
 * would show as "Something went wrong!"); only our own faults are 500s.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown, request, reply) => {
    const error = thrown as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send({
        code: 'VALIDATION',
        message: 'Some fields are not valid.',
        errors: fieldErrors(error.validation),
      });
    }
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ code: error.code, message: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ code: 'RATE_LIMITED', message: 'Too many requests, try again later.' });
    }
    if (status === 404) return reply.code(404).send({ code: 'NOT_FOUND', message: error.message });
    if (status === 403) return reply.code(403).send({ code: 'FORBIDDEN', message: error.message });
    if (status === 413) {
      return reply.code(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, an unsupported content type: the caller's mistake. `errors` names the body,
      // so the answer also fits the routes whose 422 is a field-errors form (else: a 500).
      return reply
        .code(422)
        .send({ code: 'BAD_REQUEST', message: error.message, errors: { body: 'validation.invalid' } });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
  });
}

/** JSON 404 for any unknown route (the site, when served, answers page URLs with its shell instead). */
export function installNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request) => {
    throw notFound(request.method, request.url);
  });
}
