/**
 * Bundle benchmark: what JavaScript the guest landing and the learner
 * dashboard load (gzip -9 of each response body, so independent of server
 * compression), grouped into shell, shared modules and remotes, and how many
 * copies of each singleton the page holds. Writes bench/results/bundles.json
 * and the table in docs/BENCHMARKS.md. A measurement, not a test.
 *
 *   node scripts/build-site.mjs && node scripts/pnpm.mjs --filter bench bundles
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const ROOT = join(__dirname, '..');

interface Row {
  url: string;
  group: string;
  raw: number;
  gzip: number;
}

/** Which shared module a shell chunk carries, from the shell's manifest. */
function sharedChunkNames(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'deploy/shell/mf-manifest.json'), 'utf8'));
  const names = new Map<string, string>();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
      names.set(file, `shared ${shared.name}`);
  }
  return names;
}

function groupOf(path: string, shared: Map<string, string>): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  if (remote) return `remote ${remote[1]}`;
  const file = path.replace(/^\//, '').split('?')[0]!;
  if (file === 'main.js') return 'shell entry (federation runtime, single-spa, boot)';
  // Split chunks of the shell's build: antd and the other dependencies of the shared modules.
  return shared.get(file) ?? 'shell chunks (antd, rxjs + axios, shell UI)';
}

async function measure(page: Page, go: () => Promise<void>, shared: Map<string, string>) {
  const rows: Row[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((body) => {
          rows.push({
            url: url.pathname,
            group: groupOf(url.pathname, shared),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        })
        .catch(() => undefined),
    );
  });
  await go();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
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
    groups,
    copies,
    files: rows.sort((a, b) => b.gzip - a.gzip),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(title: string, result: Awaited<ReturnType<typeof measure>>): string {
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
  const shared = sharedChunkNames();
  let base = process.env.BENCH_BASE_URL;
  let stop = async () => {};
  if (!base) {
    const { startSite } = await import(join(ROOT, 'scripts/lib/site-server.mjs'));
    const { freePort } = await import(join(ROOT, 'scripts/lib/run.mjs'));
    const site = await startSite({
      port: await freePort(),
      dataDir: mkdtempSync(join(tmpdir(), 'elearn-bench-')),
      quiet: true,
      env: { LOG_LEVEL: 'warn' },
    });
    base = site.url as string;
    stop = site.stop;
  }
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
    const guest = await browser.newPage();
    const landing = await measure(guest, async () => void (await guest.goto(`${base}/en`)), shared);
    const learner = await browser.newPage();
    await learner.request.post(`${base}/api/auth/login`, {
      data: { email: 'learner@demo.test', password: 'Demo1234' },
    });
    const dashboard = await measure(
      learner,
      async () => void (await learner.goto(`${base}/en/dashboard`)),
      shared,
    );
    const result = { date: new Date().toISOString(), landing, dashboard };
    writeFileSync(join(ROOT, 'bench/results/bundles.json'), `${JSON.stringify(result, null, 2)}\n`);
    const doc = join(ROOT, 'docs/BENCHMARKS.md');
    const section = [
      '<!-- bundles:start -->',
      `Measured ${result.date.slice(0, 10)} on the 2-core CI machine kind (gzip -9 of each JS response).`,
      '',
      table('Guest landing /en', landing),
      '',
      table('Learner dashboard /en/dashboard', dashboard),
      '<!-- bundles:end -->',
    ].join('\n');
    const current = readFileSync(doc, 'utf8');
    writeFileSync(doc, current.replace(/<!-- bundles:start -->[\s\S]*<!-- bundles:end -->/, section));
    console.log(section);
  } finally {
    await browser.close();
    await stop();
  }
}

void main();
