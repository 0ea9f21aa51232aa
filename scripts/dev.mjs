#!/usr/bin/env node
// A remote's inner loop:  npm run dev -- mf-learning
// Serves that remote from webpack-dev-server (rebuild on save, the page
// reloads) inside the composed site: the shell and the other remotes come from
// their production builds in deploy/ (built first when missing), with the API
// on PORT (default 8080). deploy/ itself is not changed: the site is served
// from a scratch folder whose remotes.json points this remote at the dev server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOY, deployRemote, deployShell, ROOT, remoteNames } from './lib/deploy.mjs';
import { routeProblems } from './lib/route-overlap.mjs';
import { freePort, waitForOk } from './lib/run.mjs';
import { startSite } from './lib/site-server.mjs';
import { pnpm } from './pnpm.mjs';

const [name] = process.argv.slice(2);
if (!name || !remoteNames().includes(name)) {
  console.error(`usage: dev.mjs <${remoteNames().join('|')}>`);
  process.exit(2);
}
if (pnpm(['install', '--frozen-lockfile'], { cwd: ROOT }) !== 0) process.exit(1);

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const deployed = () =>
  existsSync(join(DEPLOY, 'remotes.json')) ? readJson(join(DEPLOY, 'remotes.json')).remotes : [];

/** The shell and every other remote from their production builds: built and deployed only when missing. */
function ensureSite() {
  const missing = [
    ...(existsSync(join(DEPLOY, 'shell/index.html')) ? [] : ['shell']),
    ...remoteNames().filter((other) => other !== name && !deployed().some((r) => r.name === other)),
  ];
  if (missing.length === 0) return;
  console.log(`building ${missing.join(', ')} (missing from deploy/)`);
  const filters = missing.flatMap((app) => ['--filter', app]);
  if (pnpm([...filters, '--workspace-concurrency=2', 'run', 'build']) !== 0) process.exit(1);
  for (const app of missing) app === 'shell' ? deployShell() : deployRemote(app);
}

/** A folder to serve: deploy/'s shell and remotes, and a remotes.json with this remote at the dev server. */
function devSiteDir(devUrl) {
  const { routes, regions } = readJson(join(ROOT, name, 'src/routes.json'));
  const others = deployed().filter((r) => r.name !== name);
  const problems = routeProblems(name, routes, others);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const dir = mkdtempSync(join(tmpdir(), `elearn-dev-${name}-`));
  symlinkSync(join(DEPLOY, 'shell'), join(dir, 'shell'));
  symlinkSync(join(DEPLOY, 'remotes'), join(dir, 'remotes'));
  const entry = { name, version: 'dev', manifest: `${devUrl}/mf-manifest.json`, regions, routes };
  const remotes = remoteNames()
    .map((app) => (app === name ? entry : others.find((r) => r.name === app)))
    .filter(Boolean);
  writeFileSync(join(dir, 'remotes.json'), `${JSON.stringify({ remotes }, null, 2)}\n`);
  return dir;
}

ensureSite();
const devPort = Number(process.env.DEV_PORT ?? (await freePort()));
const devUrl = `http://localhost:${devPort}`;
const sitePort = Number(process.env.PORT ?? 8080);
const dev = spawn(join(ROOT, name, 'node_modules/.bin/elearn-dev'), [], {
  cwd: join(ROOT, name),
  stdio: 'inherit',
  // The dev server is also the remote's own page: the shell with this remote alone.
  env: {
    ...process.env,
    DEV_PORT: String(devPort),
    SHELL_DIR: join(DEPLOY, 'shell'),
    API_URL: `http://localhost:${sitePort}`,
  },
});
const cleanups = [() => dev.exitCode === null && dev.kill('SIGTERM')];
let stopping = false;
/** Stops everything once, whichever ends first (Ctrl+C, the dev server or the API). */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse()) await cleanup();
  process.exit(code);
}
dev.on('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

try {
  await waitForOk(`${devUrl}/mf-manifest.json`);
  const siteDir = devSiteDir(devUrl);
  cleanups.push(() => rmSync(siteDir, { recursive: true, force: true }));
  const site = await startSite({
    port: sitePort,
    dataDir: process.env.DATA_DIR ?? join(ROOT, 'data'),
    // The Content-Security-Policy lets this one remote load from the dev server.
    env: { STATIC_DIR: siteDir, DEV_REMOTE_ORIGIN: devUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  cleanups.push(() => site.stop());
  site.child.on('exit', (code) => stop(code ?? 1));
  console.log(
    `\nOpen ${site.url}/en — ${name} comes from ${devUrl} and rebuilds on save (the page reloads).` +
      `\n${name} alone (the shell without the other remotes): ${devUrl}/en. Ctrl+C stops.`,
  );
} catch (error) {
  console.error(error.message);
  await stop(1);
}
