import { expect, test } from '@playwright/test';
import { HeaderAlerts, STAFF } from '../pages/header-alerts.page';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('announcements (mf-header)', () => {
  test('staff publish an announcement and a learner sees it in the bell without reloading', async ({
    browser,
  }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.register();
    await learner.goto('/dashboard');
    // Announcements are global and other tests publish and delete too: assertions follow this test's
    // own one, and counts only by direction (the exact drop by one is in the component tests).
    const panel = await learner.openPanel('announcements');

    const staff = await HeaderAlerts.open(browser);
    await staff.signIn(STAFF);
    await staff.goto('/dashboard/announcements');
    const title = `Exam timetable ${stamp()}`;
    const text = `Exams start on Monday.\n${'Bring your student card. '.repeat(30)}END-OF-TEXT`;
    const form = staff.page.getByRole('form', { name: 'Publish an announcement' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Text').fill(text);
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(staff.page.getByText('Announcement published.')).toBeVisible();
    await expect(staff.page.getByTestId('announcement').first()).toContainText(title);

    // The learner's page was not reloaded: the socket brought it into the open panel.
    const item = panel.getByTestId('announcement').filter({ hasText: title });
    await expect(item).toBeVisible();
    const unread = await learner.count('announcements');
    expect(unread).toBeGreaterThan(0);
    // The preview is cut at 400 characters, the dialog has it all.
    await expect(item).toContainText('…');
    await expect(item).not.toContainText('END-OF-TEXT');
    await item.getByRole('button').click();
    const dialog = learner.page.getByRole('dialog', { name: title });
    await expect(dialog.getByTestId('announcement-text')).toContainText('END-OF-TEXT');
    await expect.poll(() => learner.count('announcements')).toBeLessThan(unread);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(panel.getByTestId('announcement').filter({ hasText: title })).toHaveCount(0);

    // The page lists it as read, with the totals.
    await learner.page.getByRole('banner').getByRole('link', { name: 'See all' }).click();
    await expect(learner.page).toHaveURL(/\/en\/dashboard\/announcements$/);
    const listed = learner.page.getByTestId('announcement').filter({ hasText: title });
    await expect(listed).toBeVisible();
    await expect(listed).not.toContainText('Unread');
    await expect(learner.page.getByTestId('announcement-totals')).toContainText(/Total: \d+/);
    await expect(learner.page.getByRole('form', { name: 'Publish an announcement' })).toHaveCount(0);
    await expect(listed.getByRole('button', { name: /Delete/ })).toHaveCount(0);

    // Staff delete it; the learner's list follows live.
    const mine = staff.page.getByTestId('announcement').filter({ hasText: title });
    await mine.getByRole('button', { name: `Delete: ${title}` }).click();
    await staff.page.getByRole('button', { name: 'Yes' }).click();
    await expect(mine).toHaveCount(0);
    await expect(listed).toHaveCount(0);
    await staff.close();
    await learner.close();
  });

  test('a deleted unread announcement leaves the bell and its count', async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.register();
    await learner.goto('/dashboard');
    const panel = await learner.openPanel('announcements');
    const staff = await HeaderAlerts.open(browser);
    await staff.signIn(STAFF);
    const title = `Room change ${stamp()}`;
    const created = await staff.api('post', '/announcements', { title, text: 'Room 4 today.' });
    expect(created.status()).toBe(201);
    const item = panel.getByTestId('announcement').filter({ hasText: title });
    await expect(item).toBeVisible();
    const unread = await learner.count('announcements');
    const { id } = await created.json();
    expect((await staff.api('delete', `/announcements/${id}`)).status()).toBe(200);
    await expect(item).toHaveCount(0);
    await expect.poll(() => learner.count('announcements')).toBeLessThan(unread);
    await staff.close();
    await learner.close();
  });

  test('a learner cannot publish through the API', async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.register();
    const refused = await learner.api('post', '/announcements', { title: 'Not allowed', text: 'Nope' });
    expect(refused.status()).toBe(403);
    await learner.close();
  });

  test('in Arabic the popup, the dialog and the page read right to left', async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.register();
    const staff = await HeaderAlerts.open(browser);
    await staff.signIn(STAFF);
    const title = `تغيير موعد الاختبار ${stamp()}`;
    const created = await staff.api('post', '/announcements', {
      title,
      text: 'يبدأ الاختبار يوم الاثنين الساعة 9 صباحًا في القاعة 4 (Room 4).',
    });
    expect(created.status()).toBe(201);
    await learner.goto('/dashboard', 'ar');
    await expect(learner.page.locator('html')).toHaveAttribute('dir', 'rtl');
    const panel = await learner.openPanel('announcements');
    await expect(panel.getByRole('heading', { name: 'الإعلانات' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'عرض الكل' })).toHaveAttribute(
      'href',
      '/ar/dashboard/announcements',
    );
    expect(await panel.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    const bell = (await learner.bell('announcements').boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(Math.abs(box.x - (bell.x - 8))).toBeLessThan(3);
    await learner.page.screenshot({ path: test.info().outputPath('announcements-popup-ar.png') });
    expect(await learner.axe('#region-header')).toEqual([]);

    await panel.getByTestId('announcement').filter({ hasText: title }).getByRole('button').click();
    const dialog = learner.page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText('يبدأ الاختبار يوم الاثنين');
    await expect(dialog.getByRole('button', { name: 'إغلاق' }).last()).toBeVisible();
    expect(await dialog.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    // The title starts at the right edge of the dialog.
    const dialogBox = (await dialog.boundingBox())!;
    const titleBox = (await dialog.locator('.mh-ann-modal__title').boundingBox())!;
    expect(dialogBox.x + dialogBox.width - (titleBox.x + titleBox.width)).toBeLessThan(80);
    await learner.page.screenshot({ path: test.info().outputPath('announcement-dialog-ar.png') });
    expect(await learner.axe('.ant-modal-root')).toEqual([]);
    await dialog.getByRole('button', { name: 'إغلاق' }).last().click();

    await learner.page.goto('/ar/dashboard/announcements');
    await expect(learner.page.getByRole('heading', { level: 1, name: 'الإعلانات' })).toBeVisible();
    await expect(learner.page.getByTestId('announcement-totals')).toContainText('الإجمالي:');
    await learner.page.screenshot({
      path: test.info().outputPath('announcements-page-ar.png'),
      fullPage: true,
    });
    expect(await learner.axe('#region-main')).toEqual([]);
    expect((await staff.api('delete', `/announcements/${(await created.json()).id}`)).status()).toBe(200);
    await staff.close();
    await learner.close();
  });
});
