import { isRtl, LANGUAGES, type Lang } from '@elearn/platform';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { lazyTranslationFlow } from './lazy-translation-flow';
import { en } from './locales/en';
import { MISSING_TRANSLATION_PROCESSOR } from './processor-name';
import type { TranslationFlowDeps } from './translation-flow';

/** The page's one i18next instance (@elearn/i18n is a federation singleton). */
export const i18n: I18n = i18next.createInstance();

/** The missing-translation flow and the dictionary over the bundles (translation-flow.ts, loaded when started). */
const flow = lazyTranslationFlow(i18n);

// English, the fallback language, ships with the shell (the start-up error screen can always speak);
// the other languages' common strings load like a remote's, only when shown.
const common: Resource = { en: { common: en } };
const COMMON_STRINGS: Bundles = {
  en: async () => en,
  ar: () => import('./locales/ar').then((m) => m.ar),
  fr: () => import('./locales/fr').then((m) => m.fr),
  de: () => import('./locales/de').then((m) => m.de),
};

/** Starts i18n in `lang`; safe to call twice. */
export async function initI18n(lang: string): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(initReactI18next)
      .use(flow.processor)
      .init({
        lng: lang,
        fallbackLng: 'en',
        supportedLngs: [...LANGUAGES],
        ns: ['common'],
        defaultNS: 'common',
        resources: common,
        interpolation: { escapeValue: false },
        returnNull: false,
        postProcess: [MISSING_TRANSLATION_PROCESSOR],
        postProcessPassResolved: true,
        // A text stored later (the dictionary, a translation) shows without a page change.
        react: { bindI18nStore: 'added' },
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

let dayjsUsed = false;

/**
 * Sets dayjs's language. English is dayjs's own default, so an English page that shows no date
 * never loads dayjs (2.9 KB); once another language has loaded it, every switch sets it.
 */
async function setDayjsLanguage(lang: string): Promise<void> {
  if (lang === 'en' && !dayjsUsed) return;
  dayjsUsed = true;
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLocales[lang]?.()]);
  dayjs.locale(lang);
}

/**
 * Switches the language, the page direction (Arabic is right to left) and date
 * formats. Every remote's strings in the new language are loaded first, so no
 * screen shows keys while they arrive.
 */
export async function setLanguage(lang: string): Promise<void> {
  void flow.loadDictionary(lang);
  await Promise.all([loadLanguage(lang), setDayjsLanguage(lang)]);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
  }
}

/** A remote's strings, one loader per language (a dynamic import each, so a page loads only its language). */
export type Bundles = Record<Lang, () => Promise<Record<string, unknown>>>;

/** Strings registered under an id: a remote's namespace, or `namespace/part` for strings a page loads with its chunk. */
const registered = new Map<string, { namespace: string; bundles: Bundles }>();
registered.set('common', { namespace: 'common', bundles: COMMON_STRINGS });
const loading = new Map<string, Promise<void>>();

/** Loads one registered id's strings in `lang` once; an unknown language loads nothing. */
function loadBundle(id: string, lang: string): Promise<void> {
  const entry = registered.get(id);
  const loader = entry?.bundles[lang as Lang];
  if (!entry || !loader) return Promise.resolve();
  const key = `${lang}:${id}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loader().then(
      // deep merge: a part adds its keys beside the namespace's others.
      (bundle) => {
        i18n.addResourceBundle(lang, entry.namespace, bundle, true, true);
        // The dictionary's texts win over the bundle's.
        flow.reapply(lang, entry.namespace);
      },
      (error) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Loads every registered id's strings in `lang`. */
const loadLanguage = (lang: string) =>
  Promise.all([...registered.keys()].map((id) => loadBundle(id, lang))).then(() => undefined);

function register(id: string, namespace: string, bundles: Bundles): Promise<void> {
  if (!registered.has(id)) registered.set(id, { namespace, bundles });
  return loadBundle(id, i18n.language || 'en');
}

/**
 * Registers a remote's strings under its own namespace (e.g. "mf-header") and
 * loads them in the current language; later languages load when setLanguage
 * switches to them.
 */
export const addResources = (namespace: string, bundles: Bundles): Promise<void> =>
  register(namespace, namespace, bundles);

/**
 * Registers strings only some pages use (e.g. mf-learning's catalogue) into
 * the remote's namespace; a page's loader awaits this beside its chunk, so a
 * page never carries another page's strings and never shows a key.
 */
export const addResourcePart = (namespace: string, part: string, bundles: Bundles): Promise<void> =>
  register(`${namespace}/${part}`, namespace, bundles);

/**
 * A lazily loaded chunk (`lazy(...)`, `lazyPage(...)`) that resolves once its strings part is
 * registered too, so the component it brings never renders a key.
 */
export const withResourcePart =
  <M>(load: () => Promise<M>, namespace: string, part: string, bundles: Bundles) =>
  (): Promise<M> =>
    Promise.all([load(), addResourcePart(namespace, part, bundles)]).then(([module]) => module);

/**
 * Starts the missing-translation flow (the shell, once, at start-up): the
 * dictionary of each language shown overrides the bundles, and keys a
 * language lacks are asked from the translator. Without it i18next only
 * falls back to English.
 */
export const startTranslationFlow = (deps?: TranslationFlowDeps): Promise<void> => flow.start(deps);

/** Whether a key's translation is being asked for, or could not be made. */
export const translationState = (lang: string, namespace: string, key: string) =>
  flow.stateOf(lang, namespace, key);

/** Reads a language's dictionary again (staff changed it): its texts show, and clear failed marks. */
export const reloadDictionary = (lang: string): Promise<void> => flow.loadDictionary(lang, true);
