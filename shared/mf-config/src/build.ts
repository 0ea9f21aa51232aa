import { copyFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { assertNoDrift } from './check-drift';

/** Builds the app in `dir` from its webpack.config.ts; returns false on failure. */
export async function buildApp(dir: string): Promise<boolean> {
  assertNoDrift(resolve(dir, '..'));
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
  // A remote publishes the routes it owns beside its entry (see docs/adding-a-remote.md).
  const routes = join(dir, 'src/routes.json');
  if (existsSync(routes)) copyFileSync(routes, join(dir, 'dist/routes.json'));
  console.log(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
