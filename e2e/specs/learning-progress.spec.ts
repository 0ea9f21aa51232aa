import { newAccount } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { CalendarPage } from '../pages/calendar.page';
import { LearningDashboardPage } from '../pages/learning-dashboard.page';
import { LearningProgressPage } from '../pages/learning-progress.page';

const ALGEBRA = 'Algebra Foundations';

test.describe('course progress, study, learning times and certificates (mf-learning)', () => {
  test('a new learner opens the progress page, studies a lesson, sets learning times and sees them in the calendar', async ({
    page,
    request,
  }) => {
    test.slow();
    const account = await newAccount(request, {
      plan: 'Basic',
      enrolments: ['algebra-foundations'],
      firstName: 'Layla',
      lastName: 'Mansour',
    });
    // Fake timers that still flow: the test can skip a minute of study without waiting for it.
    await page.clock.install();
    await new LearningDashboardPage(page).signInAs(account.email, account.password);
    const progress = new LearningProgressPage(page);
    await progress.openFromDashboard(ALGEBRA);
    const main = progress.main;
    await expect(main.getByText('0 of 2 learning outcomes mastered', { exact: false })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
    expect(await progress.axe()).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('progress-en.png'), fullPage: true });

    // Study the first lesson: a minute of time on task is recorded, then on to the next lesson.
    await main
      .getByRole('link', { name: /^Study / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/dashboard\/study\//);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Lesson 1:/);
    await expect(main.getByText('Time on this lesson: 0 min')).toBeVisible();
    expect(await progress.axe()).toEqual([]);
    const saved = page.waitForResponse((r) => r.url().endsWith('/lessonTime') && r.status() === 200);
    await page.clock.runFor(61_000);
    expect((await (await saved).json()).seconds).toBe(60);
    await expect(main.getByText('Time on this lesson: 1 min')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('study-en.png'), fullPage: true });
    await main.getByRole('link', { name: 'Next lesson' }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Lesson 2:/);
    await main.getByRole('link', { name: ALGEBRA }).click();
    await expect(main.getByText('1 min spent').first()).toBeVisible();

    // Learning times: wrong, with the exact messages, then right.
    await main.getByRole('button', { name: 'Show learning times' }).click();
    const form = progress.timesForm();
    const save = form.getByRole('button', { name: 'Save learning times' });
    // Fresh, Save cannot work yet: the form says what it needs.
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(
      'To save, choose an alarm time and at least one day for each learning time.',
    );
    await form.getByRole('checkbox', { name: 'Mon' }).check();
    await expect(form.getByText('Alarm Time is required!', { exact: true })).toBeVisible();
    await expect(save).toBeDisabled();
    await form.getByLabel('Alarm time').fill('18:30');
    await form.getByRole('checkbox', { name: 'Mon' }).uncheck();
    await expect(form.getByText('You have to choose 1 day at least!', { exact: true })).toBeVisible();
    await expect(save).toBeDisabled();
    expect(await progress.axe()).toEqual([]);
    for (const day of ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
      await form.getByRole('checkbox', { name: day }).check();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await save.click();
    await expect(form.getByText('Learning times saved.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('times-en.png'), fullPage: true });

    // The calendar shows them (every day this week) as read-only events.
    const calendar = new CalendarPage(page);
    await calendar.open();
    await expect(calendar.events(ALGEBRA).first()).toBeVisible();
  });

  test('a learner who mastered every outcome downloads the certificate, anyone verifies it, a reset revokes it', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const account = await newAccount(request, {
      plan: 'Pro',
      enrolments: ['algebra-foundations'],
      firstName: 'Nour',
      lastName: 'Saleh',
    });
    const mastered = await request.post('/api/test-fixtures/mastery', {
      data: { userId: account.id, seoTxt: 'algebra-foundations' },
    });
    expect(mastered.status(), await mastered.text()).toBe(201);
    await new LearningDashboardPage(page).signInAs(account.email, account.password);
    const progress = new LearningProgressPage(page);
    await progress.openFromDashboard(ALGEBRA);
    const main = progress.main;
    await expect(main.getByText('2 of 2 learning outcomes mastered', { exact: false })).toBeVisible();
    await main.getByRole('switch').click();
    await expect(main.getByText('Every learning outcome is mastered.')).toBeVisible();

    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download certificate' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^certificate-[A-Z2-9]{12}\.pdf$/);
    const href = await main.getByRole('link', { name: 'Certificate page' }).getAttribute('href');
    expect(href).toMatch(/^\/en\/certificates\/[A-Z2-9]{12}$/);

    // Signed out, in a browser of its own: the public page says it is valid.
    const guest = await browser.newContext();
    const publicPage = await guest.newPage();
    await publicPage.goto(href!);
    const publicMain = publicPage.locator('#region-main');
    await expect(publicMain.getByText('Valid certificate')).toBeVisible();
    await expect(publicMain.getByText('Nour Saleh')).toBeVisible();
    await expect(publicMain.getByText(ALGEBRA)).toBeVisible();
    expect(await new LearningProgressPage(publicPage).axe()).toEqual([]);
    await publicPage.screenshot({ path: test.info().outputPath('certificate-en.png'), fullPage: true });

    // Reset (confirmed): the certificate is revoked.
    await main.getByRole('button', { name: 'Reset progress' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect(main.getByRole('button', { name: 'Download certificate' })).toHaveCount(0);
    await publicPage.reload();
    await expect(publicMain.getByText(/^Revoked on /)).toBeVisible();
    await guest.close();
  });

  test('the progress page reads right to left in Arabic', async ({ page, request }) => {
    const account = await newAccount(request, {
      plan: 'Basic',
      enrolments: ['algebra-foundations'],
      firstName: 'Omar',
      lastName: 'Farouk',
    });
    // Signed in through the English form; the progress page then opens in Arabic.
    await new LearningDashboardPage(page).signInAs(account.email, account.password);
    const progress = new LearningProgressPage(page);
    await progress.openFromDashboard(ALGEBRA, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(progress.main.getByRole('link', { name: 'تابع التعلم' })).toBeVisible();
    // The timeline's line is on the right (inline start) in Arabic.
    const timeline = progress.main.locator('.ml-timeline');
    const line = await timeline.evaluate((el) => getComputedStyle(el).borderRightWidth);
    expect(line).toBe('3px');
    expect(await progress.axe()).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('progress-ar.png'), fullPage: true });
  });
});
