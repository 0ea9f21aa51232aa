/** The missing-translation post-processor's name in the i18next options. */
export const MISSING_TRANSLATION_PROCESSOR = 'elearn-missing-translation';
