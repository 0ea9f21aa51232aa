import type { Page } from '@playwright/test';
import { type Account, type FixtureCourse, newCourse } from '../fixtures/accounts';
import { DECLARED, type Ids, openRoute, pathOf, REMOTES, settled, signIn } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** Every signed-in route of every remote (the shared table, checked against each routes.json by axe-sweep.spec.ts). */
const routes = DECLARED.filter((route) => route.auth !== 'guest');

const NO_SUCH_ID = '6f1d2b3c-0000-4000-8000-000000000000';

/** The ids to fill: a course the account neither teaches nor takes, or an id of nothing. */
const idsOf = (course: FixtureCourse): Ids => ({
  userId: NO_SUCH_ID,
  seo: course.seoTxt,
  courseId: course.id,
  lo: NO_SUCH_ID,
  mod: NO_SUCH_ID,
  lesson: NO_SUCH_ID,
  postSeo: NO_SUCH_ID,
});

/**
 * Opens every route of one remote as one role (signed in once; the first page loaded, the
 * others reached as the site's links do) and expects the page or a refusal once it has
 * settled: never the error boundary's "This part of the page stopped working" and never
 * "undefined" in the address.
 */
async function visitRoutes(page: Page, account: Account, course: FixtureCourse, remote: string) {
  await signIn(page, account);
  const problems: string[] = [];
  for (const route of routes.filter((r) => r.remote === remote)) {
    const url = `/en${pathOf(route.id, idsOf(course))}`.replace(/\/$/, '');
    await openRoute(page, url);
    // Settled: something the page says (a heading, a refusal, a notice, or the dialog a page
    // opens at once, as the placement test does) and nothing still loading.
    await settled(page);
    const crashed = await page.getByText('This part of the page stopped working.').count();
    if (crashed > 0) problems.push(`${route.remote} ${route.id} (${url}): crashed`);
    if (page.url().includes('undefined')) problems.push(`${route.remote} ${route.id}: went to ${page.url()}`);
  }
  expect(problems).toEqual([]);
}

test.describe('every route, every role: the page or a refusal with a way back, never a crash', () => {
  // One test per role × remote, so Playwright's workers share them.
  test.describe.configure({ mode: 'parallel' });

  for (const remote of REMOTES.filter((name) => routes.some((route) => route.remote === name))) {
    test(`${remote} as a learner`, async ({ page, request, learner }) => {
      await visitRoutes(page, learner, await newCourse(request), remote);
    });

    test(`${remote} as an instructor who does not teach the course`, async ({
      page,
      request,
      instructor,
    }) => {
      await visitRoutes(page, instructor, await newCourse(request), remote);
    });

    test(`${remote} as an editor`, async ({ page, request, editor }) => {
      await visitRoutes(page, editor, await newCourse(request), remote);
    });

    test(`${remote} as an admin`, async ({ page, request, admin }) => {
      await visitRoutes(page, admin, await newCourse(request), remote);
    });
  }

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
