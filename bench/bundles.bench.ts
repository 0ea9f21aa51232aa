/**
 * Bundle benchmark: what JavaScript each route group of every remote loads (guest landing, course
 * search and course page, learner dashboard, a lesson, a forum post, the calendar, announcements,
 * study corners, the authoring courses list and wizard, the materials manager, the admin pages):
 * gzip -9 of each response body (independent of the server) and the bytes that crossed the wire as
 * served, grouped into shell, shared modules and remotes; how many copies of each singleton the
 * page holds (federation's share scope, and React renderers registered with a stub devtools hook:
 * a second react-dom anywhere in the page would register twice). Baseline in the same run: the
 * same sources built as one application without federation (bench/lib/one-bundle.mjs, esbuild),
 * served by the same API and measured page by page the same way. With BENCH_BASELINE_DIR (a
 * deploy/ folder built from an earlier commit) that build is measured too. Writes
 * bench/results/bundles.json and the tables in docs/BENCHMARKS.md. A measurement, not a test.
 * BENCH_PAGES=landing,dashboard measures only those pages, without the baseline, and writes nothing
 * (a quick look while changing what a page loads).
 *
 *   node scripts/build-site.mjs && node scripts/pnpm.mjs --filter bench bundles
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startBenchSite } from './bench-site.mjs';
import { buildOneBundle } from './lib/one-bundle.mjs';

const ROOT = join(__dirname, '..');

type Role = 'guest' | 'learner' | 'instructor' | 'editor' | 'admin';
interface Site {
  url: string;
  /** Ids of the demo course the staff and lesson pages open, found once per site (fresh database). */
  ids: { courseId: string; lessonPath: string };
}
interface PageSpec {
  id: string;
  group: string;
  title: string;
  as: Role;
  path: string | ((site: Site) => string);
}

const COURSE = 'algebra-foundations';
const PAGES: readonly PageSpec[] = [
  { id: 'landing', group: 'landing', title: 'Guest landing /en', path: '/en', as: 'guest' },
  {
    id: 'search',
    group: 'catalogue',
    title: 'Course search /en/search-courses',
    path: '/en/search-courses',
    as: 'guest',
  },
  {
    id: 'course',
    group: 'catalogue',
    title: `Course page /en/course/${COURSE}`,
    path: `/en/course/${COURSE}`,
    as: 'guest',
  },
  {
    id: 'dashboard',
    group: 'dashboard',
    title: 'Learner dashboard /en/dashboard',
    path: '/en/dashboard',
    as: 'learner',
  },
  {
    id: 'study',
    group: 'study',
    title: 'Lesson /en/dashboard/study/…',
    path: (site) => `/en${site.ids.lessonPath}`,
    as: 'learner',
  },
  {
    id: 'forum',
    group: 'forum',
    title: 'Forum post',
    path: `/en/course/${COURSE}/forum/welcome-to-the-algebra-forum`,
    as: 'learner',
  },
  { id: 'calendar', group: 'calendar', title: 'Calendar /en/calendar', path: '/en/calendar', as: 'learner' },
  {
    id: 'announcements',
    group: 'header pages',
    title: 'Announcements /en/dashboard/announcements',
    path: '/en/dashboard/announcements',
    as: 'learner',
  },
  {
    id: 'corners',
    group: 'tools',
    title: 'Study corners /en/dashboard/study-corners',
    path: '/en/dashboard/study-corners',
    as: 'learner',
  },
  {
    id: 'courses',
    group: 'authoring',
    title: 'Courses list /en/dashboard/courses (editor)',
    path: '/en/dashboard/courses',
    as: 'editor',
  },
  {
    id: 'wizard',
    group: 'authoring',
    title: 'Course wizard /en/dashboard/course-wizard (editor)',
    path: '/en/dashboard/course-wizard',
    as: 'editor',
  },
  {
    id: 'materials',
    group: 'materials',
    title: 'Materials manager /en/dashboard/courses/…/materials (instructor)',
    path: (site) => `/en/dashboard/courses/${site.ids.courseId}/materials`,
    as: 'instructor',
  },
  {
    id: 'admin',
    group: 'admin',
    title: 'Administration /en/dashboard/admin (admin)',
    path: '/en/dashboard/admin',
    as: 'admin',
  },
  {
    id: 'admin-users',
    group: 'admin',
    title: 'Users /en/dashboard/admin/users (admin)',
    path: '/en/dashboard/admin/users',
    as: 'admin',
  },
];

