import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import { assertNoDrift } from './check-drift';
import { assertSharedExports } from './check-imports';
import { SHARED_EXPORTS } from './shared-deps';

/** Builds the app in `dir` from its webpack.config.ts; returns false on failure. */
export async function buildApp(dir: string): Promise<boolean> {
  assertNoDrift(resolve(dir, '..'));
  assertSharedExports(resolve(dir), SHARED_EXPORTS);
  // Loaded through tsx's require hook (see build-cli.cjs): configs are TypeScript.
  const config = (require(join(dir, 'webpack.config.ts')) as { default: Configuration }).default;
  const started = Date.now();
  const stats = await new Promise<webpack.Stats | undefined>((done, fail) =>
    webpack(config, (err, result) => (err ? fail(err) : done(result))),
  );
  if (!stats || stats.hasErrors()) {
    console.error(stats?.toString({ colors: false, all: false, errors: true, errorDetails: true }));
    return false;
  }
  if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true }));
  stableManifestStats(join(dir, 'dist'));
  // A remote publishes the routes it owns beside its entry (see docs/adding-a-remote.md).
  const routes = join(dir, 'src/routes.json');
  if (existsSync(routes)) copyFileSync(routes, join(dir, 'dist/routes.json'));
  console.log(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * The federation manifest plugin lists, per shared module, the exposed modules that use it
 * (`usedIn`) in the order webpack happened to build them: a cold build and a cached one of the
 * same sources order them differently when a remote exposes more than one module (mf-materials),
 * and the content version of the deploy (scripts/lib/deploy.mjs) changed with nothing changed.
 * Sorted here, with the file's precompressed copies made again.
 */
export function stableManifestStats(dist: string): void {
  const file = join(dist, 'mf-manifest-stats.json');
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')) as { shared?: { usedIn?: string[] }[] };
  for (const shared of stats.shared ?? []) shared.usedIn?.sort();
  const text = JSON.stringify(stats, null, 2);
  writeFileSync(file, text);
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  if (existsSync(`${file}.br`))
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
}
