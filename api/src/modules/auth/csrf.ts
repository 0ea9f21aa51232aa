import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

/** The header our pages send; a cross-site form, link or image cannot add it. */
export const CSRF_HEADER = { name: 'x-requested-with', value: 'elearn' } as const;

function requestOrigin(request: FastifyRequest): string | null {
  if (request.headers.origin) return request.headers.origin;
  // A same-origin GET carries no Origin; its Referer names the page instead.
  try {
    return request.headers.referer ? new URL(request.headers.referer).origin : null;
  } catch {
    return null;
  }
}

/**
 * onRequest hook of the two calls authenticated by the refresh cookie (refresh,
 * logout): every other state-changing call is authenticated by the bearer
 * header, which a browser never adds by itself. These two must come from an
 * allowed origin and carry our custom header, else 403 CSRF.
 */
export const requireSameSite = (allowedOrigins: string[]) => async (request: FastifyRequest) => {
  const origin = requestOrigin(request);
  if (
    request.headers[CSRF_HEADER.name] !== CSRF_HEADER.value ||
    !origin ||
    !allowedOrigins.includes(origin)
  ) {
    throw new HttpError(403, 'CSRF', 'This request must come from the site itself.');
  }
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onRequest hook of the whole app: a state-changing call that names a foreign Origin is
 * refused (403 CSRF) before any route sees it. Bearer calls cannot be forged by another
 * site anyway (no CORS grant, and a browser never adds the header); this refuses them too,
 * and every cookie or anonymous call (login, register, the exam seat). A call without an
 * Origin (a payment gateway's webhook, curl) is no browser's cross-site request.
 */
export const refuseForeignOrigin = (allowedOrigins: string[]) => async (request: FastifyRequest) => {
  const { origin } = request.headers;
  if (origin !== undefined && !SAFE_METHODS.has(request.method) && !allowedOrigins.includes(origin)) {
    throw new HttpError(403, 'CSRF', 'This request must come from the site itself.');
  }
};
