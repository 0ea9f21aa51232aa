import { SAME_SITE } from './api';
import { type Call, type Entry, MATRIX } from './authorization-matrix';
import { startTestServer, type TestServer } from './harness';
import { ACTORS, type Actor, type Fixture, type Makers, makeFixture } from './matrix-fixture';
import { type Route, routesOf } from './routes-of';
import { installWriteLog } from './write-log';

/**
 * Every route of the API × every actor × the own resource and another's (issue 19): the
 * routes come from the app's own table, so a route the matrix does not list fails here.
 * A refusal is 401, 403 or 404 and writes no row of any table; an allowed call is neither
 * 401 nor 403. Refusals run first, so what an allowed call changes cannot hide one.
 */

let server: TestServer;
let routes: Route[];
let f: Fixture & Makers;
let log: Awaited<ReturnType<typeof installWriteLog>>;

beforeAll(async () => {
  server = await startTestServer();
  routes = routesOf(server.app.printRoutes({ commonPrefix: false })).filter((r) =>
    r.path.startsWith('/api/'),
  );
  f = await makeFixture(server);
  log = await installWriteLog(server.ctx.database.pool);
}, 60_000);
afterAll(() => server.close());

const keyOf = (r: Route) => `${r.method} ${r.path}`;
// Removals last: they take away what the other calls are about.
const ordered = () =>
  routes
    .filter((r) => !MATRIX[keyOf(r)]?.elsewhere)
    .sort((a, b) => +(a.method === 'DELETE') - +(b.method === 'DELETE'));

it('has an entry for every route of the API, and none for a route that is gone', () => {
  const keys = routes.map(keyOf);
  expect(keys.filter((k) => !MATRIX[k])).toEqual([]);
  expect(Object.keys(MATRIX).filter((k) => !keys.includes(k))).toEqual([]);
});

function send(route: Route, call: Call, who: Actor) {
  const token = who === 'anonymous' ? {} : { authorization: `Bearer ${f.as[who].accessToken}` };
  return server.app.inject({
    method: route.method as 'GET',
    url: call.url,
    // Our pages' headers: the refusal is the route's own, not the cross-site check's.
    headers: { ...SAME_SITE, ...token, ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

async function check(route: Route, entry: Entry, target: 'own' | 'others', failures: string[]) {
  const allowed = (target === 'own' ? entry.allow.own : entry.allow.others) ?? [];
  const build = target === 'own' ? entry.own : entry.others!;
  const name = `${keyOf(route)} (${target})`;
  // One call for every refused actor: a call that makes what it removes makes it before the log starts.
  const call = await build(f);
  await log.clear();
  for (const who of ACTORS.filter((a) => !allowed.includes(a))) {
    const { statusCode, body } = await send(route, call, who);
    if (![401, 403, 404].includes(statusCode))
      failures.push(`${name} as ${who}: ${statusCode} ${body.slice(0, 120)}`);
  }
  const written = (await log.written()).filter((w) => !w.startsWith(`${entry.records}: `));
  if (written.length) failures.push(`${name}: a refused call wrote ${written.join(', ')}`);
  const answers: number[] = [];
  for (const who of allowed) {
    const { statusCode, body } = await send(route, await build(f), who);
    answers.push(statusCode);
    if ([401, 403].includes(statusCode) || statusCode >= 500)
      failures.push(`${name} as ${who} (allowed): ${statusCode} ${body.slice(0, 120)}`);
  }
  // A call about a resource must find it for someone: else its refusals above prove nothing.
  if (entry.others && !entry.unreached && answers.length && answers.every((s) => s === 404))
    failures.push(`${name}: no allowed call reached it (${answers.join(', ')})`);
}

it('refuses everyone the matrix does not allow, changing nothing, and lets in who it allows', async () => {
  const failures: string[] = [];
  for (const route of ordered()) {
    const entry = MATRIX[keyOf(route)]!;
    await check(route, entry, 'own', failures);
    if (entry.others) await check(route, entry, 'others', failures);
  }
  expect(failures).toEqual([]);
}, 120_000);
