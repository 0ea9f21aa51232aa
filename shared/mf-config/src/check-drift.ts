import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageOf, SHARED_SINGLETONS } from './shared-deps';
import { installedVersion } from './versions';

export interface Drift {
  pkg: string;
  where: string;
  found: string;
  expected: string;
}

function workspaceDirs(root: string): string[] {
  const dirs = ['shell', 'api'];
  for (const name of readdirSync(root)) if (name.startsWith('mf-')) dirs.push(name);
  for (const name of readdirSync(join(root, 'shared'))) dirs.push(join('shared', name));
  return dirs.filter((d) => existsSync(join(root, d, 'package.json')));
}

/**
 * Every package that depends on a shared singleton must resolve the same
 * installed version as the shell, or the share scope would hold two copies
 * (or a remote would get a version it was not built against).
 */
export function findDrift(root: string): Drift[] {
  const packages = new Set(SHARED_SINGLETONS.map(packageOf));
  const expected: Record<string, string> = {};
  for (const pkg of packages) expected[pkg] = installedVersion(pkg, join(root, 'shell'));
  const drift: Drift[] = [];
  for (const dir of workspaceDirs(root)) {
    const json = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const deps = { ...json.dependencies, ...json.devDependencies, ...json.peerDependencies };
    for (const pkg of packages) {
      if (!(pkg in deps)) continue;
      const found = installedVersion(pkg, join(root, dir));
      if (found !== expected[pkg]) drift.push({ pkg, where: dir, found, expected: expected[pkg] ?? '?' });
    }
  }
  return drift;
}

export function assertNoDrift(root: string): void {
  const drift = findDrift(root);
  if (drift.length === 0) return;
  const lines = drift.map((d) => `  ${d.where}: ${d.pkg} ${d.found} (shell has ${d.expected})`);
  throw new Error(`Shared dependency versions drifted:\n${lines.join('\n')}`);
}
