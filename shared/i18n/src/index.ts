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
  withResourcePart,
} from './i18n';
export type { CommonStrings } from './locales/en';
export type { TranslationFlowDeps } from './translation-flow';
