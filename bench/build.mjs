#!/usr/bin/env node
/**
 * Build benchmark: for the shell and every remote, one at a time, a cold production build (webpack's
 * filesystem cache and dist/ removed) and then a warm rebuild of the same sources with the cache the
 * cold one left (goal ≤ 0.2× of cold); then the deploy of one remote as `npm run deploy:remote`
 * runs it (build with the cache, copy, switch /remotes.json), after a one-line change to that
 * remote's strings so a new version is deployed, into a scratch copy of deploy/. Each app's output
 * is hashed file by file after both builds: a file that differs between two builds of unchanged
 * sources is listed (a deploy would see a new version where nothing changed). Writes
 * bench/results/build.json and its section of docs/BENCHMARKS.md. A measurement, not a test.
 *
 *   node scripts/pnpm.mjs --filter bench build            (BENCH_APPS=mf-header,mf-tools for some)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const ALL = [
  'shell',
  ...readdirSync(ROOT).filter((n) => n.startsWith('mf-') && existsSync(join(ROOT, n, 'package.json'))),
];
const APPS = process.env.BENCH_APPS ? process.env.BENCH_APPS.split(',') : ALL;
const DEPLOYED = process.env.BENCH_DEPLOY_REMOTE ?? 'mf-header';

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/** relative path → sha256 of every file of dist/. */
function hashes(dist) {
  const out = {};
  for (const file of filesUnder(dist))
    out[relative(dist, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  return out;
}

function differences(a, b) {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((n) => a[n] !== b[n]).sort();
}

/** Runs `elearn-build` in the app's folder (what its `build` script runs); answers seconds. */
function build(app) {
  const started = performance.now();
  const result = spawnSync(join(ROOT, app, 'node_modules/.bin/elearn-build'), [], {
    cwd: join(ROOT, app),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${app}: build failed`);
  return Math.round(performance.now() - started) / 1000;
}

const results = { date: new Date().toISOString(), loadAverage: [loadavg()[0]], apps: {} };
for (const app of APPS) {
  const dist = join(ROOT, app, 'dist');
  rmSync(join(ROOT, app, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
  const load = [loadavg()[0]];
  const cold = build(app);
  const first = hashes(dist);
  const warm = build(app);
  load.push(loadavg()[0]);
  const second = hashes(dist);
  const changed = differences(first, second);
  results.apps[app] = {
    cold,
    warm,
    ratio: Math.round((warm / cold) * 100) / 100,
    load,
    files: Object.keys(first).length,
    changed,
  };
  console.log(
    `${app}: cold ${cold} s, warm ${warm} s (${results.apps[app].ratio}×); files differing between the two builds: ${changed.length ? changed.join(', ') : 'none'}`,
  );
}

// Deploy of one remote, as `npm run deploy:remote -- <name>` runs it, into a scratch copy of deploy/.
const scratch = mkdtempSync(join(tmpdir(), 'elearn-deploy-bench-'));
const stringsFile = join(ROOT, DEPLOYED, 'src/locales/en.ts');
const original = existsSync(stringsFile) ? readFileSync(stringsFile, 'utf8') : null;
try {
  if (existsSync(join(ROOT, 'deploy/remotes.json')))
    cpSync(join(ROOT, 'deploy'), scratch, { recursive: true });
  const env = { ...process.env, DEPLOY_DIR: scratch };
  const deploy = () => {
    const started = performance.now();
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/deploy-remote.mjs'), DEPLOYED], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`deploy failed: ${run.stderr}`);
    return {
      seconds: Math.round(performance.now() - started) / 1000,
      said: run.stdout.trim().split('\n').pop(),
    };
  };
  const unchanged = deploy();
  // A real change: one English string gets a suffix (reverted below), so the build differs.
  if (original) writeFileSync(stringsFile, original.replace(/: '([^']+)'/, ": '$1 (bench)'"));
  const changed = deploy();
  const switchOnly = (() => {
    const started = performance.now();
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts/deploy-remote.mjs'), DEPLOYED, '--no-build'],
      {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(`deploy --no-build failed: ${run.stderr}`);
    return Math.round(performance.now() - started) / 1000;
  })();
  results.deploy = { remote: DEPLOYED, unchanged, changed, switchOnly };
  console.log(
    `deploy ${DEPLOYED}: unchanged sources ${unchanged.seconds} s, one string changed ${changed.seconds} s (${changed.said}), switch only ${switchOnly} s`,
  );
} finally {
  if (original) writeFileSync(stringsFile, original);
  rmSync(scratch, { recursive: true, force: true });
}
// The working tree's dist/ of the deployed remote is the bench's changed build: build it again as it is.
if (original) build(DEPLOYED);
results.loadAverage.push(loadavg()[0]);

writeFileSync(join(ROOT, 'bench/results/build.json'), `${JSON.stringify(results, null, 2)}\n`);

const rows = Object.entries(results.apps).map(
  ([app, r]) =>
    `| ${app} | ${r.cold} s | ${r.warm} s | ${r.ratio > 0.2 ? `**${r.ratio}×**` : `${r.ratio}×`} | ${r.load.map((l) => l.toFixed(1)).join(' → ')} | ${r.changed.length ? r.changed.map((f) => `\`${f}\``).join(', ') : 'none'} |`,
);
const total = (key) => Math.round(Object.values(results.apps).reduce((s, r) => s + r[key], 0) * 10) / 10;
const d = results.deploy;
const section = [
  '<!-- build:start -->',
  `Measured ${results.date.slice(0, 10)} on this ${cpus().length}-core machine, one build at a time (load average ${results.loadAverage.map((l) => l.toFixed(1)).join(' → ')}, start → end; other sessions' builds share the cores). Baseline: each app's cold build, in the same run just before its warm one.`,
  '',
  '| app | cold (no cache, no dist) | warm (cache, same sources) | warm ÷ cold (goal ≤ 0.2×) | load average | files differing between the two builds |',
  '|---|---|---|---|---|---|',
  ...rows,
  `| **all, one after another** | ${total('cold')} s | ${total('warm')} s | ${Math.round((total('warm') / total('cold')) * 100) / 100}× | | |`,
  '',
  `Deploy of ${d.remote} (\`node scripts/deploy-remote.mjs ${d.remote}\`: warm build, copy, switch /remotes.json), into a scratch copy of deploy/: **${d.changed.seconds} s** after a one-string change (a new version: "${d.changed.said}"), ${d.unchanged.seconds} s with unchanged sources, ${d.switchOnly} s for the copy and switch alone (\`--no-build\`).`,
  '<!-- build:end -->',
].join('\n');
const doc = join(ROOT, 'docs/BENCHMARKS.md');
writeFileSync(
  doc,
  readFileSync(doc, 'utf8').replace(/<!-- build:start -->[\s\S]*<!-- build:end -->/, section),
);
console.log(section);
