import type { FastifyRequest } from 'fastify';

/**
 * The two calls authenticated by the refresh cookie (refresh, logout) must come
 * from our own pages: an allowed Origin (or, for same-origin GETs, which carry
 * no Origin, the Referer's origin) and our custom header, which a cross-site
 * form or image cannot send.
 */
export function isSameSiteRequest(request: FastifyRequest, allowedOrigins: string[]): boolean {
  if (request.headers['x-requested-with'] !== 'elearn') return false;
  const origin = request.headers.origin;
  if (origin) return allowedOrigins.includes(origin);
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return allowedOrigins.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}
