import { courseLanguageSchema } from '@elearn/contracts';
import type { FastifyRequest } from 'fastify';

export type SiteLang = (typeof courseLanguageSchema.options)[number];

const SUPPORTED = new Set<string>(courseLanguageSchema.options);

/**
 * The language a reader asked for in Accept-Language (the site's HTTP client
 * sends the page's language): the first supported one, English otherwise.
 * Weights are ignored: browsers and our client list languages by preference.
 */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): SiteLang {
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if (SUPPORTED.has(tag)) return tag as SiteLang;
  }
  return 'en';
}
