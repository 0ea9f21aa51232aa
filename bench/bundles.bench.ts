/**
 * Bundle benchmark: what JavaScript six pages load (guest landing, course
 * search, learner dashboard, a forum post, the announcements page, the calendar): gzip -9 of each response
 * body (independent of the server) and the bytes that crossed the wire as
 * served, grouped into shell, shared modules and remotes, and how many copies
 * of each singleton the page holds. With BENCH_BASELINE_DIR (a deploy/ folder
 * built from an earlier commit) it measures that build in the same run, so the
 * two columns share the machine's state. Writes bench/results/bundles.json and
 * the tables in docs/BENCHMARKS.md. A measurement, not a test.
 *
 *   node scripts/build-site.mjs && BENCH_BASELINE_DIR=/tmp/base-deploy node scripts/pnpm.mjs --filter bench bundles
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startBenchSite } from './bench-site.mjs';

const ROOT = join(__dirname, '..');

const PAGES = [
  { id: 'landing', title: 'Guest landing /en', path: '/en', signedIn: false },
  { id: 'search', title: 'Course search /en/search-courses', path: '/en/search-courses', signedIn: false },
  { id: 'dashboard', title: 'Learner dashboard /en/dashboard', path: '/en/dashboard', signedIn: true },
  {
    id: 'forum',
    title: 'Forum post',
    path: '/en/course/algebra-foundations/forum/welcome-to-the-algebra-forum',
    signedIn: true,
  },
  {
    id: 'announcements',
    title: 'Announcements /en/dashboard/announcements',
    path: '/en/dashboard/announcements',
    signedIn: true,
  },
  { id: 'calendar', title: 'Calendar /en/calendar', path: '/en/calendar', signedIn: true },
] as const;

interface Row {
  url: string;
  group: string;
  gzip: number;
  wire: number;
}

type Result = Awaited<ReturnType<typeof measure>>;

/** Which shared module a shell chunk carries, from the shell's manifest. */
function sharedChunkNames(staticDir: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(staticDir, 'shell/mf-manifest.json'), 'utf8'));
  const names = new Map<string, string>();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      // One chunk may carry several shared modules (antd's components share their core).
      const name = names.get(file);
      names.set(file, name ? 'shared chunks used by several shared modules' : `shared ${shared.name}`);
    }
  }
  return names;
}

/** Shared keys of one component or icon are summed into one line per package. */
function groupOf(path: string, shared: Map<string, string>): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  if (remote) return `remote ${remote[1]}`;
  const file = path.replace(/^\//, '').split('?')[0]!;
  if (file === 'main.js') return 'shell entry (federation runtime, single-spa, boot)';
  const name = shared.get(file);
  if (name?.startsWith('shared antd/es/')) return 'shared antd components (one key each)';
  if (name?.startsWith('shared @ant-design/icons/')) return 'shared icons (one key each)';
  // Split chunks of the shell's build: antd's core and the other dependencies of the shared modules.
  return name ?? 'shell chunks (antd core, rxjs + axios, shell UI)';
}

async function measure(page: Page, url: string, shared: Map<string, string>) {
  const rows: Row[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => {
          rows.push({
            url: pathname,
            group: groupOf(pathname, shared),
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
          });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url);
  // The shell marks a region's app mounted; the page has loaded all it will once no new resource
  // has started for 2 s (on a busy machine, scripts still run well after network idle).
  await page.locator('#region-main [data-state="mounted"]').waitFor({ state: 'attached' });
  await page.waitForFunction(
    () => {
      const state = window as unknown as { benchCount?: number; benchSince?: number };
      const count = performance.getEntriesByType('resource').length;
      if (state.benchCount !== count) {
        state.benchCount = count;
        state.benchSince = performance.now();
        return false;
      }
      return performance.now() - state.benchSince! > 2000;
    },
    undefined,
    { polling: 250, timeout: 60_000 },
  );
  await Promise.all(pending);
  const copies = await page.evaluate(() => {
    type Info = { loaded?: boolean; lib?: unknown };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const count: Record<string, number> = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const info of Object.values(versions))
            if (info.loaded || info.lib) count[pkg] = (count[pkg] ?? 0) + 1;
    return count;
  });
  const groups: Record<string, number> = {};
  for (const row of rows) groups[row.group] = (groups[row.group] ?? 0) + row.gzip;
  return {
    totalGzip: rows.reduce((sum, r) => sum + r.gzip, 0),
    totalWire: rows.reduce((sum, r) => sum + r.wire, 0),
    requests: rows.length,
    groups,
    copies,
    files: rows.sort((a, b) => b.gzip - a.gzip),
  };
}

