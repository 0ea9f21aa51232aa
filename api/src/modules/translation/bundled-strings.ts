import { BUNDLED_LOCALES } from './bundled-locales';

type Lang = keyof (typeof BUNDLED_LOCALES)['common'];
let flat: Map<string, Map<string, string>> | null = null;

/** `prefix.key` → text of every string of a bundle (i18next's key separator is the dot). */
function flatten(bundle: object, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flatten(value, path, into);
  }
}

/** lang → `namespace:key` → text, built on first use. */
function strings(): Map<string, Map<string, string>> {
  if (!flat) {
    flat = new Map();
    for (const [namespace, langs] of Object.entries(BUNDLED_LOCALES)) {
      for (const [lang, bundles] of Object.entries(langs)) {
        const texts = new Map<string, string>();
        for (const bundle of bundles) flatten(bundle, '', texts);
        const all = flat.get(lang) ?? new Map<string, string>();
        for (const [key, text] of texts) all.set(`${namespace}:${key}`, text);
        flat.set(lang, all);
      }
    }
  }
  return flat;
}

/**
 * The site's own text of `namespace:key` in `lang` (null when its bundle has
 * none): English is the source every translation is made from, and a key a
 * language's bundle has is not the AI's to override (ADR 0019).
 */
export function bundledText(lang: Lang | string, keyword: string): string | null {
  return strings().get(lang)?.get(keyword) ?? null;
}
