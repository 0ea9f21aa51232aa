import { expect, test } from '@playwright/test';
import { HeaderAlerts, STAFF } from '../pages/header-alerts.page';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('support tickets (mf-header)', () => {
  test("a learner's ticket is answered by staff and the learner is told live", async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.signIn({ firstName: 'Hana', lastName: 'Youssef' });
    const subject = `Video will not play ${stamp()}`;
    await learner.goto('/tickets');
    await expect(learner.page.getByRole('heading', { level: 1, name: 'My support tickets' })).toBeVisible();
    await expect(learner.page.getByText('No tickets yet.')).toBeVisible();

    // A bad form says why and sends nothing.
    await learner.page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(learner.page.getByText('This field is required!').first()).toBeVisible();

    await learner.page.getByLabel('Subject').fill(subject);
    await learner.page.getByLabel('Category').selectOption('technical');
    await learner.page.getByLabel('Message', { exact: true }).fill('The lesson video stays black.');
    await learner.page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(learner.page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(learner.page.locator('#mh-tk-thread').locator('..')).toContainText('Open');
    expect(await learner.axe('.mh-tk')).toEqual([]);

    const staff = await HeaderAlerts.open(browser);
    await staff.signIn(STAFF);
    await staff.goto('/tickets');
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
    await staff.page.getByRole('searchbox', { name: 'Search by subject' }).fill(subject);
    await staff.page.getByRole('searchbox', { name: 'Search by subject' }).press('Enter');
    await staff.page.getByRole('button', { name: new RegExp(subject) }).click();
    await staff.page.getByLabel('Your reply').fill('Please reload the page; it works now.');
    await staff.page.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.page.getByText('Please reload the page; it works now.')).toBeVisible();

    // Live: the bell counts the answer and the open thread shows it, without a reload.
    await learner.expectCount('notifications', 1);
    await expect(learner.page.getByText('Please reload the page; it works now.')).toBeVisible();
    const panel = await learner.openPanel('notifications');
    await expect(panel).toContainText(`Support answered your ticket: ${subject}`);
    await learner.close();
    await staff.close();
  });

  test("another user's ticket is not theirs to read", async ({ browser }) => {
    const owner = await HeaderAlerts.open(browser);
    await owner.signIn({});
    const created = await owner.api('post', '/tickets', {
      subject: 'Private billing question',
      category: 'billing',
      message: 'About my invoice.',
    });
    expect(created.status()).toBe(201);
    const { ticket } = await created.json();
    const stranger = await HeaderAlerts.open(browser);
    await stranger.signIn({});
    expect((await stranger.api('get', `/tickets/${ticket.id}`)).status()).toBe(404);
    await stranger.goto(`/tickets?ticket=${ticket.id}`);
    await expect(stranger.page.getByText('We could not load this ticket.')).toBeVisible();
    await expect(stranger.page.getByText('About my invoice.')).toHaveCount(0);
    await owner.close();
    await stranger.close();
  });

  test('reads right to left in Arabic', async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.signIn({});
    await learner.goto('/tickets', 'ar');
    await expect(learner.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      learner.page.getByRole('heading', { level: 1, name: 'تذاكر الدعم الخاصة بي' }),
    ).toBeVisible();
    const list = await learner.page.locator('.mh-tk-card').first().boundingBox();
    const form = await learner.page.locator('.mh-tk-card').last().boundingBox();
    // The list comes first, so it stands on the right in Arabic.
    expect(list!.x).toBeGreaterThan(form!.x);
    expect(await learner.axe('.mh-tk')).toEqual([]);
    await learner.close();
  });
});
