import { parseLangPath, switchLangPath, withLang } from './lang-path';
import { DEFAULT_LANG, type Lang } from './languages';

/** The login page that returns to `backTo` after signing in. */
export function loginPath(lang: Lang, backTo: string): string {
  return `${withLang(lang, '/login')}?backTo=${encodeURIComponent(backTo)}`;
}

/**
 * A `backTo` value is only followed when it is a path on this site with a
 * language, so a crafted link cannot send a user elsewhere after sign-in. It
 * opens in the language of the sign-in page: a visitor who switched language
 * there stays in the language they chose.
 */
export function safeBackTo(value: string | null | undefined, lang: Lang = DEFAULT_LANG): string {
  const fallback = withLang(lang, '/dashboard');
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  const path = value.split(/[?#]/)[0]!;
  const parsed = parseLangPath(path);
  if (!parsed || parsed.rest === '/login' || parsed.rest === '/register') return fallback;
  return switchLangPath(path, lang) + value.slice(path.length);
}
