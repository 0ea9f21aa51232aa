#!/usr/bin/env node
/**
 * Realtime (issue 19): how long a broadcast takes to reach 1,000 and 5,000
 * sockets, how many sockets one API process holds in 1 GB, and the same across
 * two API processes through Redis. The product path: an admin publishes an
 * announcement (POST /api/announcements), which `ctx.realtime.broadcast`s it to
 * every socket; each client is a learner's socket (one signed-up learner, its
 * access token on every socket). Latency: from just before the request to each
 * client's receipt, every receipt a sample. Baseline in the same run: bare
 * socket.io (bench/lib/bare-socket-server.mjs) with as many clients, triggered
 * by a plain HTTP POST; for two processes also a pair of them on the same
 * Redis Streams adapter. The clients live in BENCH_WORKERS child processes
 * (bench/lib/realtime-clients.mjs). A measurement, not a test.
 *
 *   node bench/realtime.mjs
 *   BENCH_CLIENTS=200 BENCH_MAX_SOCKETS=0 BENCH_BROADCASTS=5 node bench/realtime.mjs   # smoke run
 *
 * BENCH_CLIENTS: client counts (default 1000,5000); BENCH_BROADCASTS: broadcasts
 * measured per count (20); BENCH_MAX_SOCKETS: sockets opened on one process for
 * the memory figure (20000; 0 skips); BENCH_CROSS=0 skips the two processes.
 */
import { fork, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { REDIS_SERVER, startPostgres } from '../scripts/lib/prerequisites.mjs';
import { freePort, isRoot, waitForOk } from '../scripts/lib/run.mjs';
import { compileApi } from '../scripts/lib/site-server.mjs';
import { startApi, startProcess } from './lib/api-runner.mjs';

const CLIENTS = (process.env.BENCH_CLIENTS ?? '1000,5000').split(',').map(Number);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 20);
const MAX_SOCKETS = Number(process.env.BENCH_MAX_SOCKETS ?? 20_000);
const CROSS = process.env.BENCH_CROSS !== '0';
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4);
/** The whole run stops (everything it started too) after this. */
const DEADLINE_MINUTES = Number(process.env.BENCH_DEADLINE_MINUTES ?? 40);
const COLLECT_TIMEOUT_MS = 20_000;
const GIB = 2 ** 30;
const LEARNER = {
  firstName: 'Bench',
  lastName: 'Sockets',
  password: 'Bench1234',
  confirmPassword: 'Bench1234',
};
const ADMIN = { email: 'admin@demo.test', password: 'Demo1234' };

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const load = () => loadavg().map((x) => round(x, 2));

/** Resident memory of a process in KB (/proc/PID/status). */
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
/** CPU seconds a process has used so far (user + system, /proc/PID/stat). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const fdLimit = () =>
  /Max open files\s+(\d+)\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8')).slice(1);

/**
 * 20,000 sockets need as many descriptors in the server and across the clients:
 * as root the limit of this process (inherited by everything it starts) is raised.
 */
function raiseFdLimit() {
  if (isRoot()) spawnSync('prlimit', ['--pid', String(process.pid), '--nofile=65536:65536']);
  return fdLimit().map(Number);
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
}
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** A client worker, driven by request/answer messages. */
function startWorker() {
  const child = fork(join(import.meta.dirname, 'lib/realtime-clients.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map();
  let next = 0;
  child.on('message', ({ id, result, error }) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error) call?.reject(new Error(error));
    else call?.resolve(result);
  });
  child.on('exit', (code, signal) => {
    for (const call of pending.values()) call.reject(new Error(`a client worker exited (${signal ?? code})`));
  });
  return {
    pid: child.pid,
    call(command, args = {}) {
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, command, args });
      });
    },
    stop() {
      // Whatever was still asked of it is moot: the run is over.
      for (const call of pending.values()) call.resolve(null);
      pending.clear();
      child.kill('SIGTERM');
    },
  };
}

