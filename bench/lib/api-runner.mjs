/**
 * What the API benches share: the API started as `npm start` runs it, a bare
 * Fastify hello-world to compare with in the same run, and autocannon.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
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

/** The API as `npm start` runs it: node on api/dist when built, tsx on the sources otherwise; `nodeArgs` for node itself (a profiler). */
export async function startApi(env, nodeArgs = []) {
  const port = await freePort();
  const compiled = join(API, 'dist/main.js');
  const [command, args] = existsSync(compiled)
    ? [process.execPath, [...nodeArgs, compiled]]
    : [join(API, 'node_modules/.bin/tsx'), [...nodeArgs, 'src/main.ts']];
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
 * An open-loop load at a steady `rate` (requests a second), spread evenly: each millisecond sends
 * what is due since the start, over up to 256 keep-alive sockets, whether or not earlier answers
 * came back. (autocannon's overallRate sends each second's quota as fast as it can and then
 * waits: bursts at full speed, so its p99 is the saturated one.) Latency is counted from the
 * moment a request was due, so a generator or server that falls behind shows it.
 * Answers { p50Ms, p99Ms, sent, failed }.
 */
export async function paced(url, headers = {}, rate, duration = SECONDS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  let failed = 0;
  let sent = 0;
  const total = Math.floor(rate * duration);
  const start = performance.now();
  const inflight = new Set();
  await new Promise((done) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      for (; sent < due; sent++) {
        const dueAt = start + (sent / rate) * 1000;
        const request = http.get(url, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode >= 400) failed++;
            else latencies.push(performance.now() - dueAt);
            inflight.delete(request);
            if (sent >= total && inflight.size === 0) done();
          });
        });
        request.on('error', () => {
          failed++;
          inflight.delete(request);
          if (sent >= total && inflight.size === 0) done();
        });
        inflight.add(request);
      }
      if (sent >= total) clearInterval(timer);
    }, 1);
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(
      (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN) * 10,
    ) / 10;
  return { p50Ms: at(0.5), p99Ms: at(0.99), sent, failed };
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
    // PostgreSQL's JIT compiles a trigger's statement on every row whose plan looks costly (the Eve
    // passages rebuild on each course_details write): minutes of LLVM for 10,000 courses.
    await client.query('SET jit = off');
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
 * With `halfRate`, then the latency at half the endpoint's maximum rate just measured (a paced,
 * open-loop load: the p99 of a server that is not saturated), and the hello-world's at the same
 * rate right after (the baseline: what the machine gives a bare handler at that rate).
 * `headers` may be a function of the endpoint's name (an endpoint for another role).
 */
export async function measureEndpoints(
  kind,
  apiUrl,
  helloUrl,
  endpoints,
  headers = {},
  { halfRate = false } = {},
) {
  const results = {};
  for (const [name, path] of Object.entries(endpoints)) {
    const h = typeof headers === 'function' ? headers(name) : headers;
    const check = await fetch(`${apiUrl}${path}`, { headers: h });
    if (!check.ok) throw new Error(`${path}: ${check.status} ${await check.text()}`);
    await measure(`${apiUrl}${path}`, h, 2);
    const baseline = await measure(`${helloUrl}/hello`);
    const r = await measure(`${apiUrl}${path}`, h);
    results[name] = {
      ...r,
      helloWorldRps: baseline.rps,
      ratio: Math.round((r.rps / baseline.rps) * 1000) / 1000,
    };
    if (halfRate) {
      // Paced (open loop), not autocannon: `measure` takes no rate, so this was a second saturated run.
      const half = await paced(`${apiUrl}${path}`, h, Math.max(1, Math.floor(r.rps / 2)));
      const helloHalf = await paced(`${helloUrl}/hello`, {}, Math.max(1, Math.floor(r.rps / 2)));
      results[name].halfRate = { ...half, target: Math.floor(r.rps / 2) };
      results[name].helloWorldHalfRate = { ...helloHalf, target: Math.floor(r.rps / 2) };
    }
    console.log(
      `${kind} ${name}: ${r.rps} req/s vs hello-world ${baseline.rps} (${results[name].ratio}×), p99 ${r.p99Ms} ms, failed ${r.failed}` +
        (halfRate
          ? `; at half rate (${results[name].halfRate.target}/s) p99 ${results[name].halfRate.p99Ms} ms (hello-world ${results[name].helloWorldHalfRate.p99Ms} ms)`
          : ''),
    );
  }
  return results;
}

/** Runs `benchDatabase` for each database kind and writes bench/results/<name>.json. */
export async function runForEachDatabase(name, benchDatabase) {
  const results = {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    loadAverage: [loadavg()[0]],
    databases: {},
  };
  const dir = join(import.meta.dirname, '..', 'results');
  // BENCH_MERGE=1: keep the databases this run does not measure from the last run's file (each
  // ratio has its own baseline from its own run).
  if (process.env.BENCH_MERGE === '1' && existsSync(join(dir, `${name}.json`))) {
    const last = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
    for (const [kind, value] of Object.entries(last.databases ?? {}))
      if (!DATABASES.includes(kind)) results.databases[kind] = { ...value, date: value.date ?? last.date };
  }
  for (const kind of DATABASES) {
    results.databases[kind] = await benchDatabase(kind);
    results.loadAverage.push(loadavg()[0]);
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  return results;
}
