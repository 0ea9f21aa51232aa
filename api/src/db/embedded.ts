import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  /** Connection settings for `pg`: a unix socket directory and port. */
  host: string;
  port: number;
  stop(): Promise<void>;
}

const PORT = 5432;

/** Starts PGlite on `dataDir` in a child process; resolves once it accepts connections. */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const socketDir = mkdtempSync(join(tmpdir(), 'elearn-pg-'));
  // pg connects to <host>/.s.PGSQL.<port>, the PostgreSQL socket naming.
  const socketPath = join(socketDir, `.s.PGSQL.${PORT}`);
  const child: ChildProcess = fork(join(__dirname, 'pglite-server.mjs'), [dataDir, socketPath], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('embedded database did not start in 60 s')), 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded database exited with code ${code} (is another process using ${dataDir}?)`));
    });
  });
  return {
    host: socketDir,
    port: PORT,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
