/** Languages of the site; the first is the default. The one list: i18n, routing and menus read it. */
export const LANGUAGES = ['en', 'ar', 'fr', 'de'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang);

/** Whether a language reads right to left (Arabic): the page's `dir`, antd's direction, menu sides. */
export const isRtl = (lang: string) => lang === 'ar';

/** Each language named in itself, so readers find their own whatever the page's language. */
export const NATIVE_NAMES: Record<Lang, string> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  de: 'Deutsch',
};
