import { expect, test, type WebSocketRoute } from '@playwright/test';
import { FORUM_COURSE, HeaderAlerts, STAFF } from '../pages/header-alerts.page';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Notifications come from real flows: staff comment on a learner's forum post,
 * and the forum notifies the post's author. Both are fresh accounts, so the
 * counts are this test's own.
 */
async function authorWithComments(browser: import('@playwright/test').Browser, comments: number) {
  const author = await HeaderAlerts.open(browser);
  await author.signIn({ enrolments: [FORUM_COURSE], firstName: 'Omar', lastName: 'Farouk' });
  const created = await author.api('post', `/forum/addPost/${FORUM_COURSE}`, {
    content: `<p>Week plan ${stamp()}</p>`,
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: string; seoTxt: string };
  const staff = await HeaderAlerts.open(browser);
  await staff.signIn(STAFF);
  const comment = async (i: number) => {
    const response = await staff.api('post', `/forum/addComment/${post.id}`, { content: `<p>Note ${i}</p>` });
    expect(response.status()).toBe(201);
  };
  for (let i = 1; i <= comments; i += 1) await comment(i);
  return { author, staff, post, comment };
}

test.describe('notifications (mf-header)', () => {
  test('pages 5 at a time, marks one seen when opened, and marks all seen', async ({ browser }) => {
    const { author, staff, post, comment } = await authorWithComments(browser, 7);
    const mine = `a[href*="/forum/${post.seoTxt}?"]`;
    await author.goto('/dashboard');
    await author.expectCount('notifications', 7);
    await expect(author.bell('notifications')).toContainText('7');

    const panel = await author.openPanel('notifications');
    const rows = panel.getByTestId('notification');
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText('Claire Dubois commented on your post');
    await expect(panel.locator(mine)).toHaveCount(5);
    await panel.getByRole('button', { name: 'Load More' }).click();
    await expect(panel.locator(mine)).toHaveCount(7);
    expect(await rows.count()).toBeGreaterThan(5);

    // A comment while the page is open arrives live, on top.
    await comment(8);
    await author.expectCount('notifications', 8);
    await expect(panel.locator(mine)).toHaveCount(8);
    await expect(rows.first()).toHaveAttribute('data-unseen', 'true');

    // Opening one goes to the comment and counts it seen.
    const first = rows.first().getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/en/course/${FORUM_COURSE}/forum/${post.seoTxt}\\?comment=`));
    await first.click();
    await expect(author.page).toHaveURL(href!);
    await author.expectCount('notifications', 7);

    const again = await author.openPanel('notifications');
    await again.getByRole('button', { name: 'Mark all as seen' }).click();
    await author.expectCount('notifications', 0);
    await expect(author.bell('notifications')).toHaveAccessibleName('Notifications');
    await expect(again.locator('[data-unseen="true"]')).toHaveCount(0);
    await expect(again.getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
    await staff.close();
    await author.close();
  });

  test('a reconnect the server does not recover loads what was missed: the bell counts it', async ({
    browser,
  }) => {
    const { author, staff, post, comment } = await authorWithComments(browser, 1);
    // The socket goes through the test: it can drop the connection, hold the reconnect, and make
    // the server forget the session (as after an API restart or a drop past the recovery window).
    let connects = 0;
    let dropped: { page: WebSocketRoute; server: WebSocketRoute } | undefined;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await author.page.routeWebSocket(/\/socket\.io\//, async (ws) => {
      const reconnect = dropped !== undefined;
      if (reconnect) await released;
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        // The CONNECT packet: without the session id and offset, the server has nothing to replay.
        if (reconnect && typeof message === 'string' && message.startsWith('40{')) {
          const { pid: _pid, offset: _offset, ...auth } = JSON.parse(message.slice(2));
          server.send(`40${JSON.stringify(auth)}`);
        } else server.send(message);
      });
      server.onMessage((message) => {
        if (typeof message === 'string' && message.startsWith('40')) connects += 1;
        ws.send(message);
      });
      dropped = { page: ws, server };
    });
    await author.goto('/dashboard');
    await author.expectCount('notifications', 1);
    await expect.poll(() => connects).toBe(1);

    // The connection drops (both ends see it close), and a comment is made meanwhile.
    await dropped!.server.close();
    await dropped!.page.close();
    await comment(2);
    release();
    await expect.poll(() => connects).toBe(2);
    await author.expectCount('notifications', 2);
    const panel = await author.openPanel('notifications');
    await expect(panel.locator(`a[href*="/forum/${post.seoTxt}?"]`)).toHaveCount(2);
    await staff.close();
    await author.close();
  });

  test('a new learner has none: the popup says so', async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.register();
    await learner.goto('/dashboard');
    // From the keyboard: the panel takes focus, Escape gives it back to the bell.
    await learner.bell('notifications').focus();
    await learner.page.keyboard.press('Enter');
    const panel = learner.panel('notifications');
    await expect(panel).toBeFocused();
    await expect(panel.getByText('No notifications')).toBeVisible();
    await learner.page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Refresh' })).toBeFocused();
    await learner.page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(learner.bell('notifications')).toBeFocused();
    await expect(learner.bell('notifications')).toHaveAccessibleName('Notifications');
    await learner.close();
  });

  test('in Arabic the popup opens toward the page, right to left', async ({ browser }) => {
    const { author, staff } = await authorWithComments(browser, 2);
    await author.goto('/dashboard', 'ar');
    await expect(author.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await author.expectCount('notifications', 2);
    const panel = await author.openPanel('notifications');
    await expect(panel.getByRole('heading', { name: 'الإشعارات' })).toBeVisible();
    await expect(panel.getByTestId('notification').first()).toContainText('علّق Claire Dubois على منشورك');
    await expect(panel.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeEnabled();
    expect(await panel.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    // The bells sit at the bar's left end in Arabic: the panel hangs from the bell's left edge into the page.
    const bell = (await author.bell('notifications').boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(Math.abs(box.x - (bell.x - 8))).toBeLessThan(3);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    // The unseen dot is on the right, where Arabic lines start.
    const row = (await panel.getByTestId('notification').first().boundingBox())!;
    const dot = await panel
      .locator('.mh-note--unseen')
      .first()
      .evaluate((node) => Number.parseFloat(getComputedStyle(node, '::before').right));
    expect(dot).toBeLessThan(row.width / 2);
    await author.page.screenshot({ path: test.info().outputPath('notifications-ar.png') });
    expect(await author.axe('#region-header')).toEqual([]);
    await staff.close();
    await author.close();
  });
});
