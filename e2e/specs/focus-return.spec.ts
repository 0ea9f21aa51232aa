import type { Locator, Page } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { AdminScreens } from '../pages/admin.page';
import { AuthoringWizardPage, COVER_PNG } from '../pages/authoring-wizard.page';
import { CalendarPage } from '../pages/calendar.page';
import { HeaderLoginPage } from '../pages/header-auth.page';
import { HeaderRewards } from '../pages/header-rewards.page';
import { MaterialsPage, materialsCourse } from '../pages/materials.page';

/**
 * Focus after dialogs and steps, one check per remote (issue 30; @elearn/ui's useReturnFocus and
 * useFocusOnChange): a dialog closed with Escape or with its Cancel (or Close) button gives focus
 * back to the button that opened it; a wizard's Next moves focus to the new step's heading.
 */

/** Opens `dialog` with `opener` (by keyboard, as a keyboard user would) and closes it both ways. */
async function closesBackToOpener(page: Page, opener: Locator, dialog: Locator, cancel: string) {
  for (const how of ['Escape', cancel]) {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
}

test.describe('focus returns to the opener (every remote)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('mf-header: the coins store, and its purchase’s OK', async ({ page, learner }) => {
    const login = new HeaderLoginPage(page);
    await login.goto('en');
    await login.signIn(learner.email, learner.password);
    const rewards = new HeaderRewards(page);
    await rewards.header.expectSignedIn();
    const coins = rewards.header.banner.locator('[data-stat="coins"] button');
    const store = rewards.dialog('Coins store');
    await closesBackToOpener(page, coins, store, 'Close');

    await coins.click();
    const buy = store.getByRole('button', { name: 'Buy Sticker pack' });
    await buy.focus();
    await page.keyboard.press('Enter');
    await rewards.box('Buy Sticker pack?').getByRole('button', { name: 'Buy' }).click();
    const done = rewards.box('Sticker pack is in your warehouse now.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();
    await expect(buy).toBeFocused();
  });

  test('mf-calendar: the event dialog', async ({ page }) => {
    const calendar = new CalendarPage(page);
    await calendar.signIn();
    await calendar.open();
    await closesBackToOpener(
      page,
      calendar.main.getByRole('button', { name: 'Add event' }),
      calendar.dialog(),
      'Cancel',
    );
  });

  test('mf-admin: a form dialog', async ({ page, admin }) => {
    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('plans');
    await closesBackToOpener(
      page,
      screens.main.getByRole('button', { name: /New plan/ }),
      screens.dialog(),
      'Cancel',
    );
  });

  test('mf-materials: the roadmap, its lesson popup and its views', async ({ page }) => {
    const { course, learner } = await materialsCourse(page);
    const materials = new MaterialsPage(page);
    await materials.signIn(learner);
    await materials.open(course.id);
    const open = materials.main.getByRole('button', { name: 'View Course Roadmap' });
    const roadmap = page.getByRole('dialog', { name: 'Course roadmap' });
    await closesBackToOpener(page, open, roadmap, 'Close');

    await open.click();
    await roadmap.getByRole('button', { name: '1 Unit 1: Equations' }).click();
    const unit = roadmap.getByRole('button', { name: 'Unit 1: Equations (2)' });
    const lesson = page.getByRole('dialog', { name: 'Unit 1: Equations', exact: true });
    await closesBackToOpener(page, unit, lesson, 'Close');
    // A file opened from the popup replaces the map: focus is on the file's name, then on the map.
    await unit.click();
    await lesson.getByRole('button', { name: 'Linear equations.pdf' }).click();
    const fileName = roadmap.getByRole('region', { name: 'Linear equations.pdf' }).locator('strong');
    await expect(fileName).toHaveText('Linear equations.pdf');
    await expect(fileName).toBeFocused();
    await roadmap.getByRole('button', { name: 'Return to map' }).click();
    await expect(roadmap.locator('.materials-roadmap-map')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
  });

  test('mf-authoring: the wizard’s Next and Back focus the new step’s heading; the enhance dialog returns', async ({
    page,
    request,
  }) => {
    const instructor = await newAccount(request, { role: 'Instructor' });
    const wizard = new AuthoringWizardPage(page);
    const main = wizard.main;
    await wizard.signIn(instructor);
    await wizard.startFromCourses();
    await main.getByRole('link', { name: 'New course', exact: true }).click();
    await wizard.stepHeading('General');
    await main.getByLabel('Title').fill(`Focus order ${Date.now().toString(36)}`);
    await main.getByLabel('Description').fill('Where focus goes when the content changes.');
    await main
      .getByLabel('Cover image')
      .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: COVER_PNG });
    await wizard.addKeyword('focus');
    await main.getByLabel('Category of audience 1').selectOption({ index: 1 });
    await main.getByLabel('Educational system').selectOption({ index: 1 });
    await main.getByRole('group', { name: 'Grade levels' }).getByRole('checkbox').first().check();
    await expect(main.getByText('Cover saved with the draft.')).toBeVisible();

    await main.getByRole('button', { name: 'Forward to Outcomes' }).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', { level: 2, name: 'Learning outcomes' })).toBeFocused();
    await main.getByRole('button', { name: 'Forward to Modules' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Modules' })).toBeFocused();

    await expect(main.getByLabel('Module 1 name').first()).not.toHaveValue('');
    const enhance = main.getByRole('button', { name: 'Enhance module 1' }).first();
    await closesBackToOpener(
      page,
      enhance,
      page.getByRole('dialog', { name: /^Enhance the module/ }),
      'Cancel',
    );

    await main.getByRole('button', { name: 'Back to Outcomes' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Learning outcomes' })).toBeFocused();
  });
});
