import type { Locale } from 'antd/es/locale';

/**
 * antd's own strings (pagination, pickers, empty states) per site language, each
 * loaded only when that language is shown. English is antd's built-in default.
 */
const loaders: Record<string, () => Promise<{ default: Locale }>> = {
  ar: () => import('antd/es/locale/ar_EG'),
  fr: () => import('antd/es/locale/fr_FR'),
  de: () => import('antd/es/locale/de_DE'),
};

const loaded = new Map<string, Locale | undefined>([['en', undefined]]);

/** The locale of `lang` if it has loaded (undefined is antd's English); `false` while it has not. */
export function loadedAntdLocale(lang: string): Locale | undefined | false {
  const key = lang in loaders ? lang : 'en';
  return loaded.has(key) ? loaded.get(key) : false;
}

/** Loads antd's strings for `lang` (once; unknown languages get English). */
export async function loadAntdLocale(lang: string): Promise<Locale | undefined> {
  const load = loaders[lang];
  if (!load) return undefined;
  if (!loaded.has(lang)) loaded.set(lang, (await load()).default);
  return loaded.get(lang);
}
