import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Handler = (request: Recorded) => { status?: number; body: unknown };

/**
 * A local HTTP server that speaks a payment provider's protocol for the
 * tests: each path answers what the provider documents, and every request
 * is recorded so a test can check what the API sent.
 */
export async function providerServer(routes: Record<string, Handler>) {
  const requests: Recorded[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : null,
      };
      requests.push(recorded);
      const key = Object.keys(routes).find((pattern) =>
        new RegExp(`^${pattern}$`).test(`${recorded.method} ${path}`),
      );
      const answer = key ? routes[key]!(recorded) : { status: 404, body: { detail: 'not found' } };
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
