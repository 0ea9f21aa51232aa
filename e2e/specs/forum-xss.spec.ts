import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ForumPage } from '../pages/forum-page';

interface Vector {
  id: number;
  payload: string;
  trigger: string | null;
}
// The corpus lives in the repository (test-data/xss/README.md names its source and licence).
const CORPUS = join(__dirname, '../../test-data/xss/xss-h5sc.json');
const { items } = JSON.parse(readFileSync(CORPUS, 'utf8')) as { items: Vector[] };

/**
 * Waits until what the vectors could still set off has had its turn: every
 * image has loaded or failed (their load/error handlers have been queued),
 * then two animation frames and a macrotask let queued handlers run.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

// The suite runs in Chromium only (playwright.config.ts): that is the browser this checks.
test('no corpus vector runs when the forum renders it (Chromium)', async ({ page }) => {
  test.setTimeout(120_000);
  const forum = new ForumPage(page);
  await forum.signIn();
  const post = await forum.addPost('<p>XSS thread</p>');
  // Every vector as a comment and a reply on one post (posts too: the first page of the list).
  let lastComment = '';
  for (const vector of items) {
    const comment = await forum.api('post', `/addComment/${post.id}`, { content: vector.payload });
    if (comment.status() === 201) {
      lastComment = (await comment.json()).id;
      await forum.api('post', `/replyComment/${lastComment}`, { content: vector.payload });
    }
    await forum.api('post', `/addPost/${forum.course}`, { content: vector.payload });
  }
  expect(lastComment).not.toBe('');

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  await page.addInitScript(() => {
    (window as unknown as { __xssSentinel: string[] }).__xssSentinel = [];
  });

  for (const path of [
    `/en/course/${forum.course}/forum`,
    `/en/course/${forum.course}/forum/${post.seoTxt}?comment=${lastComment}`,
  ]) {
    await page.goto(path);
    // The deep link renders all ~150 hostile comments with their replies at once: on a loaded
    // 2-core machine with another worker busy that takes longer than the default 10 s.
    const loaded = { timeout: 30_000 };
    await expect(forum.main.getByTestId(path.includes('?') ? 'post' : 'post-card').first()).toBeVisible(
      loaded,
    );
    await expect(page.locator(`#forum-item-${lastComment}`).or(forum.posts().first())).toBeVisible(loaded);
    for (const vector of items.filter((v) => v.trigger)) {
      await page.evaluate((script) => {
        try {
          new Function(script)();
        } catch {
          // A trigger whose element was removed by the sanitiser has nothing to act on.
        }
      }, vector.trigger!);
    }
    await settled(page);
  }
  const written = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return ['xss', 'XSS', 'pwned', '__xss'].filter((k) => k in w);
  });
  expect(dialogs).toEqual([]);
  expect(written).toEqual([]);
  expect(foreign).toEqual([]);
});
