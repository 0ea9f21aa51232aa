import type { Bundles } from '@elearn/i18n';

/** One chunk per language: a page loads only the strings of the language it shows. */
export const resources: Bundles = {
  en: () => import('./en').then((m) => m.en),
  ar: () => import('./ar').then((m) => m.ar),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
};
