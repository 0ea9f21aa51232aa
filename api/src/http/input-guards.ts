import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Deeper JSON than any payload of ours is an attack on the parser or the validator, not data. */
export const MAX_JSON_DEPTH = 32;

/**
 * Nesting depth of a JSON text, counted in one pass without parsing (brackets
 * inside strings do not count). Stops as soon as `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 || c === 125) depth -= 1;
  }
  return false;
}

/**
 * Whether a value is parsed JSON, a query or path parameters (an array or a plain object) and so worth walking.
 * Raw bodies (buffers, typed arrays, streams, multipart files) are bytes, not fields:
 * walking a 3 MB upload entry by entry stalled every request for seconds (issue 30).
 */
function isJsonContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  // Fastify's path parameters inherit from an empty null-prototype object.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** Path ("a.0.b") of the first string holding a NUL byte, which PostgreSQL cannot store; null if none. */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (value && typeof value === 'object' && isJsonContainer(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
      const found = findNul(child, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

const invalid = (field: string) =>
  new HttpError(422, 'VALIDATION', 'Some fields are not valid.', {
    errors: { [field]: 'validation.invalid' },
  });

/**
 * Checks every request's input before any route sees it: JSON deeper than
 * MAX_JSON_DEPTH is refused before it is parsed, and a NUL byte anywhere in the
 * body, query or path answers 422 (it would otherwise reach the database as a 500).
 */
export function installInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      const deep = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
      done(new HttpError(422, 'BAD_REQUEST', deep, { errors: { body: 'validation.invalid' } }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  // Path and query on request, before the routes' own onRequest checks look a course or a user up.
  app.addHook('onRequest', async (request) => {
    for (const part of [request.params, request.query]) {
      const field = findNul(part);
      if (field !== null) throw invalid(field);
    }
  });
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.body);
    if (field !== null) throw invalid(field);
  });
}
