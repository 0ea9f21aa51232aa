import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port';

const API = join(__dirname, '..');
const MAIN = join(API, 'dist/main.js');
// What build.mjs bundles: the API's sources and the workspace contracts.
const SOURCES = [join(API, 'src'), join(API, '../shared/contracts/src')];

const newestIn = (dir: string) =>
  Math.max(
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );

/** Compiles the API as `npm start` runs it (api/build.mjs), unless dist/main.js is newer than every source. */
export function compileApiIfStale(): void {
  if (existsSync(MAIN) && statSync(MAIN).mtimeMs > Math.max(...SOURCES.map(newestIn))) return;
  if (spawnSync(process.execPath, [join(API, 'build.mjs')], { stdio: 'inherit' }).status !== 0) {
    throw new Error('the API did not compile');
  }
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** How it ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The end of what it printed on stderr (for a failing test's message). */
  errors(): string;
  /** kill -9 of the API process, or of its whole process group (its PGlite child too). */
  killHard(group?: boolean): void;
}

const running = new Set<ApiProcess>();

/**
 * The compiled API (`node dist/main.js`) in its own process and process group,
 * on a free loopback port with `env` added to the test settings; resolves once
 * GET /api/health answers 200.
 */
export async function startApi(env: Record<string, string>, timeoutMs = 30_000): Promise<ApiProcess> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...parent } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    cwd: API,
    // Own group: a kill -9 of the group takes its PGlite child with it, as an OOM kill of a service would.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...parent,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      ...env,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const api: ApiProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    exited,
    errors: () => stderr,
    killHard(group = false) {
      process.kill(group ? -child.pid! : child.pid!, 'SIGKILL');
    },
  };
  running.add(api);
  exited.then(() => running.delete(api));
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  exited.then(() => {
    ended = true;
  });
  while (!ended) {
    const status = await fetch(`${api.base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return api;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopAll();
  throw new Error(`the API did not become healthy (${ended ? 'it exited' : 'timed out'}):\n${stderr}`);
}

/** Stops what a test left running: SIGKILL to each process group (a test about faults owes no courtesy). */
export async function stopAll(): Promise<void> {
  for (const api of [...running]) {
    try {
      process.kill(-api.child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await api.exited;
  }
}
