export { addResources, type Bundles, i18n, initI18n, LANGS, setLanguage } from './i18n';
export { findMissingKeys } from './missing-keys';
export type { CommonStrings } from './locales/en';
