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

/**
 * Switches the language, the page direction (Arabic is right to left) and date
 * formats. Every remote's strings in the new language are loaded first, so no
 * screen shows keys while they arrive.
 */
export async function setLanguage(lang: string): Promise<void> {
  await Promise.all([loadLanguage(lang), dayjsLocales[lang]?.()]);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  dayjs.locale(lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
  }
}

/** A remote's strings, one loader per language (a dynamic import each, so a page loads only its language). */
export type Bundles = Record<Lang, () => Promise<Record<string, unknown>>>;

const registered = new Map<string, Bundles>();
const loading = new Map<string, Promise<void>>();

/** Loads one namespace's strings in `lang` once; an unknown language loads nothing. */
function loadBundle(namespace: string, lang: string): Promise<void> {
  const loader = registered.get(namespace)?.[lang as Lang];
  if (!loader || i18n.hasResourceBundle(lang, namespace)) return Promise.resolve();
  const key = `${lang}:${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loader().then(
      (bundle) => void i18n.addResourceBundle(lang, namespace, bundle, true, true),
      (error) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Loads every registered namespace's strings in `lang`. */
const loadLanguage = (lang: string) =>
  Promise.all([...registered.keys()].map((namespace) => loadBundle(namespace, lang))).then(() => undefined);

/**
 * Registers a remote's strings under its own namespace (e.g. "mf-header") and
 * loads them in the current language; later languages load when setLanguage
 * switches to them.
 */
export async function addResources(namespace: string, bundles: Bundles): Promise<void> {
  if (!registered.has(namespace)) registered.set(namespace, bundles);
  await loadBundle(namespace, i18n.language || 'en');
}
