import type { Bundles } from '@elearn/i18n';

/**
 * The strings every page of the remote needs (retry, course types, Free): one
 * chunk per language. A page's own strings are parts (./parts.ts) loaded with
 * its chunk, so the landing does not carry the catalogue's or payments' strings.
 */
export const resources: Bundles = {
  en: () => import('./en').then((m) => m.en),
  ar: () => import('./ar').then((m) => m.ar),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
};
