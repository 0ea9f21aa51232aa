import { type Bundles, withResourcePart } from '@elearn/i18n';

// The tools' and study corners' strings, one chunk per language, added to the "mf-tools" namespace: every
// signed-in page carries the toolbox tab, which needs only its own few strings (./en.ts).
export const TOOL_STRINGS: Bundles = {
  en: () => import('./tools/en').then((m) => m.en),
  ar: () => import('./tools/ar').then((m) => m.ar),
  fr: () => import('./tools/fr').then((m) => m.fr),
  de: () => import('./tools/de').then((m) => m.de),
};

/** A tool's or page's lazily loaded chunk that resolves once the tools' strings are there too. */
export const withToolStrings = <M>(load: () => Promise<M>) =>
  withResourcePart(load, 'mf-tools', 'tools', TOOL_STRINGS);
