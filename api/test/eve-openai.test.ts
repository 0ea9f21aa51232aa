import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AskEveAnswer } from '@elearn/contracts';
import { z } from 'zod';
import { AiError } from '../src/modules/ai/ai.provider';
import { openAiProvider } from '../src/modules/ai/openai.provider';
import { apiOf, bearer } from './api';
import { ALGEBRA } from './eve-questions';
import { startTestServer, type TestServer } from './harness';

/**
 * A local server speaking the chat-completions protocol: each test queues what it answers
 * (JSON content, a stream of deltas, a delay, an error status) and reads the requests it got.
 */
type Reply = { content: string } | { stream: string[] } | { delayMs: number } | { status: number };
const replies: Reply[] = [];
const requests: { messages: { role: string; content: unknown }[]; stream?: boolean; model: string }[] = [];
let model: Server;
let baseUrl: string;

function completion(content: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'local',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}
const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'local', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

async function answer(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  for await (const part of request) body += part;
  requests.push(JSON.parse(body));
  const reply = replies.shift() ?? { status: 500 };
  if ('delayMs' in reply) {
    setTimeout(() => response.end(JSON.stringify(completion('late'))), reply.delayMs);
    return;
  }
  if ('status' in reply) {
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'model exploded', type: 'server_error' } }));
    return;
  }
  if ('stream' in reply) {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of reply.stream) response.write(chunk(piece));
    response.end('data: [DONE]\n\n');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(completion(reply.content)));
}

let server: TestServer;
beforeAll(async () => {
  model = createServer((req, res) => void answer(req, res));
  await new Promise<void>((done) => model.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  server = await startTestServer({
    AI_BASE_URL: baseUrl,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'local-model',
    AI_MAX_RETRIES: '0',
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((done) => model.close(done));
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
