// Runs PGlite (PostgreSQL in WASM) in its own process behind the PostgreSQL
// wire protocol on a unix socket, so the API talks to it with `pg` exactly as
// to a server and a long query here never blocks the API's event loop.
// Usage: node pglite-server.mjs <data-dir> <socket-path>
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const [dataDir, socketPath] = process.argv.slice(2);

// PGlite does not lock its data dir, and two processes writing one lose rows
// silently (FIELD-NOTES): refuse to start while another live process holds it.
const lockFile = `${dataDir}.lock`;
/**
 * Whether `pid` is a live embedded database on this data dir. After a crash its
 * lock names a process that may be gone, a zombie not yet reaped, or a number
 * the system already gave to another process: where /proc tells (Linux), only a
 * running pglite-server of this data dir counts.
 */
function holdsDataDir(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  let stat;
  let command;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return true;
  }
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return (
    state !== 'Z' && command.some((arg) => arg.endsWith('pglite-server.mjs')) && command.includes(dataDir)
  );
}

function takeLock() {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  const holder = Number(readFileSync(lockFile, 'utf8'));
  if (holdsDataDir(holder)) {
    console.error(
      `The embedded database ${dataDir} is in use by process ${holder}; stop it or use another DATA_DIR.`,
    );
    process.exit(3);
  }
  // The holder is gone (a crash or kill -9): the lock is stale.
  writeFileSync(lockFile, String(process.pid));
}
takeLock();

const db = await PGlite.create(dataDir);
// Every connection would share PGlite's single session, so the API keeps one
// connection and the server accepts only one (docs/adr/0002-embedded-database.md).
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();
process.send?.('ready');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  await db.close().catch(() => undefined);
  rmSync(lockFile, { force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent died without telling us: close the data dir cleanly anyway.
process.on('disconnect', stop);
