/**
 * What opening Eve costs a page: the learner dashboard's JavaScript (the baseline, same run), then
 * the JavaScript that loads when the header's Eve button opens the panel, until the question box is
 * there and nothing new has started for 2 s. gzip -9 of each response body. A measurement, not a test.
 *
 *   node scripts/build-site.mjs && node scripts/pnpm.mjs --filter bench eve-panel
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { startBenchSite } from './bench-site.mjs';

const ROOT = join(__dirname, '..');

/** Resolves once no resource has started for 2 s (scripts keep loading after network idle). */
const quiet = (page: Page) =>
  page.waitForFunction(
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

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const site = await startBenchSite(join(ROOT, 'deploy'));
  try {
    const page = await browser.newPage();
    await page.request.post(`${site.url}/api/auth/login`, {
      data: { email: 'learner@demo.test', password: 'Demo1234' },
    });
    let phase: 'page' | 'eve' = 'page';
    const bytes = { page: 0, eve: 0 };
    const files = { page: 0, eve: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      const into = phase;
      pending.push(
        response
          .body()
          .then((body) => {
            bytes[into] += gzipSync(body, { level: 9 }).length;
            files[into] += 1;
          })
          .catch(() => undefined),
      );
    });
    await page.goto(`${site.url}/en/dashboard`);
    await page.locator('#region-main [data-state="mounted"]').waitFor({ state: 'attached' });
    await quiet(page);
    await Promise.all(pending);
    phase = 'eve';
    await page.getByRole('button', { name: 'Ask Eve, the AI tutor' }).click();
    await page.locator('#mt-eve-prompt').waitFor();
    await quiet(page);
    await Promise.all(pending);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`Learner dashboard (baseline): ${kb(bytes.page)} gzip of JS in ${files.page} files`);
    console.log(`Opening Eve adds: ${kb(bytes.eve)} gzip of JS in ${files.eve} files`);
  } finally {
    await site.stop();
    await browser.close();
  }
}

void main();
