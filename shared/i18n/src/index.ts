export {
  addResourcePart,
  addResources,
  type Bundles,
  i18n,
  initI18n,
  reloadDictionary,
  setLanguage,
  startTranslationFlow,
  translationState,
} from './i18n';
export type { CommonStrings } from './locales/en';
export { findMissingKeys, missingTranslations } from './missing-keys';
export { dictionaryEntries, type MissingTranslationDeps, MissingTranslations } from './missing-translation';
export { type TranslationFlowDeps, translationFlow } from './translation-flow';
