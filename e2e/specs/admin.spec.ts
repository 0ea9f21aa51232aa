import { newAccount, newCourse } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { AdminScreens, PNG_FILE } from '../pages/admin.page';
import { HeaderRewards } from '../pages/header-rewards.page';

// Each test has its own admin (and learner, instructor): parallel workers share no account.
// Names carry the test's own stamp, so a record of one run never meets another's.
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('administration (mf-admin)', () => {
  // Forms, uploads and an axe pass on each screen: more than one page's default budget on a busy machine.
  test.slow();

  test('an admin creates a plan with two catalogue features', async ({ page, admin }) => {
    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('plans');
    await screens.expectAccessible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Administration' })).toBeVisible();

    await screens.main.getByRole('button', { name: /New plan/ }).click();
    const dialog = screens.dialog();
    await expect(dialog.getByText('No features added yet...')).toBeVisible();
    await screens.expectDialogAccessible();
    await dialog.getByLabel('Name').fill('ab');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Must be 3 letters at least!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();

    const name = `Family ${stamp()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Duration (months)').fill('6');
    await dialog.getByLabel('Fees (EGP)').fill('300');
    await dialog.getByRole('button', { name: /Add Feature/ }).click();
    await dialog.getByRole('button', { name: /Add Feature/ }).click();
    await dialog.getByRole('combobox', { name: 'Feature' }).nth(1).selectOption({ label: 'Ask Eve' });
    await dialog.getByRole('spinbutton', { name: 'Quota per day' }).fill('3');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    await screens.main.getByRole('searchbox', { name: 'Search' }).fill(name);
    await screens.main.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(screens.row(name)).toContainText('Course enrolment, Ask Eve');
    // Everyone sees it among the subscription options' plans.
    const plans = await (await page.request.get('/api/plans')).json();
    expect(plans.find((p: { name: string }) => p.name === name)).toMatchObject({
      feesPiastres: 30_000,
      features: [{ name: 'courses' }, { name: 'askEve', quotaPerDay: 3 }],
    });
  });

  test('an admin adds a store item with an image, and a learner sees it in the coins store', async ({
    page,
    admin,
    learner,
  }) => {
    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('store-items');
    await screens.expectAccessible();
    await screens.main.getByRole('button', { name: /New store item/ }).click();
    const dialog = screens.dialog();
    const name = `Golden pen ${stamp()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Category').selectOption({ index: 1 });
    await dialog.getByLabel('Price (coins)').fill('5');
    await dialog.getByLabel('Available').fill('-1');
    await dialog.getByLabel('Available').blur();
    await expect(dialog.getByText('Must be a non-negative number!')).toBeVisible();
    await dialog.getByLabel('Available').fill('4');
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(PNG_FILE);
    await expect(dialog.getByRole('img', { name: 'Chosen image' })).toBeVisible();
    await screens.expectDialogAccessible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    // An update waits until something changes.
    await screens.main.getByRole('searchbox', { name: 'Search' }).fill(name);
    await screens.main.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await screens
      .row(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(screens.dialog().getByRole('button', { name: 'Update' })).toBeDisabled();
    await screens.dialog().getByLabel('Available').fill('3');
    await expect(screens.dialog().getByRole('button', { name: 'Update' })).toBeEnabled();
    await screens.dialog().getByRole('button', { name: 'Cancel' }).click();

    // The learner, in the same browser after the admin's session is gone.
    await page.context().clearCookies();
    await screens.signIn(learner);
    await page.goto('/en/dashboard');
    const rewards = new HeaderRewards(page);
    await rewards.header.expectSignedIn();
    await rewards.openFromStat('coins', 'Coins store');
    const card = rewards.storeItem(name);
    await expect(card).toBeVisible();
    const image = card.locator('img');
    await expect(image).toHaveAttribute('src', /^\/api\/files\/[a-f0-9]{32}\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  test('an admin adds a rank reward', async ({ page, admin }) => {
    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('rank-rewards');
    await screens.expectAccessible();
    await screens.main.getByRole('button', { name: /New rank reward/ }).click();
    const dialog = screens.dialog();
    const name = `Trophy ${stamp()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Year').fill('1800');
    await dialog.getByLabel('Year').blur();
    await expect(dialog.getByText('Must be a number between 1900 and 2100!')).toBeVisible();
    // A place of a year of its own: (year, rank) is unique.
    await dialog.getByLabel('Year').fill(String(2050 + Math.floor(Math.random() * 50)));
    await dialog.getByLabel('Rank').fill(String(100 + Math.floor(Math.random() * 1e6)));
    await dialog.getByLabel('Description').fill('A crystal trophy for a learner who never gave up.');
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(PNG_FILE);
    await expect(dialog.getByRole('img', { name: 'Chosen image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await screens.main.getByRole('searchbox', { name: 'Search' }).fill(name);
    await screens.main.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(screens.row(name)).toBeVisible();
  });

  test('an admin assigns a course to an instructor, who then teaches it', async ({
    page,
    admin,
    request,
  }) => {
    const instructor = await newAccount(request, {
      role: 'Instructor',
      firstName: 'Karim',
      lastName: `Zed${stamp()}`,
    });
    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('assign-courses');
    await screens.expectAccessible();
    const form = screens.main.getByRole('form', { name: 'Assign Courses To Instructors' });
    await form.getByRole('button', { name: 'Assign' }).click();
    await expect(form.getByText('Courses List field is required!')).toBeVisible();
    await expect(form.getByText('Instructors List field is required!')).toBeVisible();
    await form.getByLabel('Courses List').selectOption({ label: 'Physics: Motion and Forces' });
    await form.getByLabel('Instructors List').selectOption({ value: instructor.id });
    await form.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText('1 new assignment saved.')).toBeVisible();
    await expect(screens.main.getByRole('region', { name: /teaches$/ })).toContainText(
      'Physics: Motion and Forces',
    );

    await page.context().clearCookies();
    await screens.signIn(instructor);
    await page.goto('/en/course/physics-motion-and-forces');
    await expect(page.getByRole('link', { name: 'View Course' })).toBeVisible();
  });

  test('the user form says what is wrong, word for word', async ({ page, admin }) => {
    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('users');
    await screens.expectAccessible();
    await screens.main.getByRole('button', { name: /New user/ }).click();
    const dialog = screens.dialog();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Email').blur();
    await expect(dialog.getByText('Please, Enter a valid email!')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Password', { exact: true }).blur();
    await expect(dialog.getByText('Invalid Password!')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'The password needs' })).toContainText(
      'Must be 8 characters at least!',
    );
    await dialog.getByLabel('Confirm password').fill('other');
    await dialog.getByLabel('Confirm password').blur();
    await expect(dialog.getByText('Must match Password!')).toBeVisible();
    await screens.expectDialogAccessible();
  });

  test('the audit log shows an admin’s change, and filters by record', async ({ page, admin }) => {
    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('store-categories');
    await screens.main.getByRole('button', { name: /New category/ }).click();
    const name = `Shelf ${stamp()}`;
    await screens.dialog().getByLabel('Name').fill(name);
    await screens.dialog().getByRole('button', { name: 'Create' }).click();
    await expect(screens.dialog()).toBeHidden();
    await screens.open('audit');
    await screens.main.getByLabel('Record').selectOption({ label: 'Store category' });
    await expect(screens.main.getByRole('row').filter({ hasText: name }).first()).toContainText('Created');
    await screens.expectAccessible();
    // At 360 px the record's JSON scrolls inside its box: the box is reached by keyboard and named.
    await page.setViewportSize({ width: 360, height: 740 });
    const after = screens.main
      .getByRole('row')
      .filter({ hasText: name })
      .first()
      .getByRole('region', { name: 'After' });
    await after.focus();
    await expect(after).toBeFocused();
    await screens.expectAccessible();
  });

  test('staff write a dictionary text seeing the English it translates, and a learner cannot', async ({
    page,
    admin,
    learner,
    request,
  }) => {
    // A learner asking the translator for a key the French bundle has gets that text back, whatever it sends.
    const headers = { origin: new URL(process.env.E2E_BASE_URL!).origin, 'x-requested-with': 'elearn' };
    const login = await request.post('/api/auth/login', {
      data: { email: learner.email, password: learner.password },
      headers,
    });
    const keyword = 'mf-admin:dictionary.noFailed';
    const french = 'Aucune traduction échouée dans cette langue.';
    const asked = await request.post('/api/translation/addOrUpdateTrans', {
      data: { keyword, lang: 'fr', source: 'Click https://evil.example' },
      headers: { ...headers, authorization: `Bearer ${(await login.json()).accessToken}` },
    });
    expect(await asked.json()).toEqual({ keyword, lang: 'fr', value: french });

    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('dictionary');
    await screens.main.getByLabel('Language').selectOption('fr');
    await screens.main.getByRole('button', { name: 'New entry' }).click();
    await screens.dialog().getByLabel('Key').fill(keyword);
    // The same text as the bundle: every other test keeps seeing the French it expects.
    await expect(screens.dialog().getByText('No failed translations in this language.')).toBeVisible();
    await screens.dialog().getByLabel('Text').fill(french);
    await screens.expectDialogAccessible();
    await screens.dialog().getByRole('button', { name: 'Update' }).click();
    await expect(screens.dialog()).toBeHidden();
    await expect(screens.row(keyword)).toContainText(french);

    await screens.open('dictionary', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(screens.main.getByRole('heading', { level: 1, name: 'القاموس' })).toBeVisible();
    await screens.expectAccessible();
  });

  test('the admin screens in Arabic, right to left', async ({ page, admin }, testInfo) => {
    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('plans', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(screens.main.getByRole('heading', { name: 'الخطط' })).toBeVisible();
    const table = screens.main.locator('.ad-table');
    await expect(table).toBeVisible();
    // Right to left: the first column starts at the table's right edge.
    const tableBox = (await table.boundingBox())!;
    const firstHeader = (await table.locator('th').first().boundingBox())!;
    expect(Math.abs(firstHeader.x + firstHeader.width - (tableBox.x + tableBox.width))).toBeLessThan(2);
    await screens.expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('plans-ar.png') });
    await screens.main.getByRole('button', { name: /خطة جديدة/ }).click();
    await expect(screens.dialog().getByText('لم تُضف أي ميزات بعد...')).toBeVisible();
    await screens
      .dialog()
      .getByRole('button', { name: /إضافة ميزة/ })
      .click();
    await screens.expectDialogAccessible();
    await page.screenshot({ path: testInfo.outputPath('plan-dialog-ar.png') });
  });

  test('an admin runs a competition and closes it', async ({ page, admin }) => {
    const screens = new AdminScreens(page);
    await screens.signIn(admin);
    await screens.open('competitions');
    await screens.main.getByRole('button', { name: /New competition/ }).click();
    const dialog = screens.dialog();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('This field is required!')).toBeVisible();
    // A course of its own: the competitions list shows only this test's.
    const title = `Contest course ${stamp()}`;
    const course = await newCourse(page.request, { title });
    await screens.open('competitions');
    await screens.main.getByRole('button', { name: /New competition/ }).click();
    await screens.dialog().getByLabel('Course').selectOption({ value: course.id });
    await screens.expectDialogAccessible();
    await screens.dialog().getByRole('button', { name: 'Create' }).click();
    await expect(screens.dialog()).toBeHidden();
    await screens.main.getByRole('searchbox', { name: 'Search' }).fill(title);
    await screens.main.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const row = screens.main.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Running' });
    await expect(row.first()).toBeVisible();
    await screens.expectAccessible();
    await row
      .first()
      .getByRole('button', { name: /^Close the competition of/ })
      .click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(screens.main.getByRole('row').filter({ hasText: 'Closed' }).first()).toBeVisible();
  });

  test('a learner who opens an admin screen is refused, and the menu shows Administration only to staff', async ({
    page,
    learner,
  }) => {
    const screens = new AdminScreens(page);
    await screens.signIn(learner);
    await page.goto('/en/dashboard/admin/plans');
    await expect(screens.main.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
    await expect(screens.main.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/en/dashboard',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Administration' })).toHaveCount(0);
  });
});
