/**
 * First content and Lighthouse performance of the guest landing and the learner dashboard, in
 * Debian's Chromium: Lighthouse's mobile (its default: a slow phone on a throttled network,
 * simulated) and desktop settings, the median of 3 runs each. With BENCH_BASELINE_DIR (a deploy/
 * folder built from an earlier commit) the same runs measure that build too, in the same session,
 * so both columns share the machine's state. Writes bench/results/lighthouse.json and the table in
 * docs/BENCHMARKS.md. A measurement, not a test. Plain JavaScript: Lighthouse sends functions into
 * the page as source, and a TypeScript runner's helpers (tsx's __name) are not defined there.
 *
 *   node scripts/build-site.mjs && BENCH_BASELINE_DIR=/tmp/base-deploy node bench/lighthouse.bench.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBenchSite } from './bench-site.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;

const PAGES = [
  { id: 'landing', title: 'Guest landing /en', path: '/en', signedIn: false },
  { id: 'dashboard', title: 'Learner dashboard /en/dashboard', path: '/en/dashboard', signedIn: true },
];
const FORMS = ['mobile', 'desktop'];

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

/** @returns {Promise<Run>} */
async function audit(port, url, form, cookie) {
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
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
  };
}

async function measureSite(port, staticDir) {
  const site = await startBenchSite(staticDir);
  const out = {};
  try {
    for (const { id, path, signedIn } of PAGES) {
      out[id] = {};
      for (const form of FORMS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(
            await audit(
              port,
              `${site.url}${path}`,
              form,
              signedIn ? await sessionCookie(site.url) : undefined,
            ),
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

function summary(after, before) {
  const lines = [
    `| page | form | ${before ? 'before: ' : ''}score · first content · largest content · blocking |${before ? ' after |' : ''}`,
    `|---|---|---|${before ? '---|' : ''}`,
  ];
  for (const { id, title } of PAGES)
    for (const form of FORMS)
      lines.push(
        `| ${title} | ${form} | ${before ? `${cell(before[id][form])} | ` : ''}**${cell(after[id][form])}** |`,
      );
  return lines.join('\n');
}

async function main() {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // As few flags as work: with the background-networking and component flags some traces lacked
    // their navigation start (NO_NAVSTART).
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    const before = baselineDir ? await measureSite(chrome.port, baselineDir) : undefined;
    const after = await measureSite(chrome.port, join(ROOT, 'deploy'));
    const date = new Date().toISOString().slice(0, 10);
    writeFileSync(
      join(ROOT, 'bench/results/lighthouse.json'),
      `${JSON.stringify({ date, before, after }, null, 2)}\n`,
    );
    const text = [
      `Measured ${date} on the 2-core machine: Lighthouse ${RUNS} times per cell, the median of each figure.`,
      before ? 'Before: the baseline build, measured in the same run.' : '',
      '',
      summary(after, before),
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
    chrome.kill();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
