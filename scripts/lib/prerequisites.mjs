// Debian's Chromium and a throwaway PostgreSQL server for the test run. As root
// on Debian (as CI runs) missing packages are installed; otherwise the caller
// is told plainly what cannot run.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, has, isRoot, run } from './run.mjs';

export const CHROMIUM = '/usr/bin/chromium';
let aptUpdated = false;

async function aptInstall(packages) {
  if (!isRoot() || !has('apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated && (await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  aptUpdated = true;
  return (await run('apt-get', ['install', '-y', '-qq', ...packages], { env })) === 0;
}

/** Null when Chromium is ready, else why not. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return null;
  if (await aptInstall(['chromium']))
    return existsSync(CHROMIUM) ? null : 'apt installed chromium but /usr/bin/chromium is missing';
  return isRoot()
    ? 'apt-get could not install chromium'
    : 'Chromium is missing and installing it needs root (apt-get install chromium)';
}

/** Debian's redis-server and haproxy (the scale-out tests and `npm run start:cluster`). */
export const REDIS_SERVER = '/usr/bin/redis-server';
export const HAPROXY = '/usr/sbin/haproxy';
/** Debian's python3-dateutil (the calendar tests' RRULE oracle), for /usr/bin/python3. */
export const DATEUTIL = '/usr/lib/python3/dist-packages/dateutil/__init__.py';

/** Null when the Debian packages' programs are there (installed as root when missing), else why not. */
export async function ensurePrograms(programs) {
  const missing = Object.entries(programs).filter(([, path]) => !existsSync(path));
  if (!missing.length) return null;
  const packages = missing.map(([pkg]) => pkg);
  if ((await aptInstall(packages)) && missing.every(([, path]) => existsSync(path))) return null;
  return isRoot()
    ? `apt-get could not install ${packages.join(', ')}`
    : `${packages.join(', ')} missing, and installing needs root (apt-get install ${packages.join(' ')})`;
}

function findPostgresBin() {
  const candidates = ['/usr/local/bin'];
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse())
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/**
 * Starts a PostgreSQL cluster on a free loopback port: a throwaway one, or the
 * one kept in `keepIn` (made there on the first start).
 * Returns { url, stop } or { skipped: reason }. PostgreSQL refuses to run as
 * root, so as root the cluster belongs to the `postgres` system user.
 */
export async function startPostgres({ keepIn } = {}) {
  let bin = findPostgresBin();
  if (!bin && (await aptInstall(['postgresql']))) bin = findPostgresBin();
  if (!bin) return { skipped: 'no PostgreSQL server binaries (initdb, pg_ctl) and none could be installed' };
  const dir = keepIn ?? mkdtempSync(join(tmpdir(), 'elearn-pg-'));
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const asUser = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot() && spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) {
    spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
      stdio: 'inherit',
    });
  }
  const exec = (tool, args) => {
    const [command, ...rest] = [...asUser, join(bin, tool), ...args];
    return spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  };
  const port = await freePort();
  const data = join(dir, 'data');
  const ok =
    (existsSync(join(data, 'PG_VERSION')) ||
      exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync'])) &&
    exec('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${keepIn ? '' : ' -c fsync=off'}`,
      'start',
    ]);
  if (!ok) {
    if (!keepIn) rmSync(dir, { recursive: true, force: true });
    return { skipped: `could not start PostgreSQL from ${bin}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      exec('pg_ctl', ['-D', data, '-m', keepIn ? 'fast' : 'immediate', 'stop']);
      if (!keepIn) rmSync(dir, { recursive: true, force: true });
    },
  };
}
