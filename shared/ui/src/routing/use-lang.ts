import { DEFAULT_LANG, type Lang, parseLangPath } from '@elearn/platform';
import { useLocationHref } from './use-location';

const langPath = (href: string) => parseLangPath(href.split('?')[0]!);

/** The language of the current URL (the shell keeps one there), re-read on every navigation. */
export function useLang(): Lang {
  return langPath(useLocationHref())?.lang ?? DEFAULT_LANG;
}

/** The path after the language ("/dashboard"), for marking the current link. */
export function useRestPath(): string {
  return langPath(useLocationHref())?.rest ?? '/';
}
