/**
 * The missing-translation flow (learner-experience §7). When a key lacks a
 * translation in the page's language and is neither pending nor failed, the
 * translator is asked once (`POST /translation/addOrUpdateTrans`); the key is
 * pending meanwhile and the original text stays on screen. A result is stored
 * in the strings (and clears an earlier failed mark); a failure marks the key
 * failed, is logged as 'Failed to translate', and is never retried.
 */
export interface MissingTranslationDeps {
  /** Asks the server for the key's text in `lang`; rejects when it could not be made. */
  translate(keyword: string, lang: string, source: string): Promise<string>;
  /** Puts a text into the strings of `lang`. */
  store(lang: string, namespace: string, key: string, value: string): void;
  log(message: string, detail: unknown): void;
}

export type TranslationState = 'pending' | 'failed';

export class MissingTranslations {
  private readonly states = new Map<string, TranslationState>();

  constructor(private readonly deps: MissingTranslationDeps) {}

  stateOf(lang: string, namespace: string, key: string): TranslationState | undefined {
    return this.states.get(`${lang}:${namespace}:${key}`);
  }

  /** A key found only in English: asks for its translation unless one is pending or failed. */
  request(lang: string, namespace: string, key: string, source: string): Promise<void> | null {
    if (lang === 'en' || !source) return null;
    const id = `${lang}:${namespace}:${key}`;
    if (this.states.has(id)) return null;
    this.states.set(id, 'pending');
    const keyword = `${namespace}:${key}`;
    return this.deps.translate(keyword, lang, source).then(
      (value) => {
        this.deps.store(lang, namespace, key, value);
        this.states.delete(id);
      },
      (error: unknown) => {
        this.states.set(id, 'failed');
        this.deps.log('Failed to translate', { keyword, lang, error });
      },
    );
  }

  /** A text that arrived later (the dictionary, a staff edit): stored, and a failed mark cleared. */
  resolved(lang: string, namespace: string, key: string, value: string): void {
    this.deps.store(lang, namespace, key, value);
    this.states.delete(`${lang}:${namespace}:${key}`);
  }
}

/** `namespace:key` entries of the dictionary (GET /translation/getDict) as their parts. */
export function dictionaryEntries(dict: Record<string, Record<string, string>>) {
  const entries: { lang: string; namespace: string; key: string; value: string }[] = [];
  for (const [lang, words] of Object.entries(dict)) {
    for (const [keyword, value] of Object.entries(words)) {
      const split = keyword.indexOf(':');
      if (split <= 0) continue;
      entries.push({ lang, namespace: keyword.slice(0, split), key: keyword.slice(split + 1), value });
    }
  }
  return entries;
}
