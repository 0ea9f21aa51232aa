import type { i18n as I18n, PostProcessorModule } from 'i18next';
import { MISSING_TRANSLATION_PROCESSOR } from './processor-name';
import type { TranslationFlowDeps, translationFlow } from './translation-flow';

type Flow = ReturnType<typeof translationFlow>;

/**
 * The translation flow (translation-flow.ts) with its code loaded only when it
 * starts, after the first render: the post-processor registered at init passes
 * texts through until then, so no page carries the flow before it needs it.
 */
export function lazyTranslationFlow(i18n: I18n) {
  let flow: Flow | null = null;
  let starting: Promise<void> | null = null;

  const processor: PostProcessorModule = {
    type: 'postProcessor',
    name: MISSING_TRANSLATION_PROCESSOR,
    process: (value, key, options, translator) =>
      flow ? flow.processor.process(value, key, options, translator) : value,
  };

  return {
    processor,
    /** Loads the flow's code and starts it in the page's language at that moment (once). */
    start(deps?: TranslationFlowDeps): Promise<void> {
      starting ??= import('./flow-chunk').then(({ translationFlow, serverTranslation }) => {
        flow = translationFlow(i18n);
        return flow.start(deps ?? serverTranslation, i18n.language || 'en');
      });
      return starting;
    },
    loadDictionary: (lang: string, reload = false): Promise<void> =>
      flow ? flow.loadDictionary(lang, reload) : Promise.resolve(),
    reapply: (lang: string, namespace?: string) => flow?.reapply(lang, namespace),
    stateOf: (lang: string, namespace: string, key: string) => flow?.stateOf(lang, namespace, key),
  };
}
