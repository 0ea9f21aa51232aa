// Deploying = copying a build into deploy/ and pointing /remotes.json at it.
// The shell reads /remotes.json at every page load, so a new remote version is
// live on the next reload without rebuilding anything else. The last versions
// of each remote stay in deploy/remotes/<name>/ so a rollback is one switch.
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
import { entryProblem } from './entry-check.mjs';
import { routeProblems } from './route-overlap.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const DEPLOY = process.env.DEPLOY_DIR ?? join(ROOT, 'deploy');
// Where the remote folders (mf-*) are; the deploy test points it at a scratch workspace.
const APPS = process.env.APPS_DIR ?? ROOT;
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

function readJson(path, what) {
  if (!existsSync(path)) throw new Error(`${what}: ${path} is missing`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${what}: ${path} is not valid JSON (${error.message})`);
  }
}

function writeJson(path, value) {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, path); // readers see the old file or the new one, never half
}

const remotesFile = () => join(DEPLOY, 'remotes.json');
const readRemotes = () =>
  existsSync(remotesFile()) ? readJson(remotesFile(), 'remotes.json') : { remotes: [] };

/**
 * What the shell needs from a build folder, or an error saying what is wrong:
 * a federation manifest that parses, exposes ./spa and names an entry file that
 * exists, and the routes.json the build publishes beside it.
 */
export function readBuild(dir, name) {
  const manifest = readJson(join(dir, 'mf-manifest.json'), `${name} manifest`);
  if (!(manifest.exposes ?? []).some((expose) => expose.path === './spa'))
    throw new Error(`${name} manifest: ${join(dir, 'mf-manifest.json')} does not expose ./spa`);
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry || !existsSync(join(dir, manifest.metaData.remoteEntry.path ?? '', entry)))
    throw new Error(`${name} manifest: its entry file ${entry ?? '(none named)'} is missing`);
  // The shell loads remoteEntry.js from beside the manifest (shell/src/registry/load-remote.ts).
  if (entry !== 'remoteEntry.js' || (manifest.metaData.remoteEntry.path ?? '') !== '')
    throw new Error(`${name} manifest: the entry must be remoteEntry.js beside the manifest, not ${entry}`);
  const routes = readJson(join(dir, 'routes.json'), `${name} routes`);
  return { regions: routes.regions ?? [], routes: routes.routes ?? [] };
}

/** Versions of a remote kept in deploy/, oldest first (deploy order). */
function keptVersions(name) {
  const dir = join(DEPLOY, 'remotes', name);
  if (!existsSync(dir)) return [];
  const file = join(dir, 'versions.json');
  const listed = existsSync(file) ? readJson(file, `${name} versions`).versions : null;
  const present = readdirSync(dir).filter((v) => statSync(join(dir, v)).isDirectory());
  if (listed) return listed.filter((v) => present.includes(v));
  // Deployed before versions.json existed: the folders' age gives the order.
  return present.sort((a, b) => statSync(join(dir, a)).mtimeMs - statSync(join(dir, b)).mtimeMs);
}

/** Records `version` as the newest and removes all but the last few (never the live one). */
function recordVersion(name, version) {
  const dir = join(DEPLOY, 'remotes', name);
  const versions = [...keptVersions(name).filter((v) => v !== version), version];
  const drop = versions.slice(0, Math.max(0, versions.length - KEEP_VERSIONS));
  for (const v of drop) rmSync(join(dir, v), { recursive: true, force: true });
  writeJson(join(dir, 'versions.json'), { versions: versions.slice(drop.length) });
}

/**
 * Points remote `name` at a version already in deploy/remotes/<name>/<version>/
 * after checking it loads, the shell would accept its entry (routes, menus,
 * regions) and its routes clash with no other remote; returns
 * what changed for `describeChange`.
 */
function switchTo(name, version) {
  const dir = join(DEPLOY, 'remotes', name, version);
  const build = readBuild(dir, `${name} ${version}`);
  const current = readRemotes();
  const entry = { name, version, manifest: `/remotes/${name}/${version}/mf-manifest.json`, ...build };
  const malformed = entryProblem(entry);
  const problems = [
    ...(malformed ? [`${name}: ${malformed}`] : []),
    ...routeProblems(name, build.routes, current.remotes),
  ];
  if (problems.length > 0) throw new Error(`cannot deploy ${name} ${version}:\n  ${problems.join('\n  ')}`);
  const index = current.remotes.findIndex((r) => r.name === name);
  const before = index >= 0 ? current.remotes[index] : null;
  if (index >= 0) current.remotes[index] = entry;
  else current.remotes.push(entry);
  writeJson(remotesFile(), current);
  const paths = (e) => (e?.routes ?? []).map((r) => r.path);
  return {
    name,
    from: before?.version ?? null,
    to: version,
    added: paths(entry).filter((p) => !paths(before).includes(p)),
    removed: paths(before).filter((p) => !paths(entry).includes(p)),
    entry,
  };
}

/** One line per fact: which remote, from → to, routes added and removed. */
export function describeChange({ name, from, to, added, removed }) {
  const lines = [`${name}: ${from ?? '(not deployed)'} → ${to}${from === to ? ' (unchanged)' : ''}`];
  if (added.length > 0) lines.push(`  routes added: ${added.join(', ')}`);
  if (removed.length > 0) lines.push(`  routes removed: ${removed.join(', ')}`);
  return lines.join('\n');
}

/** Copies <name>/dist to deploy/remotes/<name>/<version>/ and switches its remotes.json entry. */
export function deployRemote(name) {
  const appDir = join(APPS, name);
  const dist = join(appDir, 'dist');
  if (!existsSync(dist)) throw new Error(`${name} has no build: run its build first`);
  readBuild(dist, name); // refuse a broken build before copying anything
  const pkg = readJson(join(appDir, 'package.json'), `${name} package`);
  const version = contentVersion(dist, pkg.version);
  const target = join(DEPLOY, 'remotes', name, version);
  const fresh = !existsSync(target);
  if (fresh) {
    mkdirSync(join(DEPLOY, 'remotes', name), { recursive: true });
    cpSync(dist, `${target}.next`, { recursive: true });
    renameSync(`${target}.next`, target);
  }
  try {
    const change = switchTo(name, version);
    recordVersion(name, version);
    return change;
  } catch (error) {
    // A refused version is not kept: it would be offered to the next rollback.
    if (fresh) rmSync(target, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Switches remote `name` back to a kept version (default: the one deployed
 * before the live one) without building anything.
 */
export function rollbackRemote(name, version) {
  const live = readRemotes().remotes.find((r) => r.name === name)?.version;
  const kept = keptVersions(name);
  if (!live) throw new Error(`${name} is not deployed`);
  const target = version ?? kept[kept.indexOf(live) - 1];
  if (!target)
    throw new Error(
      `${name} has no version before ${live} to roll back to (kept: ${kept.join(', ') || 'none'})`,
    );
  if (!kept.includes(target)) throw new Error(`${name} ${target} is not kept (kept: ${kept.join(', ')})`);
  return switchTo(name, target);
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
  return readdirSync(APPS)
    .filter((name) => name.startsWith('mf-') && existsSync(join(APPS, name, 'package.json')))
    .sort();
}
