import { addResourcePart, type Bundles } from '@elearn/i18n';

// The course form's strings are a part of the "mf-authoring" namespace loaded with its page only.
const bundles: Bundles = {
  en: () => import('./locales/en').then((m) => m.en),
  ar: () => import('./locales/ar').then((m) => m.ar),
  fr: () => import('./locales/fr').then((m) => m.fr),
  de: () => import('./locales/de').then((m) => m.de),
};

/** Loads the course form's strings in the current language (and later languages as they are chosen). */
export const loadCourseFormStrings = () => addResourcePart('mf-authoring', 'form', bundles);
