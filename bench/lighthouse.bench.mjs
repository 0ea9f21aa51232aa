/**
 * First content and Lighthouse performance of the guest landing, a course page, the learner
 * dashboard, a forum post and the calendar, in Debian's Chromium: Lighthouse's mobile (its default:
 * a slow phone on a throttled network, simulated) and desktop settings, the median of 5 runs each
 * (BENCH_RUNS). Baseline in the same session: the same sources built as one application without
 * Module Federation (bench/lib/one-bundle.mjs), audited page by page right after the federated
 * site (BENCH_ONE_BUNDLE=0 leaves it out). With BENCH_BASELINE_DIR (a deploy/ folder built from an
 * earlier commit) that build is measured too. Writes bench/results/lighthouse.json and the table in
 * docs/BENCHMARKS.md. A measurement, not a test. Plain JavaScript: Lighthouse sends functions into
 * the page as source, and a TypeScript runner's helpers (tsx's __name) are not defined there.
 *
 *   node scripts/build-site.mjs && BENCH_BASELINE_DIR=/tmp/base-deploy node bench/lighthouse.bench.mjs
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBenchSite } from './bench-site.mjs';
import { buildOneBundle } from './lib/one-bundle.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const PAGES = [
  { id: 'landing', title: 'Guest landing /en', path: '/en', signedIn: false },
  {
    id: 'course',
    title: 'Course page /en/course/algebra-foundations',
    path: '/en/course/algebra-foundations',
    signedIn: false,
  },
  { id: 'dashboard', title: 'Learner dashboard /en/dashboard', path: '/en/dashboard', signedIn: true },
  {
    id: 'forum',
    title: 'Forum post',
    path: '/en/course/algebra-foundations/forum/welcome-to-the-algebra-forum',
    signedIn: true,
  },
  { id: 'calendar', title: 'Calendar /en/calendar', path: '/en/calendar', signedIn: true },
];
/** Goals of issue 19: desktop 100, mobile ≥ 95 and its largest content within 1.5 s. */
const GOALS = { desktop: 100, mobile: 95, mobileLcpMs: 1500 };
const FORMS = ['mobile', 'desktop'];
const lighthouseVersion = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

/** @typedef {{ score: number, fcp: number, lcp: number, tbt: number }} Run */

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A fresh session's cookies: the refresh token rotates on use, so each run signs in again. */
/** @param {string} base */
async function sessionCookie(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'learner@demo.test', password: 'Demo1234' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Chromium's trace sometimes lacks its navigation start: a failure to record, not a page's result. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP']);
const MAX_TRACE_RETRIES = 2;
/** Runs whose trace was not recorded and were run again (printed with the table). */
let traceRetries = 0;

/**
 * One Lighthouse run in a Chromium of its own (Lighthouse's advice for comparable runs: nothing
 * carried over from the run before). A run whose trace was not recorded is run again, at most
 * twice, and counted; any other error ends the bench.
 * @returns {Promise<Run>}
 */
async function audit(url, form, cookie) {
  for (let attempt = 0; ; attempt++) {
    const chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // As few flags as work: with the background-networking and component flags some traces lacked
      // their navigation start (NO_NAVSTART).
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      return await auditIn(chrome.port, url, form, cookie);
    } catch (error) {
      if (!(error instanceof TraceError) || attempt >= MAX_TRACE_RETRIES) throw error;
      traceRetries++;
      console.warn(`${url} (${form}): ${error.message}; run again`);
    } finally {
      chrome.kill();
    }
  }
}

class TraceError extends Error {}

/** @returns {Promise<Run>} */
async function auditIn(port, url, form, cookie) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const message = `${url}: ${lhr.runtimeError.message}`;
    throw TRACE_ERRORS.has(lhr.runtimeError.code) ? new TraceError(message) : new Error(message);
  }
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
  };
}

