import { randomUUID } from 'node:crypto';
import { apiOf, bearer, DEMO_PASSWORD, LEARNER, SAME_SITE } from './api';
import { startTestServer, type TestServer } from './harness';
import { type Route, routesOf } from './routes-of';

/**
 * Bad input on every JSON route: whatever a caller sends, the answer is never a
 * 5xx (issue 9). Routes are read from the app itself, so a new route is fuzzed
 * without editing this file.
 */

const FIELDS = [
  'content',
  'title',
  'text',
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'message',
  'itemId',
  'requestId',
  'name',
  'url',
  'stack',
  'description',
  'tier',
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const BODIES: [string, string][] = [
  ['empty object', '{}'],
  ['array', '[]'],
  ['number', '42'],
  ['null', 'null'],
  ['string', '"text"'],
  ['not JSON', '{"content": '],
  ['wrong types', JSON.stringify(everyField(12))],
  ['objects for strings', JSON.stringify(everyField({ a: [1, { b: null }] }))],
  ['NUL', JSON.stringify(everyField('a\u0000b'))],
  ['lone surrogates', JSON.stringify(everyField('\ud800x\udfff'))],
  ['invisible only', JSON.stringify(everyField('\u200b\u200d\ufeff'))],
  ['bidi and combining', JSON.stringify(everyField('\u202egnp.exe\u0301\u0301 👩🏽‍💻 مرحبا'))],
  ['1 MB string', JSON.stringify(everyField('x'.repeat(1024 * 1024)))],
  ['10 MB string', JSON.stringify({ content: 'x'.repeat(10 * 1024 * 1024) })],
  ['deep nesting', nested(5000)],
  ['deep object', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
];

const PARAMS = ['not-a-uuid', randomUUID(), 'Post', '%00', 'x'.repeat(150), 'عربي', '..%2F..%2Fetc'];

let server: TestServer;
let routes: Route[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  // Logout is left out: it would end the sessions of the tokens below, and every later call
  // would be fuzzed as a signed-out one, refused before its body is read (auth-session.test.ts).
  routes = routesOf(server.app.printRoutes({ commonPrefix: false })).filter(
    (r) => r.path.startsWith('/api/') && r.path !== '/api/auth/logout',
  );
  const api = apiOf(server);
  tokens.learner = (await api.signIn(LEARNER)).accessToken;
  tokens.admin = (await api.signIn({ email: 'admin@demo.test', password: DEMO_PASSWORD })).accessToken;
}, 60_000);
afterAll(() => server.close());

const withParam = (path: string, value: string) => path.replace(/:[a-zA-Z]+/g, value);

it('finds the routes it fuzzes', () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes).toContainEqual({ method: 'POST', path: '/api/forum/addPost/:id' });
});

describe.each(['learner', 'admin', 'anonymous'])('as %s', (who) => {
  it('no JSON body on any route gets a 5xx', async () => {
    const failures: string[] = [];
    const headers = {
      'content-type': 'application/json',
      ...SAME_SITE,
      ...(tokens[who] ? bearer(tokens[who]!) : {}),
    };
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const [label, payload] of BODIES) {
        const url = withParam(route.path, randomUUID());
        const response = await server.app.inject({ method: route.method as 'POST', url, payload, headers });
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${route.path} ${label}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('no path parameter on any route gets a 5xx or a 414', async () => {
    const failures: string[] = [];
    const headers = { ...SAME_SITE, ...(tokens[who] ? bearer(tokens[who]!) : {}) };
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      for (const value of PARAMS) {
        const url = withParam(route.path, value);
        const response = await server.app.inject({
          method: route.method as 'POST',
          url,
          headers: route.method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        if (response.statusCode >= 500 || response.statusCode === 414) {
          failures.push(`${route.method} ${url.slice(0, 80)}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

it('was signed in all along: the tokens still work after every route was called', async () => {
  for (const who of ['learner', 'admin']) {
    const response = await server.app.inject({ url: '/api/user/me', headers: bearer(tokens[who]!) });
    expect([who, response.statusCode]).toEqual([who, 200]);
  }
});

describe('a NUL byte in an otherwise valid body', () => {
  const NUL = 'before\u0000after';
  // Every row has all four cells: jest takes a fourth parameter a row lacks for a `done` callback.
  const cases: [string, string, () => object, string | null][] = [
    [
      'register',
      '/api/auth/register',
      () => ({
        firstName: NUL,
        lastName: 'Hassan',
        email: `nul.${randomUUID()}@example.test`,
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
      null,
    ],
    ['error log', '/api/createErrorLog', () => ({ error: NUL, request: { url: NUL } }), null],
    ['forum post', '/api/forum/addPost/algebra-foundations', () => ({ content: `<p>${NUL}</p>` }), 'learner'],
    ['announcement', '/api/announcements', () => ({ title: NUL, text: NUL }), 'admin'],
  ];
  it.each(cases)('%s answers 422 before reaching the database', async (_label, url, body, who) => {
    const response = await server.app.inject({
      method: 'POST',
      url,
      payload: body(),
      headers: { ...SAME_SITE, ...(who ? bearer(tokens[who]!) : {}) },
    });
    expect(response.statusCode).toBe(422);
  });
});
