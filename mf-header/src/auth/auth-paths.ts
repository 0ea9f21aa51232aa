import { type Lang, parseLangPath, withLang } from '@elearn/platform';

/**
 * Where the login and register links lead from `href` (path + search): back to
 * the page the visitor is on, or on the auth pages to the `backTo` they already
 * carry, so switching between the two forms never loses the way back.
 */
export function authPaths(lang: Lang, href: string): { login: string; register: string } {
  const [pathname = '/', search = ''] = href.split('?');
  const rest = parseLangPath(pathname)?.rest ?? '/';
  let backTo: string | null = null;
  if (rest === '/login' || rest === '/register') backTo = new URLSearchParams(search).get('backTo');
  else if (rest !== '/') backTo = search ? `${pathname}?${search}` : pathname;
  const query = backTo ? `?backTo=${encodeURIComponent(backTo)}` : '';
  return { login: `${withLang(lang, '/login')}${query}`, register: `${withLang(lang, '/register')}${query}` };
}
