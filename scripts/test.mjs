#!/usr/bin/env node
// `npm test`: installs, then runs every check and test and ends with one line
// "N passed, N failed". Steps: lint, types, unit, api (PGlite), api-pg
// (PostgreSQL server), e2e (production build in Debian's Chromium), e2e-cluster
// (the specs tagged @cluster against PostgreSQL, Redis, S3 and two API processes
// behind haproxy: scripts/lib/cluster.mjs).
// Pick steps locally:  npm test -- --only=unit,api   or   npm test -- --skip=e2e
// One area's browser tests:  npm test -- --only=e2e --spec=forum-discussion,header-guest
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './lib/cluster.mjs';
import { ROOT } from './lib/deploy.mjs';
import {
  CHROMIUM,
  DATEUTIL,
  ensureChromium,
  ensurePrograms,
  REDIS_SERVER,
  startPostgres,
} from './lib/prerequisites.mjs';
import { freePort, run } from './lib/run.mjs';
import { startSite } from './lib/site-server.mjs';
import { pnpm } from './pnpm.mjs';

const STEPS = ['lint', 'types', 'unit', 'api', 'api-pg', 'e2e', 'e2e-cluster'];
const arg = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
const only = arg('only');
const skip = arg('skip') ?? [];
// Playwright file filters (a spec file's name or part of it); all specs when absent.
// Playwright matches a filter anywhere in the file's path, so each is bound to the
// file name: "authoring" must not match every spec of a checkout at /work/wt-authoring.
const specs = (arg('spec') ?? []).map(
  (name) => `/[\\/][^\\/]*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\/]*$/`,
);
for (const name of [...(only ?? []), ...skip]) {
  if (!STEPS.includes(name)) {
    console.error(`unknown step "${name}"; steps are ${STEPS.join(', ')}`);
    process.exit(2);
  }
}
const wanted = (step) => (!only || only.includes(step)) && !skip.includes(step);

const totals = { passed: 0, failed: 0, flaky: 0 };
const notes = [];
const work = mkdtempSync(join(tmpdir(), 'elearn-test-'));
const cleanups = [];

async function step(name, fn) {
  if (!wanted(name)) return;
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  try {
    await fn();
  } catch (error) {
    totals.failed += 1;
    notes.push(`${name}: ${error.message}`);
    console.error(error);
  }
  console.log(`━━ ${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A check without test counts (lint, types): a failure counts as one failed. */
function check(name, code) {
  if (code !== 0) {
    totals.failed += 1;
    notes.push(`${name} failed`);
  }
}

/** Adds a jest --json result file to the totals (a crash without one counts as a failure). */
function addJest(file, label) {
  if (!existsSync(file)) {
    totals.failed += 1;
    notes.push(`${label}: jest wrote no results`);
    return;
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  // A suite that failed to run has no failed tests but must still fail the run.
  if (result.numRuntimeErrorTestSuites > 0) totals.failed += result.numRuntimeErrorTestSuites;
}

const jestBin = join(ROOT, 'node_modules/jest/bin/jest.js');
const unitPackages = () =>
  [
    'shared/contracts',
    'shared/platform',
    'shared/i18n',
    'shared/ui',
    'shared/mf-config',
    'shell',
    ...readdirSync(ROOT)
      .filter((d) => d.startsWith('mf-'))
      .sort(),
  ].filter((dir) => existsSync(join(ROOT, dir, 'jest.config.cjs')));

async function apiTests(label, env) {
  const file = join(work, `${label}.json`);
  await run(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      jestBin,
      '--ci',
      '--json',
      `--outputFile=${file}`,
    ],
    { cwd: join(ROOT, 'api'), env: { ...process.env, ...env } },
  );
  addJest(file, label);
}

/** "spec › title" of every Playwright test whose final result came after a failed try. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') titles.push([...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

function stopAll() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch {
      // best effort
    }
  }
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}

const started = Date.now();
if (pnpm(['install', '--frozen-lockfile'], { cwd: ROOT }) !== 0) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

await step('lint', async () =>
  check('lint', await run(join(ROOT, 'node_modules/.bin/biome'), ['check', '.'], { cwd: ROOT })),
);
await step('types', async () =>
  check('types', pnpm(['-r', '--workspace-concurrency=2', 'typecheck'], { cwd: ROOT })),
);
await step('unit', async () => {
  for (const dir of unitPackages()) {
    const file = join(work, `${dir.replaceAll('/', '-')}.json`);
    console.log(`· ${dir}`);
    await run(process.execPath, [jestBin, '--ci', '--silent', '--json', `--outputFile=${file}`], {
      cwd: join(ROOT, dir),
    });
    addJest(file, dir);
  }
});
// What the API tests need from Debian: Redis for the scale-out tests, python-dateutil for the calendar.
const apiEnv = {};
if (wanted('api') || wanted('api-pg')) {
  const missing = await ensurePrograms({ 'redis-server': REDIS_SERVER });
  if (missing) notes.push(`SKIPPED the scale-out API tests (test/scale-out.test.ts): ${missing}`);
  else apiEnv.TEST_REDIS_SERVER = REDIS_SERVER;
  // python-dateutil, the calendar tests' independent RRULE oracle, from Debian's package.
  const noOracle = await ensurePrograms({ 'python3-dateutil': DATEUTIL });
  if (noOracle) notes.push(`the calendar's RRULE oracle is missing: ${noOracle}`);
  else apiEnv.TEST_PYTHON = '/usr/bin/python3';
}
await step('api', () => apiTests('api-pglite', { TEST_DATABASE_URL: '', ...apiEnv }));
await step('api-pg', async () => {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const server = await startPostgres();
    if (server.skipped) {
      notes.push(`SKIPPED api-pg: ${server.skipped}`);
      return;
    }
    cleanups.push(server.stop);
    url = server.url;
  }
  await apiTests('api-postgres', { TEST_DATABASE_URL: url, ...apiEnv });
});
/** The site's settings for the browser tests, on one process or on the cluster. */
const E2E_ENV = {
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  LOG_LEVEL: 'warn',
  // A tiny daily streak target: the streak e2e reaches it in seconds of real study.
  STREAK_DAILY_TARGET_MINUTES: '0.1',
  // Specs make their own accounts (e2e/fixtures/accounts.ts) so parallel workers share none.
  TEST_FIXTURES: 'true',
};

