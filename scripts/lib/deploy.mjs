// Deploying = copying a build into deploy/ and pointing /remotes.json at it.
// The shell reads /remotes.json at every page load, so a new remote version is
// live on the next reload without rebuilding anything else.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const DEPLOY = process.env.DEPLOY_DIR ?? join(ROOT, 'deploy');
const KEEP_VERSIONS = 3;

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/** A version that changes exactly when the build output changes. */
export function contentVersion(distDir, packageVersion) {
  const hash = createHash('sha256');
  for (const file of filesUnder(distDir)) {
    hash.update(relative(distDir, file));
    hash.update(readFileSync(file));
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

function readManifest() {
  const path = join(DEPLOY, 'remotes.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { remotes: [] };
}

function writeManifest(manifest) {
  const path = join(DEPLOY, 'remotes.json');
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(temp, path); // readers see the old file or the new one, never half
}

/** Removes all but the newest versions of a remote (older ones stay for a quick rollback). */
function pruneVersions(name, current) {
  const dir = join(DEPLOY, 'remotes', name);
  const versions = readdirSync(dir)
    .filter((v) => v !== current)
    .map((v) => ({ v, time: statSync(join(dir, v)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { v } of versions.slice(KEEP_VERSIONS - 1))
    rmSync(join(dir, v), { recursive: true, force: true });
}

/** Copies <name>/dist to deploy/remotes/<name>/<version>/ and switches its remotes.json entry. */
export function deployRemote(name) {
  const appDir = join(ROOT, name);
  const dist = join(appDir, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json')))
    throw new Error(`${name} has no build: run its build first`);
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
  const routes = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));
  const version = contentVersion(dist, pkg.version);
  const target = join(DEPLOY, 'remotes', name, version);
  if (!existsSync(target)) {
    mkdirSync(join(DEPLOY, 'remotes', name), { recursive: true });
    cpSync(dist, target, { recursive: true });
  }
  const entry = {
    name,
    version,
    manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    regions: routes.regions ?? [],
    routes: routes.routes ?? [],
  };
  const manifest = readManifest();
  const index = manifest.remotes.findIndex((r) => r.name === name);
  if (index >= 0) manifest.remotes[index] = entry;
  else manifest.remotes.push(entry);
  writeManifest(manifest);
  pruneVersions(name, version);
  return entry;
}

/** Replaces deploy/shell with the shell's build. */
export function deployShell() {
  const dist = join(ROOT, 'shell', 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('shell has no build');
  const target = join(DEPLOY, 'shell');
  const next = `${target}.next`;
  rmSync(next, { recursive: true, force: true });
  cpSync(dist, next, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(next, target);
}

/** Every remote folder of the workspace (mf-*), in a stable order. */
export function remoteNames() {
  return readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-') && existsSync(join(ROOT, name, 'package.json')))
    .sort();
}
