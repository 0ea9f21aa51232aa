#!/usr/bin/env node
/**
 * API speed: requests per second of four API calls as a ratio of a bare
 * Fastify hello-world measured in the same run (autocannon, 50 connections),
 * on PGlite and on a PostgreSQL server, with 10k users (all with XP this
 * year), 10k posts in the demo learner's course and 100k notifications of the
 * demo learner. The API runs as `npm start` runs it (compiled JavaScript when
 * api/dist exists, else through tsx). A measurement, not a test; writes
 * bench/results/api-speed.json.
 *
 *   node bench/api-speed.mjs            # both databases
 *   BENCH_DB=pglite BENCH_SECONDS=5 node bench/api-speed.mjs
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../scripts/lib/prerequisites.mjs';
import { freePort, waitForOk } from '../scripts/lib/run.mjs';

const ROOT = join(import.meta.dirname, '..');
// BENCH_API_DIR: another checkout's api/ (an earlier commit, for a before/after in one sitting).
const API = process.env.BENCH_API_DIR ?? join(ROOT, 'api');
const fromApi = createRequire(join(API, 'package.json'));
const autocannon = createRequire(import.meta.url)('autocannon');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
const LEARNER = { email: 'learner@demo.test', password: 'Demo1234' };

/** Bulk rows in plain SQL (generate_series): seconds, not minutes. */
const SEED_SQL = `
  INSERT INTO users (role, first_name, last_name, email, password_hash)
    SELECT 'Learner', 'Bench', 'User ' || i, 'bench' || i || '@bench.test', 'not-a-hash'
    FROM generate_series(1, 10000) i;
  INSERT INTO year_exps (user_id, year, xp, last_status_up)
    SELECT id, extract(year FROM now())::int, 1 + (abs(hashtext(id::text)) % 5000), now()
    FROM users WHERE email LIKE '%@bench.test'
    ON CONFLICT (user_id, year) DO UPDATE SET xp = excluded.xp;
  INSERT INTO forum_posts (seo_txt, course_id, user_id, content, created_at, updated_at)
    SELECT 'bench-post-' || i, cp.course_id, cp.user_id, '<p>Bench post ' || i || '</p>',
      now() - i * interval '1 minute', now() - i * interval '1 minute'
    FROM generate_series(1, 10000) i,
      (SELECT p.course_id, p.user_id FROM course_progress p JOIN users u ON u.id = p.user_id
       WHERE u.email = '${LEARNER.email}' ORDER BY p.course_id LIMIT 1) cp;
  INSERT INTO notifications (user_id, event_short, template, template_type, attributes, created_at, seen_at)
    SELECT u.id, 'bench', 'notifications.bench', 'text', '{"n":"1"}'::jsonb,
      now() - i * interval '1 second', CASE WHEN i % 10 = 0 THEN NULL ELSE now() END
    FROM generate_series(1, 100000) i, users u WHERE u.email = '${LEARNER.email}';
  ANALYZE;`;
const BENCH_COURSE = `SELECT DISTINCT course_id FROM forum_posts WHERE seo_txt = 'bench-post-1'`;

function startProcess(command, args, env, cwd = API) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** The API as `npm start` runs it: node on api/dist when built, tsx on the sources otherwise. */
async function startApi(env) {
  const port = await freePort();
  const compiled = join(API, 'dist/main.js');
  const [command, args] = existsSync(compiled)
    ? [process.execPath, [compiled]]
    : [join(API, 'node_modules/.bin/tsx'), ['src/main.ts']];
  const api = startProcess(command, args, {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/api/health`, 120_000);
  return { ...api, url };
}

async function startHelloWorld() {
  const port = await freePort();
  const fastify = fromApi.resolve('fastify');
  const code = `const app = require(${JSON.stringify(fastify)})();
    app.get('/hello', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const hello = startProcess(process.execPath, ['-e', code], {});
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/hello`, 30_000);
  return { ...hello, url };
}

async function seed(database) {
  if (database.url) {
    const { Client } = fromApi('pg');
    const client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(SEED_SQL);
    const { rows } = await client.query(BENCH_COURSE);
    await client.end();
    return rows[0].course_id;
  } else {
    const { PGlite } = await import(fromApi.resolve('@electric-sql/pglite'));
    const db = await PGlite.create(join(database.dataDir, 'pg'));
    await db.exec(SEED_SQL);
    const { rows } = await db.query(BENCH_COURSE);
    await db.close();
    return rows[0].course_id;
  }
}

async function login(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LEARNER),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

async function get(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function measure(url, headers = {}, duration = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99, failed };
}

async function benchDatabase(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'elearn-bench-'));
  const pg = kind === 'postgres' ? await startPostgres() : null;
  if (pg?.skipped) return { skipped: pg.skipped };
  const env = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  try {
    // First start: migrations and demo data; then the bulk rows, with the API stopped (PGlite is single-user).
    await (await startApi(env)).stop();
    const seedStart = performance.now();
    const courseId = await seed({ url: pg?.url, dataDir });
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    const hello = await startHelloWorld();
    const api = await startApi(env);
    try {
      const token = await login(api.url);
      const me = await get(`${api.url}/api/user/me`, token);
      const page = await get(`${api.url}/api/forum/listPosts/${courseId}`, token);
      console.log(`${kind}: seeded in ${seedSeconds} s; ${me.user.email} sees ${page.length} posts a page`);
      const endpoints = {
        'user/me': '/api/user/me',
        'notification/listAll': '/api/notification/listAll',
        'forum/listPosts': `/api/forum/listPosts/${courseId}`,
        'exp/getYearRanking': '/api/exp/getYearRanking',
      };
      const auth = { authorization: `Bearer ${token}` };
      // The machine is shared: the hello-world is measured right before each call, so a
      // ratio compares two runs seconds apart, not minutes.
      const results = {};
      for (const [name, path] of Object.entries(endpoints)) {
        // A first burst after the start runs cold (JIT, PGlite's WASM): warm up, then measure.
        await measure(`${api.url}${path}`, auth, 2);
        const baseline = await measure(`${hello.url}/hello`);
        const r = await measure(`${api.url}${path}`, auth);
        results[name] = {
          ...r,
          helloWorldRps: baseline.rps,
          ratio: Math.round((r.rps / baseline.rps) * 1000) / 1000,
        };
        console.log(
          `${kind} ${name}: ${r.rps} req/s vs hello-world ${baseline.rps} (${results[name].ratio}×), p99 ${r.p99Ms} ms, failed ${r.failed}`,
        );
      }
      return { seedSeconds, endpoints: results };
    } finally {
      await api.stop();
      await hello.stop();
    }
  } finally {
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = { connections: CONNECTIONS, seconds: SECONDS, databases: {} };
for (const kind of DATABASES) results.databases[kind] = await benchDatabase(kind);
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(join(import.meta.dirname, 'results/api-speed.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
