// The site as several machines run it, on one machine: PostgreSQL, Redis, an
// S3-compatible store, two API processes and haproxy in front
// (docs/DEPLOYMENT.md). Used by `npm run start:cluster` and by `npm test`'s
// e2e-cluster step. Everything comes from Debian or npm packages; no containers.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './deploy.mjs';
import { ensurePrograms, HAPROXY, REDIS_SERVER, startPostgres } from './prerequisites.mjs';
import { freePort, waitForOk } from './run.mjs';
import { compileApi, startSite } from './site-server.mjs';

export const API_PROCESSES = 2;

/** Resolves once something listens on 127.0.0.1:port. */
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
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs / 1000} s`);
}

/** A child process that is stopped with the cluster; its early exit is an error. */
function child(command, args, { quiet, env } = {}) {
  const process_ = spawn(command, args, {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const exited = new Promise((resolve) => process_.on('exit', resolve));
  return {
    process: process_,
    exited,
    async stop() {
      if (process_.exitCode === null && process_.signalCode === null) {
        process_.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** haproxy: round robin over the API processes, health-checked, websockets tunnelled. */
function haproxyConfig(port, apiPorts, bindAll) {
  return `global
  maxconn 8000

defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h

frontend site
  bind ${bindAll ? '*' : '127.0.0.1'}:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${apiPorts.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

/**
 * Starts the whole cluster on `port` (haproxy), its state under `dir`:
 * a kept one (`npm run start:cluster`) or a throwaway one (tests).
 * Returns { url, apis, stop, killNow } or { skipped: reason } when a program is missing.
 */
export async function startCluster({ port, dir, keep = false, env = {}, quiet = false, bindAll = false }) {
  const missing = await ensurePrograms({ 'redis-server': REDIS_SERVER, haproxy: HAPROXY });
  if (missing) return { skipped: missing };
  mkdirSync(dir, { recursive: true });
  const stops = [];
  const kills = [];
  const stop = async () => {
    kills.length = 0;
    for (const s of stops.splice(0).reverse()) await s().catch(() => undefined);
  };
  // For a test run cut short: signals every process at once, without waiting.
  const killNow = () => {
    for (const kill of kills.splice(0).reverse()) kill();
  };
  try {
    const postgres = await startPostgres(keep ? { keepIn: join(dir, 'postgres') } : {});
    if (postgres.skipped) return { skipped: postgres.skipped };
    stops.push(async () => postgres.stop());
    kills.push(() => postgres.stop());

    const redisPort = await freePort();
    const redisDir = join(dir, 'redis');
    mkdirSync(redisDir, { recursive: true });
    const persistence = keep
      ? ['--dir', redisDir, '--appendonly', 'yes']
      : ['--save', '', '--appendonly', 'no'];
    const redis = child(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', ...persistence], {
      quiet: true,
    });
    stops.push(redis.stop);
    kills.push(() => redis.process.kill('SIGKILL'));
    await waitForPort(redisPort);

    const s3Port = await freePort();
    const s3Dir = join(dir, 's3');
    mkdirSync(s3Dir, { recursive: true });
    const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    const s3 = child(
      process.execPath,
      [join(ROOT, 'scripts/lib/s3-server.mjs'), s3Dir, String(s3Port), origins.join(',')],
      { quiet },
    );
    stops.push(s3.stop);
    kills.push(() => s3.process.kill('SIGTERM'));
    await waitForPort(s3Port);

    // One signing secret for every process (each would otherwise make its own in its DATA_DIR).
    const secretFile = join(dir, 'jwt-secret');
    if (!existsSync(secretFile))
      writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
    const shared = {
      DATABASE_URL: postgres.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      JWT_SECRET: readFileSync(secretFile, 'utf8'),
      PUBLIC_ORIGIN: origins[0],
      ALLOWED_ORIGINS: origins.join(','),
      // haproxy adds X-Forwarded-For: rate limits count the browser's address, not the balancer's.
      TRUST_PROXY: '127.0.0.1',
      // The pinned AWS SDK supports Node 20; its notice is about versions after January 2027.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    };

    compileApi();
    const apis = [];
    // One after the other: the first applies the migrations and the demo data.
    for (let i = 1; i <= API_PROCESSES; i += 1) {
      const apiPort = await freePort();
      const api = await startSite({
        port: apiPort,
        dataDir: join(dir, `api-${i}`),
        env: shared,
        quiet,
        compiled: true,
      });
      stops.push(() => api.stop());
      kills.push(() => api.child.kill('SIGTERM'));
      apis.push({ ...api, port: apiPort });
    }

    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(
      configFile,
      haproxyConfig(
        port,
        apis.map((a) => a.port),
        bindAll,
      ),
    );
    const balancer = child(HAPROXY, ['-f', configFile, '-db'], { quiet });
    stops.push(balancer.stop);
    kills.push(() => balancer.process.kill('SIGTERM'));
    const url = `http://localhost:${port}`;
    await waitForOk(`${url}/api/health`, 30_000);
    return { url, apis, redisPort, s3Port, postgresUrl: postgres.url, stop, killNow };
  } catch (error) {
    await stop();
    throw error;
  }
}
