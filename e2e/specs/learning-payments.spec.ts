import { newAccount, newCourse as newFixtureCourse } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { HeaderBar } from '../pages/header-bar.page';
import { LearningPaymentsPage, TEST_CARDS } from '../pages/learning-payments.page';

/** A course of the test's own: free, or with fees in piastres. */
const newCourse = (payments: LearningPaymentsPage, additionalFeesPiastres?: number) =>
  newFixtureCourse(payments.api, { title: 'Payments fixture course', additionalFeesPiastres });

test.describe('plans and payments (mf-learning, sandbox gateway)', () => {
  test('subscribing through the sandbox checkout unlocks courses and shows in the billing history; a declined card fails', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, { firstName: 'Layla', lastName: 'Mansour' });
    const payments = new LearningPaymentsPage(page);
    await payments.signIn(account.email, account.password);
    const course = await newCourse(payments);
    // No plan: enrolling is locked.
    expect(await payments.enrol(course.id)).toEqual({ status: 403, code: 'LOCKED' });

    await page.goto('/en/subscription-options');
    await expect(
      payments.main.getByRole('heading', { level: 1, name: 'Subscription options' }),
    ).toBeVisible();
    const basic = payments.planCard('Basic');
    await expect(basic).toContainText('EGP');
    await expect(basic).toContainText('Course enrolment');
    await basic.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    expect(await seriousAxeFindings(page, 'main')).toEqual([]);
    await payments.payWithCard(TEST_CARDS.success);

    await expect(page).toHaveURL(/\/en\/payment-result\/[^/?]+\?status=paid$/);
    await expect(payments.main.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(payments.main).toContainText('for Basic');
    // Unlocked: the server now enrols.
    expect((await payments.enrol(course.id)).status).toBe(201);

    await page.goto('/en/subscription-options');
    await expect(payments.planCard('Basic')).toContainText('Your current plan');
    await expect(payments.planCard('Basic')).toContainText(/Renews on/);

    const header = new HeaderBar(page);
    await header.openProfileMenuItem('Billing history');
    await expect(page).toHaveURL(/\/en\/dashboard\/billing-history$/);
    const row = payments.main.getByRole('row').filter({ hasText: 'Basic' });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Test checkout');
    await expect(row).toContainText('EGP');
    // On a phone each payment is a card of labelled lines: nothing runs off the side.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(row).toContainText('Paid');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('billing-360-en.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/en/subscription-options');
    await payments.planCard('Pro').getByRole('button', { name: 'Subscribe' }).click();
    await payments.payWithCard(TEST_CARDS.decline);
    await expect(page).toHaveURL(/\/en\/payment-result\/[^/?]+\?status=failed$/);
    await expect(payments.main.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(payments.main).toContainText('Your payment was not successful. Please try again.');
    await expect(payments.main.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en/subscription-options',
    );
  });

  test('a paid course needs a paid order: the checkout with 3-D Secure enrols once; a free one enrols directly', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, { plan: 'Basic', firstName: 'Omar', lastName: 'Said' });
    const payments = new LearningPaymentsPage(page);
    await payments.signIn(account.email, account.password);
    const paid = await newCourse(payments, 450_00);
    const free = await newCourse(payments);

    expect(await payments.enrol(free.id)).toMatchObject({ status: 201 });
    expect(await payments.enrol(free.id)).toMatchObject({ status: 409 });
    expect(await payments.enrol(paid.id)).toEqual({ status: 403, code: 'PAYMENT_REQUIRED' });

    // The browser's amount is ignored: the order is the server's price.
    await page.goto(await payments.checkout({ itemType: 'course', itemId: paid.id, amountPiastres: 1 }));
    await expect(page.getByRole('main')).toContainText('450');
    await payments.payWithCard(TEST_CARDS.secure);
    await expect(page.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: 'Verify and pay' }).click();

    await expect(payments.main.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(payments.main.getByRole('link', { name: 'Go to Course' })).toHaveAttribute(
      'href',
      `/en/course/${paid.seoTxt}`,
    );
    expect(await payments.myCourseIds()).toContain(paid.id);
    expect(await payments.enrol(paid.id)).toMatchObject({ status: 409 });
  });

  test('the checkout says test payments; a free plan is taken without a gateway and leads to its result', async ({
    page,
    request,
  }) => {
    // A 0 EGP plan of the test's own, made by an admin through the API.
    const admin = await newAccount(request, { role: 'Admin' });
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const headers = { origin, 'x-requested-with': 'elearn' };
    const login = await request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password },
      headers,
    });
    const name = `Starter ${Date.now().toString(36)}`;
    const created = await request.post('/api/admin/plans', {
      headers: { ...headers, authorization: `Bearer ${(await login.json()).accessToken}` },
      data: { name, defaultDurationInMonth: 1, feesInEGP: 0, features: [{ name: 'courses' }] },
    });
    expect(created.status(), await created.text()).toBe(201);

    const account = await newAccount(request, { firstName: 'Hana', lastName: 'Fathy' });
    const payments = new LearningPaymentsPage(page);
    await payments.signIn(account.email, account.password);
    await page.goto('/en/subscription-options');
    await expect(payments.main).toContainText('Test payments: no real money is taken.');
    await payments.planCard(name).getByRole('button', { name: 'Get it free' }).click();

    await expect(page).toHaveURL(/\/en\/payment-result\/[^/?]+\?status=paid$/);
    await expect(payments.main.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(payments.main).toContainText(`Your plan ${name} is active.`);
    await page.goto('/en/subscription-options');
    await expect(payments.planCard(name)).toContainText('Your current plan');
    await expect(payments.planCard(name).getByRole('button')).toHaveCount(0);
    // The plan includes courses: the server now enrols.
    const course = await newCourse(payments);
    expect((await payments.enrol(course.id)).status).toBe(201);
  });

  test('in Arabic, subscription options and the payment result read right to left, with no serious axe findings', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, { firstName: 'Mona', lastName: 'Adel' });
    const payments = new LearningPaymentsPage(page);
    await payments.signIn(account.email, account.password);

    await page.goto('/ar/subscription-options');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(payments.main.getByRole('heading', { level: 1, name: 'خيارات الاشتراك' })).toBeVisible();
    await expect(payments.planCard('Basic').getByRole('button', { name: 'اشترك' })).toBeVisible();
    await expect(payments.planCard('Basic')).toContainText('التسجيل في الدورات');
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

    await payments.planCard('Basic').getByRole('button', { name: 'اشترك' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await payments.payWithCard(TEST_CARDS.success, {
      card: 'رقم البطاقة',
      name: 'الاسم على البطاقة',
      expiry: 'تاريخ الانتهاء (شهر/سنة)',
      cvc: 'رمز الأمان (CVC)',
      pay: /^ادفع/,
    });
    await expect(page).toHaveURL(/\/ar\/payment-result\//);
    await expect(payments.main.getByRole('heading', { name: 'تم الدفع بنجاح' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
  });
});
