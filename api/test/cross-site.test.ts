import { randomUUID } from 'node:crypto';
import { apiOf, LEARNER, ORIGIN, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { type Route, routesOf } from './routes-of';
import { installWriteLog } from './write-log';

/**
 * Cross-site requests (issue 19): every state-changing route of the app's own table is
 * refused from a foreign Origin, whatever credentials the browser attaches, and changes
 * nothing; and no foreign origin is granted CORS. Sockets from a foreign origin:
 * realtime.test.ts.
 */

let server: TestServer;
let changing: Route[];
let learner: SignedIn;
let log: Awaited<ReturnType<typeof installWriteLog>>;

beforeAll(async () => {
  server = await startTestServer();
  changing = routesOf(server.app.printRoutes({ commonPrefix: false })).filter(
    (r) => r.path.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
  );
  learner = await apiOf(server).signIn(LEARNER);
  log = await installWriteLog(server.ctx.database.pool);
});
afterAll(() => server.close());

const send = (route: Route, origin: string, signedIn: boolean) =>
  server.app.inject({
    method: route.method as 'POST',
    url: route.path.replace(/:[a-zA-Z]+/g, randomUUID()),
    headers: {
      origin,
      'content-type': 'application/json',
      'x-requested-with': 'elearn',
      ...(signedIn ? { authorization: `Bearer ${learner.accessToken}` } : {}),
    },
    cookies: signedIn ? { elearn_refresh: learner.cookie } : {},
    payload: '{}',
  });

it('finds the state-changing routes', () => {
  expect(changing.length).toBeGreaterThan(100);
  expect(changing).toContainEqual({ method: 'POST', path: '/api/auth/login' });
});

it.each([
  ['another site', 'https://evil.test'],
  ['a look-alike of ours', `${ORIGIN}.evil.test`],
  ['an opaque origin', 'null'],
])('refuses every state-changing call from %s with 403 CSRF, changing nothing', async (_, origin) => {
  await log.clear();
  const passed: string[] = [];
  for (const route of changing) {
    for (const signedIn of [true, false]) {
      const response = await send(route, origin, signedIn);
      if (response.statusCode !== 403 || response.json().code !== 'CSRF')
        passed.push(
          `${route.method} ${route.path} ${signedIn ? 'signed in' : 'anonymous'}: ${response.statusCode}`,
        );
    }
  }
  expect(passed).toEqual([]);
  expect(await log.written()).toEqual([]);
  // The session the refused calls carried is still alive.
  expect((await apiOf(server).me(learner.accessToken)).statusCode).toBe(200);
});

it('lets the same calls through from our own origin, and without an Origin (a gateway’s webhook)', async () => {
  const api = apiOf(server);
  expect((await api.post('/api/auth/login', LEARNER, { origin: ORIGIN })).statusCode).toBe(200);
  expect((await api.post('/api/auth/login', LEARNER)).statusCode).toBe(200);
});

it('grants no other origin CORS: no preflight answer, no Access-Control header on an answer', async () => {
  const preflight = await server.app.inject({
    method: 'OPTIONS',
    url: '/api/calender/events',
    headers: {
      origin: 'https://evil.test',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  const answer = await server.app.inject({ url: '/api/plans', headers: { origin: 'https://evil.test' } });
  expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
});
