import type { Lang } from '@elearn/platform';

/** Each language named in itself, so readers find their own whatever the page's language. */
export const NATIVE_NAMES: Record<Lang, string> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  de: 'Deutsch',
};
