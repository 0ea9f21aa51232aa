import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
let parser = null;

/**
 * The shell's own check of a remotes.json entry (shell/src/registry/remote-config.ts),
 * compiled on first use: deploy refuses exactly what the shell would skip at
 * page load (a malformed menu, an unknown region), so a typo never deploys a
 * remote that then silently disappears from the site.
 */
function shellParser() {
  if (parser) return parser;
  const fromApi = createRequire(join(ROOT, 'api/package.json'));
  const esbuild = fromApi('esbuild');
  const outDir = join(ROOT, 'node_modules/.cache/elearn-deploy');
  mkdirSync(outDir, { recursive: true });
  // One file per process: two deploys at once never read each other's half-written file.
  const outfile = join(outDir, `remote-config.${process.pid}.cjs`);
  esbuild.buildSync({
    entryPoints: [join(ROOT, 'shell/src/registry/remote-config.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'error',
  });
  parser = createRequire(import.meta.url)(outfile).parseRemoteEntry;
  rmSync(outfile);
  return parser;
}

/** Why the shell would skip this entry, or null when it would compose it. */
export function entryProblem(entry) {
  const parsed = shellParser()(entry);
  return typeof parsed === 'string' ? parsed : null;
}
