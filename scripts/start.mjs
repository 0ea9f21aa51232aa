#!/usr/bin/env node
// `npm start`: install, build the whole site and serve it with the API on one
// port (PORT, default 8080), using the embedded database in ./data.
import { join } from 'node:path';
import { ROOT } from './lib/deploy.mjs';
import { run } from './lib/run.mjs';
import { startSite } from './lib/site-server.mjs';
import { pnpm } from './pnpm.mjs';

if (pnpm(['install', '--frozen-lockfile'], { cwd: ROOT }) !== 0) process.exit(1);
if ((await run(process.execPath, [join(ROOT, 'scripts/build-site.mjs')])) !== 0) process.exit(1);

const port = Number(process.env.PORT ?? 8080);
const site = await startSite({
  port,
  dataDir: process.env.DATA_DIR ?? join(ROOT, 'data'),
  // Request-by-request logs drown the start message; LOG_LEVEL=info brings them back.
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`\nOpen ${site.url}/en — sign in with a demo account above (password Demo1234). Ctrl+C stops.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await site.stop();
    process.exit(0);
  });
}
site.child.on('exit', (code) => process.exit(code ?? 0));