/**
 * A string each package's core keeps through minification, found in exactly one of its files: the
 * number of loaded JS files holding it is the number of copies of that core in the page, whatever
 * the share scope says (a remote bundling its own copy would show 2). react-dom is counted by its
 * renderers, every other shared module by the share scope.
 */
const MARKERS: Record<string, string> = {
  i18next: 'appendNamespaceToMissingKey',
  'antd (cssinjs core)': 'cssinjs',
  rxjs: 'object unsubscribed',
  '@tanstack/react-query': 'No QueryClient set',
};

interface Row {
  url: string;
  group: string;
  gzip: number;
  wire: number;
}

type Result = Awaited<ReturnType<typeof measure>>;

/** Which shared module a shell chunk carries, from the shell's manifest. */
function sharedChunkNames(staticDir: string): Map<string, string> {
  // The one-bundle baseline has no manifest: its files are counted as a whole.
  if (!existsSync(join(staticDir, 'shell/mf-manifest.json'))) return new Map();
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
  if (file === 'main.js') return 'shell entry (federation runtime, share tables)';
  const name = shared.get(file);
  if (name?.startsWith('shared antd/es/')) return 'shared antd components (one key each)';
  if (name?.startsWith('shared @ant-design/icons/')) return 'shared icons (one key each)';
  // Split chunks of the shell's build: antd's core and the other dependencies of the shared modules.
  return name ?? 'shell chunks (antd core, rxjs + axios, shell UI)';
}

/**
 * Before any script: a stand-in for React's devtools hook. Every react-dom copy that starts
 * registers its renderer with it, so the count is the number of React DOM copies in the page.
 */
function countRenderers() {
  const renderers: unknown[] = [];
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer: unknown) {
      renderers.push(renderer);
      (window as unknown as { benchRenderers: number }).benchRenderers = renderers.length;
      return renderers.length;
    },
    checkDCE() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
  };
}

async function measure(page: Page, url: string, shared: Map<string, string>) {
  const rows: Row[] = [];
  const markers: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => {
          const text = body.toString('latin1');
          for (const [pkg, marker] of Object.entries(MARKERS))
            if (text.includes(marker)) markers[pkg] = (markers[pkg] ?? 0) + 1;
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
  await page.addInitScript(countRenderers);
  await page.goto(url);
  // The shell marks a region's app mounted; the page has loaded all it will once no new resource
  // has started for 2 s (on a busy machine, scripts still run well after network idle).
  await page.locator('#region-main [data-state="mounted"]').waitFor({ state: 'attached', timeout: 60_000 });
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
  const { copies, renderers, mounted } = await page.evaluate(() => {
    type Info = { loaded?: boolean; lib?: unknown };
    const federation = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
      }
    ).__FEDERATION__;
    const count: Record<string, number> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {}))
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const info of Object.values(versions))
            if (info.loaded || info.lib) count[pkg] = (count[pkg] ?? 0) + 1;
    return {
      copies: count,
      renderers: (window as unknown as { benchRenderers?: number }).benchRenderers ?? 0,
      // Which apps the shell mounted in the main region (a page that fell back or 404ed shows it).
      mounted: [...document.querySelectorAll('#region-main [data-state="mounted"]')].map(
        (e) => e.getAttribute('id') ?? e.getAttribute('data-app') ?? '',
      ),
    };
  });
  const groups: Record<string, number> = {};
  for (const row of rows) groups[row.group] = (groups[row.group] ?? 0) + row.gzip;
  return {
    url: new URL(page.url()).pathname,
    totalGzip: rows.reduce((sum, r) => sum + r.gzip, 0),
    totalWire: rows.reduce((sum, r) => sum + r.wire, 0),
    requests: rows.length,
    groups,
    copies,
    markers,
    renderers,
    mounted,
    files: rows.sort((a, b) => b.gzip - a.gzip),
  };
}

