import { AiError } from '../src/modules/ai/ai.provider';
import { bundledText } from '../src/modules/translation/bundled-strings';
import { translationService } from '../src/modules/translation/translation.service';
import { ADMIN, apiOf, bearer, DEMO_PASSWORD, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

let n = 0;
/** A key of these tests' own bundle: its English is 'Good morning', no other language has it. */
const freshKey = () => `test:key.${process.pid}.${++n}`;
const bundles = (lang: string, keyword: string) =>
  keyword.startsWith('test:') ? (lang === 'en' ? 'Good morning' : null) : bundledText(lang, keyword);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn | null, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.accessToken) : {}, payload });

/** The service over a model that answers `answer` (or throws it), counting its calls. */
function withModel(answer: string | Error) {
  const calls: string[] = [];
  const ai = {
    ...server.ctx.ai,
    complete: async <T>(request: { messages: { content: string }[] }): Promise<T> => {
      calls.push(request.messages.at(-1)!.content);
      if (answer instanceof Error) throw answer;
      return { translation: answer } as T;
    },
  } as typeof server.ctx.ai;
  return { service: translationService({ ...server.ctx, ai }, bundles), calls };
}
/** The service as the server runs it (no model offline), over the tests' bundle. */
const offline = () => translationService(server.ctx, bundles);

describe('missing-translation flow (server)', () => {
  it('offline: AI_UNAVAILABLE, marks the key failed and never asks again', async () => {
    const keyword = freshKey();
    expect(await offline().translate(keyword, 'fr')).toEqual({ status: 'failed', code: 'AI_UNAVAILABLE' });
    const { rows } = await server.ctx.database.pool.query(
      'SELECT status FROM translations WHERE lang = $1 AND keyword = $2',
      ['fr', keyword],
    );
    expect(rows).toEqual([{ status: 'failed' }]);
    const { service, calls } = withModel('Bonjour');
    expect(await service.translate(keyword, 'fr')).toEqual({ status: 'failed', code: 'TRANSLATION_FAILED' });
    expect(calls).toEqual([]);
  });

  it("stores a model's translation of the bundled English and serves it in the dictionary without asking again", async () => {
    const keyword = freshKey();
    const { service, calls } = withModel('Guten Morgen');
    expect(await service.translate(keyword, 'de')).toEqual({ status: 'done', value: 'Guten Morgen' });
    expect(await service.translate(keyword, 'de')).toEqual({ status: 'done', value: 'Guten Morgen' });
    expect(calls).toEqual(['Good morning']);
    expect((await service.dictionary('de')).de?.[keyword]).toBe('Guten Morgen');
  });

  it('a model error other than offline is a failure too', async () => {
    const { service } = withModel(new AiError('AI_TIMEOUT', 'slow'));
    expect(await service.translate(freshKey(), 'ar')).toEqual({ status: 'failed', code: 'AI_TIMEOUT' });
  });

  it("staff's text clears a failed mark, and the AI never overwrites it; learners may not write the dictionary", async () => {
    const keyword = freshKey();
    const learner = await api.signUp();
    await offline().translate(keyword, 'ar');
    const staff = await api.signIn(ADMIN);
    expect((await call('GET', '/translation/failed', staff)).json()).toContainEqual({ lang: 'ar', keyword });
    const entry = { keyword, lang: 'ar', value: 'مرحبا' };
    expect((await call('PUT', '/translation/entry', learner, entry)).statusCode).toBe(403);
    expect((await call('PUT', '/translation/entry', staff, entry)).statusCode).toBe(200);
    expect((await call('GET', '/translation/failed', staff)).json()).not.toContainEqual({
      lang: 'ar',
      keyword,
    });
    const { service, calls } = withModel('صباح الخير');
    expect(await service.translate(keyword, 'ar')).toEqual({ status: 'done', value: 'مرحبا' });
    expect(calls).toEqual([]);
  });

  it('refuses a key the site does not ship, and answers a key a bundle has with the bundle’s own text', async () => {
    const learner = await api.signUp();
    const unknown = await call('POST', '/translation/addOrUpdateTrans', learner, {
      keyword: 'x:made.up',
      lang: 'de',
    });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([422, { keyword: 'validation.invalid' }]);
    const own = await call('POST', '/translation/addOrUpdateTrans', learner, {
      keyword: 'mf-header:header.account.logout',
      lang: 'de',
    });
    expect(own.json()).toEqual({ keyword: 'mf-header:header.account.logout', lang: 'de', value: 'Abmelden' });
  });

  it('shows staff the English text of a key', async () => {
    const staff = await api.signIn(ADMIN);
    const learner = await api.signIn(LEARNER);
    const url = '/translation/english?keyword=mf-header:header.account.logout';
    expect((await call('GET', url, staff)).json()).toEqual({
      keyword: 'mf-header:header.account.logout',
      english: 'Log out',
    });
    expect((await call('GET', '/translation/english?keyword=x:made.up', staff)).json().english).toBeNull();
    expect((await call('GET', url, learner)).statusCode).toBe(403);
  });

  it('only staff read the failed keys and write entries: a learner and an instructor are refused, nothing changes', async () => {
    const keyword = freshKey();
    const entry = { keyword, lang: 'fr', value: 'Bonjour' };
    for (const who of [await api.signIn(LEARNER), await api.signIn(INSTRUCTOR)]) {
      expect((await call('GET', '/translation/failed', who)).statusCode).toBe(403);
      expect((await call('PUT', '/translation/entry', who, entry)).statusCode).toBe(403);
    }
    expect((await call('PUT', '/translation/entry', null, entry)).statusCode).toBe(401);
    expect((await call('GET', '/translation/getDict?lang=fr', null)).json().fr?.[keyword]).toBeUndefined();
    // An editor is staff too.
    const editor = await api.signIn({ email: 'editor@demo.test', password: DEMO_PASSWORD });
    expect((await call('PUT', '/translation/entry', editor, entry)).statusCode).toBe(200);
    expect((await call('GET', '/translation/getDict?lang=fr', null)).json().fr[keyword]).toBe('Bonjour');
    const blank = await call('PUT', '/translation/entry', editor, { ...entry, value: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ value: 'validation.required' });
    const noNamespace = await call('PUT', '/translation/entry', editor, { ...entry, keyword: 'hello' });
    expect(noNamespace.json().errors).toEqual({ keyword: 'validation.invalid' });
    expect((await call('GET', '/translation/getDict?lang=fr', null)).json().fr[keyword]).toBe('Bonjour');
  });
});