async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(200);
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs / 1000} s`);
}

async function startBare(redisUrl) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startProcess(
    process.execPath,
    [
      join(import.meta.dirname, 'lib/bare-socket-server.mjs'),
      String(port),
      url,
      ...(redisUrl ? [redisUrl] : []),
    ],
    {},
  );
  await waitForOk(`${url}/health`, 30_000);
  const payloadOf = (title) => ({
    id: randomUUID(),
    title,
    text: 'A bench broadcast.',
    createdAt: new Date().toISOString(),
    isRead: false,
  });
  return {
    ...server,
    url,
    pid: server.child.pid,
    token: null,
    trigger: (title) => post(`${url}/trigger`, payloadOf(title), {}, url),
  };
}

async function post(url, body, headers, origin) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A new learner's access token: register (which signs nobody in), then sign in. */
async function signUp(url) {
  const form = { ...LEARNER, email: `bench-${randomUUID()}@bench.test` };
  await post(`${url}/api/auth/register`, form, {}, url);
  return (await post(`${url}/api/auth/login`, { email: form.email, password: form.password }, {}, url))
    .accessToken;
}

/** The API (api/dist), with a learner whose token every socket uses and an admin who publishes. */
async function startProduct(env, learner) {
  const api = await startApi(env);
  const { url } = api;
  const token = learner ? learner.token : await signUp(url);
  const admin = (await post(`${url}/api/auth/login`, ADMIN, {}, url)).accessToken;
  return {
    ...api,
    pid: api.child.pid,
    token,
    trigger: (title) =>
      post(
        `${url}/api/announcements`,
        { title, text: 'A bench broadcast.' },
        { authorization: `Bearer ${admin}` },
        url,
      ),
  };
}

/** Opens `count` sockets in `group` spread over the workers, worker i on targets[i % targets.length]. */
async function openSockets(workers, group, targets, count) {
  const share = (i) => Math.floor(count / workers.length) + (i < count % workers.length ? 1 : 0);
  const started = nowMs();
  const answers = await Promise.all(
    workers.map((worker, i) => {
      const target = targets[i % targets.length];
      return worker.call('open', {
        group,
        url: target.url,
        origin: target.url,
        token: target.token,
        event: 'announcement',
        count: share(i),
        timeoutMs: 60_000,
      });
    }),
  );
  const open = answers.reduce((sum, a) => sum + a.open, 0);
  const errors = {};
  for (const a of answers) for (const [e, n] of Object.entries(a.errors)) errors[e] = (errors[e] ?? 0) + n;
  return { open, errors, seconds: round((nowMs() - started) / 1000) };
}

/** One broadcast to `side`'s clients: sent to its first server, timed to each receipt. */
async function broadcastOnce(workers, side, key) {
  const collecting = Promise.all(
    workers.map((w) => w.call('collect', { group: side.name, key, timeoutMs: COLLECT_TIMEOUT_MS })),
  );
  const sent = nowMs();
  const { emitMs } = await side.targets[0].trigger(key);
  const answered = nowMs() - sent;
  const got = await collecting;
  return { sent, answered, emitMs, got };
}

/**
 * `count` sockets on each side's servers (a side: the API, or the bare
 * baseline), what they cost each server in memory, then one warm-up and
 * `broadcasts` measured broadcasts per side, the sides taking turns so that
 * both see the same moments of a shared machine's load.
 */
async function scenario(sides, workers, count, broadcasts = BROADCASTS) {
  const state = [];
  for (const side of sides) {
    await sleep(1000);
    const before = side.targets.map((t) => rssKb(t.pid));
    const opened = await openSockets(workers, side.name, side.targets, count);
    await sleep(3000);
    const after = side.targets.map((t) => rssKb(t.pid));
    state.push({
      opened,
      before,
      after,
      receipts: [],
      byTarget: side.targets.map(() => []),
      last: [],
      responses: [],
      emits: [],
      missing: 0,
      dropped: 0,
    });
  }
  const pids = [...sides.flatMap((s) => s.targets), ...workers].map((p) => p.pid);
  const cpuBefore = pids.map(cpuSeconds);
  const roundsStarted = nowMs();
  for (let i = 0; i <= broadcasts; i += 1) {
    for (const [s, side] of sides.entries()) {
      const key = `Bench ${side.name} ${count} #${i} ${randomUUID().slice(0, 8)}`;
      const { sent, answered, emitMs, got } = await broadcastOnce(workers, side, key);
      await sleep(100);
      if (i === 0) continue; // warm-up: the first broadcast of a scenario runs cold
      const r = state[s];
      r.responses.push(answered);
      if (emitMs !== undefined) r.emits.push(emitMs);
      let last = 0;
      got.forEach((g, w) => {
        r.missing += g.missing;
        r.dropped = Math.max(r.dropped, g.dropped);
        for (const t of g.times) {
          r.receipts.push(t - sent);
          r.byTarget[w % side.targets.length].push(t - sent);
          last = Math.max(last, t - sent);
        }
      });
      r.last.push(last);
    }
  }
  const busySeconds = (nowMs() - roundsStarted) / 1000;
  const cpu = pids.map((pid, i) => round((cpuSeconds(pid) - cpuBefore[i]) / busySeconds, 2));
  await Promise.all(workers.map((w) => w.call('close')));
  const serverCount = sides.reduce((n, s) => n + s.targets.length, 0);
  const clientCpu = round(
    cpu.slice(serverCount).reduce((a, b) => a + b, 0),
    2,
  );
  let nextServer = 0;
  return sides.map((side, s) => {
    const r = state[s];
    const result = {
      clients: r.opened.open,
      openSeconds: r.opened.seconds,
      ...(Object.keys(r.opened.errors).length && { openErrors: r.opened.errors }),
      delivery: stats(r.receipts),
      ...(side.targets.length > 1 && { deliveryByProcess: r.byTarget.map(stats) }),
      lastClient: stats(r.last),
      requestAnswered: stats(r.responses),
      ...(r.emits.length && { emitOnServer: stats(r.emits) }),
      missing: r.missing,
      dropped: r.dropped,
      rssKb: r.after,
      rssBeforeKb: r.before,
      kbPerSocket: side.targets.map((_, i) =>
        round((r.after[i] - r.before[i]) / (r.opened.open / side.targets.length), 2),
      ),
      // Cores busy during the broadcasts (all sides' turns): each server, and the client workers together.
      cpuCores: { servers: side.targets.map(() => cpu[nextServer++]), clients: clientCpu },
      loadavg: load(),
    };
    const d = result.delivery;
    console.log(
      `${side.name}: ${result.clients} clients (opened in ${result.openSeconds} s): ` +
        `p50 ${d.p50} ms, p95 ${d.p95} ms, max ${d.max} ms, request answered p50 ${result.requestAnswered.p50} ms` +
        (result.emitOnServer ? `, emit p50 ${result.emitOnServer.p50} ms` : '') +
        '; ' +
        `RSS ${r.after.map((kb) => `${round(kb / 1024)} MiB`).join(' + ')} (${result.kbPerSocket.join(' + ')} KB a socket); ` +
        `missing ${r.missing}; cpu ${JSON.stringify(result.cpuCores)}; load ${result.loadavg.join(' ')}` +
        (result.openErrors ? `; failed to open: ${JSON.stringify(result.openErrors)}` : ''),
    );
    return result;
  });
}

