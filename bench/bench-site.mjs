import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/**
 * Starts the built site serving `staticDir` (a deploy/ folder: today's or a
 * baseline's) over a fresh embedded database with the demo accounts, on a free
 * port, quiet: every page bench measures the two builds the same way.
 */
export async function startBenchSite(staticDir) {
  const { startSite } = await import(join(ROOT, 'scripts/lib/site-server.mjs'));
  const { freePort } = await import(join(ROOT, 'scripts/lib/run.mjs'));
  return startSite({
    port: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), 'elearn-bench-')),
    quiet: true,
    env: { LOG_LEVEL: 'warn', STATIC_DIR: staticDir },
  });
}
