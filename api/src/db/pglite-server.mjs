// Runs PGlite (PostgreSQL in WASM) in its own process behind the PostgreSQL
// wire protocol on a unix socket, so the API talks to it with `pg` exactly as
// to a server and a long query here never blocks the API's event loop.
// Usage: node pglite-server.mjs <data-dir> <socket-path>
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const [dataDir, socketPath] = process.argv.slice(2);
const db = await PGlite.create(dataDir);
// Every connection would share PGlite's single session (transactions would interleave),
// so the API keeps one connection and the server accepts only one.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();
process.send?.('ready');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  await db.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent died without telling us: close the data dir cleanly anyway.
process.on('disconnect', stop);