const ratio = (product, baseline) => round(product.delivery.p95 / baseline.delivery.p95, 2);

async function singleProcess(workers, cleanups, maxSockets) {
  const dataDir = mkdtempSync(join(tmpdir(), 'elearn-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const bare = await startBare();
  cleanups.push(() => bare.stop());
  const api = await startProduct({ DATA_DIR: dataDir });
  cleanups.push(() => api.stop());
  console.log(`one process: API pid ${api.pid} (PGlite), bare socket.io pid ${bare.pid}`);
  const product = { name: 'API', targets: [api] };
  const baseline = { name: 'bare socket.io', targets: [bare] };
  const results = { counts: {} };
  for (const count of CLIENTS) {
    const [p, b] = await scenario([product, baseline], workers, count);
    results.counts[count] = { product: p, baseline: b, p95Ratio: ratio(p, b) };
  }
  if (maxSockets > 0) {
    // One side at a time (each server's descriptors are the limit), and fewer broadcasts:
    // at this size the memory is the point.
    const [p] = await scenario([product], workers, maxSockets, 5);
    const [b] = await scenario([baseline], workers, maxSockets, 5);
    results.max = { product: p, baseline: b, p95Ratio: ratio(p, b) };
  }
  await api.stop();
  await bare.stop();
  return results;
}

async function twoProcesses(workers, cleanups) {
  const pg = await startPostgres();
  if (pg.skipped) return { skipped: pg.skipped };
  cleanups.push(() => pg.stop());
  const redisPort = await freePort();
  const redis = startProcess(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
  );
  cleanups.push(() => redis.stop());
  await waitForPort(redisPort);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const env = (name) => {
    const dataDir = mkdtempSync(join(tmpdir(), `elearn-bench-${name}-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir, DATABASE_URL: pg.url, REDIS_URL: redisUrl };
  };
  // One after the other: the first applies the migrations and the demo data.
  const a = await startProduct(env('a'));
  cleanups.push(() => a.stop());
  const b = await startProduct(env('b'), a);
  cleanups.push(() => b.stop());
  const bare = await startBare();
  cleanups.push(() => bare.stop());
  const bareA = await startBare(redisUrl);
  cleanups.push(() => bareA.stop());
  const bareB = await startBare(redisUrl);
  cleanups.push(() => bareB.stop());
  console.log(`two processes: API pids ${a.pid} and ${b.pid} (PostgreSQL, Redis on ${redisPort})`);
  const sides = [
    { name: 'API ×2 + Redis', targets: [a, b] },
    { name: 'bare socket.io', targets: [bare] },
    { name: 'bare socket.io ×2 + Redis', targets: [bareA, bareB] },
  ];
  const results = { counts: {} };
  for (const count of CLIENTS) {
    const [product, baseline, bareRedis] = await scenario(sides, workers, count);
    results.counts[count] = {
      product,
      baseline,
      baselineTwoProcesses: bareRedis,
      p95Ratio: ratio(product, baseline),
      p95RatioToBareTwoProcesses: ratio(product, bareRedis),
    };
  }
  return results;
}

const cleanups = [];
const workers = [];
async function stopAll() {
  for (const worker of workers.splice(0)) worker.stop();
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
const deadline = setTimeout(async () => {
  console.error(`realtime bench: stopped after ${DEADLINE_MINUTES} minutes`);
  await stopAll();
  process.exit(1);
}, DEADLINE_MINUTES * 60_000);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}

try {
  const [fdSoft, fdHard] = raiseFdLimit();
  // A server holds one descriptor a socket: keep some for its database, Redis and the trigger.
  const maxSockets = Math.min(MAX_SOCKETS, fdSoft - 200);
  compileApi();
  for (let i = 0; i < WORKERS; i += 1) workers.push(startWorker());
  const results = {
    machine: {
      cores: cpus().length,
      memoryGiB: round(totalmem() / GIB),
      fdLimit: { soft: fdSoft, hard: fdHard },
    },
    broadcasts: BROADCASTS,
    clientWorkers: WORKERS,
    loadavgAtStart: load(),
    // Below BENCH_MAX_SOCKETS when the open-files limit (not raisable here) is lower.
    maxSocketsOpened: maxSockets,
    single: await singleProcess(workers, cleanups, maxSockets),
  };
  const max = results.single.max?.product;
  const largest = results.single.counts[Math.max(...CLIENTS)].product;
  const perSocket = max?.kbPerSocket[0] ?? largest.kbPerSocket[0];
  results.socketsPerProcessAt1GiB = {
    measured: max && { sockets: max.clients, rssMiB: round(max.rssKb[0] / 1024) },
    kbPerSocket: perSocket,
    // Extrapolated: the process's RSS before its sockets, plus this much per socket, up to 1 GiB.
    extrapolated: Math.floor((GIB / 1024 - (max ?? largest).rssBeforeKb[0]) / perSocket),
  };
  if (CROSS) results.twoProcesses = await twoProcesses(workers, cleanups);
  results.loadavgAtEnd = load();
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'realtime.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results.socketsPerProcessAt1GiB));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await stopAll();
}
