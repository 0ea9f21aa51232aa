import { defineConfig } from '@playwright/test';

// The site is started by `npm test` (scripts/test.mjs), which passes its URL.
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm test -- --only=e2e`');

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  // Two workers share two cores: while one renders the XSS corpus (150 hostile comments at once),
  // a page in the other can take well over 10 s to mount. Waits, not retries: a page that never
  // comes still fails.
  expect: { timeout: 20_000 },
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['line'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/results.json' }],
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // Debian's Chromium: no test tool downloads a browser of its own here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
