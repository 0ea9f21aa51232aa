import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** initdb and pg_ctl of an installed PostgreSQL (Debian's, or /usr/local), or null. */
export function postgresBin(): string | null {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort().reverse()
    : [];
  const candidates = ['/usr/local/bin', ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)];
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

export interface PrivatePostgres {
  url: string;
  /** pg_ctl restart -m fast: open connections are cut, the server is back when it returns. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server this test owns (so it may restart it), as
 * scripts/lib/prerequisites.mjs startPostgres makes one: a free loopback port,
 * fsync off, and as root the `postgres` system user (PostgreSQL refuses root).
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'elearn-faults-pg-'));
  chmodSync(dir, 0o777);
  const root = process.getuid?.() === 0;
  // Not spawnSync: the test's load must keep running while the server restarts.
  const exec = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, ...rest] = [
        ...(root ? ['runuser', '-u', 'postgres', '--'] : []),
        join(bin, tool),
        ...args,
      ];
      execFile(command!, rest, (error, _stdout, stderr) =>
        error ? reject(new Error(`${tool} failed: ${stderr}`)) : resolve(),
      );
    });
  const port = await freePort();
  const data = join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (action: string, ...more: string[]) =>
    exec('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, ...more, action]);
  await exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('restart', '-m', 'fast'),
    async stop() {
      try {
        await pgCtl('stop', '-m', 'immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
