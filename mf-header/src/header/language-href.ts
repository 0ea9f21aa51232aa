import { type Lang, switchLangPath } from '@elearn/platform';

/** The page being shown, in another language: swaps the language segment, keeps the query and the anchor. */
export function languageHref(lang: Lang): string {
  const { pathname, search, hash } = window.location;
  return switchLangPath(pathname, lang) + search + hash;
}
