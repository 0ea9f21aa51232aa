import { isRtl, LANGUAGES, type Lang } from '@elearn/platform';
import dayjs from 'dayjs';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './locales/ar';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';

/** The page's one i18next instance (@elearn/i18n is a federation singleton). */
export const i18n: I18n = i18next.createInstance();

const common: Resource = { en: { common: en }, ar: { common: ar }, fr: { common: fr }, de: { common: de } };

/** Starts i18n in `lang`; safe to call twice. */
export async function initI18n(lang: string): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: common,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await setLanguage(lang);
  return i18n;
}

/** dayjs's month and day names per language, each loaded only when that language is shown. */
const dayjsLocales: Record<string, () => Promise<unknown>> = {
  ar: () => import('dayjs/locale/ar'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
};

/** Switches the language, the page direction (Arabic is right to left) and date formats. */
export async function setLanguage(lang: string): Promise<void> {
  await Promise.all([i18n.language === lang ? undefined : i18n.changeLanguage(lang), dayjsLocales[lang]?.()]);
  dayjs.locale(lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
  }
}

export type Bundles = Record<Lang, Record<string, unknown>>;

/** Adds a remote's strings under its own namespace (e.g. "mf-header"). */
export function addResources(namespace: string, bundles: Bundles): void {
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, namespace))
      i18n.addResourceBundle(lang, namespace, bundles[lang], true, true);
  }
}
