import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../paths';
import { makeSocketDir, removeStaleSocketDirs } from './socket-dirs';

export interface EmbeddedDatabase {
  /** Connection settings for `pg`: a unix socket directory and port. */
  host: string;
  port: number;
  stop(): Promise<void>;
}

const PORT = 5432;
const START_TIMEOUT_MS = 60_000;

/** Forks pglite-server.mjs on `dataDir`, listening on `socketPath`; resolves once it accepts connections. */
async function spawnServer(dataDir: string, socketPath: string): Promise<ChildProcess> {
  const child: ChildProcess = fork(join(API_ROOT, 'src/db/pglite-server.mjs'), [dataDir, socketPath], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Not the parent's flags (tsx, inspector): the child is plain Node.
    execArgv: [],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`embedded database did not start in ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      child.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(
          new Error(`embedded database exited with code ${code} (is another process using ${dataDir}?)`),
        );
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/**
 * Starts PGlite on `dataDir` in a child process (pglite-server.mjs) and
 * resolves once it accepts connections on a private unix socket. A child, not
 * a worker: a slow query then never blocks the API's event loop, and the API
 * talks to it with the same `pg` driver as to a server.
 *
 * Should the child die on its own (the kernel's OOM killer picks the largest
 * process, and that is this one), it is started again on the same socket, where
 * the pool's next connection finds it (patient-pool.ts waits for it); its
 * committed writes are in the data dir, which PostgreSQL recovers on start.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  removeStaleSocketDirs();
  const socketDir = makeSocketDir();
  // pg connects to <host>/.s.PGSQL.<port>, the PostgreSQL socket naming.
  const socketPath = join(socketDir, `.s.PGSQL.${PORT}`);
  let child: ChildProcess;
  try {
    child = await spawnServer(dataDir, socketPath);
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  let stopping = false;
  let restarting: Promise<void> | null = null;
  const restart = async () => {
    while (!stopping) {
      // The dead server's socket file is left behind, and listening on it would fail.
      rmSync(socketPath, { force: true });
      try {
        child = await spawnServer(dataDir, socketPath);
        supervise(child);
        console.error('embedded database: restarted');
        return;
      } catch (error) {
        console.error(`embedded database: ${(error as Error).message}; trying again in 1 s`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  const supervise = (running: ChildProcess) =>
    running.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`embedded database: its process ended (${signal ?? `code ${code}`}), restarting it`);
      restarting = restart().finally(() => {
        restarting = null;
      });
    });
  supervise(child);
  return {
    host: socketDir,
    port: PORT,
    async stop() {
      stopping = true;
      await restarting;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
