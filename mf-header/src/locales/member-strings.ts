import { addResourcePart, type Bundles, withResourcePart } from '@elearn/i18n';

// One chunk per language, added to the "mf-header" namespace: guests never download these.
export const MEMBER_STRINGS: Bundles = {
  en: () => import('./member/en').then((m) => m.en),
  ar: () => import('./member/ar').then((m) => m.ar),
  fr: () => import('./member/fr').then((m) => m.fr),
  de: () => import('./member/de').then((m) => m.de),
};

/** Loads the member strings in the current language (later languages load when the page switches). */
export const loadMemberStrings = (): Promise<void> => addResourcePart('mf-header', 'member', MEMBER_STRINGS);

/** A lazily loaded component's chunk that resolves once the member strings are there too, so no key shows. */
export const withMemberStrings = <M>(load: () => Promise<M>) =>
  withResourcePart(load, 'mf-header', 'member', MEMBER_STRINGS);
