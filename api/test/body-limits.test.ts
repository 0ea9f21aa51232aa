import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { apiOf, bearer, LEARNER, SAME_SITE } from './api';
import { startTestServer, type TestServer } from './harness';
import { routesOf } from './routes-of';

/**
 * An anonymous megabyte of nested arrays froze the event loop while it was
 * parsed (issue 9). Now every protected route answers 401 from its onRequest
 * hook and every route refuses a body over its limit with 413 from the
 * Content-Length alone: both before the body is read. The requests below send
 * only the first part of their body and never the rest, so an answer proves
 * the body was not parsed.
 */

const MEGABYTE = 1024 * 1024;
const nestedArrays = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ TEST_FIXTURES: 'true' });
  base = await server.listen();
});
afterAll(() => server.close());

interface Started {
  status: Promise<number>;
  body: Promise<string>;
  abort: () => void;
}

/** Starts a request that announces `length` bytes and sends only `firstPart`. */
function startUnfinished(
  method: string,
  path: string,
  length: number,
  firstPart: string,
  headers = {},
): Started {
  let abort = () => {};
  let resolveBody: (text: string) => void = () => {};
  const body = new Promise<string>((resolve) => {
    resolveBody = resolve;
  });
  const status = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method, headers: { 'content-type': 'application/json', 'content-length': length, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolveBody(text));
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', (error) => {
      if (!(error as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(error);
    });
    req.write(firstPart);
    abort = () => req.destroy();
  });
  return { status, body, abort };
}

it('answers every route an anonymous unfinished megabyte with 401 or 413, and health stays up', async () => {
  const routes = routesOf(server.app.printRoutes({ commonPrefix: false })).filter(
    (r) => r.path.startsWith('/api/') && r.method !== 'GET' && r.method !== 'HEAD',
  );
  expect(routes.length).toBeGreaterThan(15);
  const started = routes.map((route) => ({
    route: `${route.method} ${route.path}`,
    request: startUnfinished(
      route.method,
      route.path.replace(/:[a-zA-Z]+/g, 'x'),
      MEGABYTE,
      nestedArrays(64 * 1024),
      SAME_SITE,
    ),
  }));
  try {
    // Meanwhile the server answers others.
    const health = await apiOf(server).get('/api/health');
    expect(health.statusCode).toBe(200);
    const answers = await Promise.all(started.map(async (s) => [s.route, await s.request.status] as const));
    // A signed upload address is its own permission: without a valid signature it is refused (403) just as early.
    const unexpected = answers.filter(
      ([route, status]) =>
        status !== 401 && status !== 413 && !(route === 'PUT /api/storage/object' && status === 403),
    );
    expect(unexpected).toEqual([]);
    const anAnswer = started.find((s) => s.route === 'POST /api/forum/addPost/:id')!;
    expect(JSON.parse(await anAnswer.request.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    const tooLarge = started.find((s) => s.route === 'POST /api/auth/login')!;
    expect(await tooLarge.request.status).toBe(413);
    expect(JSON.parse(await tooLarge.request.body)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  } finally {
    for (const s of started) s.request.abort();
  }
});

it('answers an anonymous body within the forum limit 401 before it is all sent', async () => {
  const request = startUnfinished('POST', '/api/forum/addComment/x', 200 * 1024, nestedArrays(1024));
  try {
    expect(await request.status).toBe(401);
  } finally {
    request.abort();
  }
});

it('refuses a signed-in body over the default limit with 413, and takes a long forum body', async () => {
  const api = apiOf(server);
  const editor = await api.signIn({ email: 'editor@demo.test', password: LEARNER.password });
  const headers = { ...bearer(editor.accessToken), 'content-type': 'application/json' };
  const call = (url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(payload) });
  const big = await call('/api/announcements', { title: 'Big', text: 'x'.repeat(70 * 1024) });
  expect([big.statusCode, big.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  // 49 990 Arabic letters: 100 kB of UTF-8, over the default limit and within the forum's.
  const page = await server.app.inject({ url: '/api/forum/post/welcome-to-the-algebra-forum', headers });
  const long = await call(`/api/forum/addComment/${page.json().post.id}`, {
    content: `<p>${'ع'.repeat(49_990)}</p>`,
  });
  expect(long.statusCode).toBe(201);
});

it('refuses a signed-in multipart upload announcing 2 GB with 413 before reading it, on every upload route', async () => {
  const api = apiOf(server);
  const [learner, admin] = await Promise.all([
    api.signIn(LEARNER),
    api.signIn({ email: 'admin@demo.test', password: LEARNER.password }),
  ]);
  const boundary = 'elearn-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const uploads: [string, string, string][] = [
    ['PUT', `/api/course/drafts/${randomUUID()}/cover`, admin.accessToken],
    ['POST', '/api/user/photo', learner.accessToken],
    ['POST', '/api/forum/uploadImage/algebra-foundations', learner.accessToken],
    ['POST', '/api/tickets/attachment', learner.accessToken],
    ['POST', '/api/admin/images', admin.accessToken],
  ];
  const started = uploads.map(([method, path, token]) =>
    startUnfinished(method, path, 2 * 1024 * MEGABYTE, head, {
      ...bearer(token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    }),
  );
  try {
    const answers = await Promise.all(started.map(async (s) => [await s.status, await s.body] as const));
    for (const [status, body] of answers) {
      expect([status, JSON.parse(body)]).toEqual([
        413,
        { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
      ]);
    }
  } finally {
    for (const s of started) s.abort();
  }
});
