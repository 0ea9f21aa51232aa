import { expect, test } from '@playwright/test';
import { FORUM_COURSE, HeaderAlerts, STAFF } from '../pages/header-alerts.page';

test.describe('profile (mf-header)', () => {
  test('edits persist, and a muted kind of notification is not delivered', async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.signIn({ enrolments: [FORUM_COURSE], firstName: 'Karim', lastName: 'Nabil' });
    await learner.goto('/profile');
    const page = learner.page;
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

    await page.getByLabel('First name').fill('Ka');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Must be 3 letters at least!')).toBeVisible();

    await page.getByLabel('First name').fill('Kareem');
    await page.getByLabel('Phone').fill('+20 100 555 1234');
    await page.getByLabel('School system').selectOption('british');
    await page.getByLabel('Grade level').fill('Year 11');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Forum in the app' }).uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Saved.').first()).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Kareem');
    await expect(page.getByLabel('Phone')).toHaveValue('+20 100 555 1234');
    await expect(page.getByLabel('School system')).toHaveValue('british');
    await expect(page.getByRole('checkbox', { name: 'Forum in the app' })).not.toBeChecked();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kareem Nabil');
    // Checked at rest: a button in its saving state is drawn faded on purpose.
    expect(await learner.axe('.mh-profile')).toEqual([]);

    // Staff comment on the learner's post: a forum notification, which the learner muted.
    const created = await learner.api('post', `/forum/addPost/${FORUM_COURSE}`, {
      content: '<p>My notes</p>',
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as { id: string };
    const staff = await HeaderAlerts.open(browser);
    await staff.signIn(STAFF);
    expect(
      (await staff.api('post', `/forum/addComment/${post.id}`, { content: '<p>Nice</p>' })).status(),
    ).toBe(201);
    const list = await (await learner.api('get', '/notification/listAll?limit=5')).json();
    expect(list.total).toBe(0);
    await learner.expectCount('notifications', 0);
    await learner.close();
    await staff.close();
  });

  test('reads right to left in Arabic', async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.signIn({});
    await learner.goto('/profile', 'ar');
    await expect(learner.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(learner.page.getByRole('heading', { name: 'بياناتك' })).toBeVisible();
    expect(await learner.axe('.mh-profile')).toEqual([]);
    await learner.close();
  });
});
