import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';
import { HeaderLoginPage } from '../pages/header-auth.page';
import { HeaderBar } from '../pages/header-bar.page';

test.describe('language switch and small screens (mf-header)', () => {
  test('switching to Arabic keeps the page, reads right to left and translates the header', async ({
    page,
    learner,
  }) => {
    const header = new HeaderBar(page);
    const login = new HeaderLoginPage(page);
    await login.goto('en');
    await login.signIn(learner.email, learner.password);
    await header.expectSignedIn();
    await expect(header.languageButton()).toHaveAccessibleName('Language: English');

    await header.chooseLanguage('العربية');
    await expect(page).toHaveURL(/\/ar\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(header.languageButton()).toHaveAccessibleName('اللغة: العربية');
    await expect(header.banner.getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();

    // The account menu opens towards the page's end, inside the window.
    await header.accountButton().click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Escape');

    const results = await new AxeBuilder({ page }).include('#region-header').analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the language menu works from the keyboard', async ({ page, learner }) => {
    const header = new HeaderBar(page);
    const login = new HeaderLoginPage(page);
    await login.goto('en');
    await login.signIn(learner.email, learner.password);
    await header.expectSignedIn();
    await header.languageButton().focus();
    await page.keyboard.press('Enter');
    await expect(header.languageButton()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(header.languageButton()).toHaveAttribute('aria-expanded', 'false');
    await expect(header.languageButton()).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    // One step at a time: a key pressed before the menu moved focus would be lost on a busy machine.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/dashboard$/);
    await expect(header.languageButton()).toHaveAccessibleName('Langue : Français');
  });

  test('on a phone the navigation and languages move into a menu', async ({ page, learner }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const header = new HeaderBar(page);
    const login = new HeaderLoginPage(page);
    await login.goto('en');
    await login.signIn(learner.email, learner.password);
    await header.expectSignedIn();
    await expect(header.banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header.languageButton()).toBeHidden();
    await expect(header.statValue('coins')).toBeVisible();

    // The drawer's language links keep the query and the anchor.
    await page.goto('/en/dashboard?view=all#courses');
    await header.banner.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\?view=all#courses$/);
    await expect(drawer).toBeHidden();
    // The header fits the phone: nothing in it sticks out sideways.
    const overflow = await header.banner.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
