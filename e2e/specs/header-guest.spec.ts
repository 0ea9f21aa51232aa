import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { HeaderLoginPage } from '../pages/header-auth.page';
import { HeaderBar } from '../pages/header-bar.page';

async function seriousViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('header for guests (mf-header)', () => {
  test('the landing header shows only the brand, the language switch, Log in and Register', async ({
    page,
  }) => {
    const header = new HeaderBar(page);
    await page.goto('/en');
    await header.expectGuest();
    const links = header.banner.getByRole('link');
    await expect(links).toHaveText(['Elearn', 'Log in', 'Register']);
    await expect(header.banner.getByRole('button')).toHaveCount(1);
    await expect(header.languageButton()).toHaveAccessibleName('Language: English');
    await expect(header.banner.getByRole('navigation')).toHaveCount(0);
    await expect(header.loginLink()).toHaveAttribute('href', '/en/login');
    await expect(header.registerLink()).toHaveAttribute('href', '/en/register');

    await header.registerLink().click();
    await expect(page).toHaveURL(/\/en\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });

  test('a wrong password is refused with a message and nothing typed is lost', async ({ page }) => {
    const login = new HeaderLoginPage(page);
    await login.goto('en');
    // An unknown email: a wrong password on a demo account would count towards its lock-out.
    await login.signIn('nobody-here@example.test', 'Wrong1234');
    await expect(login.alert()).toContainText('The email or password is not correct.');
    await expect(login.email()).toHaveValue('nobody-here@example.test');
    await expect(login.password()).toHaveValue('Wrong1234');
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test('/en/login has no serious or critical accessibility violations, also with errors shown', async ({
    page,
  }) => {
    const login = new HeaderLoginPage(page);
    await login.goto('en');
    expect(await seriousViolations(page, 'body')).toEqual([]);
    await login.submit().click();
    await expect(page.getByText('Please, Enter a valid email!')).toBeVisible();
    expect(await seriousViolations(page, 'body')).toEqual([]);
  });

  test('/ar/register reads right to left and has no serious or critical violations', async ({ page }) => {
    await page.goto('/ar/register');
    await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const header = new HeaderBar(page);
    await expect(header.loginLink('تسجيل الدخول')).toHaveAttribute('href', '/ar/login');
    expect(await seriousViolations(page, 'body')).toEqual([]);
  });
});
