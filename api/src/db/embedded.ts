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

/**
 * Starts PGlite on `dataDir` in a child process (pglite-server.mjs) and
 * resolves once it accepts connections on a private unix socket. A child, not
 * a worker: a slow query then never blocks the API's event loop, and the API
 * talks to it with the same `pg` driver as to a server.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  removeStaleSocketDirs();
  const socketDir = makeSocketDir();
  // pg connects to <host>/.s.PGSQL.<port>, the PostgreSQL socket naming.
  const socketPath = join(socketDir, `.s.PGSQL.${PORT}`);
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
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  return {
    host: socketDir,
    port: PORT,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
