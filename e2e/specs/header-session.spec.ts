import { CLUSTER } from '../fixtures/tags';
import { expect, test } from '../fixtures/test';
import { HeaderLoginPage, HeaderRegisterPage, uniqueEmail } from '../pages/header-auth.page';
import { HeaderBar } from '../pages/header-bar.page';

const NUMBER = /^\d+(\.\d)?[KMBT]?$/;

test.describe('signing in and out (mf-header)', () => {
  test('a visitor registers a new account and is signed in at once', async ({ page }) => {
    const register = new HeaderRegisterPage(page);
    const header = new HeaderBar(page);
    await register.goto('en');
    await register.register({
      firstName: 'Nadia',
      lastName: 'Karim',
      email: uniqueEmail(),
      password: 'Learn2025',
    });
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await header.expectSignedIn();
    await expect(header.accountButton()).toHaveAccessibleName('Account menu for Nadia Karim');
    // New accounts are learners: their numbers start at zero.
    await expect(header.statValue('coins')).toHaveText(NUMBER);
  });

  test('registering with a taken email tells nothing about the account and suggests signing in', async ({
    page,
    learner,
  }) => {
    const register = new HeaderRegisterPage(page);
    await register.goto('en');
    await register.register({
      firstName: 'Layla',
      lastName: 'Again',
      email: learner.email,
      password: 'Learn2025',
    });
    await expect(register.main.getByRole('alert')).toContainText(
      'If you already have an account with this email, sign in with its password.',
    );
    await expect(register.main.getByText('An account with this email already exists.')).toHaveCount(0);
    await expect(register.field('First name')).toHaveValue('Layla');
    await expect(page).toHaveURL(/\/en\/register$/);
  });

  test(
    'a learner signs in, sees level, streak and coins, keeps the session on reload, and logs out',
    CLUSTER,
    async ({ page, learner }) => {
      const login = new HeaderLoginPage(page);
      const header = new HeaderBar(page);
      await login.goto('en');
      await login.signIn(learner.email, learner.password);
      await expect(page).toHaveURL(/\/en\/dashboard$/);
      await header.expectSignedIn();
      await expect(header.stats()).toBeVisible();
      for (const stat of ['level', 'streak', 'coins'] as const) {
        await expect(header.statValue(stat)).toHaveText(NUMBER);
      }
      await expect(
        header.banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
      ).toHaveAttribute('aria-current', 'page');

      await page.reload();
      await header.expectSignedIn();
      await expect(header.statValue('level')).toHaveText(NUMBER);
      await expect(page).toHaveURL(/\/en\/dashboard$/);

      await header.openProfileMenuItem('Profile');
      await expect(page).toHaveURL(/\/en\/profile$/);
      await expect(page.getByRole('region', { name: 'Current plan' })).toContainText('Pro');

      await header.logOut();
      await expect(page).toHaveURL(/\/en$/);
      await header.expectGuest();
      await page.reload();
      await header.expectGuest();
      await page.goto('/en/profile');
      await expect(page).toHaveURL(/\/en\/login\?backTo=%2Fen%2Fprofile$/);
    },
  );

  test('an instructor gets the menus but no learner statistics', async ({ page, instructor }) => {
    const login = new HeaderLoginPage(page);
    const header = new HeaderBar(page);
    await login.goto('en');
    await login.signIn(instructor.email, instructor.password);
    await header.expectSignedIn();
    await expect(header.languageButton()).toBeVisible();
    await expect(header.stats()).toHaveCount(0);
  });

  test('a protected page sends a guest to sign in and back again', async ({ page, learner }) => {
    const login = new HeaderLoginPage(page);
    await page.goto('/en/dashboard');
    await expect(page).toHaveURL(/\/en\/login\?backTo=%2Fen%2Fdashboard$/);
    await expect(login.main.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en/register?backTo=%2Fen%2Fdashboard',
    );
    await login.signIn(learner.email, learner.password);
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await new HeaderBar(page).expectSignedIn();
  });
});