const ACCOUNTS: Record<Exclude<Role, 'guest'>, string> = {
  learner: 'learner@demo.test',
  instructor: 'instructor@demo.test',
  editor: 'editor@demo.test',
  admin: 'admin@demo.test',
};

async function signIn(page: Page, base: string, as: Role): Promise<void> {
  if (as === 'guest') return;
  const response = await page.request.post(`${base}/api/auth/login`, {
    data: { email: ACCOUNTS[as], password: 'Demo1234' },
    headers: { origin: base, 'x-requested-with': 'elearn' },
  });
  if (!response.ok()) throw new Error(`login as ${as}: ${response.status()} ${await response.text()}`);
}

/** The demo course's id (catalogue) and the path of its first lesson (its progress page's first Study link). */
async function findIds(browser: Browser, base: string): Promise<Site['ids']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, base, 'learner');
    const list = (await (await page.request.get(`${base}/api/course/list`)).json()) as {
      _id?: string;
      id?: string;
      seoTxt: string;
    }[];
    const course = list.find((c) => c.seoTxt === COURSE);
    const courseId = course?._id ?? course?.id;
    if (!courseId) throw new Error(`${COURSE} is not in /api/course/list`);
    await page.goto(`${base}/en/dashboard/course-progress/${courseId}`);
    const link = page.locator('#region-main a[href*="/dashboard/study/"]').first();
    await link.waitFor({ timeout: 60_000 });
    const href = (await link.getAttribute('href'))!;
    return { courseId, lessonPath: href.replace(/^\/[a-z]{2}(?=\/)/, '') };
  } finally {
    await context.close();
  }
}

/** Starts the API on `staticDir` and measures every page in a fresh browser context. */
async function measureSite(
  browser: Browser,
  staticDir: string,
  pages: readonly PageSpec[] = PAGES,
): Promise<Record<string, Result>> {
  const shared = sharedChunkNames(staticDir);
  const site = await startBenchSite(staticDir);
  const out: Record<string, Result> = {};
  try {
    const info: Site = { url: site.url, ids: await findIds(browser, site.url) };
    for (const spec of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, site.url, spec.as);
      const path = typeof spec.path === 'string' ? spec.path : spec.path(info);
      out[spec.id] = await measure(page, `${site.url}${path}`, shared);
      console.log(
        `${staticDir}: ${spec.id} ${kb(out[spec.id]!.totalGzip)} in ${out[spec.id]!.requests} files`,
      );
      await context.close();
    }
  } finally {
    await site.stop();
  }
  return out;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** "1 each" when every singleton is there once; else which are not. */
function copiesCell(result: Result): string {
  const problems = [
    ...Object.entries(result.copies)
      .filter(([, n]) => n !== 1)
      .map(([p, n]) => `${p} ×${n}`),
    ...(result.renderers !== 1 ? [`react-dom renderers ×${result.renderers}`] : []),
    ...Object.keys(MARKERS)
      .filter((p) => (result.markers[p] ?? 0) > 1)
      .map((p) => `${p} in ${result.markers[p]} files`),
  ];
  const absent = Object.keys(MARKERS).filter((p) => !result.markers[p]);
  const shared = Object.keys(result.copies).length;
  return problems.length
    ? `**${problems.join(', ')}**`
    : `1 each (${shared} shared modules, react-dom, ${Object.keys(MARKERS)
        .filter((p) => result.markers[p])
        .join(', ')})${absent.length ? `; not in the page: ${absent.join(', ')}` : ''}`;
}

