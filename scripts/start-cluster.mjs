#!/usr/bin/env node
// `npm run start:cluster`: the site as a school that outgrew one machine runs
// it, on this one: PostgreSQL, Redis, an S3-compatible store, two API
// processes and haproxy on PORT (default 8080). State is kept in ./data/cluster.
// docs/DEPLOYMENT.md describes the same layout across machines.
import { join } from 'node:path';
import { startCluster } from './lib/cluster.mjs';
import { ROOT } from './lib/deploy.mjs';
import { run } from './lib/run.mjs';
import { pnpm } from './pnpm.mjs';

if (pnpm(['install', '--frozen-lockfile'], { cwd: ROOT }) !== 0) process.exit(1);
if ((await run(process.execPath, [join(ROOT, 'scripts/build-site.mjs')])) !== 0) process.exit(1);

const port = Number(process.env.PORT ?? 8080);
const cluster = await startCluster({
  port,
  dir: process.env.CLUSTER_DIR ?? join(ROOT, 'data/cluster'),
  keep: true,
  bindAll: true,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
if (cluster.skipped) {
  console.error(`Cannot start the cluster: ${cluster.skipped}`);
  process.exit(1);
}
console.log(
  `\nCluster up: haproxy on ${cluster.url} → API processes on ports ${cluster.apis.map((a) => a.port).join(', ')}`,
);
console.log(`  PostgreSQL ${cluster.postgresUrl}, Redis :${cluster.redisPort}, S3 :${cluster.s3Port}`);
console.log(
  `Open ${cluster.url}/en — demo accounts as with npm start (password Demo1234). Ctrl+C stops it all.`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cluster.stop();
    process.exit(0);
  });
}
