import { dictionaryEntries, MissingTranslations } from './missing-translation';

function setUp(answers: Array<string | Error>) {
  const stored: string[] = [];
  const logged: string[] = [];
  const asked: string[] = [];
  const flow = new MissingTranslations({
    translate: async (keyword, lang, source) => {
      asked.push(`${lang}:${keyword}:${source}`);
      const answer = answers.shift();
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer');
      return answer;
    },
    store: (lang, ns, key, value) => stored.push(`${lang}:${ns}:${key}=${value}`),
    log: (message) => logged.push(message),
  });
  return { flow, stored, logged, asked };
}

describe('missing-translation flow', () => {
  it('asks once, is pending meanwhile, and stores the result', async () => {
    const { flow, stored, asked } = setUp(['Bonjour']);
    const running = flow.request('fr', 'mf-header', 'hello', 'Hello');
    expect(flow.stateOf('fr', 'mf-header', 'hello')).toBe('pending');
    expect(flow.request('fr', 'mf-header', 'hello', 'Hello')).toBeNull();
    await running;
    expect(asked).toEqual(['fr:mf-header:hello:Hello']);
    expect(stored).toEqual(['fr:mf-header:hello=Bonjour']);
    expect(flow.stateOf('fr', 'mf-header', 'hello')).toBeUndefined();
  });

  it("marks a failure failed, logs 'Failed to translate' and never retries it", async () => {
    const { flow, stored, logged, asked } = setUp([new Error('AI_UNAVAILABLE'), 'Hallo']);
    await flow.request('de', 'common', 'hello', 'Hello');
    expect(flow.stateOf('de', 'common', 'hello')).toBe('failed');
    expect(logged).toEqual(['Failed to translate']);
    expect(flow.request('de', 'common', 'hello', 'Hello')).toBeNull();
    expect(asked).toHaveLength(1);
    expect(stored).toEqual([]);
  });

  it('clears a failed mark after a later success', async () => {
    const { flow, stored } = setUp([new Error('AI_UNAVAILABLE')]);
    await flow.request('ar', 'common', 'hello', 'Hello');
    flow.resolved('ar', 'common', 'hello', 'مرحبا');
    expect(flow.stateOf('ar', 'common', 'hello')).toBeUndefined();
    expect(stored).toEqual(['ar:common:hello=مرحبا']);
  });

  it('never asks for English, the source language', () => {
    const { flow, asked } = setUp(['x']);
    expect(flow.request('en', 'common', 'hello', 'Hello')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('reads the dictionary as namespace and key per language', () => {
    expect(dictionaryEntries({ fr: { 'mf-header:tickets.title': 'Mes tickets', bad: 'x' } })).toEqual([
      { lang: 'fr', namespace: 'mf-header', key: 'tickets.title', value: 'Mes tickets' },
    ]);
  });
});
