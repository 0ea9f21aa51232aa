import { newAccount } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { AuthoringWizardPage, COVER_PNG } from '../pages/authoring-wizard.page';
import { LearningCataloguePage } from '../pages/learning-catalogue.page';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('course wizard (mf-authoring)', () => {
  test('an instructor creates a course with the offline AI; a learner finds it, enrols and opens a lesson', async ({
    page,
    browser,
    request,
  }) => {
    // Five steps with axe on each, background lesson building, then a second user: minutes on a loaded machine.
    test.setTimeout(360_000);
    const title = `Photosynthesis ${stamp()}`;
    const instructor = await newAccount(request, {
      role: 'Instructor',
      firstName: 'Omar',
      lastName: 'Haddad',
    });
    const wizard = new AuthoringWizardPage(page);
    const main = wizard.main;
    await wizard.signIn(instructor);
    await wizard.startFromCourses();
    await expect(main.getByText('You have no course to edit yet.')).toBeVisible();
    expect(await wizard.axe()).toEqual([]);
    await main.getByRole('link', { name: 'New course', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\/course-wizard\/[0-9a-f-]{36}$/);
    const draftUrl = page.url();

    // General: Forward with nothing filled shows the spec's messages on the fields.
    await wizard.stepHeading('General');
    await main.getByRole('button', { name: 'Forward to Outcomes' }).click();
    await expect(main.getByText('Must be 3 letters at least!')).toBeVisible();
    await expect(main.getByText('You have to add 1 keyword at least!')).toBeVisible();
    await expect(
      main.getByText('Must be image file (jpg, png, etc..) with max size equal to 1mb!'),
    ).toBeVisible();
    expect(await wizard.axe()).toEqual([]);

    await main.getByLabel('Title').fill(title);
    await main.getByLabel('Description').fill('How green plants turn light into food, step by step.');
    await main.getByRole('button', { name: 'Generate image with AI' }).click();
    await expect(
      main.getByText('Failed to generate image: no AI model is available on this server.', { exact: false }),
    ).toBeVisible();
    await main
      .getByLabel('Cover image')
      .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: COVER_PNG });
    await wizard.addKeyword('photosynthesis');
    await wizard.addKeyword('leaf structure');
    await main.getByLabel('Category of audience 1').selectOption({ index: 1 });
    await main.getByLabel('Educational system').selectOption({ index: 1 });
    await main.getByRole('group', { name: 'Grade levels' }).getByRole('checkbox').first().check();
    await expect(main.getByText('Draft saved')).toBeVisible();
    await expect(main.getByText('Cover saved with the draft.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('wizard-general-en.png'), fullPage: true });

    // Another device: the same draft, its cover file too.
    const device = await browser.newContext();
    const devicePage = await device.newPage();
    const elsewhere = new AuthoringWizardPage(devicePage);
    await elsewhere.signIn(instructor);
    await devicePage.goto(draftUrl);
    await expect(elsewhere.main.getByLabel('Title')).toHaveValue(title);
    await expect(elsewhere.main.getByText('Chosen: leaf.png')).toBeVisible();
    await expect(elsewhere.main.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await device.close();
    await main.getByRole('button', { name: 'Forward to Outcomes' }).click();

    // Outcomes: generated from the keywords; the second moved first with the keyboard.
    await wizard.stepHeading('Learning outcomes');
    await expect(wizard.outcomeToggle(2)).toContainText('leaf structure');
    expect(await wizard.axe()).toEqual([]);
    const handle = main.getByRole('button', { name: 'Drag learning outcome 2' });
    // dnd-kit's live region says where the item is once it has measured the list: only
    // then does it take the next key (an arrow pressed earlier is dropped).
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(liveRegion).toHaveText('learning outcome is now at position 2.');
    await page.keyboard.press('ArrowUp');
    await expect(liveRegion).toHaveText('learning outcome is now at position 1.');
    await page.keyboard.press('Space');
    await expect(liveRegion).toHaveText('learning outcome dropped at position 1.');
    await expect(wizard.outcomeToggle(1)).toContainText('leaf structure');
    await expect(wizard.outcomeToggle(2)).toContainText('photosynthesis');
    await page.screenshot({ path: test.info().outputPath('wizard-outcomes-en.png'), fullPage: true });
    await main.getByRole('button', { name: 'Forward to Modules' }).click();

    // Modules: generated on entering, per outcome.
    await wizard.stepHeading('Modules');
    await expect(main.getByLabel('Module 1 name').first()).not.toHaveValue('');
    expect(await wizard.axe()).toEqual([]);
    // One module's own enhance: a prompt first, then the AI's answer replaces the module.
    await main.getByRole('button', { name: 'Enhance module 1' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Enhance the module/ });
    await dialog.getByRole('button', { name: 'Enhance' }).click();
    await expect(dialog.getByText('You have to fill prompt first!')).toBeVisible();
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);
    await dialog.getByLabel('Prompt for the AI').fill('chlorophyll');
    await dialog.getByRole('button', { name: 'Enhance' }).click();
    await expect(dialog).toBeHidden();
    const lessonNames = main
      .locator('.wizard-card')
      .first()
      .getByLabel(/^Lesson \d+ name$/);
    await expect
      .poll(() => lessonNames.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
      .toContainEqual(expect.stringContaining('chlorophyll'));
    await page.screenshot({ path: test.info().outputPath('wizard-modules-en.png'), fullPage: true });
    await main.getByRole('button', { name: 'Forward to Review' }).click();

    // Review, then Create.
    await wizard.stepHeading('Review');
    await expect(main.getByText('No additional fees')).toBeVisible();
    expect(await wizard.axe()).toEqual([]);
    await main.getByRole('button', { name: 'Create Course' }).click();
    await expect(main.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    await expect(main.getByText('I will now build the lessons of each module for you')).toBeVisible();
    expect(await wizard.axe()).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('wizard-success-en.png'), fullPage: true });

    // The draft now opens on its success step; the list shows the lessons built in the background.
    await page.goto(draftUrl);
    await expect(main.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    await main.getByRole('link', { name: 'Your courses' }).click();
    const row = main.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText(/^Lessons: \d+$/)).toBeVisible({ timeout: 30_000 });
    await row.getByRole('link', { name: 'Preview' }).click();
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText('By the end of this lesson you will be able to:').first()).toBeVisible();

    // A learner, in a browser of their own, finds it in search, enrols and opens a lesson.
    const learner = await newAccount(request, { plan: 'Pro', firstName: 'Layla', lastName: 'Mansour' });
    const context = await browser.newContext();
    const learnerPage = await context.newPage();
    await new AuthoringWizardPage(learnerPage).signIn(learner);
    const catalogue = new LearningCataloguePage(learnerPage);
    await catalogue.gotoSearch();
    await catalogue.search(title);
    await expect.poll(() => catalogue.titles()).toContain(title);
    await catalogue.results.getByRole('link', { name: title }).first().click();
    await catalogue.main.getByRole('button', { name: 'Enrol for free' }).click();
    await expect(learnerPage).toHaveURL(/\/en\/dashboard\/course-progress\//);
    await catalogue.main
      .getByRole('link', { name: /^Study / })
      .first()
      .click();
    await expect(catalogue.main.getByRole('heading', { level: 1 })).toHaveText(/^Lesson 1:/);
    await expect(catalogue.main.getByText('By the end of this lesson you will be able to:')).toBeVisible();
    await context.close();
  });

  test('the wizard in Arabic reads right to left', async ({ page, request }) => {
    const instructor = await newAccount(request, { role: 'Instructor' });
    const wizard = new AuthoringWizardPage(page);
    await wizard.signIn(instructor);
    await page.goto('/ar/dashboard/course-wizard');
    await expect(page).toHaveURL(/\/ar\/dashboard\/course-wizard\/[0-9a-f-]{36}$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(wizard.main.getByRole('heading', { level: 1 })).toHaveText('دورة جديدة');
    await wizard.main.getByRole('button', { name: 'التالي: نواتج التعلم' }).click();
    await expect(wizard.main.getByText('يجب ألا يقل عن 3 أحرف!')).toBeVisible();
    // The steps list starts at the right edge of the page.
    const steps = await wizard.main.locator('.wizard-steps').boundingBox();
    const first = await wizard.main.locator('.wizard-steps li').first().boundingBox();
    expect(first!.x + first!.width).toBeGreaterThan(steps!.x + steps!.width - 40);
    expect(await wizard.axe()).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('wizard-general-ar.png'), fullPage: true });
  });
});
