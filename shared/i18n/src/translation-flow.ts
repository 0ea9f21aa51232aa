import type { i18n as I18n, PostProcessorModule } from 'i18next';
import { dictionaryEntries, MissingTranslations } from './missing-translation';
import { MISSING_TRANSLATION_PROCESSOR } from './processor-name';

export { MISSING_TRANSLATION_PROCESSOR };

export interface TranslationFlowDeps {
  /** GET /translation/getDict?lang=: lang → `namespace:key` → text. */
  fetchDictionary(lang: string): Promise<Record<string, Record<string, string>>>;
  /** POST /translation/addOrUpdateTrans; rejects when no translation could be made. */
  translate(keyword: string, lang: string, source: string): Promise<string>;
  /** Whether the translator may be asked now (it needs a signed-in user). */
  canTranslate(): boolean;
  log(message: string, detail: unknown): void;
}

type Resolved = { usedKey?: string; exactUsedKey?: string; usedLng?: string; usedNS?: string; res?: unknown };

/**
 * The missing-translation flow wired into one i18next instance
 * (learner-experience §7, authoring §4 "Translation helper"):
 *
 * - the dictionary of a language (`GET /translation/getDict`) overrides or adds
 *   keys over the bundled strings, also after a bundle of that language loads;
 * - a key shown in English because the page's language lacks it asks the
 *   translator once (pending meanwhile, the English text stays on screen); the
 *   answer is stored and shown, a failure is marked failed, logged as
 *   'Failed to translate' and never asked again; a later text (the dictionary)
 *   clears the failed mark.
 *
 * Nothing is asked before `start`: tests and pages that never start it see plain i18next.
 */
export function translationFlow(i18n: I18n) {
  let deps: TranslationFlowDeps | null = null;
  const dictionaries = new Map<string, ReturnType<typeof dictionaryEntries>>();
  const loading = new Map<string, Promise<void>>();
  const missing = new MissingTranslations({
    translate: (keyword, lang, source) => deps!.translate(keyword, lang, source),
    store: (lang, namespace, key, value) => i18n.addResource(lang, namespace, key, value),
    log: (message, detail) => deps?.log(message, detail),
  });

  const processor: PostProcessorModule = {
    type: 'postProcessor',
    name: MISSING_TRANSLATION_PROCESSOR,
    process(value: string, _key: string | string[], options: { lng?: string; i18nResolved?: Resolved }) {
      const resolved = options.i18nResolved;
      const lang = options.lng ?? i18n.language;
      if (!deps || !resolved?.usedKey || !resolved.usedNS || !lang) return value;
      // Found in the page's language, or not found at all (a key, not a text): nothing to ask.
      if (lang === 'en' || resolved.usedLng !== 'en' || typeof resolved.res !== 'string') return value;
      // Plural and context forms differ between languages: only plain keys are asked for.
      if (resolved.exactUsedKey !== resolved.usedKey) return value;
      // The dictionary may still bring it; without a user the translator cannot be asked.
      if (!dictionaries.has(lang) || !deps.canTranslate()) return value;
      void missing.request(lang, resolved.usedNS, resolved.usedKey, resolved.res);
      return value;
    },
  };

  function apply(lang: string, namespace?: string) {
    for (const entry of dictionaries.get(lang) ?? [])
      if (!namespace || entry.namespace === namespace)
        missing.resolved(entry.lang, entry.namespace, entry.key, entry.value);
  }

  return {
    processor,
    /** Starts asking the server: the dictionary of `lang` now, the translator for missing keys from then on. */
    start(next: TranslationFlowDeps, lang: string): Promise<void> {
      deps = next;
      return this.loadDictionary(lang);
    },
    /**
     * Loads a language's dictionary once (again with `reload`, e.g. after staff edited it); after a
     * failure the bundled strings stay, and missing keys are still asked for.
     */
    loadDictionary(lang: string, reload = false): Promise<void> {
      if (!deps || (dictionaries.has(lang) && !reload)) return Promise.resolve();
      let pending = loading.get(lang);
      if (!pending) {
        const current = deps;
        pending = current
          .fetchDictionary(lang)
          .then(
            (dict) => {
              dictionaries.set(
                lang,
                dictionaryEntries(dict).filter((entry) => entry.lang === lang),
              );
              apply(lang);
            },
            (error: unknown) => {
              dictionaries.set(lang, []);
              current.log('Failed to load the dictionary', { lang, error });
            },
          )
          .finally(() => loading.delete(lang));
        loading.set(lang, pending);
      }
      return pending;
    },
    /** A bundle of `namespace` in `lang` just loaded: the dictionary's texts win over it again. */
    reapply: apply,
    /** The state of one key (tests, the staff page): pending, failed or nothing. */
    stateOf: (lang: string, namespace: string, key: string) => missing.stateOf(lang, namespace, key),
  };
}