let built = false;
/** The production build all browser runs share, made once. */
function buildOnce() {
  if (!built) built = pnpmBuild();
  return built;
}
const pnpmBuild = () =>
  run(process.execPath, [join(ROOT, 'scripts/build-site.mjs')]).then((code) => code === 0);

/** Runs Playwright against `url` and adds its results to the totals. */
async function playwright(label, url, args) {
  const results = join(work, `${label}.json`);
  await run(join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test', ...args], {
    cwd: join(ROOT, 'e2e'),
    env: {
      ...process.env,
      E2E_BASE_URL: url,
      PLAYWRIGHT_JSON_OUTPUT_FILE: results,
      CHROMIUM_PATH: CHROMIUM,
    },
  });
  if (!existsSync(results)) throw new Error(`${label}: Playwright wrote no results`);
  const report = JSON.parse(readFileSync(results, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected;
  totals.failed += stats.unexpected;
  // A test that passed only on retry is flaky: a failure in CI, a warning locally.
  totals.flaky += stats.flaky;
  if (process.env.CI) totals.failed += stats.flaky;
  else totals.passed += stats.flaky;
  for (const title of flakyTitles(report)) notes.push(`FLAKY (passed only on retry): ${label} › ${title}`);
}

await step('e2e', async () => {
  const missing = await ensureChromium();
  if (missing) {
    notes.push(`SKIPPED e2e: ${missing}`);
    return;
  }
  if (!(await buildOnce())) return check('build', 1);
  const port = await freePort();
  const site = await startSite({ port, dataDir: join(work, 'e2e-data'), quiet: true, env: E2E_ENV });
  cleanups.push(() => site.child.kill('SIGTERM'));
  await playwright('e2e', site.url, specs);
  await site.stop();
});

await step('e2e-cluster', async () => {
  const missing = await ensureChromium();
  if (missing) {
    notes.push(`SKIPPED e2e-cluster: ${missing}`);
    return;
  }
  if (!(await buildOnce())) return check('build', 1);
  const cluster = await startCluster({
    port: await freePort(),
    dir: join(work, 'cluster'),
    quiet: true,
    env: E2E_ENV,
  });
  if (cluster.skipped) {
    notes.push(`SKIPPED e2e-cluster: ${cluster.skipped}`);
    return;
  }
  cleanups.push(cluster.killNow);
  await playwright('e2e-cluster', cluster.url, ['--grep', '@cluster', ...specs]);
  await cluster.stop();
});

stopAll();
console.log(`\nfinished in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
for (const note of notes) console.log(note);
// In CI the flaky tests are already among the failed; the count says which share they are.
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.flaky ? `, ${totals.flaky} flaky` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
