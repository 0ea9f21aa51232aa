import { addResourcePart, type Bundles } from '@elearn/i18n';

// The job-role analysis' strings are a part of the "mf-authoring" namespace loaded with its pages only.
const bundles: Bundles = {
  en: () => import('./locales/en').then((m) => m.en),
  ar: () => import('./locales/ar').then((m) => m.ar),
  fr: () => import('./locales/fr').then((m) => m.fr),
  de: () => import('./locales/de').then((m) => m.de),
};

export const loadJobAnalysisStrings = () => addResourcePart('mf-authoring', 'dacum', bundles);