/** Starts the API on `staticDir` and measures every page in a fresh browser context. */
async function measureSite(browser: Browser, staticDir: string): Promise<Record<string, Result>> {
  const shared = sharedChunkNames(staticDir);
  const site = await startBenchSite(staticDir);
  const out: Record<string, Result> = {};
  try {
    for (const { id, path, signedIn } of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (signedIn)
        await page.request.post(`${site.url}/api/auth/login`, {
          data: { email: 'learner@demo.test', password: 'Demo1234' },
        });
      out[id] = await measure(page, `${site.url}${path}`, shared);
      await context.close();
    }
  } finally {
    await site.stop();
  }
  return out;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function summary(after: Record<string, Result>, before?: Record<string, Result>): string {
  const lines = before
    ? [
        '| page | JS gzip before | JS gzip after | on the wire before | on the wire after | requests before → after |',
        '|---|---|---|---|---|---|',
      ]
    : ['| page | JS gzip | on the wire | requests |', '|---|---|---|---|'];
  for (const { id, title } of PAGES) {
    const a = after[id]!;
    const b = before?.[id];
    lines.push(
      b
        ? `| ${title} | ${kb(b.totalGzip)} | **${kb(a.totalGzip)}** | ${kb(b.totalWire)} | **${kb(a.totalWire)}** | ${b.requests} → ${a.requests} |`
        : `| ${title} | ${kb(a.totalGzip)} | ${kb(a.totalWire)} | ${a.requests} |`,
    );
  }
  return lines.join('\n');
}

function table(title: string, result: Result): string {
  const lines = [`### ${title}: ${kb(result.totalGzip)} gzip of JS`, '', '| part | gzip |', '|---|---|'];
  for (const [group, bytes] of Object.entries(result.groups).sort((a, b) => b[1] - a[1]))
    lines.push(`| ${group} | ${kb(bytes)} |`);
  const extra = Object.entries(result.copies).filter(([, n]) => n !== 1);
  lines.push(
    '',
    extra.length
      ? `Singletons with more than one copy: ${extra.map(([p, n]) => `${p} ×${n}`).join(', ')}`
      : 'Every loaded shared module: exactly 1 copy.',
  );
  return lines.join('\n');
}

async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    const before = baselineDir ? await measureSite(browser, baselineDir) : undefined;
    const after = await measureSite(browser, join(ROOT, 'deploy'));
    const date = new Date().toISOString();
    writeFileSync(
      join(ROOT, 'bench/results/bundles.json'),
      `${JSON.stringify({ date, before, after }, null, 2)}\n`,
    );
    const doc = join(ROOT, 'docs/BENCHMARKS.md');
    const section = [
      '<!-- bundles:start -->',
      `Measured ${date.slice(0, 10)} on the 2-core CI machine kind: gzip -9 of each JS response, and the`,
      'bytes on the wire as the server sent them (compressed or not).',
      before ? 'Before: the baseline build, measured in the same run.' : '',
      '',
      summary(after, before),
      '',
      ...PAGES.flatMap(({ id, title }) => [table(title, after[id]!), '']),
      '<!-- bundles:end -->',
    ].join('\n');
    const current = readFileSync(doc, 'utf8');
    writeFileSync(doc, current.replace(/<!-- bundles:start -->[\s\S]*<!-- bundles:end -->/, section));
    console.log(section);
  } finally {
    await browser.close();
  }
}

void main();
