import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LearningLandingPage } from '../pages/learning-landing.page';

// Intl writes EGP amounts as "EGP 1,250.00" in English (with a no-break space).
const EGP_PRICE = /EGP\s[\d,]+(\.\d{2})?/;

test.describe('landing page (mf-learning)', () => {
  test('a guest sees the about-us, services and plans sections, plans priced in EGP', async ({ page }) => {
    const landing = new LearningLandingPage(page);
    await landing.goto('en');

    for (const id of ['about-us', 'services', 'plans'] as const) {
      await expect(landing.section(id)).toBeVisible();
      await expect(landing.section(id).getByRole('heading', { level: 2 })).toBeVisible();
    }
    const plans = await landing.plans();
    expect(await plans.count()).toBeGreaterThan(0);
    await expect(landing.section('plans').getByText(EGP_PRICE).first()).toBeVisible();
    await expect(landing.main.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/en/register',
    );
  });

  test('/en#plans scrolls to the plans once they have loaded', async ({ page }) => {
    const landing = new LearningLandingPage(page);
    await landing.goto('en', '#plans');
    await landing.plans();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // The section starts just under the sticky header, not somewhere down the page.
    await expect.poll(() => landing.sectionTop('plans')).toBeLessThan(120);
    expect(await landing.sectionTop('plans')).toBeGreaterThanOrEqual(0);
  });

  test('the Arabic landing reads right to left', async ({ page }) => {
    const landing = new LearningLandingPage(page);
    await landing.goto('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(landing.section('about-us').getByRole('heading', { level: 2 })).toHaveText('من نحن');

    // The hero's heading hugs the right edge of its column.
    const heading = landing.main.getByRole('heading', { level: 1 });
    const direction = await heading.evaluate((element) => getComputedStyle(element).direction);
    expect(direction).toBe('rtl');
    const box = (await heading.boundingBox())!;
    const column = (await heading.locator('xpath=..').boundingBox())!;
    expect(column.x + column.width - (box.x + box.width)).toBeLessThan(4);

    // Nothing in the page region overflows sideways.
    const overflow = await landing.main.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('each course card of the catalogue opens the course page, for guests too', async ({ page }) => {
    const landing = new LearningLandingPage(page);
    await landing.goto('en');
    const card = landing.section('catalogue').getByRole('listitem').first();
    const link = card.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/en\/course\/[^/]+$/);
    const title = (await link.textContent())!;
    // The title's link covers the card: a click anywhere on it follows the link.
    const href = (await link.getAttribute('href'))!;
    await card.click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(href);
    await expect(landing.main.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the footer switches the landing to another language', async ({ page }) => {
    const landing = new LearningLandingPage(page);
    await landing.goto('en');
    await landing.languageLink('Français').click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(landing.section('plans').getByRole('heading', { level: 2 })).toHaveText(
      'Formules et tarifs',
    );
  });

  for (const lang of ['en', 'ar']) {
    test(`the ${lang} landing has no serious or critical accessibility violations`, async ({ page }) => {
      const landing = new LearningLandingPage(page);
      await landing.goto(lang);
      await landing.plans();
      await expect(landing.section('catalogue')).toHaveAttribute('aria-busy', 'false');
      const results = await new AxeBuilder({ page }).include('#region-main').analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
