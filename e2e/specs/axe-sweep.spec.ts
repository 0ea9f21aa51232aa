import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, enrolledLearner, newAccount } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

/**
 * Issue 30: no serious or critical axe finding on any route of any remote (read from each
 * remote's routes.json, so a new route cannot be left out) nor on the main dialogs, in English
 * and Arabic, at 1280 px and 360 px, each route opened by a user who may open it.
 */

type Role = 'guest' | 'learner' | 'instructor' | 'editor' | 'admin';
interface Ids {
  userId: string;
  courseId: string;
  lo: string;
  mod: string;
  lesson: string;
}
const SEO = 'algebra-foundations';
const NONE = '00000000-0000-4000-8000-000000000000';

/** Who opens each route and with what parameters (ids of the demo course; unknown ids where a state says so). */
const ROUTES: Record<string, { as: Role; path: (ids: Ids) => string }> = {
  // mf-learning
  landing: { as: 'guest', path: () => '/' },
  'subscription-options': { as: 'guest', path: () => '/subscription-options' },
  'search-courses': { as: 'guest', path: () => '/search-courses' },
  'search-pathways': { as: 'guest', path: () => '/search-pathways' },
  course: { as: 'guest', path: () => `/course/${SEO}` },
  certificate: { as: 'guest', path: () => '/certificates/NO-SUCH-CODE' },
  dashboard: { as: 'learner', path: () => '/dashboard' },
  'payment-result': { as: 'learner', path: () => `/payment-result/${NONE}` },
  'billing-history': { as: 'learner', path: () => '/dashboard/billing-history' },
  'course-progress': { as: 'learner', path: (i) => `/dashboard/course-progress/${i.courseId}` },
  study: { as: 'learner', path: (i) => `/dashboard/study/${i.courseId}/${i.lo}/${i.mod}/${i.lesson}` },
  studylog: { as: 'learner', path: (i) => `/dashboard/studylog/${i.userId}` },
  'learner-progress': { as: 'learner', path: (i) => `/dashboard/learner-progress/${i.userId}` },
  'learner-performance': { as: 'learner', path: (i) => `/dashboard/learner-performance/${i.userId}` },
  'my-performance': { as: 'learner', path: () => '/dashboard/my-performance' },
  'assessment-lesson': {
    as: 'learner',
    path: (i) => `/dashboard/assessment/${i.courseId}/${i.lo}/${i.mod}/${i.lesson}`,
  },
  'assessment-test': { as: 'learner', path: (i) => `/dashboard/assessment/${i.courseId}/${'0'.repeat(32)}` },
  placement: { as: 'instructor', path: (i) => `/dashboard/placement/${i.courseId}` },
  'essay-marking': { as: 'instructor', path: (i) => `/dashboard/essay-marking/${i.courseId}` },
  // mf-header
  login: { as: 'guest', path: () => '/login' },
  register: { as: 'guest', path: () => '/register' },
  profile: { as: 'learner', path: () => '/profile' },
  tickets: { as: 'learner', path: () => '/tickets' },
  announcements: { as: 'learner', path: () => '/dashboard/announcements' },
  'ranking-reward': { as: 'learner', path: () => `/dashboard/ranking-reward/${NONE}` },
  // mf-forum
  'forum-list': { as: 'learner', path: () => `/course/${SEO}/forum` },
  'forum-post': { as: 'learner', path: () => `/course/${SEO}/forum/no-such-post` },
  // mf-calendar
  calendar: { as: 'learner', path: () => '/calendar' },
  // mf-tools
  'study-corners': { as: 'learner', path: () => '/dashboard/study-corners' },
  'study-corner': { as: 'learner', path: () => `/dashboard/study-corner/${NONE}` },
  // mf-authoring
  courses: { as: 'instructor', path: () => '/dashboard/courses' },
  'preview-course': { as: 'instructor', path: (i) => `/dashboard/preview-course/${i.courseId}` },
  // The start makes a draft and opens the wizard on it: both routes.
  'course-wizard-start': { as: 'instructor', path: () => '/dashboard/course-wizard' },
  'course-wizard': { as: 'instructor', path: () => `/dashboard/course-wizard/${NONE}` },
  'course-tree': { as: 'instructor', path: (i) => `/dashboard/courses/${i.courseId}/tree` },
  'course-form': { as: 'instructor', path: (i) => `/dashboard/courses/${i.courseId}/edit` },
  'course-form-new': { as: 'instructor', path: () => '/dashboard/courses/new' },
  'job-analysis': { as: 'editor', path: () => '/dashboard/job-analysis' },
  'job-analysis-steps': { as: 'editor', path: () => `/dashboard/job-analysis/${NONE}` },
  // mf-materials
  'materials-manager': { as: 'instructor', path: (i) => `/dashboard/courses/${i.courseId}/materials` },
  'materials-mind-map': { as: 'instructor', path: (i) => `/dashboard/courses/${i.courseId}/mind-map` },
  // mf-admin
  'admin-home': { as: 'admin', path: () => '/dashboard/admin' },
  'admin-plans': { as: 'admin', path: () => '/dashboard/admin/plans' },
  'admin-users': { as: 'admin', path: () => '/dashboard/admin/users' },
  'admin-rank-rewards': { as: 'admin', path: () => '/dashboard/admin/rank-rewards' },
  'admin-store-items': { as: 'admin', path: () => '/dashboard/admin/store-items' },
  'admin-store-categories': { as: 'admin', path: () => '/dashboard/admin/store-categories' },
  'admin-assign-courses': { as: 'admin', path: () => '/dashboard/admin/assign-courses' },
  'admin-competitions': { as: 'admin', path: () => '/dashboard/admin/competitions' },
  'admin-dictionary': { as: 'admin', path: () => '/dashboard/admin/dictionary' },
  'admin-audit': { as: 'admin', path: () => '/dashboard/admin/audit' },
};

