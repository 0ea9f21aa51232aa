import { addResourcePart, type Bundles } from '@elearn/i18n';

// The tree editor's strings are a part of the "mf-authoring" namespace loaded with its page only.
const bundles: Bundles = {
  en: () => import('./locales/en').then((m) => m.en),
  ar: () => import('./locales/ar').then((m) => m.ar),
  fr: () => import('./locales/fr').then((m) => m.fr),
  de: () => import('./locales/de').then((m) => m.de),
};

/** Loads the tree editor's strings in the current language (and later languages as they are chosen). */
export const loadTreeStrings = () => addResourcePart('mf-authoring', 'tree', bundles);
