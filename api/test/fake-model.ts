import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the chat-completions protocol: each test queues what it answers
 * (JSON content, a stream of deltas, a delay, an error status) and reads the requests it got.
 */
export type Reply = { content: string } | { stream: string[] } | { delayMs: number } | { status: number };
export interface ModelRequest {
  messages: { role: string; content: unknown }[];
  stream?: boolean;
  model: string;
}

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

/** Starts the fake model; `replies` and `requests` are the test's to fill and read (empty them between tests). */
export async function startFakeModel() {
  const replies: Reply[] = [];
  const requests: ModelRequest[] = [];
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
  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    replies,
    requests,
    /** The settings that point the API at this model. */
    env(): Record<string, string> {
      return {
        AI_BASE_URL: this.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'local-model',
        AI_MAX_RETRIES: '0',
      };
    },
    close: () => new Promise((done) => server.close(done)),
  };
}
