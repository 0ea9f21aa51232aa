import i18next from 'i18next';
import { lazyTranslationFlow } from './lazy-translation-flow';
import { MISSING_TRANSLATION_PROCESSOR } from './processor-name';
import type { TranslationFlowDeps } from './translation-flow';

async function setUp() {
  const i18n = i18next.createInstance();
  const flow = lazyTranslationFlow(i18n);
  await i18n.use(flow.processor).init({
    lng: 'fr',
    fallbackLng: 'en',
    ns: ['mf-x'],
    defaultNS: 'mf-x',
    resources: { en: { 'mf-x': { hello: 'Hello', bye: 'Goodbye' } }, fr: { 'mf-x': {} } },
    postProcess: [MISSING_TRANSLATION_PROCESSOR],
    postProcessPassResolved: true,
  });
  const asked: string[] = [];
  const deps: TranslationFlowDeps = {
    fetchDictionary: async () => ({ fr: { 'mf-x:bye': 'Au revoir' } }),
    translate: async (keyword) => {
      asked.push(keyword);
      return 'Bonjour';
    },
    canTranslate: () => true,
    log: () => undefined,
  };
  return { i18n, flow, deps, asked };
}

describe('the translation flow loaded when started', () => {
  it('passes texts through and asks nothing before it starts', async () => {
    const { i18n, flow, asked } = await setUp();
    expect(i18n.t('hello')).toBe('Hello');
    await flow.loadDictionary('fr');
    expect(i18n.t('bye')).toBe('Goodbye');
    expect(asked).toEqual([]);
    expect(flow.stateOf('fr', 'mf-x', 'hello')).toBeUndefined();
  });

  it('once started, the dictionary shows and a missing key is asked for and stored', async () => {
    const { i18n, flow, deps, asked } = await setUp();
    await Promise.all([flow.start(deps), flow.start(deps)]);
    expect(i18n.t('bye')).toBe('Au revoir');
    expect(i18n.t('hello')).toBe('Hello');
    expect(flow.stateOf('fr', 'mf-x', 'hello')).toBe('pending');
    await Promise.resolve();
    expect(asked).toEqual(['mf-x:hello']);
    expect(i18n.t('hello')).toBe('Bonjour');
  });
});
