import { newAccount, newCourse } from '../fixtures/accounts';
import { CLUSTER } from '../fixtures/tags';
import { expect, test } from '../fixtures/test';
import { HeaderLoginPage } from '../pages/header-auth.page';
import { LearningPaymentsPage, TEST_CARDS } from '../pages/learning-payments.page';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('enrolling from the course page (mf-learning)', () => {
  test('a guest opens a free course, signs in, comes back to it, enrols and finds it on the dashboard', async ({
    page,
    request,
  }) => {
    const title = `Free course ${stamp()}`;
    const course = await newCourse(request, { title });
    const account = await newAccount(request, { plan: 'Pro', firstName: 'Layla', lastName: 'Mansour' });
    const main = page.locator('#region-main');

    await page.goto(`/en/course/${course.seoTxt}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await main.getByRole('link', { name: 'Sign in to enrol' }).click();
    await expect(page).toHaveURL(/\/en\/login\?backTo=/);
    await new HeaderLoginPage(page).signIn(account.email, account.password);

    await expect(page).toHaveURL(`/en/course/${course.seoTxt}`);
    await main.getByRole('button', { name: 'Enrol for free' }).click();
    // Enrolled: the course's progress page opens, and the dashboard lists the course.
    await expect(page).toHaveURL(`/en/dashboard/course-progress/${course.id}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goto('/en/dashboard');
    await expect(main.getByRole('link', { name: title, exact: true })).toBeVisible();

    await page.goto(`/en/course/${course.seoTxt}`);
    await expect(main.getByRole('link', { name: 'Go to Course' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Enrol for free' })).toHaveCount(0);
  });

  test('a learner whose plan has no courses gets the locked message, linked to the subscription options', async ({
    page,
    request,
  }) => {
    const course = await newCourse(request, { title: `Locked course ${stamp()}` });
    const account = await newAccount(request, { firstName: 'Nour', lastName: 'Saleh' });
    const payments = new LearningPaymentsPage(page);
    await payments.signIn(account.email, account.password);
    await page.goto(`/en/course/${course.seoTxt}`);
    await expect(
      payments.main.getByText('Your plan does not include courses.', { exact: false }),
    ).toBeVisible();
    await payments.main.getByRole('link', { name: 'See subscription options' }).click();
    await expect(page).toHaveURL('/en/subscription-options');
    // The server refuses the same enrolment, whatever the page shows.
    expect(await payments.enrol(course.id)).toEqual({ status: 403, code: 'LOCKED' });
  });

  test(
    'a paid course is paid in the sandbox checkout from its page, then opens',
    CLUSTER,
    async ({ page, request }) => {
      const title = `Paid course ${stamp()}`;
      const course = await newCourse(request, { title, additionalFeesPiastres: 250_00 });
      const account = await newAccount(request, { plan: 'Pro', firstName: 'Omar', lastName: 'Farouk' });
      const payments = new LearningPaymentsPage(page);
      await payments.signIn(account.email, account.password);

      await page.goto(`/en/course/${course.seoTxt}`);
      await payments.main.getByRole('button', { name: /^Enrol for EGP\s250$/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(title);
      await dialog.getByRole('button', { name: /^Pay EGP\s250$/ }).click();
      await payments.payWithCard(TEST_CARDS.success);

      await expect(payments.main.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
      await payments.main.getByRole('link', { name: 'Go to Course' }).click();
      await expect(page).toHaveURL(`/en/course/${course.seoTxt}`);
      await expect(payments.main.getByRole('link', { name: 'Go to Course' })).toBeVisible();
      expect(await payments.myCourseIds()).toContain(course.id);
    },
  );
});
