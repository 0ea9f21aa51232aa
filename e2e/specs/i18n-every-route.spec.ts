import { ROLES } from '../fixtures/routes';
import { sweepRoutes } from '../fixtures/sweep';
import { expect, test } from '../fixtures/test';

/**
 * Issue 30: every route of every remote (the shared table, e2e/fixtures/routes.ts, checked
 * against each remote's routes.json by axe-sweep.spec.ts), in every language, with a user who
 * may open it and real ids from the demo data. A page fails when it shows a raw i18n key
 * (`landing.plans.duration`) or, in ar/fr/de, a line that is one of the English bundles'
 * strings and not that language's own (names, brands and course content are not bundle
 * strings, and the few that are the same in both are allowed in e2e/fixtures/sweep.ts).
 * English and Arabic are checked on the same visits as axe (axe-sweep.spec.ts, 1280 px);
 * French and German here, one test per role × language so Playwright's workers share them.
 */

test.describe('every route in fr and de: no raw i18n key and no English bundle string (issue 30)', () => {
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });
  for (const lang of ['fr', 'de'] as const) {
    for (const role of ROLES) {
      test(`routes opened by a ${role} in ${lang}`, async ({ page, request }) => {
        expect(await sweepRoutes(page, request, role, { lang, width: 1280, axe: false, i18n: true })).toEqual(
          [],
        );
      });
    }
  }
});

/** Issue 30: the plans page showed `landing.plans.duration`; plan features stayed English. */
test('plans name their duration and features in the page language, on the landing and the plans page', async ({
  page,
}) => {
  await page.goto('/ar/subscription-options');
  const plans = page.locator('#region-main');
  await expect(plans.getByText(/^لمدة /).first()).toBeVisible();
  await expect(plans.getByText('الشهادات', { exact: true })).toBeVisible();
  await expect(plans).not.toContainText('landing.plans');
  await page.goto('/fr');
  await expect(page.locator('#region-main').getByText('Certificats', { exact: true })).toBeVisible();
  await expect(page.locator('#region-main')).not.toContainText('Certificates');
});
