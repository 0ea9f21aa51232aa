import i18next from 'i18next';
import { MISSING_TRANSLATION_PROCESSOR, type TranslationFlowDeps, translationFlow } from './translation-flow';

/** A fresh i18next wired as the shared instance is, with a fake server. */
async function setUp(answers: Array<string | Error>, dict: Record<string, Record<string, string>> = {}) {
  const i18n = i18next.createInstance();
  const flow = translationFlow(i18n);
  await i18n.use(flow.processor).init({
    lng: 'fr',
    fallbackLng: 'en',
    ns: ['mf-x'],
    defaultNS: 'mf-x',
    resources: {
      en: {
        'mf-x': {
          hello: 'Hello {{name}}',
          bye: 'Goodbye',
          item_one: 'One item',
          item_other: '{{count}} items',
        },
      },
      fr: { 'mf-x': { bye: 'Au revoir' } },
    },
    interpolation: { escapeValue: false },
    postProcess: [MISSING_TRANSLATION_PROCESSOR],
    postProcessPassResolved: true,
  });
  const asked: string[] = [];
  const logged: string[] = [];
  let signedIn = true;
  const deps: TranslationFlowDeps = {
    fetchDictionary: async (lang) => ({ [lang]: dict[lang] ?? {} }),
    translate: async (keyword, lang, source) => {
      asked.push(`${lang} ${keyword} ${source}`);
      const answer = answers.shift();
      if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
      return answer;
    },
    canTranslate: () => signedIn,
    log: (message) => logged.push(message),
  };
  return { i18n, flow, deps, asked, logged, signOut: () => (signedIn = false) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the missing-translation flow in i18next', () => {
  it('asks nothing before it is started: plain English fallback', async () => {
    const { i18n, asked } = await setUp(['Bonjour {{name}}']);
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Hello Sara');
    await settle();
    expect(asked).toEqual([]);
  });

  it('shows the English text while pending, asks once, then shows the stored translation', async () => {
    const { i18n, flow, deps, asked } = await setUp(['Bonjour {{name}}']);
    await flow.start(deps, 'fr');
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Hello Sara');
    expect(flow.stateOf('fr', 'mf-x', 'hello')).toBe('pending');
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Hello Sara');
    await settle();
    // The raw English (placeholders kept) was sent, once.
    expect(asked).toEqual(['fr mf-x:hello Hello {{name}}']);
    expect(flow.stateOf('fr', 'mf-x', 'hello')).toBeUndefined();
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Bonjour Sara');
  });

  it("marks a failure failed, logs 'Failed to translate' and never asks again", async () => {
    const { i18n, flow, deps, asked, logged } = await setUp([new Error('AI_UNAVAILABLE'), 'Bonjour']);
    await flow.start(deps, 'fr');
    i18n.t('hello', { name: 'Sara' });
    await settle();
    expect(flow.stateOf('fr', 'mf-x', 'hello')).toBe('failed');
    expect(logged).toEqual(['Failed to translate']);
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Hello Sara');
    await settle();
    expect(asked).toHaveLength(1);
  });

  it('clears a failed mark after a later success (staff wrote the text: the dictionary is read again)', async () => {
    const dict: Record<string, Record<string, string>> = { fr: {} };
    const { i18n, flow, deps, asked } = await setUp([new Error('AI_UNAVAILABLE')], dict);
    await flow.start(deps, 'fr');
    i18n.t('hello', { name: 'Sara' });
    await settle();
    expect(flow.stateOf('fr', 'mf-x', 'hello')).toBe('failed');
    dict.fr = { 'mf-x:hello': 'Salut {{name}}' };
    await flow.loadDictionary('fr', true);
    expect(flow.stateOf('fr', 'mf-x', 'hello')).toBeUndefined();
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Salut Sara');
    expect(asked).toHaveLength(1);
  });

  it('waits for the dictionary of a language before asking the translator', async () => {
    const { i18n, flow, deps, asked } = await setUp(['Bonjour {{name}}'], {
      fr: { 'mf-x:hello': 'Salut {{name}}' },
    });
    await flow.start(deps, 'de');
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Hello Sara');
    await settle();
    expect(asked).toEqual([]);
    await flow.loadDictionary('fr');
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Salut Sara');
  });

  it('lets the dictionary override and add keys, also over a bundle loaded after it', async () => {
    const { i18n, flow, deps, asked } = await setUp([], {
      fr: { 'mf-x:bye': 'Salut', 'mf-x:hello': 'Bonjour {{name}}', nonamespace: 'x' },
    });
    await flow.start(deps, 'fr');
    expect(i18n.t('bye')).toBe('Salut');
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Bonjour Sara');
    i18n.addResourceBundle('fr', 'mf-x', { bye: 'Au revoir' }, true, true);
    flow.reapply('fr', 'mf-x');
    expect(i18n.t('bye')).toBe('Salut');
    await settle();
    expect(asked).toEqual([]);
  });

  it('asks nothing for English, for a key the language has, for plurals, or without a signed-in user', async () => {
    const { i18n, flow, deps, asked, signOut } = await setUp(['x', 'y', 'z']);
    await flow.start(deps, 'fr');
    expect(i18n.t('bye')).toBe('Au revoir');
    expect(i18n.t('hello', { lng: 'en', name: 'Sara' })).toBe('Hello Sara');
    expect(i18n.t('item', { count: 2 })).toBe('2 items');
    signOut();
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Hello Sara');
    await settle();
    expect(asked).toEqual([]);
    expect(flow.stateOf('fr', 'mf-x', 'hello')).toBeUndefined();
  });

  it('keeps the bundled strings when the dictionary cannot be read, and still asks for missing keys', async () => {
    const { i18n, flow, deps, asked, logged } = await setUp(['Bonjour {{name}}']);
    await flow.start({ ...deps, fetchDictionary: () => Promise.reject(new Error('offline')) }, 'fr');
    expect(logged).toEqual(['Failed to load the dictionary']);
    expect(i18n.t('bye')).toBe('Au revoir');
    i18n.t('hello', { name: 'Sara' });
    await settle();
    expect(asked).toHaveLength(1);
  });
});
