import { expect, test } from '@playwright/test';
import { ForumPage } from '../pages/forum-page';

/**
 * The site keeps working under its Content-Security-Policy (issue 9): the main
 * pages, as a guest and as a signed-in learner, report no violation. Each
 * `securitypolicyviolation` event is collected in the page from its first
 * script on, and console errors that name the policy are collected too.
 */

/** A 1×1 PNG, to show an uploaded image in a post. */
const PNG_DOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test('no page breaks the Content-Security-Policy', async ({ page }) => {
  // Seven pages in one walk: each page's own wait stays the default.
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });

  const response = await page.goto('/en');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const visit = async (path: string, shown: (main: ReturnType<typeof page.locator>) => Promise<void>) => {
    await page.goto(path);
    await shown(page.locator('#region-main'));
    const violations = await page.evaluate(() => window.cspViolations);
    expect({ path, violations, consoleErrors }).toEqual({ path, violations: [], consoleErrors: [] });
  };
  const heading = async (main: ReturnType<typeof page.locator>) =>
    expect(main.getByRole('heading').first()).toBeVisible();

  await visit('/en', heading);
  await visit('/en/login', async (main) =>
    expect(main.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible(),
  );

  const forum = new ForumPage(page);
  await forum.signIn();
  const upload = await page.request.post(`/api/forum/uploadImage/${forum.course}`, {
    headers: { authorization: `Bearer ${forum.token}` },
    multipart: { image: { name: 'dot.png', mimeType: 'image/png', buffer: PNG_DOT } },
  });
  expect(upload.status()).toBe(201);
  const post = await forum.addPost(`<p>Headers check</p><img src="${(await upload.json()).url}" alt="dot">`);

  await visit('/en/dashboard', heading);
  await visit('/en/search-courses?q=algebra', async (main) =>
    expect(main.getByRole('heading', { level: 3, name: 'Algebra Foundations' })).toBeVisible(),
  );
  await visit('/en/course/algebra-foundations', async (main) =>
    expect(main.getByRole('heading', { level: 1, name: 'Algebra Foundations' })).toBeVisible(),
  );
  await visit(`/en/course/${forum.course}/forum`, async (main) =>
    expect(main.getByRole('heading', { name: 'Course forum' })).toBeVisible(),
  );
  await visit(`/en/course/${forum.course}/forum/${post.seoTxt}`, async (main) => {
    // The uploaded image loads (img-src 'self').
    await expect(main.getByRole('img', { name: 'dot' })).toHaveJSProperty('naturalWidth', 1);
  });
  await visit('/en/profile', heading);
  await visit('/en/dashboard/announcements', async (main) =>
    expect(main.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible(),
  );
});
