import type { AskEveAnswer } from '@elearn/contracts';
import { z } from 'zod';
import { AiError } from '../src/modules/ai/ai.provider';
import { openAiProvider } from '../src/modules/ai/openai.provider';
import { apiOf, bearer } from './api';
import { ALGEBRA } from './eve-questions';
import { type ModelRequest, type Reply, startFakeModel } from './fake-model';
import { startTestServer, type TestServer } from './harness';

let model: Awaited<ReturnType<typeof startFakeModel>>;
let server: TestServer;
let baseUrl: string;
let replies: Reply[];
let requests: ModelRequest[];
beforeAll(async () => {
  model = await startFakeModel();
  ({ baseUrl, replies, requests } = model);
  server = await startTestServer(model.env());
});
afterAll(async () => {
  await server.close();
  await model.close();
});
beforeEach(() => {
  replies.length = 0;
  requests.length = 0;
});

const settings = { apiKey: 'k', model: 'local-model', timeoutMs: 2000, maxRetries: 0 };
const provider = (extra: Partial<typeof settings> = {}) =>
  openAiProvider({ ...settings, baseUrl, ...extra }, server.ctx.database.pool);
const outline = z.object({ title: z.string(), lessons: z.array(z.string()).min(1) });

describe('the OpenAI-compatible provider', () => {
  it('returns structured output checked by zod', async () => {
    replies.push({ content: '{"title":"Algebra","lessons":["Equations"]}' });
    const value = await provider().complete({
      messages: [{ role: 'user', content: 'Outline' }],
      schema: outline,
    });
    expect(value).toEqual({ title: 'Algebra', lessons: ['Equations'] });
    expect(requests[0]!.model).toBe('local-model');
    expect(String(requests[0]!.messages[0]!.content)).toContain('JSON Schema');
  });

  it('repairs a malformed answer once, telling the model what was wrong', async () => {
    replies.push(
      { content: '{"title":"Algebra","lessons":[]}' },
      { content: '{"title":"Algebra","lessons":["Slope"]}' },
    );
    const value = await provider().complete({
      messages: [{ role: 'user', content: 'Outline' }],
      schema: outline,
    });
    expect(value.lessons).toEqual(['Slope']);
    expect(requests).toHaveLength(2);
    expect(String(requests[1]!.messages.at(-1)!.content)).toMatch(/invalid.*lessons/s);
  });

  it('fails clearly after the one repair attempt', async () => {
    replies.push({ content: 'not json at all' }, { content: '{"title":1}' });
    await expect(
      provider().complete({ messages: [{ role: 'user', content: 'Outline' }], schema: outline }),
    ).rejects.toMatchObject({ code: 'AI_BAD_OUTPUT' });
    expect(requests).toHaveLength(2);
  });

  it('streams deltas in order', async () => {
    replies.push({ stream: ['The ', 'slope ', 'is ', 'm.'] });
    const tokens: string[] = [];
    for await (const token of provider().stream({ messages: [{ role: 'user', content: 'Slope?' }] }))
      tokens.push(token);
    expect(tokens).toEqual(['The ', 'slope ', 'is ', 'm.']);
    expect(requests[0]!.stream).toBe(true);
  });

  it('times out with a clear error', async () => {
    replies.push({ delayMs: 1500 });
    const error = await provider({ timeoutMs: 200 })
      .complete({ messages: [{ role: 'user', content: 'x' }], schema: outline })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ code: 'AI_TIMEOUT' });
  });

  it('reports a server error with its message', async () => {
    replies.push({ status: 500 });
    await expect(
      provider().complete({ messages: [{ role: 'user', content: 'x' }], schema: outline }),
    ).rejects.toMatchObject({ code: 'AI_FAILED', message: expect.stringContaining('model exploded') });
  });
});

describe('Eve on the OpenAI-compatible provider', () => {
  it('gives the model the retrieved lesson passages and streams its answer', async () => {
    const api = apiOf(server);
    const who = await api.signIn({ email: 'editor@demo.test', password: 'Demo1234' });
    const { rows } = await server.ctx.database.pool.query<{ id: string }>(
      'SELECT id FROM courses WHERE seo_txt = $1',
      [ALGEBRA],
    );
    replies.push({ stream: ['Think ', 'about ', 'the ', 'balance.'] });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/chat/askEve',
      headers: { ...bearer(who.accessToken), accept: 'application/json' },
      payload: {
        userPrompt: 'Why is an equation like a balance?',
        courseId: rows[0]!.id,
        currentURL: '/en/dashboard',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AskEveAnswer>();
    expect(body.answer).toBe('Think about the balance.');
    expect(body.citations[0]!.lessonName).toBe('Solving one-step and two-step equations');
    const system = String(requests[0]!.messages[0]!.content);
    expect(system).toContain('Think of the equation as a balance');
    expect(system).toContain(body.citations[0]!.href);
  });

  it('answers 503 when the model fails before answering', async () => {
    const api = apiOf(server);
    const who = await api.signIn({ email: 'editor@demo.test', password: 'Demo1234' });
    const { rows } = await server.ctx.database.pool.query<{ id: string }>(
      'SELECT id FROM courses WHERE seo_txt = $1',
      [ALGEBRA],
    );
    replies.push({ status: 500 });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/chat/askEve',
      headers: bearer(who.accessToken),
      payload: { userPrompt: 'Why is an equation like a balance?', courseId: rows[0]!.id },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'AI_FAILED' });
  });
});