async function measureSite(staticDir) {
  const site = await startBenchSite(staticDir);
  const out = {};
  try {
    for (const { id, path, signedIn } of PAGES) {
      out[id] = {};
      for (const form of FORMS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(
            await audit(`${site.url}${path}`, form, signedIn ? await sessionCookie(site.url) : undefined),
          );
        out[id][form] = {
          score: median(runs.map((r) => r.score)),
          fcp: median(runs.map((r) => r.fcp)),
          lcp: median(runs.map((r) => r.lcp)),
          tbt: median(runs.map((r) => r.tbt)),
        };
      }
    }
  } finally {
    await site.stop();
  }
  return out;
}

/** @param {Run} run */
const cell = (run) => `${Math.round(run.score * 100)} · ${run.fcp} ms · ${run.lcp} ms · ${run.tbt} ms`;

/** The federated site's cell, bold where a goal is missed. */
function afterCell(run, form) {
  const score = Math.round(run.score * 100);
  const missed = score < GOALS[form] || (form === 'mobile' && run.lcp > GOALS.mobileLcpMs);
  return missed ? `**${cell(run)}** (goal missed)` : cell(run);
}

function summary(after, one, before) {
  const lines = [
    `| page | form |${before ? ' before |' : ''} federated: score · first content · largest content · blocking |${one ? ' one bundle (baseline) |' : ''}`,
    `|---|---|---|${before ? '---|' : ''}${one ? '---|' : ''}`,
  ];
  for (const { id, title } of PAGES)
    for (const form of FORMS)
      lines.push(
        `| ${title} | ${form} | ${before ? `${cell(before[id][form])} | ` : ''}${afterCell(after[id][form], form)} |${one ? ` ${cell(one[id][form])} |` : ''}`,
      );
  return lines.join('\n');
}

async function main() {
  const oneBundle = process.env.BENCH_ONE_BUNDLE === '0' ? null : await buildOneBundle(join(ROOT, 'deploy'));
  try {
    const load = [loadavg()[0]];
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    const before = baselineDir ? await measureSite(baselineDir) : undefined;
    const after = await measureSite(join(ROOT, 'deploy'));
    load.push(loadavg()[0]);
    const one = oneBundle ? await measureSite(oneBundle.dir) : undefined;
    load.push(loadavg()[0]);
    const date = new Date().toISOString().slice(0, 10);
    writeFileSync(
      join(ROOT, 'bench/results/lighthouse.json'),
      `${JSON.stringify({ date, runs: RUNS, traceRetries, loadAverage: load, before, after, oneBundle: one }, null, 2)}\n`,
    );
    const text = [
      `Measured ${date} on this ${cpus().length}-core machine (load average ${load.map((l) => l.toFixed(1)).join(' → ')}: start, after the federated site, after the baseline),`,
      `Lighthouse ${lighthouseVersion} in Debian's Chromium, ${RUNS} runs per cell, each in a fresh Chromium, the median of each figure (${traceRetries} run${traceRetries === 1 ? '' : 's'} whose trace Chromium did not record run again). Goals: desktop ${GOALS.desktop}, mobile ≥ ${GOALS.mobile} with the largest content within ${GOALS.mobileLcpMs / 1000} s.`,
      one
        ? 'Baseline: the one-bundle build of the same sources (bench/lib/one-bundle.mjs), audited in the same session right after.'
        : '',
      before ? 'Before: the build in BENCH_BASELINE_DIR, measured in the same run.' : '',
      '',
      summary(after, one, before),
    ].join('\n');
    const docs = join(ROOT, 'docs/BENCHMARKS.md');
    const current = readFileSync(docs, 'utf8');
    writeFileSync(
      docs,
      current.replace(
        /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/,
        `<!-- lighthouse:start -->\n${text}\n<!-- lighthouse:end -->`,
      ),
    );
    console.log(text);
  } finally {
    if (oneBundle) rmSync(oneBundle.dir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
