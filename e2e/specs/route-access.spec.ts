import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Account, type FixtureCourse, newCourse } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

interface DeclaredRoute {
  id: string;
  path: string;
  auth?: string;
}

/** Every route of every remote's src/routes.json: a new route is covered without touching this file. */
const root = join(__dirname, '..', '..');
const routes = readdirSync(root)
  .filter((dir) => dir.startsWith('mf-'))
  .flatMap((dir) => {
    const file = join(root, dir, 'src', 'routes.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as { routes: DeclaredRoute[] };
    return json.routes.map((route) => ({ remote: dir, ...route }));
  })
  .filter((route) => route.auth !== 'guest');

const NO_SUCH_ID = '6f1d2b3c-0000-4000-8000-000000000000';

/** The route's path with its parameters filled: a course the account neither teaches nor takes, or an id of nothing. */
function urlOf(path: string, course: FixtureCourse): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'courseId') return course.id;
    if (name === 'seo') return course.seoTxt;
    return NO_SUCH_ID;
  });
  return `/en${filled === '/' ? '' : filled}`;
}

async function signIn(page: Page, { email, password }: Account) {
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin, 'x-requested-with': 'elearn' },
  });
  expect(response.status()).toBe(200);
}

/**
 * Opens every route as one role and expects the page or a refusal once it has settled:
 * never the error boundary's "This part of the page stopped working" and never "undefined" in the address.
 */
async function visitEveryRoute(page: Page, account: Account, course: FixtureCourse) {
  await signIn(page, account);
  const main = page.locator('#region-main');
  const problems: string[] = [];
  for (const route of routes) {
    const url = urlOf(route.path, course);
    await page.goto(url);
    // Settled: something the page says (a heading, a refusal, a notice, or the dialog a page
    // opens at once, as the placement test does) and nothing still loading.
    await expect(
      page.locator('#region-main :is(h1, h2, [role="alert"]), [role="dialog"]').first(),
    ).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    const crashed = await page.getByText('This part of the page stopped working.').count();
    if (crashed > 0) problems.push(`${route.remote} ${route.id} (${url}): crashed`);
    if (page.url().includes('undefined')) problems.push(`${route.remote} ${route.id}: went to ${page.url()}`);
  }
  expect(problems).toEqual([]);
}

test.describe('every route, every role: the page or a refusal with a way back, never a crash', () => {
  test.setTimeout(400_000);

  test('as a learner', async ({ page, request, learner }) => {
    await visitEveryRoute(page, learner, await newCourse(request));
  });

  test('as an instructor who does not teach the course', async ({ page, request, instructor }) => {
    await visitEveryRoute(page, instructor, await newCourse(request));
  });

  test('as an editor', async ({ page, request, editor }) => {
    await visitEveryRoute(page, editor, await newCourse(request));
  });

  test('as an admin', async ({ page, request, admin }) => {
    await visitEveryRoute(page, admin, await newCourse(request));
  });

  test('the refusal is translated and leads back: a learner at /ar/dashboard/courses', async ({
    page,
    learner,
  }) => {
    await signIn(page, learner);
    await page.goto('/ar/dashboard/courses');
    const main = page.locator('#region-main');
    await expect(main.getByRole('heading', { name: 'لا يمكنك فتح هذه الصفحة' })).toBeVisible();
    await main.getByRole('link', { name: 'العودة إلى لوحة التحكم' }).click();
    await expect(page).toHaveURL(/\/ar\/dashboard$/);
  });

  test('an instructor sees a refusal, not a crash, for the preview and materials of a course they do not teach', async ({
    page,
    request,
    instructor,
  }) => {
    const course = await newCourse(request);
    await signIn(page, instructor);
    const main = page.locator('#region-main');
    for (const path of [
      `/en/dashboard/preview-course/${course.id}`,
      `/en/dashboard/courses/${course.id}/materials`,
    ]) {
      await page.goto(path);
      await expect(main.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
      await expect(main.getByRole('link', { name: /Back/ }).first()).toBeVisible();
    }
  });
});
