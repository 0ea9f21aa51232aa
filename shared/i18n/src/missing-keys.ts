import type { Lang } from '@elearn/platform';

/** Keys present in `reference` but absent (or empty) in `other`, dotted: used by each remote's locale test. */
export function findMissingKeys(
  reference: Record<string, unknown>,
  other: Record<string, unknown>,
  prefix = '',
): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(reference)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const counterpart = other[key];
    if (value && typeof value === 'object') {
      if (!counterpart || typeof counterpart !== 'object') missing.push(path);
      else
        missing.push(
          ...findMissingKeys(value as Record<string, unknown>, counterpart as Record<string, unknown>, path),
        );
    } else if (typeof counterpart !== 'string' || counterpart.trim() === '') {
      missing.push(path);
    }
  }
  return missing;
}

/**
 * Keys each language misses compared with English, for a remote's bundles:
 * a locale test is then `expect(missingTranslations(resources)).toEqual({ ar: [], fr: [], de: [] })`.
 */
export function missingTranslations(bundles: Record<Lang, Record<string, unknown>>) {
  const { en, ...others } = bundles;
  return Object.fromEntries(
    Object.entries(others).map(([lang, bundle]) => [lang, findMissingKeys(en, bundle)]),
  );
}
