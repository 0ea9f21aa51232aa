import { expect, test } from '@playwright/test';
import { CLUSTER } from '../fixtures/tags';
import { StudyCornersPage } from '../pages/study-corners.page';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('study corners (mf-tools)', () => {
  test(
    'two learners in one corner see each other and the same timer, and share notes',
    CLUSTER,
    async ({ browser }) => {
      const amal = await StudyCornersPage.open(browser, { firstName: 'Amal', lastName: 'Saad' });
      await amal.gotoList();
      await expect(amal.page.getByText('You have no study corners yet.')).toBeVisible();

      // The name needs 3 letters; then the card appears and Continue opens the corner.
      await amal.newCornerCard().click();
      const dialog = amal.page.getByRole('dialog', { name: 'New Study Corner' });
      await dialog.getByLabel('Name').fill('ab');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog.getByText('Must be 3 letters at least!')).toBeVisible();
      const name = `Revision ${stamp()}`;
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await amal
        .card(name)
        .getByRole('link', { name: `Continue in ${name}` })
        .click();
      await expect(amal.page).toHaveURL(/\/en\/dashboard\/study-corner\/[0-9a-f-]+$/);
      await expect(amal.present()).toHaveText(['Amal Saad']);
      const invite = await amal.inviteLink();

      // The invitation link makes Badr a member and opens the same corner.
      const badr = await StudyCornersPage.open(browser, { firstName: 'Badr', lastName: 'Nasser' });
      await badr.page.goto(invite);
      await expect(badr.page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(badr.present()).toHaveText(['Amal Saad', 'Badr Nasser']);
      await expect(amal.present()).toHaveText(['Amal Saad', 'Badr Nasser']);

      // Amal starts the timer: both count down the same seconds.
      await amal.page.getByRole('button', { name: 'Start' }).click();
      await expect(badr.page.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect(badr.timer()).toHaveText(/^24:\d\d$/);
      await expect
        .poll(async () => {
          const [a, b] = await Promise.all([amal.timer().textContent(), badr.timer().textContent()]);
          return a === b;
        })
        .toBe(true);
      // Badr pauses it: it stops at one value for both.
      await badr.page.getByRole('button', { name: 'Pause' }).click();
      await expect(amal.page.getByRole('button', { name: 'Start' })).toBeVisible();
      const stopped = await badr.timer().textContent();
      await expect(amal.timer()).toHaveText(stopped!);

      // Notes are saved as they are typed and reach the other member.
      await amal.notes().fill('Chapter 3: solve 2x + 3 = 11');
      await expect(amal.page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(badr.notes()).toHaveValue('Chapter 3: solve 2x + 3 = 11');

      expect(await amal.axe()).toEqual([]);
      expect(await badr.axe()).toEqual([]);

      // Badr leaves the page: Amal sees it.
      await badr.close();
      await expect(amal.present()).toHaveText(['Amal Saad']);
      await amal.close();
    },
  );

  test('a corner is deleted after the confirmation', async ({ browser }) => {
    const learner = await StudyCornersPage.open(browser, { firstName: 'Dina', lastName: 'Kamal' });
    const name = `To delete ${stamp()}`;
    expect((await learner.user.api('post', '/study-corners', { name })).status()).toBe(201);
    await learner.gotoList();
    await learner
      .card(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expect(learner.page.getByText('Please, Confirm delete!')).toBeVisible();
    await learner.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(learner.card(name)).toHaveCount(0);
    await expect(learner.page.getByText('You have no study corners yet.')).toBeVisible();
    await learner.close();
  });

  test('a plan without study corners shows the locked message', async ({ browser }) => {
    const learner = await StudyCornersPage.open(browser, { plan: 'Basic' });
    await learner.gotoList();
    await expect(learner.page.getByRole('alert')).toContainText(
      'This feature is locked. Please subscribe, renew your plan, or upgrade to unlock Study Corners.',
    );
    await expect(learner.page.getByRole('link', { name: 'See subscription options' })).toHaveAttribute(
      'href',
      '/en/subscription-options',
    );
    await learner.close();
  });

  test('reads right to left in Arabic', async ({ browser }) => {
    const learner = await StudyCornersPage.open(browser, { firstName: 'Hala', lastName: 'Omar' });
    const name = `ركن ${stamp()}`;
    expect((await learner.user.api('post', '/study-corners', { name })).status()).toBe(201);
    await learner.gotoList('ar');
    await expect(learner.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(learner.page.getByRole('heading', { level: 1, name: 'أركان الدراسة' })).toBeVisible();
    const first = await learner.newCornerCard().boundingBox();
    const second = await learner.card(name).boundingBox();
    // The New Study Corner card comes first, so it stands on the right.
    expect(first!.x).toBeGreaterThan(second!.x);
    expect(await learner.axe()).toEqual([]);
    await learner.card(name).getByRole('link').click();
    await expect(learner.page.getByRole('heading', { level: 2, name: 'مؤقت التركيز' })).toBeVisible();
    expect(await learner.axe()).toEqual([]);
    await learner.close();
  });
});
