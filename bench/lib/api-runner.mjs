/**
 * What the API benches share: the API started as `npm start` runs it, a bare
 * Fastify hello-world to compare with in the same run, and autocannon.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, waitForOk } from '../../scripts/lib/run.mjs';

const ROOT = join(import.meta.dirname, '../..');
// BENCH_API_DIR: another checkout's api/ (an earlier commit, for a before/after in one sitting).
export const API = process.env.BENCH_API_DIR ?? join(ROOT, 'api');
const fromApi = createRequire(join(API, 'package.json'));
const autocannon = createRequire(import.meta.url)('autocannon');

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;
/** BENCH_DB: which databases to measure, comma-separated. */
export const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');

export function startProcess(command, args, env, cwd = API) {
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
export async function startApi(env) {
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

export async function startHelloWorld() {
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

export async function measure(url, headers = {}, duration = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99, failed };
}

/**
 * Runs bulk SQL on the bench database with the API stopped (PGlite is single-user),
 * then `query`; answers the query's result.
 */
export async function seedDatabase(database, sqlText, query) {
  if (database.url) {
    const { Client } = fromApi('pg');
    const client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(sqlText);
    const result = await client.query(query);
    await client.end();
    return result;
  }
  const { PGlite } = await import(fromApi.resolve('@electric-sql/pglite'));
  const db = await PGlite.create(join(database.dataDir, 'pg'));
  await db.exec(sqlText);
  const result = await db.query(query);
  await db.close();
  return result;
}

/**
 * Measures each endpoint against a hello-world measured right before it (the
 * machine is shared: a ratio compares two runs seconds apart, not minutes),
 * after a short warm-up (the first burst after a start runs cold: JIT, PGlite's WASM).
 */
export async function measureEndpoints(kind, apiUrl, helloUrl, endpoints, headers = {}) {
  const results = {};
  for (const [name, path] of Object.entries(endpoints)) {
    const check = await fetch(`${apiUrl}${path}`, { headers });
    if (!check.ok) throw new Error(`${path}: ${check.status} ${await check.text()}`);
    await measure(`${apiUrl}${path}`, headers, 2);
    const baseline = await measure(`${helloUrl}/hello`);
    const r = await measure(`${apiUrl}${path}`, headers);
    results[name] = {
      ...r,
      helloWorldRps: baseline.rps,
      ratio: Math.round((r.rps / baseline.rps) * 1000) / 1000,
    };
    console.log(
      `${kind} ${name}: ${r.rps} req/s vs hello-world ${baseline.rps} (${results[name].ratio}×), p99 ${r.p99Ms} ms, failed ${r.failed}`,
    );
  }
  return results;
}

/** Runs `benchDatabase` for each database kind and writes bench/results/<name>.json. */
export async function runForEachDatabase(name, benchDatabase) {
  const results = { connections: CONNECTIONS, seconds: SECONDS, databases: {} };
  for (const kind of DATABASES) results.databases[kind] = await benchDatabase(kind);
  const dir = join(import.meta.dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}
