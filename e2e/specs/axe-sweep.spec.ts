import { enrolledLearner } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { openRoute, ROLES, settled, signIn, uncoveredRoutes } from '../fixtures/routes';
import { sweepRoutes } from '../fixtures/sweep';
import { expect, test } from '../fixtures/test';

/**
 * Issue 30: no serious or critical axe finding on any route of any remote (the shared table,
 * e2e/fixtures/routes.ts, read against each remote's routes.json, so a new route cannot be
 * left out) nor on the main dialogs, in English and Arabic, at 1280 px and 360 px, each route
 * opened by a user who may open it. The 1280 px visits also run the i18n checks of
 * i18n-every-route.spec.ts for en and ar (one visit, both checks); that spec covers fr and de.
 * One test per role × view, so Playwright's workers share them.
 */

const VIEWS = [
  { lang: 'en', width: 1280 },
  { lang: 'ar', width: 1280 },
  { lang: 'en', width: 360 },
  { lang: 'ar', width: 360 },
] as const;

test.describe('axe on every route and main dialog, en and ar, 1280 and 360 px (issue 30)', () => {
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  test('every route of every remote has a user and a path here', () => {
    expect(uncoveredRoutes()).toEqual({ missing: [], unknown: [] });
  });

  for (const { lang, width } of VIEWS) {
    for (const role of ROLES) {
      const i18n = width === 1280;
      test(`routes opened by a ${role}, ${lang} ${width} px${i18n ? ' (and no raw key or English string)' : ''}`, async ({
        page,
        request,
      }) => {
        expect(await sweepRoutes(page, request, role, { lang, width, axe: true, i18n })).toEqual([]);
      });
    }
  }

  for (const { lang, width } of VIEWS) {
    test(`the main dialogs: coins store, streak, calculator, phone menu, event dialog, ${lang} ${width} px`, async ({
      page,
      request,
    }) => {
      const learner = await enrolledLearner(request);
      await signIn(page, learner);
      const findings: string[] = [];
      const check = async (name: string) => {
        await page.mouse.move(0, 0);
        for (const finding of await seriousAxeFindings(page, 'body'))
          findings.push(`${lang} ${width}px ${name}: ${finding}`);
      };
      await page.setViewportSize({ width, height: 800 });
      await openRoute(page, `/${lang}/dashboard`);
      await settled(page);
      for (const stat of ['coins', 'streak', 'level']) {
        const opener = page.locator(`[data-stat="${stat}"] button`);
        if (!(await opener.isVisible())) continue;
        await opener.click();
        await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(1);
        await settled(page);
        await check(stat);
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
      }
      if (width === 360) {
        await page.locator('.mh-menu-toggle').click();
        await expect(page.locator('.ant-drawer-open')).toBeVisible();
        await check('phone menu');
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
      }
      // The toolbox's menu (loaded on first opening) puts focus on its first tool, the calculator.
      await page.locator('.mt-tab').focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.mt-menu :focus')).toHaveCount(1);
      await expect(page.locator('.mt-menu__head :focus')).toHaveCount(0);
      await page.keyboard.press('Enter');
      const calculator = page.locator('.mt-calc');
      await expect(calculator).toBeVisible();
      await calculator.locator('.mt-calc__mode').click();
      await expect(calculator.locator('.mt-key').first()).toBeVisible();
      await calculator.locator('details summary').click();
      await check('calculator');
      await calculator.locator('.mt-calc__close').click();

      await openRoute(page, `/${lang}/calendar`);
      await settled(page);
      await page.locator('#region-main .ant-btn-primary').first().click();
      await expect(page.locator('#cal-event-form')).toBeVisible();
      await check('event');
      await page.keyboard.press('Escape');
      expect(findings).toEqual([]);
    });
  }
});
