import { DEFAULT_LANG, type Lang, parseLangPath } from '@elearn/platform';
import { useLocationHref } from '@elearn/ui';

/** The language of the current URL (the shell keeps one there), re-read on every navigation. */
export function useLang(): Lang {
  const href = useLocationHref();
  return parseLangPath(href.split('?')[0]!)?.lang ?? DEFAULT_LANG;
}
