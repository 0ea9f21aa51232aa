import { DEFAULT_LANG, isLang, type Lang } from './languages';

export interface LangPath {
  lang: Lang;
  /** The path after the language segment, always starting with "/". */
  rest: string;
}

/** Splits "/ar/dashboard" into { lang: 'ar', rest: '/dashboard' }; null when the first segment is no language. */
export function parseLangPath(pathname: string): LangPath | null {
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  if (!match || !isLang(match[1])) return null;
  return { lang: match[1], rest: match[2] && match[2] !== '/' ? match[2] : '/' };
}

export function withLang(lang: Lang, rest: string): string {
  return rest === '/' || rest === '' ? `/${lang}` : `/${lang}${rest.startsWith('/') ? rest : `/${rest}`}`;
}

/**
 * Where a path without a valid language goes: a two-letter first segment is
 * taken for an unknown language and replaced, anything else gets the default prefixed.
 */
export function canonicalPath(pathname: string): string | null {
  if (parseLangPath(pathname)) return null;
  const match = /^\/([a-zA-Z]{2}(?:-[a-zA-Z]{2})?)(\/.*)?$/.exec(pathname);
  if (match) return withLang(DEFAULT_LANG, match[2] ?? '/');
  return withLang(DEFAULT_LANG, pathname);
}

/** The same page in another language: swaps the lang segment, keeps the rest. */
export function switchLangPath(pathname: string, lang: Lang): string {
  const parsed = parseLangPath(pathname);
  return withLang(lang, parsed ? parsed.rest : pathname);
}
