import { addResourcePart, type Bundles } from '@elearn/i18n';

// One chunk per part and language; webpack cannot follow a template path, so each loader is spelled out.
export const STRING_PARTS = {
  landing: {
    en: () => import('./landing/en').then((m) => m.en),
    ar: () => import('./landing/ar').then((m) => m.ar),
    fr: () => import('./landing/fr').then((m) => m.fr),
    de: () => import('./landing/de').then((m) => m.de),
  },
  dashboard: {
    en: () => import('./dashboard/en').then((m) => m.en),
    ar: () => import('./dashboard/ar').then((m) => m.ar),
    fr: () => import('./dashboard/fr').then((m) => m.fr),
    de: () => import('./dashboard/de').then((m) => m.de),
  },
  payments: {
    en: () => import('./payments/en').then((m) => m.en),
    ar: () => import('./payments/ar').then((m) => m.ar),
    fr: () => import('./payments/fr').then((m) => m.fr),
    de: () => import('./payments/de').then((m) => m.de),
  },
  catalogue: {
    en: () => import('./catalogue/en').then((m) => m.en),
    ar: () => import('./catalogue/ar').then((m) => m.ar),
    fr: () => import('./catalogue/fr').then((m) => m.fr),
    de: () => import('./catalogue/de').then((m) => m.de),
  },
  progress: {
    en: () => import('./progress/en').then((m) => m.en),
    ar: () => import('./progress/ar').then((m) => m.ar),
    fr: () => import('./progress/fr').then((m) => m.fr),
    de: () => import('./progress/de').then((m) => m.de),
  },
  assessment: {
    en: () => import('./assessment/en').then((m) => m.en),
    ar: () => import('./assessment/ar').then((m) => m.ar),
    fr: () => import('./assessment/fr').then((m) => m.fr),
    de: () => import('./assessment/de').then((m) => m.de),
  },
} satisfies Record<string, Bundles>;

export type StringsPart = keyof typeof STRING_PARTS;

/** Loads the parts a page uses into the "mf-learning" namespace, in the current language. */
export const loadStrings = (...parts: StringsPart[]): Promise<void> =>
  Promise.all(parts.map((part) => addResourcePart('mf-learning', part, STRING_PARTS[part]))).then(
    () => undefined,
  );

/** A page chunk that resolves once its strings are loaded too (for lazyPage), so no key ever shows. */
export const withStrings =
  <M>(load: () => Promise<M>, ...parts: StringsPart[]) =>
  () =>
    Promise.all([load(), loadStrings(...parts)]).then(([module]) => module);