const REMOTES = [
  'mf-admin',
  'mf-authoring',
  'mf-calendar',
  'mf-forum',
  'mf-header',
  'mf-learning',
  'mf-materials',
  'mf-tools',
];
const declared = REMOTES.flatMap((remote) => {
  const file = JSON.parse(readFileSync(join(__dirname, '..', '..', remote, 'src', 'routes.json'), 'utf8'));
  return (file.routes as { id: string }[]).map((route) => route.id);
});

const VIEWS = [
  { lang: 'en', width: 1280 },
  { lang: 'ar', width: 1280 },
  { lang: 'en', width: 360 },
  { lang: 'ar', width: 360 },
];

async function signIn(page: Page, account: Account) {
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { origin, 'x-requested-with': 'elearn' },
  });
  expect(response.status()).toBe(200);
}

async function accountFor(request: APIRequestContext, role: Role): Promise<Account | null> {
  if (role === 'guest') return null;
  if (role === 'learner') return enrolledLearner(request);
  const name = { instructor: 'Instructor', editor: 'Editor', admin: 'Admin' } as const;
  return newAccount(request, { role: name[role], teaching: role === 'instructor' ? [SEO] : undefined });
}

/** Waits for the page's main region to be drawn and its data loaded. */
async function settled(page: Page) {
  await expect(page.locator('#region-main .boot-splash')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

test.describe('axe on every route and main dialog, en and ar, 1280 and 360 px (issue 30)', () => {
  test.describe.configure({ timeout: 900_000 });

  test('every route of every remote has a user and a path here', () => {
    expect(declared.filter((id) => !ROUTES[id]).sort()).toEqual([]);
    expect(Object.keys(ROUTES).filter((id) => !declared.includes(id))).toEqual([]);
  });

  for (const role of ['guest', 'learner', 'instructor', 'editor', 'admin'] as const) {
    test(`routes opened by a ${role}`, async ({ page, request }) => {
      const account = await accountFor(request, role);
      if (account) await signIn(page, account);
      const first = await (await request.get(`/api/test-fixtures/first-lesson/${SEO}`)).json();
      const ids: Ids = { userId: account?.id ?? NONE, ...first };
      const findings: string[] = [];
      for (const { lang, width } of VIEWS) {
        await page.setViewportSize({ width, height: 800 });
        for (const [id, route] of Object.entries(ROUTES).filter(([, r]) => r.as === role)) {
          await page.goto(`/${lang}${route.path(ids)}`.replace(/\/$/, ''));
          await settled(page);
          for (const finding of await seriousAxeFindings(page, 'body'))
            findings.push(`${lang} ${width}px ${id}: ${finding}`);
        }
      }
      expect(findings).toEqual([]);
    });
  }

  test('the main dialogs: coins store, streak, calculator, phone menu, event dialog', async ({
    page,
    request,
  }) => {
    const learner = await enrolledLearner(request);
    await signIn(page, learner);
    const findings: string[] = [];
    const check = async (name: string, lang: string, width: number) => {
      await page.mouse.move(0, 0);
      for (const finding of await seriousAxeFindings(page, 'body'))
        findings.push(`${lang} ${width}px ${name}: ${finding}`);
    };
    for (const { lang, width } of VIEWS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}/dashboard`);
      await settled(page);
      for (const stat of ['coins', 'streak', 'level']) {
        const opener = page.locator(`[data-stat="${stat}"] button`);
        if (!(await opener.isVisible())) continue;
        await opener.click();
        await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(1);
        await settled(page);
        await check(stat, lang, width);
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
      }
      if (width === 360) {
        await page.locator('.mh-menu-toggle').click();
        await expect(page.locator('.ant-drawer-open')).toBeVisible();
        await check('phone menu', lang, width);
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
      await check('calculator', lang, width);
      await calculator.locator('.mt-calc__close').click();

      await page.goto(`/${lang}/calendar`);
      await settled(page);
      await page.locator('#region-main .ant-btn-primary').first().click();
      await expect(page.locator('#cal-event-form')).toBeVisible();
      await check('event', lang, width);
      await page.keyboard.press('Escape');
    }
    expect(findings).toEqual([]);
  });
});
