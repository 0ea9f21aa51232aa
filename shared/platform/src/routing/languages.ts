/** Languages of the site; the first is the default. Arabic reads right to left. */
export const LANGUAGES = ['en', 'ar', 'fr', 'de'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang);
export const isRtl = (lang: string) => lang === 'ar';
