import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageOf, SHARED_SINGLETONS } from './shared-deps';

/** Version of a package as installed for the package at `fromDir`. */
export function installedVersion(pkg: string, fromDir: string): string {
  const require = createRequire(join(fromDir, 'package.json'));
  let dir = dirname(require.resolve(pkg));
  // Walk up to the package root: some packages point "main" into a subfolder.
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (json.name === pkg) return json.version;
    } catch {
      // no package.json at this level
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find package root of ${pkg}`);
    dir = parent;
  }
}

/** Installed versions of every shared singleton, seen from `fromDir`. */
export function sharedVersions(fromDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of SHARED_SINGLETONS) out[key] = installedVersion(packageOf(key), fromDir);
  return out;
}

/** Every package the package.json in `dir` declares (dependencies, dev and peer). */
export function declaredDependencies(dir: string): Set<string> {
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<
    string,
    object | undefined
  >;
  return new Set(
    ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys(json[field] ?? {}),
    ),
  );
}