function summary(
  after: Record<string, Result>,
  one: Record<string, Result>,
  before?: Record<string, Result>,
): string {
  const lines = [
    `| group | page | JS gzip${before ? ' before → after' : ''} | one bundle | ratio (goal ≤ 1.3×) | on the wire | requests (one bundle) | copies of each singleton |`,
    `|---|---|---|---|---|---|---|---|`,
  ];
  for (const { id, title, group } of PAGES) {
    const a = after[id]!;
    const o = one[id]!;
    const b = before?.[id];
    const ratio = a.totalGzip / o.totalGzip;
    lines.push(
      `| ${group} | ${title} | ${b ? `${kb(b.totalGzip)} → ` : ''}**${kb(a.totalGzip)}** | ${kb(o.totalGzip)} | ${ratio > 1.3 ? `**${ratio.toFixed(3)}× (over)**` : `${ratio.toFixed(2)}×`} | ${kb(a.totalWire)} | ${a.requests} (${o.requests}) | ${copiesCell(a)}${copiesCell(o).startsWith('**') ? ` · one bundle: ${copiesCell(o)}` : ''} |`,
    );
  }
  return lines.join('\n');
}

function table(title: string, result: Result): string {
  const lines = [`### ${title}: ${kb(result.totalGzip)} gzip of JS`, '', '| part | gzip |', '|---|---|'];
  for (const [group, bytes] of Object.entries(result.groups).sort((a, b) => b[1] - a[1]))
    lines.push(`| ${group} | ${kb(bytes)} |`);
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
  const deploy = join(ROOT, 'deploy');
  const only = process.env.BENCH_PAGES?.split(',');
  if (only) {
    try {
      const results = await measureSite(
        browser,
        deploy,
        PAGES.filter((p) => only.includes(p.id)),
      );
      for (const spec of PAGES)
        if (results[spec.id]) console.log(`${table(spec.title, results[spec.id]!)}\n`);
    } finally {
      await browser.close();
    }
    return;
  }
  const oneBundle = await buildOneBundle(deploy);
  const load: number[] = [loadavg()[0]!];
  try {
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    const before = baselineDir ? await measureSite(browser, baselineDir) : undefined;
    const after = await measureSite(browser, deploy);
    load.push(loadavg()[0]!);
    const one = await measureSite(browser, oneBundle.dir);
    load.push(loadavg()[0]!);
    const date = new Date().toISOString();
    writeFileSync(
      join(ROOT, 'bench/results/bundles.json'),
      `${JSON.stringify({ date, loadAverage: load, oneBundleBuildMs: oneBundle.ms, before, after, oneBundle: one }, null, 2)}\n`,
    );
    const landing = after.landing!.totalGzip;
    const doc = join(ROOT, 'docs/BENCHMARKS.md');
    const section = [
      '<!-- bundles:start -->',
      `Measured ${date.slice(0, 10)} on this ${cpus().length}-core machine (load average ${load.map((l) => l.toFixed(1)).join(' → ')}; sizes do not depend on it):`,
      'gzip -9 of each JS response, and the bytes on the wire as the server sent them (compressed or not).',
      'Baseline: the same sources as one application without Module Federation (esbuild, code splitting,',
      `minified; built in ${(oneBundle.ms / 1000).toFixed(1)} s by \`bench/lib/one-bundle.mjs\`), served by the same API and`,
      'measured page by page in the same run. Copies: the federation share scope (each loaded shared',
      "module's versions) and the React renderers registered in the page (one per react-dom copy).",
      before ? 'Before: the baseline build given in BENCH_BASELINE_DIR, measured in the same run.' : '',
      '',
      `Guest landing: **${kb(landing)}** (limit 250 KB: ${landing <= 250 * 1024 ? 'met' : 'over'}).`,
      '',
      summary(after, one, before),
      '',
      ...PAGES.flatMap(({ id, title }) => [table(title, after[id]!), '']),
      '<!-- bundles:end -->',
    ].join('\n');
    const current = readFileSync(doc, 'utf8');
    writeFileSync(doc, current.replace(/<!-- bundles:start -->[\s\S]*<!-- bundles:end -->/, section));
    console.log(section);
  } finally {
    await browser.close();
    rmSync(oneBundle.dir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
