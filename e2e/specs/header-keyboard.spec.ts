import { expect, test } from '../fixtures/test';
import { HeaderAlerts, STAFF } from '../pages/header-alerts.page';
import { HeaderLoginPage } from '../pages/header-auth.page';
import { HeaderBar } from '../pages/header-bar.page';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Keyboard only: focus moves by keys, never by a click (a test's first focus() stands for Tab).
const LANGS = [
  { lang: 'en', logout: 'Log out', close: 'Close', other: { code: 'ar', name: 'العربية' } },
  { lang: 'ar', logout: 'تسجيل الخروج', close: 'إغلاق', other: { code: 'en', name: 'English' } },
] as const;

test.describe('the header from the keyboard (mf-header)', () => {
  for (const { lang, logout, close, other } of LANGS) {
    test(`${lang}: the profile menu opens and moves with the arrow keys, and a keyboard user can log out`, async ({
      page,
      learner,
    }) => {
      const header = new HeaderBar(page);
      await new HeaderLoginPage(page).goto('en');
      await new HeaderLoginPage(page).signIn(learner.email, learner.password);
      await header.expectSignedIn();
      await page.goto(`/${lang}/dashboard`);
      const button = header.accountButton();
      await expect(button).toBeVisible();

      await button.focus();
      await page.keyboard.press('ArrowDown');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const items = page.getByRole('menu').getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      // One step at a time: a key pressed before the menu moved focus would be lost on a busy machine.
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      // Enter opens it on the first item too; ArrowUp on the last: Log out.
      await page.keyboard.press('Enter');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('menuitem', { name: logout })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      await expect(header.accountButton()).toHaveCount(0);
    });

    test(`${lang}: Escape on an announcement gives focus back to the bell's panel, not the page body`, async ({
      browser,
    }) => {
      const learner = await HeaderAlerts.open(browser);
      await learner.register();
      const staff = await HeaderAlerts.open(browser);
      await staff.signIn(STAFF);
      const title = `Keyboard notice ${stamp()}`;
      const created = await staff.api('post', '/announcements', {
        title,
        text: 'Read me with the keyboard.',
      });
      expect(created.status()).toBe(201);

      await learner.goto('/dashboard', lang);
      const page = learner.page;
      await learner.bell('announcements').focus();
      await page.keyboard.press('Enter');
      const panel = learner.panel('announcements');
      await expect(panel).toBeFocused();
      const opener = panel.getByTestId('announcement').filter({ hasText: title }).getByRole('button');
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      // As a keyboard user: Escape once the dialog has taken focus (its code may load on this first opening).
      await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The read one left the bell's list with its button: focus goes to the panel it was in.
      await expect(panel).toBeFocused();
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

      // On the announcements page the opener stays: focus goes back to it.
      await page.goto(`/${lang}/dashboard/announcements`);
      const readMore = page
        .getByTestId('announcement')
        .filter({ hasText: title })
        .getByRole('button')
        .first();
      await readMore.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expect(
        page.getByRole('dialog', { name: title }).getByRole('button', { name: close }).last(),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: title })).toBeHidden();
      await expect(readMore).toBeFocused();

      expect((await staff.api('delete', `/announcements/${(await created.json()).id}`)).status()).toBe(200);
      await staff.close();
      await learner.close();
    });

    test(`${lang}: a guest changes the language on the login and register pages, keeping path, query and anchor`, async ({
      page,
    }) => {
      const header = new HeaderBar(page);
      for (const rest of ['/login?backTo=%2Fen%2Fdashboard#form', '/register?ref=mail#top']) {
        await page.goto(`/${lang}${rest}`);
        const button = header.languageButton();
        await expect(button).toBeVisible();
        await button.focus();
        await page.keyboard.press('ArrowDown');
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem').first()).toBeFocused();
        // Arrow down to the other language, one step at a time.
        const names = await menu.getByRole('menuitem').allTextContents();
        for (let i = 0; i < names.indexOf(other.name); i++) {
          await page.keyboard.press('ArrowDown');
          await expect(menu.getByRole('menuitem').nth(i + 1)).toBeFocused();
        }
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(`/${other.code}${rest}`);
        await expect(page.locator('html')).toHaveAttribute('lang', other.code);
      }
    });
  }

  test('the guest header with its language switch fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const header = new HeaderBar(page);
    for (const path of ['/en/login', '/ar/register', '/fr']) {
      await page.goto(path);
      await expect(header.languageButton()).toBeVisible();
      const overflow = await header.banner.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
